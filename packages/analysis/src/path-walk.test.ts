import type { Path, Topology } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { allPathWalks, pathWalk } from './path-walk.js';

const G = 1_000_000_000;

/**
 * CERN has two routers (cern-r1, cern-r2). r2 -> geant-gva -> geant-fra -> fzk-gw, where the
 * Geneva-Frankfurt link is defined from Frankfurt (its A end) to Geneva, and Frankfurt-FZK is a
 * trunk whose two members are defined in opposite orientations.
 */
function topology(): Topology {
  const routers: Array<[string, string | undefined]> = [
    ['cern-r1', 'CERN'],
    ['cern-r2', 'CERN'],
    ['geant-gva', undefined],
    ['geant-fra', undefined],
    ['fzk-gw', 'FZK'],
  ];
  const links: Array<[string, string, string, string?]> = [
    ['cern-lan', 'cern-r1', 'cern-r2'],
    ['cern-gva', 'cern-r2', 'geant-gva'],
    ['fra-gva', 'geant-fra', 'geant-gva'],
    ['fra-fzk-1', 'geant-fra', 'fzk-gw', 'fra-fzk'],
    ['fra-fzk-2', 'fzk-gw', 'geant-fra', 'fra-fzk'],
  ];
  return {
    carriers: [{ id: 'geant', name: 'GEANT', kind: 'backbone' }],
    sites: [],
    routers: routers.map(([id, siteId]) => ({
      id,
      name: id,
      carrierId: 'geant',
      vendor: 'Juniper',
      model: 'T640',
      os: 'JUNOS 8.5',
      location: 'somewhere',
      lat: 47,
      lon: 7,
      ...(siteId === undefined ? {} : { siteId }),
    })),
    backplanes: [],
    blades: [],
    ports: links.flatMap(([id, a, z]) => [
      { id: `${id}:a`, routerId: a, bladeId: `${a}:fpc0`, name: `${id}-a`, speedBps: G },
      { id: `${id}:z`, routerId: z, bladeId: `${z}:fpc0`, name: `${id}-z`, speedBps: G },
    ]),
    links: links.map(([id, , , trunkId]) => ({
      id,
      name: id,
      carrierId: 'geant',
      aPortId: `${id}:a`,
      zPortId: `${id}:z`,
      capacityBps: G,
      ...(trunkId === undefined ? {} : { trunkId }),
    })),
    trunks: [
      {
        id: 'fra-fzk',
        name: 'fra-fzk',
        carrierId: 'geant',
        memberLinkIds: ['fra-fzk-1', 'fra-fzk-2'],
      },
    ],
    paths: [],
    maintenances: [],
  };
}

function path(AtoZ: Path['hops']['AtoZ'], ZtoA: Path['hops']['ZtoA'] = [...AtoZ].reverse()): Path {
  return {
    id: 'CERN-FZK',
    name: 'CERN to FZK',
    aSiteId: 'CERN',
    zSiteId: 'FZK',
    hops: { AtoZ, ZtoA },
  };
}

const cernToFzk = path([{ linkId: 'cern-gva' }, { linkId: 'fra-gva' }, { trunkId: 'fra-fzk' }]);

describe('pathWalk', () => {
  it('pathWalk returns the routers in the order the traffic visits them', () => {
    const walk = pathWalk(topology(), cernToFzk, 'AtoZ');
    expect(walk.problems).toEqual([]);
    expect(walk.routerIds).toEqual(['cern-r2', 'geant-gva', 'geant-fra', 'fzk-gw']);
    expect([walk.fromSiteId, walk.toSiteId]).toEqual(['CERN', 'FZK']);
  });

  it('pathWalk says which way each link is crossed relative to its own ends', () => {
    const steps = pathWalk(topology(), cernToFzk, 'AtoZ').steps;
    expect(steps.slice(0, 2)).toEqual([
      {
        hop: 0,
        trunkId: null,
        fromRouterId: 'cern-r2',
        toRouterId: 'geant-gva',
        crossings: [{ linkId: 'cern-gva', traversal: 'AtoZ' }],
      },
      {
        hop: 1,
        trunkId: null,
        fromRouterId: 'geant-gva',
        toRouterId: 'geant-fra',
        crossings: [{ linkId: 'fra-gva', traversal: 'ZtoA' }],
      },
    ]);
  });

  it('pathWalk lists every member of a trunk hop with its own traversal', () => {
    const step = pathWalk(topology(), cernToFzk, 'AtoZ').steps[2];
    expect(step).toEqual({
      hop: 2,
      trunkId: 'fra-fzk',
      fromRouterId: 'geant-fra',
      toRouterId: 'fzk-gw',
      crossings: [
        { linkId: 'fra-fzk-1', traversal: 'AtoZ' },
        { linkId: 'fra-fzk-2', traversal: 'ZtoA' },
      ],
    });
  });

  it('pathWalk walks ZtoA from the Z site back to the A site', () => {
    const walk = pathWalk(topology(), cernToFzk, 'ZtoA');
    expect(walk.problems).toEqual([]);
    expect(walk.routerIds).toEqual(['fzk-gw', 'geant-fra', 'geant-gva', 'cern-r2']);
    expect(walk.steps.map((step) => step.crossings.map((c) => c.traversal))).toEqual([
      ['ZtoA', 'AtoZ'],
      ['AtoZ'],
      ['ZtoA'],
    ]);
  });

  it('pathWalk starts a walk on a link inside the first site from the end that continues', () => {
    const walk = pathWalk(
      topology(),
      path([{ linkId: 'cern-lan' }, ...cernToFzk.hops.AtoZ]),
      'AtoZ',
    );
    expect(walk.problems).toEqual([]);
    expect(walk.routerIds.slice(0, 3)).toEqual(['cern-r1', 'cern-r2', 'geant-gva']);
  });

  it('pathWalk stops at the first hop that does not connect and reports it', () => {
    const broken = path([{ linkId: 'cern-gva' }, { trunkId: 'fra-fzk' }]);
    const walk = pathWalk(topology(), broken, 'AtoZ');
    expect(walk.steps).toHaveLength(1);
    expect(walk.problems).toEqual([
      {
        path: 'hops.AtoZ[1]',
        message:
          'does not leave from router "geant-gva", where the previous hop arrived (it connects "geant-fra" and "fzk-gw")',
      },
    ]);
  });
});

describe('allPathWalks', () => {
  it('allPathWalks walks every path in both directions, like pathWalk one by one', () => {
    const withPath = { ...topology(), paths: [cernToFzk] };
    const walks = allPathWalks(withPath);
    expect(walks.map((w) => `${w.pathId} ${w.walk.direction}`)).toEqual([
      'CERN-FZK AtoZ',
      'CERN-FZK ZtoA',
    ]);
    expect(walks[0]?.walk).toEqual(pathWalk(withPath, cernToFzk, 'AtoZ'));
    expect(walks[1]?.walk).toEqual(pathWalk(withPath, cernToFzk, 'ZtoA'));
  });
});
