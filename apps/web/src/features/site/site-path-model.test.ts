import type { HopDetail, PathList } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { liveState } from '../../test-support/topology-fixture.js';
import { mergeLive } from '../map/live-model.js';
import { sitePathViews } from './site-path-model.js';

const end = (routerId: string) => ({
  routerId,
  routerName: routerId.toUpperCase(),
  bladeId: `${routerId}:slot1`,
  portId: `${routerId}:xe-1/0/0`,
  portName: 'xe-1/0/0',
});

function hop(
  n: number,
  linkId: string,
  from: string,
  to: string,
  traversal: 'AtoZ' | 'ZtoA',
): HopDetail {
  return {
    hop: n,
    fromRouterId: from,
    toRouterId: to,
    capacityBps: 10e9,
    links: [
      {
        linkId,
        name: linkId,
        carrierId: 'geant',
        capacityBps: 10e9,
        rttMs: 4,
        traversal,
        from: end(from),
        to: end(to),
      },
    ],
  };
}

const paths: PathList = {
  paths: [
    {
      id: 'CERN-FZK',
      name: 'CERN to FZK',
      aSiteId: 'CERN',
      zSiteId: 'FZK',
      symmetric: true,
      rttMs: { AtoZ: 8, ZtoA: 8 },
      hops: {
        AtoZ: [
          hop(0, 'geant-gva-par', 'geant-gva', 'geant-par', 'AtoZ'),
          hop(1, 'geant-par-fra', 'geant-par', 'geant-fra', 'AtoZ'),
        ],
        ZtoA: [
          hop(0, 'geant-par-fra', 'geant-fra', 'geant-par', 'ZtoA'),
          hop(1, 'geant-gva-par', 'geant-par', 'geant-gva', 'ZtoA'),
        ],
      },
    },
  ],
};

describe('sitePathViews', () => {
  it('sitePathViews gives each hop the live value of the direction its traffic crosses the link', () => {
    const live = mergeLive(
      new Map(),
      [
        liveState('geant-gva-par', 'AtoZ', { utilization: 0.2 }),
        liveState('geant-gva-par', 'ZtoA', { utilization: 0.05, errorsPerSec: 300 }),
        liveState('geant-par-fra', 'AtoZ', { utilization: 0.6 }),
      ],
      true,
    );
    const [view] = sitePathViews(paths, live);
    const [toSite, toCern] = view?.directions ?? [];
    expect(toSite?.label).toBe('CERN to FZK');
    expect(toSite?.hops.map((h) => h.links[0]?.utilization)).toEqual([0.2, 0.6]);
    expect(toSite?.worstHop).toBe(1);
    expect(toCern?.label).toBe('FZK to CERN');
    expect(toCern?.hops[0]?.links[0]?.noData).toBe(true);
    expect(toCern?.hops[1]?.links[0]?.errorsPerSec).toBe(300);
    expect(toCern?.hops[1]?.hasErrors).toBe(true);
    expect(toCern?.worstHop).toBe(1);
    expect(toCern?.hops[1]?.fromRouter).toBe('GEANT-PAR');
    expect(toCern?.hops[1]?.links[0]?.fromBlade).toBe('geant-par:slot1');
  });

  it('sitePathViews has no worst hop when nothing is live', () => {
    const [view] = sitePathViews(paths, new Map());
    expect(view?.directions.map((d) => d.worstHop)).toEqual([undefined, undefined]);
    expect(view?.directions[0]?.rttMs).toBe(8);
  });
});
