import { LIVE_METRICS, perMetric, type LinkLiveState } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { packStates, transferables, unpackStates } from './live-pack.js';

const states: LinkLiveState[] = [
  {
    linkId: 'geant-par-gva',
    direction: 'ZtoA',
    tsMs: 1_763_856_000_123,
    ...perMetric(() => 0),
    bps: 7.5e9,
    utilization: 0.75,
    errorsPerSec: 12.5,
    inDiscardsPerSec: 3,
    stale: false,
    congested: true,
  },
  {
    linkId: 'ral-trunk-1',
    direction: 'AtoZ',
    tsMs: 1_763_855_000_000,
    ...perMetric(() => null),
    utilization: null,
    stale: true,
    congested: false,
  },
];

describe('packed live states', () => {
  it('unpack gives back exactly what was packed, nulls, stale and congested flags and both discards included', () => {
    expect(unpackStates(structuredClone(packStates(states)))).toEqual(states);
  });

  it('a link whose interface is down (ifOperStatus) comes back down', () => {
    const down: LinkLiveState = { ...states[0], down: true } as LinkLiveState;
    expect(unpackStates(structuredClone(packStates([down, ...states])))).toEqual([down, ...states]);
  });

  it('every live metric of the table comes back, each one set and each one null', () => {
    const each: LinkLiveState[] = LIVE_METRICS.flatMap((metric, k) => [
      {
        linkId: `set-${metric.name}`,
        direction: 'AtoZ',
        tsMs: 1_763_856_000_000 + k,
        utilization: 0.5,
        ...perMetric(() => null),
        [metric.name]: 1_000.25 * (k + 1),
        stale: false,
        congested: false,
      },
      {
        linkId: `null-${metric.name}`,
        direction: 'ZtoA',
        tsMs: 1_763_856_000_000 - k,
        utilization: null,
        ...perMetric((m) => 0.5 * (k + 1) + m.name.length),
        [metric.name]: null,
        stale: true,
        congested: true,
      },
    ]);
    const unpacked = unpackStates(structuredClone(packStates(each)));
    expect(unpacked).toEqual(each);
    // Plain data with the schema's fields in the schema's order, not only equal values.
    expect(unpacked.map((state) => Object.keys(state))).toEqual(
      each.map(() => Object.keys(each[0] ?? {})),
    );
    expect(unpacked.every((state) => Object.getPrototypeOf(state) === Object.prototype)).toBe(true);
  });

  it('an empty delta stays empty (not one state with an empty id)', () => {
    expect(unpackStates(packStates([]))).toEqual([]);
  });

  it('the numbers travel in typed arrays that can be moved to the page', () => {
    const packed = packStates(states);
    // Per state: the time, the utilization and one number per live metric.
    expect(packed.numbers).toHaveLength(2 * (2 + LIVE_METRICS.length));
    expect(transferables(packed)).toHaveLength(5);
  });
});
