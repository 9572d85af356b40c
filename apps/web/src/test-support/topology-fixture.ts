import {
  perMetric,
  type LinkLiveState,
  type Router,
  type TopologyLink,
  type TopologyResponse,
} from '@tiermap/domain';

/** Test fixtures only: a small CERN, FZK, CNAF and RAL topology through GEANT. */

function router(id: string, carrierId: string, lon: number, lat: number, siteId?: string): Router {
  return {
    id,
    name: id,
    carrierId,
    vendor: 'Juniper',
    model: 'T640',
    os: 'JUNOS',
    location: id,
    lat,
    lon,
    ...(siteId === undefined ? {} : { siteId }),
  };
}

function link(
  id: string,
  aRouterId: string,
  zRouterId: string,
  pathIds: string[],
  extra: Partial<TopologyLink> = {},
): TopologyLink {
  return {
    id,
    name: id,
    carrierId: 'geant',
    aPortId: `${id}:a`,
    zPortId: `${id}:z`,
    capacityBps: 10e9,
    rttMs: 5,
    aRouterId,
    zRouterId,
    pathIds,
    ...extra,
  };
}

const site = (id: string, tier: 0 | 1, lon: number, lat: number) => ({
  id,
  name: id,
  tier,
  city: id,
  country: 'EU',
  lat,
  lon,
  carrierId: 'geant',
});

/**
 * CERN to FZK and to CNAF share cern-gva and gva-fra; RAL hangs off Geneva by a two-member
 * trunk. Path hops run from CERN (AtoZ) and back (ZtoA).
 */
export function smallTopology(): TopologyResponse {
  return {
    carriers: [{ id: 'geant', name: 'GEANT', kind: 'nren' }],
    sites: [
      site('CERN', 0, 6.1, 46.2),
      site('FZK', 1, 8.4, 49),
      site('CNAF', 1, 11.3, 44.5),
      site('RAL', 1, -1.3, 51.6),
    ],
    routers: [
      router('cern-r', 'geant', 6.1, 46.2, 'CERN'),
      router('geant-gva', 'geant', 6.2, 46.3),
      router('geant-fra', 'geant', 8.7, 50.1),
      router('fzk-r', 'geant', 8.4, 49, 'FZK'),
      router('cnaf-r', 'geant', 11.3, 44.5, 'CNAF'),
      router('ral-r', 'geant', -1.3, 51.6, 'RAL'),
    ],
    links: [
      link('cern-gva', 'cern-r', 'geant-gva', ['CERN-CNAF', 'CERN-FZK', 'CERN-RAL']),
      link('gva-fra', 'geant-gva', 'geant-fra', ['CERN-CNAF', 'CERN-FZK']),
      link('fra-fzk', 'geant-fra', 'fzk-r', ['CERN-FZK']),
      link('fra-cnaf', 'geant-fra', 'cnaf-r', ['CERN-CNAF']),
      link('gva-ral-1', 'geant-gva', 'ral-r', ['CERN-RAL'], { trunkId: 't-ral', capacityBps: 1e9 }),
      link('gva-ral-2', 'geant-gva', 'ral-r', ['CERN-RAL'], { trunkId: 't-ral', capacityBps: 1e9 }),
    ],
    trunks: [
      {
        id: 't-ral',
        name: 'RAL trunk',
        carrierId: 'geant',
        memberLinkIds: ['gva-ral-1', 'gva-ral-2'],
      },
    ],
    paths: [
      {
        id: 'CERN-FZK',
        name: 'CERN to FZK',
        aSiteId: 'CERN',
        zSiteId: 'FZK',
        hops: {
          AtoZ: [{ linkId: 'cern-gva' }, { linkId: 'gva-fra' }, { linkId: 'fra-fzk' }],
          ZtoA: [{ linkId: 'fra-fzk' }, { linkId: 'gva-fra' }, { linkId: 'cern-gva' }],
        },
      },
      {
        id: 'CERN-CNAF',
        name: 'CERN to CNAF',
        aSiteId: 'CERN',
        zSiteId: 'CNAF',
        hops: {
          AtoZ: [{ linkId: 'cern-gva' }, { linkId: 'gva-fra' }, { linkId: 'fra-cnaf' }],
          ZtoA: [{ linkId: 'fra-cnaf' }, { linkId: 'gva-fra' }, { linkId: 'cern-gva' }],
        },
      },
      {
        id: 'CERN-RAL',
        name: 'CERN to RAL',
        aSiteId: 'CERN',
        zSiteId: 'RAL',
        hops: {
          AtoZ: [{ linkId: 'cern-gva' }, { trunkId: 't-ral' }],
          ZtoA: [{ trunkId: 't-ral' }, { linkId: 'cern-gva' }],
        },
      },
    ],
    maintenances: [],
  };
}

/** A live state for one link direction at a fixed time. */
export function liveState(
  linkId: string,
  direction: 'AtoZ' | 'ZtoA',
  values: Partial<LinkLiveState> = {},
): LinkLiveState {
  return {
    linkId,
    direction,
    tsMs: Date.UTC(2026, 10, 22, 12, 0, 0),
    ...perMetric(() => 0),
    bps: 1e9,
    utilization: 0.1,
    errorsPerSec: 0,
    stale: false,
    congested: false,
    ...values,
  };
}
