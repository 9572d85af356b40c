import { describe, expect, it } from 'vitest';
import { bladeLiveLoad } from '../live-load.js';
import { asymmetry, bladeOverload, loadSharingFault, siteProblem } from './known-situations.js';

/** Blade `bladeId` of router `r` with one link at its A end: the load verdict the API shows. */
function bladeWith(bladeId: string, fabricCapacityBps: number, inBps: number, outBps: number) {
  const verdict = bladeLiveLoad({ fabricCapacityBps }, [{ linkId: 'l', end: 'A' }], (_, d) => ({
    bps: d === 'ZtoA' ? inBps : outBps,
    stale: false,
  }));
  if (verdict === undefined) throw new Error('no verdict');
  return { bladeId, routerId: 'r', fabricCapacityBps, ...verdict };
}

describe('loadSharingFault', () => {
  it('loadSharingFault flags one member saturated while its sibling idles', () => {
    const [found] = loadSharingFault('janet-lon-rdg', 'AtoZ', [
      { linkId: 'janet-lon-rdg-1', bps: 0.98e9, capacityBps: 1e9 },
      { linkId: 'janet-lon-rdg-2', bps: 0.02e9, capacityBps: 1e9 },
    ]);
    expect(found?.code).toBe('load-sharing');
    expect(found?.message).toContain('janet-lon-rdg-1 carries 98 %');
    expect(found?.equipment).toContainEqual({ kind: 'trunk', id: 'janet-lon-rdg' });
  });

  it('loadSharingFault names the trunk, its members and the direction as people know them', () => {
    const names = new Map([
      ['janet-lon-rdg', 'London–Reading 2x1G'],
      ['janet-lon-rdg-1', 'member 1'],
      ['janet-lon-rdg-2', 'member 2'],
    ]);
    const [found] = loadSharingFault(
      'janet-lon-rdg',
      'AtoZ',
      [
        { linkId: 'janet-lon-rdg-1', bps: 0.98e9, capacityBps: 1e9 },
        { linkId: 'janet-lon-rdg-2', bps: 0.02e9, capacityBps: 1e9 },
      ],
      0.8,
      { name: (id) => names.get(id) ?? id, direction: () => 'London → Reading' },
    );
    expect(found?.message).toMatch(
      /^load-sharing fault on trunk London–Reading 2x1G \(London → Reading\): member 1 carries 98 % .* while member 2 at 2 % idles/,
    );
  });

  it('loadSharingFault ignores a balanced trunk and a lightly used one', () => {
    expect(
      loadSharingFault('t', 'AtoZ', [
        { linkId: 'a', bps: 0.6e9, capacityBps: 1e9 },
        { linkId: 'b', bps: 0.55e9, capacityBps: 1e9 },
      ]),
    ).toEqual([]);
    expect(
      loadSharingFault('t', 'AtoZ', [
        { linkId: 'a', bps: 0.2e9, capacityBps: 1e9 },
        { linkId: 'b', bps: 0.001e9, capacityBps: 1e9 },
      ]),
    ).toEqual([]);
  });
});

describe('asymmetry', () => {
  it('asymmetry names the bad direction when only FZK to CERN loses', () => {
    const [found] = asymmetry({
      pathId: 'CERN-FZK',
      aSiteId: 'CERN',
      zSiteId: 'FZK',
      AtoZ: { status: 'ok', lossRatio: 0 },
      ZtoA: { status: 'lossy', lossRatio: 0.05 },
    });
    expect(found?.message).toContain('FZK → CERN loses 5.0 %');
  });

  it('asymmetry says nothing when both directions lose alike', () => {
    expect(
      asymmetry({
        pathId: 'p',
        aSiteId: 'CERN',
        zSiteId: 'FZK',
        AtoZ: { status: 'lossy', lossRatio: 0.04 },
        ZtoA: { status: 'lossy', lossRatio: 0.05 },
      }),
    ).toEqual([]);
  });
});

describe('bladeOverload', () => {
  it('bladeOverload flags a blade whose live load exceeds its fabric connection', () => {
    const blade = bladeWith('b', 20e9, 24e9, 5e9);
    expect(bladeOverload(blade)[0]?.message).toContain('24.0 Gb/s through a 20.0 Gb/s');
    expect(bladeOverload(blade)[0]?.message).toContain('(1.20:1)');
    expect(bladeOverload(bladeWith('b', 20e9, 19e9, 5e9))).toEqual([]);
    expect(bladeOverload(bladeWith('b', 20e9, 5e9, 21e9))[0]?.message).toContain('21.0 Gb/s');
  });

  it('bladeOverload names the blade and its router in its equipment, so no screen parses the id', () => {
    const blade = bladeWith('r:slot3', 20e9, 24e9, 0);
    const [found] = bladeOverload(blade, { name: () => 'Router R slot 3 (MPC)' });
    expect(found?.equipment).toEqual([
      { kind: 'blade', id: 'r:slot3', routerId: 'r', name: 'Router R slot 3 (MPC)' },
    ]);
    expect(bladeOverload(blade)[0]?.equipment).toEqual([
      { kind: 'blade', id: 'r:slot3', routerId: 'r' },
    ]);
  });
});

describe('siteProblem', () => {
  it('siteProblem calls a site bad towards more than 60 % of its peers a site problem', () => {
    const peers = new Map([
      ['A', true],
      ['B', true],
      ['C', true],
      ['D', false],
    ]);
    expect(siteProblem('CERN', peers)[0]?.message).toContain('bad towards 3 of its 4 peers');
    expect(siteProblem('CERN', new Map([...peers, ['E', false]]))).toEqual([]);
    expect(siteProblem('FZK', new Map([['CERN', true]]))).toEqual([]);
  });
});
