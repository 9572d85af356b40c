import { describe, expect, it } from 'vitest';
import { counterTracker, type CounterKey } from './counter-tracker.js';

const IN: CounterKey = { device: 'geant-gva', port: 'xe-1/0/0', counter: 'ifHCInOctets' };
const OUT: CounterKey = { device: 'geant-gva', port: 'xe-1/0/0', counter: 'ifHCOutOctets' };
const OTHER_PORT: CounterKey = { device: 'geant-gva', port: 'xe-1/0/1', counter: 'ifHCInOctets' };

function tracker(maxPerSecond = 1e9) {
  return counterTracker({ bits: 64, maxPerSecond: () => maxPerSecond });
}

/** A 64-bit tracker that takes no rate across more than two minutes (unless that is the pace). */
function gapTracker() {
  return counterTracker({ bits: 64, maxPerSecond: () => 1e9, maxGapMs: 120_000 });
}

describe('counterTracker', () => {
  it('counterTracker starts again after a gap longer than maxGapMs: a rate over it would not be the load now', () => {
    const t = gapTracker();
    t.observe(IN, { value: 0n, tsMs: 0 });
    // One missed poll of a 60 s collector: still a rate.
    expect(t.observe(IN, { value: 120_000n, tsMs: 120_000 })).toEqual({
      kind: 'rate',
      perSecond: 1_000,
    });
    // Ten minutes without a reading (a collector down, or sending to another instance).
    expect(t.observe(IN, { value: 720_000n, tsMs: 720_000 })).toEqual({
      kind: 'reset',
      reason: 'no reading for 600 s, over the 120 s a rate may span: this reading is a new base',
    });
    expect(t.observe(IN, { value: 740_000n, tsMs: 730_000 })).toEqual({
      kind: 'rate',
      perSecond: 2_000,
    });
  });

  it('counterTracker keeps the rates of a counter read every 5 minutes: its own pace is no gap', () => {
    const t = gapTracker();
    t.observe(IN, { value: 0n, tsMs: 0 });
    // The first interval is unknown: over maxGapMs, it starts again.
    expect(t.observe(IN, { value: 300_000n, tsMs: 300_000 })).toMatchObject({ kind: 'reset' });
    // Then every reading comes at that pace: rates, one missed poll included.
    expect(t.observe(IN, { value: 600_000n, tsMs: 600_000 })).toEqual({
      kind: 'rate',
      perSecond: 1_000,
    });
    expect(t.observe(IN, { value: 1_200_000n, tsMs: 1_200_000 })).toEqual({
      kind: 'rate',
      perSecond: 1_000,
    });
    // More than three of its intervals without a reading: a new base again.
    expect(t.observe(IN, { value: 4_200_000n, tsMs: 4_200_000 })).toMatchObject({
      kind: 'reset',
    });
  });

  it('counterTracker reports the first reading of a key, then rates', () => {
    const t = tracker();
    expect(t.observe(IN, { value: 100n, tsMs: 0 })).toEqual({ kind: 'first' });
    expect(t.observe(IN, { value: 1_100n, tsMs: 1_000 })).toEqual({
      kind: 'rate',
      perSecond: 1_000,
    });
    expect(t.observe(IN, { value: 3_100n, tsMs: 2_000 })).toEqual({
      kind: 'rate',
      perSecond: 2_000,
    });
  });

  it('counterTracker keeps each device, port and counter apart', () => {
    const t = tracker();
    t.observe(IN, { value: 0n, tsMs: 0 });
    expect(t.observe(OUT, { value: 500n, tsMs: 1_000 })).toEqual({ kind: 'first' });
    expect(t.observe(OTHER_PORT, { value: 7n, tsMs: 1_000 })).toEqual({ kind: 'first' });
    expect(t.observe(IN, { value: 10n, tsMs: 1_000 })).toEqual({ kind: 'rate', perSecond: 10 });
    expect(t.size()).toBe(3);
  });

  it('counterTracker does not confuse keys whose names share separators', () => {
    const t = tracker();
    t.observe({ device: 'a|b', port: 'c', counter: 'x' }, { value: 0n, tsMs: 0 });
    const step = t.observe({ device: 'a', port: 'b|c', counter: 'x' }, { value: 0n, tsMs: 1 });
    expect(step).toEqual({ kind: 'first' });
  });

  it('counterTracker starts again from the reading after a reset', () => {
    const t = tracker();
    t.observe(IN, { value: 5_000_000n, tsMs: 0 });
    expect(t.observe(IN, { value: 100n, tsMs: 1_000 }).kind).toBe('reset');
    expect(t.observe(IN, { value: 600n, tsMs: 2_000 })).toEqual({ kind: 'rate', perSecond: 500 });
  });

  it('counterTracker keeps the older reading after a skip', () => {
    const t = tracker();
    t.observe(IN, { value: 1_000n, tsMs: 10_000 });
    expect(t.observe(IN, { value: 900n, tsMs: 5_000 }).kind).toBe('skip');
    expect(t.observe(IN, { value: 1_000n, tsMs: 10_000 }).kind).toBe('skip');
    expect(t.observe(IN, { value: 3_000n, tsMs: 12_000 })).toEqual({
      kind: 'rate',
      perSecond: 1_000,
    });
  });

  it('counterTracker asks for the plausible maximum of the key being observed', () => {
    const asked: CounterKey[] = [];
    const t = counterTracker({
      bits: 64,
      maxPerSecond: (key) => {
        asked.push(key);
        return key.port === 'xe-1/0/0' ? 100 : 1e9;
      },
    });
    t.observe(IN, { value: 0n, tsMs: 0 });
    t.observe(OTHER_PORT, { value: 0n, tsMs: 0 });
    expect(t.observe(IN, { value: 1_000n, tsMs: 1_000 }).kind).toBe('reset');
    expect(t.observe(OTHER_PORT, { value: 1_000n, tsMs: 1_000 }).kind).toBe('rate');
    expect(asked).toEqual([IN, OTHER_PORT]);
  });

  it('counterTracker is not disturbed when the caller changes a reading it passed in', () => {
    const t = tracker();
    const first = { value: 0n, tsMs: 0 };
    t.observe(IN, first);
    first.value = 999n;
    expect(t.observe(IN, { value: 10n, tsMs: 1_000 })).toEqual({ kind: 'rate', perSecond: 10 });
  });

  it('counterTracker forgets keys whose last reading is older than the cut-off', () => {
    const t = tracker();
    t.observe(IN, { value: 0n, tsMs: 1_000 });
    t.observe(OUT, { value: 0n, tsMs: 5_000 });
    t.observe(OTHER_PORT, { value: 0n, tsMs: 9_000 });
    expect(t.forget(5_000)).toBe(1);
    expect(t.size()).toBe(2);
    expect(t.observe(IN, { value: 10n, tsMs: 10_000 })).toEqual({ kind: 'first' });
    expect(t.observe(OUT, { value: 10n, tsMs: 10_000 })).toEqual({ kind: 'rate', perSecond: 2 });
    expect(t.forget(100_000)).toBe(3);
    expect(t.size()).toBe(0);
  });
});
