import type { Direction, EquipmentKind } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { sharedEquipment, withOtherSites } from './shared-equipment.js';
import type { EquipmentUsage } from './shared-equipment.js';

const PATH_ENDS: Readonly<Record<string, readonly [string, string]>> = {
  'CERN-CNAF': ['CERN', 'CNAF'],
  'CERN-FZK': ['CERN', 'FZK'],
  'CERN-RAL': ['CERN', 'RAL'],
  'CERN-PIC': ['CERN', 'PIC'],
};

function use(
  kind: EquipmentKind,
  id: string,
  pathId: string,
  directions: readonly Direction[] = ['AtoZ', 'ZtoA'],
): EquipmentUsage[] {
  const [aSiteId, zSiteId] = PATH_ENDS[pathId] ?? ['CERN', 'XX'];
  return directions.map((direction) => ({
    kind,
    id,
    name: `${id} name`,
    carrierId: id.startsWith('cern') ? 'cern' : 'geant',
    pathId,
    aSiteId,
    zSiteId,
    direction,
  }));
}

/**
 * Every path leaves CERN through cern-gva and the GEANT Geneva router. CERN-FZK is asymmetric:
 * it goes out Geneva-Frankfurt and comes back through France (Lyon, Paris), where it meets
 * CNAF's path on two links, a Paris blade and the Geneva-Paris trunk. RAL's return also crosses
 * that trunk; PIC crosses only the common Geneva equipment.
 */
function usages(): EquipmentUsage[] {
  const all = Object.keys(PATH_ENDS);
  return [
    ...all.flatMap((pathId) => use('link', 'cern-gva', pathId)),
    ...all.flatMap((pathId) => use('router', 'geant-gva', pathId)),
    ...use('trunk', 'gva-par', 'CERN-CNAF'),
    ...use('trunk', 'gva-par', 'CERN-FZK', ['ZtoA']),
    ...use('trunk', 'gva-par', 'CERN-RAL', ['ZtoA']),
    ...use('blade', 'geant-par:fpc1', 'CERN-CNAF'),
    ...use('blade', 'geant-par:fpc1', 'CERN-FZK', ['ZtoA']),
    ...use('link', 'geant-par-lyo', 'CERN-CNAF', ['ZtoA']),
    ...use('link', 'geant-par-lyo', 'CERN-FZK', ['ZtoA']),
    ...use('link', 'geant-lyo-mil', 'CERN-CNAF', ['ZtoA']),
    ...use('link', 'geant-lyo-mil', 'CERN-FZK', ['ZtoA']),
    ...use('link', 'gva-fra', 'CERN-FZK', ['AtoZ']),
    ...use('link', 'fra-fzk', 'CERN-FZK'),
    ...use('link', 'geant-par-lon', 'CERN-RAL'),
    ...use('link', 'geant-gva-mad', 'CERN-PIC'),
  ];
}

const ids = (shared: ReturnType<typeof sharedEquipment>) => shared.map((s) => s.id);

describe('sharedEquipment', () => {
  it('sharedEquipment ranks the GEANT links shared by CNAF and FZK first, then by kind and fewer other sites', () => {
    expect(ids(sharedEquipment(usages(), ['CNAF', 'FZK']))).toEqual([
      'geant-lyo-mil',
      'geant-par-lyo',
      'geant-par:fpc1',
      'gva-par',
      'cern-gva',
      'geant-gva',
    ]);
  });

  it('sharedEquipment reports sites, paths, directions and the healthy other sites of a piece', () => {
    const shared = sharedEquipment(usages(), ['FZK', 'CNAF']);
    expect(shared.find((s) => s.id === 'gva-par')).toEqual({
      kind: 'trunk',
      id: 'gva-par',
      name: 'gva-par name',
      carrierId: 'geant',
      sites: ['CNAF', 'FZK'],
      paths: ['CERN-CNAF', 'CERN-FZK'],
      directions: ['AtoZ', 'ZtoA'],
      otherSites: ['RAL'],
      otherSiteCount: 1,
    });
    expect(shared.find((s) => s.id === 'cern-gva')?.otherSites).toEqual(['PIC', 'RAL']);
  });

  it('sharedEquipment puts equipment of more given sites before equipment with fewer other sites', () => {
    expect(ids(sharedEquipment(usages(), ['CNAF', 'FZK', 'RAL']))).toEqual([
      'gva-par',
      'cern-gva',
      'geant-gva',
      'geant-lyo-mil',
      'geant-par-lyo',
      'geant-par:fpc1',
    ]);
  });

  it('sharedEquipment sees the asymmetric FZK return through France only in the ZtoA direction', () => {
    expect(ids(sharedEquipment(usages(), ['CNAF', 'FZK'], 'AtoZ'))).toEqual([
      'cern-gva',
      'geant-gva',
    ]);
    const back = sharedEquipment(usages(), ['CNAF', 'FZK'], 'ZtoA');
    expect(ids(back)).toEqual([
      'geant-lyo-mil',
      'geant-par-lyo',
      'geant-par:fpc1',
      'gva-par',
      'cern-gva',
      'geant-gva',
    ]);
    expect(back.every((s) => s.directions.join() === 'ZtoA')).toBe(true);
  });

  it('sharedEquipment ignores a given site with no path and still asks for two sites', () => {
    const withNdgf = sharedEquipment(usages(), ['CNAF', 'NDGF', 'FZK']);
    expect(withNdgf).toEqual(sharedEquipment(usages(), ['CNAF', 'FZK']));
    expect(withNdgf.every((s) => !s.sites.includes('NDGF'))).toBe(true);
  });

  it('sharedEquipment returns nothing when no given site has a path, or no site is given', () => {
    expect(sharedEquipment(usages(), ['NDGF'])).toEqual([]);
    expect(sharedEquipment(usages(), ['NDGF', 'ASGC'])).toEqual([]);
    expect(sharedEquipment(usages(), [])).toEqual([]);
  });

  it('sharedEquipment for one site returns everything on its paths, what it shares with CNAF after', () => {
    expect(ids(sharedEquipment(usages(), ['FZK']))).toEqual([
      'fra-fzk',
      'gva-fra',
      'geant-lyo-mil',
      'geant-par-lyo',
      'geant-par:fpc1',
      'gva-par',
      'cern-gva',
      'geant-gva',
    ]);
  });

  it('sharedEquipment counts an other site once however many of its paths cross the piece', () => {
    const twice = [
      ...usages(),
      ...use('link', 'cern-gva', 'CERN-RAL-BACKUP').map((u) => ({ ...u, zSiteId: 'RAL' })),
    ];
    const cernGva = sharedEquipment(twice, ['CNAF', 'FZK']).find((s) => s.id === 'cern-gva');
    expect(cernGva?.otherSites).toEqual(['PIC', 'RAL']);
    expect(cernGva?.otherSiteCount).toBe(2);
  });

  it('sharedEquipment gives the same answer whatever the order of the usages', () => {
    const forward = sharedEquipment(usages(), ['CNAF', 'FZK', 'RAL']);
    expect(sharedEquipment([...usages()].reverse(), ['RAL', 'FZK', 'CNAF'])).toEqual(forward);
  });
});

describe('withOtherSites', () => {
  it('withOtherSites adds the other sites and ranks equipment that carries fewer of them first', () => {
    const base = {
      name: 'x',
      carrierId: 'geant',
      sites: ['CNAF', 'FZK'],
      paths: ['CERN-CNAF', 'CERN-FZK'],
      directions: ['AtoZ' as const],
      otherSites: [],
      otherSiteCount: 0,
    };
    const ranked = withOtherSites(
      [
        { ...base, kind: 'link', id: 'busy' },
        { ...base, kind: 'link', id: 'quiet' },
      ],
      new Map([['link:busy', ['PIC', 'NDGF', 'PIC', 'CNAF']]]),
    );
    expect(ranked.map((r) => [r.id, r.otherSites])).toEqual([
      ['quiet', []],
      ['busy', ['NDGF', 'PIC']],
    ]);
    expect(ranked[1]?.otherSiteCount).toBe(2);
  });
});
