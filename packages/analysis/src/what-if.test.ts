import type { Path, Topology, WhatIfResponse } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { whatIf } from './what-if.js';

const G = 1_000_000_000;

const SITE_ROUTERS: Readonly<Record<string, string>> = {
  'cern-r1': 'CERN',
  'cern-r2': 'CERN',
  'cnaf-gw': 'CNAF',
  'fzk-gw': 'FZK',
  'ral-gw': 'RAL',
  'pic-gw': 'PIC',
  'ndgf-gw': 'NDGF',
};
const GEANT = ['geant-gva', 'geant-fra', 'geant-par', 'geant-lyo', 'geant-mil', 'geant-lon'];

/** [id, A router, Z router, A blade slot, Z blade slot]; every other port is on slot0. */
const LINKS: ReadonlyArray<readonly [string, string, string, number?, number?]> = [
  ['cern-lan', 'cern-r1', 'cern-r2'],
  ['cern-gva', 'cern-r1', 'geant-gva'],
  ['gva-fra', 'geant-gva', 'geant-fra'],
  ['fra-fzk', 'geant-fra', 'fzk-gw'],
  ['par-fzk', 'geant-par', 'fzk-gw'],
  // Trunk members listed out of id order, to show the id (not the order) breaks ties.
  ['gva-par-b', 'geant-gva', 'geant-par', 1, 2],
  ['gva-par-a', 'geant-gva', 'geant-par', 1, 1],
  ['lyo-gva', 'geant-lyo', 'geant-gva'],
  ['par-lyo', 'geant-par', 'geant-lyo'],
  ['lyo-mil', 'geant-lyo', 'geant-mil'],
  ['gva-mil', 'geant-gva', 'geant-mil'],
  ['mil-cnaf', 'geant-mil', 'cnaf-gw'],
  ['par-lon', 'geant-par', 'geant-lon'],
  ['lon-ral', 'geant-lon', 'ral-gw'],
  ['par-pic', 'geant-par', 'pic-gw'],
  ['fra-ndgf', 'geant-fra', 'ndgf-gw'],
];

/**
 * CERN (cern-r1, with cern-r2 behind it on the LAN) reaches GEANT Geneva over cern-gva only.
 * Geneva-Paris is a 2 x 10G trunk (members on Geneva blade slot1, Paris slots 1 and 2). FZK has
 * two uplinks (Frankfurt, Paris); CNAF, RAL and PIC one each; NDGF has no path.
 * CNAF and FZK are asymmetric: out through Milan / Frankfurt, back through Lyon, sharing
 * lyo-gva (the French patch panel of the CNAF/FZK incident).
 */
function topology(): Topology {
  const routerIds = [...Object.keys(SITE_ROUTERS), ...GEANT];
  const ports = LINKS.flatMap(([id, a, z, aSlot = 0, zSlot = 0]) => [
    { id: `${id}:a`, routerId: a, bladeId: `${a}:slot${aSlot}`, name: `${id}-a`, speedBps: 10 * G },
    { id: `${id}:z`, routerId: z, bladeId: `${z}:slot${zSlot}`, name: `${id}-z`, speedBps: 10 * G },
  ]);
  const bladeIds = [...new Set(ports.map((p) => p.bladeId))];
  return {
    carriers: [{ id: 'geant', name: 'GEANT', kind: 'backbone' }],
    sites: [],
    routers: routerIds.map((id) => {
      const siteId = SITE_ROUTERS[id];
      return {
        id,
        name: id,
        carrierId: 'geant',
        vendor: 'Juniper',
        model: 'T640',
        os: 'JUNOS 8.5',
        location: 'somewhere',
        lat: 46,
        lon: 6,
        ...(siteId === undefined ? {} : { siteId }),
      };
    }),
    backplanes: routerIds.map((id) => ({ id: `${id}:fabric`, routerId: id, capacityBps: 640 * G })),
    blades: bladeIds.map((id) => ({
      id,
      routerId: id.split(':')[0] ?? '',
      slot: Number(id.split('slot')[1]),
      model: 'FPC3',
      fabricCapacityBps: 40 * G,
    })),
    ports,
    links: LINKS.map(([id]) => ({
      id,
      name: id,
      carrierId: 'geant',
      aPortId: `${id}:a`,
      zPortId: `${id}:z`,
      capacityBps: 10 * G,
      ...(id.startsWith('gva-par-') ? { trunkId: 'gva-par' } : {}),
    })),
    trunks: [
      {
        id: 'gva-par',
        name: 'Geneva-Paris',
        carrierId: 'geant',
        memberLinkIds: ['gva-par-b', 'gva-par-a'],
      },
    ],
    paths: [
      path(
        'CERN-CNAF',
        'CNAF',
        ['cern-gva', 'gva-mil', 'mil-cnaf'],
        ['mil-cnaf', 'lyo-mil', 'lyo-gva', 'cern-gva'],
      ),
      path(
        'CERN-FZK',
        'FZK',
        ['cern-gva', 'gva-fra', 'fra-fzk'],
        ['par-fzk', 'par-lyo', 'lyo-gva', 'cern-gva'],
      ),
      path('CERN-PIC', 'PIC', ['cern-gva', 'gva-par', 'par-pic']),
      path('CERN-RAL', 'RAL', ['cern-gva', 'gva-par', 'par-lon', 'lon-ral']),
    ],
    maintenances: [],
  };
}

/** Hop ids naming a trunk (`gva-par`) become trunk hops; ZtoA defaults to AtoZ reversed. */
function path(id: string, zSiteId: string, AtoZ: string[], ZtoA = [...AtoZ].reverse()): Path {
  const hop = (h: string) => (h === 'gva-par' ? { trunkId: h } : { linkId: h });
  return {
    id,
    name: id,
    aSiteId: 'CERN',
    zSiteId,
    hops: { AtoZ: AtoZ.map(hop), ZtoA: ZtoA.map(hop) },
  };
}

/** `pathId direction status` for every route that is not intact. */
function hurt(response: WhatIfResponse): string[] {
  return response.paths
    .filter((p) => p.status !== 'intact')
    .map((p) => `${p.pathId} ${p.direction} ${p.status}`);
}

function route(response: WhatIfResponse, pathId: string, direction: 'AtoZ' | 'ZtoA') {
  return response.paths.find((p) => p.pathId === pathId && p.direction === direction);
}

describe('whatIf', () => {
  it('whatIf with nothing failed finds every route intact, paths by id, AtoZ then ZtoA', () => {
    const response = whatIf(topology(), ['no-such-router']);
    expect(response.failed).toEqual([]);
    expect(response.sitesDisconnected).toEqual([]);
    expect(response.paths.map((p) => `${p.pathId} ${p.direction} ${p.status}`)).toEqual([
      'CERN-CNAF AtoZ intact',
      'CERN-CNAF ZtoA intact',
      'CERN-FZK AtoZ intact',
      'CERN-FZK ZtoA intact',
      'CERN-PIC AtoZ intact',
      'CERN-PIC ZtoA intact',
      'CERN-RAL AtoZ intact',
      'CERN-RAL ZtoA intact',
    ]);
    expect(route(response, 'CERN-PIC', 'AtoZ')).toEqual({
      pathId: 'CERN-PIC',
      aSiteId: 'CERN',
      zSiteId: 'PIC',
      direction: 'AtoZ',
      status: 'intact',
      failedOnRoute: [],
    });
  });

  it('whatIf failing lyo-gva, shared by the CNAF and FZK returns, reroutes both and nothing else', () => {
    const response = whatIf(topology(), ['lyo-gva']);
    expect(response.failed).toEqual(['lyo-gva']);
    expect(hurt(response)).toEqual(['CERN-CNAF ZtoA rerouted', 'CERN-FZK ZtoA rerouted']);
    expect(route(response, 'CERN-CNAF', 'ZtoA')?.alternative).toEqual({
      routerIds: ['cnaf-gw', 'geant-mil', 'geant-gva', 'cern-r1'],
      linkIds: ['mil-cnaf', 'gva-mil', 'cern-gva'],
    });
    // Two 3-link detours (via Frankfurt or via Paris): fra-fzk comes before par-fzk.
    expect(route(response, 'CERN-FZK', 'ZtoA')?.alternative?.linkIds).toEqual([
      'fra-fzk',
      'gva-fra',
      'cern-gva',
    ]);
    expect(response.sitesDisconnected).toEqual([]);
  });

  it('whatIf failing gva-fra touches only the FZK direction that crosses it', () => {
    const response = whatIf(topology(), ['gva-fra']);
    expect(hurt(response)).toEqual(['CERN-FZK AtoZ rerouted']);
    expect(route(response, 'CERN-FZK', 'AtoZ')?.failedOnRoute).toEqual(['gva-fra']);
    expect(route(response, 'CERN-FZK', 'ZtoA')?.status).toBe('intact');
  });

  it('whatIf failing one trunk member degrades the routes over the trunk', () => {
    const response = whatIf(topology(), ['gva-par-a']);
    expect(response.failed).toEqual(['gva-par-a']);
    expect(hurt(response)).toEqual([
      'CERN-PIC AtoZ degraded',
      'CERN-PIC ZtoA degraded',
      'CERN-RAL AtoZ degraded',
      'CERN-RAL ZtoA degraded',
    ]);
    expect(route(response, 'CERN-RAL', 'AtoZ')).not.toHaveProperty('alternative');
    expect(route(response, 'CERN-RAL', 'AtoZ')?.failedOnRoute).toEqual(['gva-par-a']);
  });

  it('whatIf failing a Paris blade that holds one trunk member degrades and names blade, port and link', () => {
    const response = whatIf(topology(), ['geant-par:slot1']);
    expect(response.failed).toEqual(['geant-par:slot1', 'gva-par-a', 'gva-par-a:z']);
    expect(route(response, 'CERN-PIC', 'ZtoA')).toMatchObject({
      status: 'degraded',
      failedOnRoute: ['geant-par:slot1', 'gva-par-a', 'gva-par-a:z'],
    });
  });

  it('whatIf failing the Geneva blade of both members fails the trunk and reroutes through Lyon', () => {
    const response = whatIf(topology(), ['geant-gva:slot1']);
    expect(response.failed).toEqual([
      'geant-gva:slot1',
      'gva-par',
      'gva-par-a',
      'gva-par-a:a',
      'gva-par-b',
      'gva-par-b:a',
    ]);
    expect(route(response, 'CERN-RAL', 'AtoZ')).toEqual({
      pathId: 'CERN-RAL',
      aSiteId: 'CERN',
      zSiteId: 'RAL',
      direction: 'AtoZ',
      status: 'rerouted',
      failedOnRoute: [
        'geant-gva:slot1',
        'gva-par',
        'gva-par-a',
        'gva-par-a:a',
        'gva-par-b',
        'gva-par-b:a',
      ],
      alternative: {
        routerIds: ['cern-r1', 'geant-gva', 'geant-lyo', 'geant-par', 'geant-lon', 'ral-gw'],
        linkIds: ['cern-gva', 'lyo-gva', 'par-lyo', 'par-lon', 'lon-ral'],
      },
      // No live rates given: how much moves is unknown.
      movedBps: null,
    });
  });

  it('whatIf failing the Frankfurt router reroutes FZK over Paris and reports the alternative', () => {
    const response = whatIf(topology(), ['geant-fra']);
    expect(hurt(response)).toEqual(['CERN-FZK AtoZ rerouted']);
    expect(route(response, 'CERN-FZK', 'AtoZ')).toMatchObject({
      status: 'rerouted',
      failedOnRoute: [
        'fra-fzk',
        'fra-fzk:a',
        'geant-fra',
        'geant-fra:slot0',
        'gva-fra',
        'gva-fra:z',
      ],
      // Via either trunk member: gva-par-a comes first although it is listed second.
      alternative: {
        routerIds: ['cern-r1', 'geant-gva', 'geant-par', 'fzk-gw'],
        linkIds: ['cern-gva', 'gva-par-a', 'par-fzk'],
      },
    });
    expect(response.failed).toEqual([
      'fra-fzk',
      'fra-fzk:a',
      'fra-ndgf',
      'fra-ndgf:a',
      'geant-fra',
      'geant-fra:fabric',
      'geant-fra:slot0',
      'gva-fra',
      'gva-fra:z',
    ]);
  });

  it('whatIf failing a backplane fails its router and everything on it', () => {
    const byBackplane = whatIf(topology(), ['geant-fra:fabric']);
    expect(byBackplane).toEqual(whatIf(topology(), ['geant-fra']));
    expect(byBackplane.failed).toContain('geant-fra');
  });

  it('whatIf failing the only uplink of RAL disconnects RAL and not CERN', () => {
    const response = whatIf(topology(), ['lon-ral']);
    expect(hurt(response)).toEqual(['CERN-RAL AtoZ broken', 'CERN-RAL ZtoA broken']);
    expect(route(response, 'CERN-RAL', 'ZtoA')).toEqual({
      pathId: 'CERN-RAL',
      aSiteId: 'CERN',
      zSiteId: 'RAL',
      direction: 'ZtoA',
      status: 'broken',
      failedOnRoute: ['lon-ral'],
    });
    expect(response.sitesDisconnected).toEqual(['RAL']);
  });

  it('whatIf failing a port of the only uplink of PIC fails the link and disconnects PIC', () => {
    const response = whatIf(topology(), ['par-pic:z']);
    expect(response.failed).toEqual(['par-pic', 'par-pic:z']);
    expect(response.sitesDisconnected).toEqual(['PIC']);
  });

  it('whatIf failing the CERN uplink disconnects CERN too, as every path from it is broken', () => {
    const response = whatIf(topology(), ['cern-gva']);
    expect(response.paths.every((p) => p.status === 'broken')).toBe(true);
    expect(response.sitesDisconnected).toEqual(['CERN', 'CNAF', 'FZK', 'PIC', 'RAL']);
  });

  it('whatIf failing the uplink of NDGF, which has no path, disconnects no site', () => {
    const response = whatIf(topology(), ['fra-ndgf']);
    expect(hurt(response)).toEqual([]);
    expect(response.sitesDisconnected).toEqual([]);
  });

  it('whatIf failing the first router of a route detours from another router of the same site', () => {
    const t = topology();
    // cern-r2 gets its own uplink to Paris; the FZK return ends on cern-r1 only.
    t.ports.push(
      { id: 'cern2-par:a', routerId: 'cern-r2', bladeId: 'cern-r2:slot0', name: 'a', speedBps: G },
      {
        id: 'cern2-par:z',
        routerId: 'geant-par',
        bladeId: 'geant-par:slot0',
        name: 'z',
        speedBps: G,
      },
    );
    t.links.push({
      id: 'cern2-par',
      name: 'cern2-par',
      carrierId: 'geant',
      aPortId: 'cern2-par:a',
      zPortId: 'cern2-par:z',
      capacityBps: G,
    });
    const response = whatIf(t, ['cern-r1']);
    expect(route(response, 'CERN-PIC', 'AtoZ')?.alternative).toEqual({
      routerIds: ['cern-r2', 'geant-par', 'pic-gw'],
      linkIds: ['cern2-par', 'par-pic'],
    });
    expect(route(response, 'CERN-PIC', 'ZtoA')?.alternative).toEqual({
      routerIds: ['pic-gw', 'geant-par', 'cern-r2'],
      linkIds: ['par-pic', 'cern2-par'],
    });
    expect(response.sitesDisconnected).toEqual([]);
  });

  it('whatIf with live rates moves each rerouted return by its least loaded fresh hop and says where it lands', () => {
    const rates: Record<string, { bps: number; stale: boolean }> = {
      'mil-cnaf ZtoA': { bps: 3 * G, stale: false },
      // Stale: not a rate to trust, so CNAF moves min(3, 5, 8) = 3G, not 0.5G.
      'lyo-mil ZtoA': { bps: 0.5 * G, stale: true },
      'lyo-gva AtoZ': { bps: 5 * G, stale: false },
      'cern-gva ZtoA': { bps: 8 * G, stale: false },
      'par-fzk ZtoA': { bps: 1 * G, stale: false },
      'gva-mil ZtoA': { bps: 4 * G, stale: false },
      'gva-fra ZtoA': { bps: 9.5 * G, stale: false },
    };
    const response = whatIf(
      topology(),
      ['lyo-gva'],
      (linkId, direction) => rates[`${linkId} ${direction}`],
    );
    expect(route(response, 'CERN-CNAF', 'ZtoA')?.movedBps).toBe(3 * G);
    expect(route(response, 'CERN-FZK', 'ZtoA')?.movedBps).toBe(1 * G);
    expect(route(response, 'CERN-CNAF', 'AtoZ')).not.toHaveProperty('movedBps');
    // cern-gva and mil-cnaf carried the traffic before, the same way: nothing lands there.
    expect(response.landing).toEqual([
      {
        linkId: 'gva-fra',
        direction: 'ZtoA',
        pathIds: ['CERN-FZK'],
        addedBps: 1 * G,
        currentBps: 9.5 * G,
        capacityBps: 10 * G,
        resultingUtilization: 1.05,
      },
      {
        linkId: 'gva-mil',
        direction: 'ZtoA',
        pathIds: ['CERN-CNAF'],
        addedBps: 3 * G,
        currentBps: 4 * G,
        capacityBps: 10 * G,
        resultingUtilization: 0.7,
      },
      {
        linkId: 'fra-fzk',
        direction: 'ZtoA',
        pathIds: ['CERN-FZK'],
        addedBps: 1 * G,
        currentBps: null,
        capacityBps: 10 * G,
        resultingUtilization: null,
      },
    ]);
  });

  it('whatIf without live rates lands the reroutes with unknown load, and nothing when nothing moves', () => {
    const response = whatIf(topology(), ['lyo-gva']);
    expect(route(response, 'CERN-FZK', 'ZtoA')?.movedBps).toBeNull();
    expect(response.landing.map((l) => `${l.linkId} ${l.direction} ${String(l.addedBps)}`)).toEqual(
      ['fra-fzk ZtoA null', 'gva-fra ZtoA null', 'gva-mil ZtoA null'],
    );
    expect(whatIf(topology(), ['gva-par-a']).landing).toEqual([]);
  });
});
