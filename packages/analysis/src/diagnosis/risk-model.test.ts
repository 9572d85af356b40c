import type { Topology } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { elementKey, linkDirectionOfKey, riskModel } from './risk-model.js';

const G = 1_000_000_000;

/**
 * CERN (cern) reaches GEANT Geneva (gva) over cern-gva, then Frankfurt over gva-fra, then FZK over
 * a two-member trunk (fra-fzk-1 defined from Frankfurt, fra-fzk-2 from FZK). One path, both ways.
 */
function topology(): Topology {
  const routers: Array<[string, string | undefined]> = [
    ['cern', 'CERN'],
    ['gva', undefined],
    ['fra', undefined],
    ['fzk', 'FZK'],
  ];
  const links: Array<[string, string, string, string?]> = [
    ['cern-gva', 'cern', 'gva'],
    ['gva-fra', 'gva', 'fra'],
    ['fra-fzk-1', 'fra', 'fzk', 'fra-fzk'],
    ['fra-fzk-2', 'fzk', 'fra', 'fra-fzk'],
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
      os: 'JUNOS',
      location: 'x',
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
    paths: [
      {
        id: 'CERN-FZK',
        name: 'CERN to FZK',
        aSiteId: 'CERN',
        zSiteId: 'FZK',
        hops: {
          AtoZ: [{ linkId: 'cern-gva' }, { linkId: 'gva-fra' }, { trunkId: 'fra-fzk' }],
          ZtoA: [{ trunkId: 'fra-fzk' }, { linkId: 'gva-fra' }, { linkId: 'cern-gva' }],
        },
      },
    ],
    maintenances: [],
  };
}

describe('riskModel', () => {
  const model = riskModel(topology());
  const group = (key: string) => model.elements.find((e) => e.key === key)?.observables;

  it('riskModel has one observable per path direction, named by the sites as traffic flows', () => {
    expect(model.observables.map((o) => [o.key, o.fromSiteId, o.toSiteId])).toEqual([
      ['CERN-FZK@AtoZ', 'CERN', 'FZK'],
      ['CERN-FZK@ZtoA', 'FZK', 'CERN'],
    ]);
  });

  it('riskModel puts each direction of a link in the risk group of the path direction crossing it that way', () => {
    expect(group('link:gva-fra>AtoZ')).toEqual([0]);
    expect(group('link:gva-fra>ZtoA')).toEqual([1]);
    expect(group('link:gva-fra')).toEqual([0, 1]);
  });

  it('riskModel follows each trunk member in its own orientation', () => {
    // fra-fzk-2 is defined from FZK, so CERN to FZK crosses it Z to A.
    expect(group('link:fra-fzk-1>AtoZ')).toEqual([0]);
    expect(group('link:fra-fzk-2>ZtoA')).toEqual([0]);
    expect(group('trunk:fra-fzk')).toEqual([0, 1]);
  });

  it('riskModel adds the blades and routers at both ends of every link, both ways only', () => {
    expect(group('router:gva')).toEqual([0, 1]);
    expect(group('blade:fzk:fpc0')).toEqual([0, 1]);
    expect(
      model.elements.filter((e) => e.kind === 'router').every((e) => e.direction === 'both'),
    ).toBe(true);
  });

  it("riskModel names the link directions whose counters each element's failure would raise", () => {
    const links = (key: string) => model.elements.find((e) => e.key === key)?.linkDirections;
    expect(links('link:gva-fra>AtoZ')).toEqual(['link:gva-fra>AtoZ']);
    expect(links('link:gva-fra')).toEqual(['link:gva-fra>AtoZ', 'link:gva-fra>ZtoA']);
    // The trunk A to Z as the path crosses it: fra-fzk-2, defined from FZK, in its Z to A.
    expect(links('trunk:fra-fzk>AtoZ')).toEqual(['link:fra-fzk-1>AtoZ', 'link:fra-fzk-2>ZtoA']);
    expect(links('router:fra')).toEqual([
      'link:fra-fzk-1>AtoZ',
      'link:fra-fzk-1>ZtoA',
      'link:fra-fzk-2>AtoZ',
      'link:fra-fzk-2>ZtoA',
      'link:gva-fra>AtoZ',
      'link:gva-fra>ZtoA',
    ]);
  });
});

describe('linkDirectionOfKey', () => {
  it('gives back the link and direction elementKey made the key of', () => {
    expect(linkDirectionOfKey(elementKey('link', 'geant:gva/fzk-1', 'ZtoA'))).toEqual({
      linkId: 'geant:gva/fzk-1',
      direction: 'ZtoA',
    });
  });

  it('refuses a key that is not a link direction', () => {
    expect(() => linkDirectionOfKey(elementKey('link', 'gva-fzk', 'both'))).toThrow(
      'not a link direction key: link:gva-fzk',
    );
    expect(() => linkDirectionOfKey(elementKey('blade', 'gva:fpc0', 'AtoZ'))).toThrow();
  });
});
