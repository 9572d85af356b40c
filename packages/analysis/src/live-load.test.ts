import {
  perMetric,
  type BackplaneLoad,
  type BladeLoad,
  type Direction,
  type TrunkReport,
} from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import {
  bladeLiveLoads,
  bladeLiveLoadsOf,
  bladePortLinks,
  LOPSIDED_RULE,
  liveReader,
  trunkBalance,
  trunkBalanceReport,
  withBackplaneLive,
  withBladeLive,
  type LiveReader,
} from './live-load.js';

const G = 1e9;
const M = 1e6;

/** Two 1G members from gva (A) to ral (Z); both links run gva to ral unless `turned`. */
function ralTrunk(): TrunkReport {
  const member = (linkId: string) => ({
    linkId,
    name: linkId,
    capacityBps: 1 * G,
    aRouterId: 'gva',
    zRouterId: 'ral',
    aBladeId: 'gva-b1',
    zBladeId: 'ral-b1',
  });
  return {
    id: 't-ral',
    name: 'RAL trunk',
    carrierId: 'geant',
    capacityBps: 2 * G,
    members: [member('ral-1'), member('ral-2')],
    warnings: [],
  };
}

const fromGva = () => 'gva';

function reader(values: [string, Direction, number | null, boolean?][]): LiveReader {
  return liveReader(
    values.map(([linkId, direction, bps, stale]) => ({
      linkId,
      direction,
      tsMs: 0,
      ...perMetric(() => null),
      bps,
      utilization: null,
      errorsPerSec: null,
      stale: stale ?? false,
      congested: false,
    })),
  );
}

describe('trunk balance (the lopsided-trunk rule)', () => {
  it('calls a direction lopsided when one member carries 95 % while its sibling idles', () => {
    const read = reader([
      ['ral-1', 'AtoZ', 950 * M],
      ['ral-2', 'AtoZ', 50 * M],
      ['ral-1', 'ZtoA', 300 * M],
      ['ral-2', 'ZtoA', 300 * M],
    ]);
    const [aToZ, zToA] = trunkBalance(ralTrunk(), fromGva, read);
    expect(aToZ?.totalBps).toBe(1 * G);
    expect(aToZ?.top?.linkId).toBe('ral-1');
    expect(aToZ?.top?.share).toBeCloseTo(0.95, 10);
    expect(aToZ?.lopsided).toBe(true);
    expect(zToA?.members.map((m) => m.share)).toEqual([0.5, 0.5]);
    expect(zToA?.lopsided).toBe(false);
  });

  it('needs more than 80 %: 800/200 Mb/s is not lopsided, 810/190 is', () => {
    expect(LOPSIDED_RULE).toEqual({ lopsidedShare: 0.8, minLoadBps: 100 * M });
    const at = (top: number) =>
      trunkBalance(
        ralTrunk(),
        fromGva,
        reader([
          ['ral-1', 'AtoZ', top * M],
          ['ral-2', 'AtoZ', (1000 - top) * M],
        ]),
      )[0]?.lopsided;
    expect(at(800)).toBe(false);
    expect(at(810)).toBe(true);
  });

  it('does not judge a direction under 100 Mb/s, even at 95 %', () => {
    const read = reader([
      ['ral-1', 'AtoZ', 47.5 * M],
      ['ral-2', 'AtoZ', 2.5 * M],
    ]);
    const [aToZ] = trunkBalance(ralTrunk(), fromGva, read);
    expect(aToZ?.notJudged).toBe('below-floor');
    expect(aToZ?.lopsided).toBe(false);
  });

  it('does not take a member without data (or with a null rate) for an idle one', () => {
    const read = reader([
      ['ral-1', 'AtoZ', 950 * M],
      ['ral-2', 'AtoZ', null],
    ]);
    const [aToZ, zToA] = trunkBalance(ralTrunk(), fromGva, read);
    expect(aToZ?.notJudged).toBe('missing-data');
    expect(aToZ?.lopsided).toBe(false);
    expect(zToA?.members).toEqual([]);
  });

  it('reads a member wired the other way round in its opposite direction', () => {
    const read = reader([
      ['ral-1', 'AtoZ', 500 * M],
      ['ral-2', 'ZtoA', 500 * M],
      ['ral-2', 'AtoZ', 5 * G],
    ]);
    const turned = (linkId: string) => (linkId === 'ral-2' ? 'ral' : 'gva');
    const [aToZ] = trunkBalance(ralTrunk(), turned, read);
    expect(aToZ?.members.map((m) => m.bps)).toEqual([500 * M, 500 * M]);
    expect(aToZ?.lopsided).toBe(false);
  });

  it('trunkBalanceReport gives the worst lopsided share and its member', () => {
    const read = reader([
      ['ral-1', 'AtoZ', 850 * M],
      ['ral-2', 'AtoZ', 150 * M],
      ['ral-1', 'ZtoA', 20 * M],
      ['ral-2', 'ZtoA', 980 * M],
    ]);
    const report = trunkBalanceReport(ralTrunk(), fromGva, read);
    expect(report.lopsided).toBe(true);
    expect(report.worstShare).toBeCloseTo(0.98, 10);
    expect(report.worstLinkId).toBe('ral-2');
    expect(report.id).toBe('t-ral');
  });

  it('trunkBalanceReport leaves a balanced trunk unjudged lopsided, share 0, no worst link', () => {
    const report = trunkBalanceReport(ralTrunk(), fromGva, reader([]));
    expect(report.lopsided).toBe(false);
    expect(report.worstShare).toBe(0);
    expect(report.worstLinkId).toBeUndefined();
  });
});

describe('blade live load', () => {
  // Blade b1 of router gva: ports p1 (A end of l1) and p2 (Z end of l2); blade b2: p3, no link.
  const blades = [
    { id: 'b1', routerId: 'gva', fabricCapacityBps: 20 * G },
    { id: 'b2', routerId: 'gva', fabricCapacityBps: 40 * G },
  ];
  const ports = [
    { id: 'p1', bladeId: 'b1' },
    { id: 'p2', bladeId: 'b1' },
    { id: 'p3', bladeId: 'b2' },
  ];
  const links = [
    { id: 'l1', aPortId: 'p1', zPortId: 'x1' },
    { id: 'l2', aPortId: 'x2', zPortId: 'p2' },
  ];

  it('counts 25 Gb/s arriving on a 20G fabric as a live overload, 5 Gb/s leaving', () => {
    // Arriving at p1 (A end of l1) is ZtoA; arriving at p2 (Z end of l2) is AtoZ.
    const read = reader([
      ['l1', 'ZtoA', 15 * G],
      ['l2', 'AtoZ', 10 * G],
      ['l1', 'AtoZ', 2 * G],
      ['l2', 'ZtoA', 3 * G],
    ]);
    const live = bladeLiveLoads(blades, ports, links, read).get('b1');
    expect(live).toEqual({
      inBps: 25 * G,
      outBps: 5 * G,
      loadBps: 25 * G,
      measured: 4,
      expected: 4,
      stale: false,
      ratio: 1.25,
      overload: true,
    });
  });

  it('takes max(in, out): 18G in and 19G out on a 20G fabric is no overload', () => {
    const read = reader([
      ['l1', 'ZtoA', 9 * G],
      ['l2', 'AtoZ', 9 * G],
      ['l1', 'AtoZ', 10 * G],
      ['l2', 'ZtoA', 9 * G],
    ]);
    const live = bladeLiveLoads(blades, ports, links, read).get('b1');
    expect(live?.loadBps).toBe(19 * G);
    expect(live?.overload).toBe(false);
  });

  it('counts measured link directions, skips null rates, marks stale, and leaves blades without data out', () => {
    const read = reader([
      ['l1', 'ZtoA', 4 * G, true],
      ['l1', 'AtoZ', null],
    ]);
    const loads = bladeLiveLoads(blades, ports, links, read);
    expect(loads.get('b1')).toMatchObject({ inBps: 4 * G, outBps: 0, measured: 1, expected: 4 });
    expect(loads.get('b1')?.stale).toBe(true);
    expect(loads.has('b2')).toBe(false);
  });

  it("from the ports' links worked out once, reads only the links of the blades asked for", () => {
    const portLinks = bladePortLinks(ports, links);
    expect(Object.fromEntries(portLinks)).toEqual({
      b1: [
        { linkId: 'l1', end: 'A' },
        { linkId: 'l2', end: 'Z' },
      ],
    });
    const asked: string[] = [];
    const read: LiveReader = (linkId, direction) => {
      asked.push(`${linkId} ${direction}`);
      return { bps: G, stale: false };
    };
    expect(bladeLiveLoadsOf([blades[1]!], portLinks, read).size).toBe(0);
    expect(asked).toEqual([]);
    const both = reader([
      ['l1', 'ZtoA', 15 * G],
      ['l2', 'AtoZ', 10 * G],
      ['l1', 'AtoZ', 2 * G],
      ['l2', 'ZtoA', 3 * G],
    ]);
    expect(bladeLiveLoadsOf(blades, portLinks, both)).toEqual(
      bladeLiveLoads(blades, ports, links, both),
    );
  });

  it('withBladeLive and withBackplaneLive add the live verdicts to the oversubscription rows', () => {
    const read = reader([
      ['l1', 'ZtoA', 30 * G],
      ['l2', 'ZtoA', 12 * G],
    ]);
    const live = bladeLiveLoads(blades, ports, links, read);
    const blade = { id: 'b1', routerId: 'gva' } as BladeLoad;
    expect(withBladeLive([blade], live)[0]?.live?.overload).toBe(true);
    const backplane = { id: 'bp', routerId: 'gva', capacityBps: 40 * G } as BackplaneLoad;
    const other = { id: 'bp2', routerId: 'ral', capacityBps: 40 * G } as BackplaneLoad;
    const [gva, ral] = withBackplaneLive([backplane, other], blades, live);
    expect(gva?.liveLoadBps).toBe(30 * G);
    expect(gva?.liveOverload).toBe(false);
    expect(ral?.liveLoadBps).toBeUndefined();
  });
});
