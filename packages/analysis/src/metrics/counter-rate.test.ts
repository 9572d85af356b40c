import { describe, expect, it } from 'vitest';
import { counterStep, type CounterReading } from './counter-rate.js';

const TWO_64 = 2n ** 64n;
const TWO_32 = 2n ** 32n;
/** A 10 Gb/s port in octets per second, with half again to spare. */
const TEN_GIG = (10e9 / 8) * 1.5;
const T0 = 1_700_000_000_000;

function reading(value: bigint, secondsAfterT0: number): CounterReading {
  return { value, tsMs: T0 + secondsAfterT0 * 1000 };
}

const bits64 = { bits: 64, maxPerSecond: TEN_GIG } as const;

describe('counterStep', () => {
  it('counterStep gives the steady rate of an increasing counter', () => {
    const step = counterStep(reading(1_000_000n, 0), reading(1_000_000n + 30_000_000n, 30), bits64);
    expect(step).toEqual({ kind: 'rate', perSecond: 1_000_000 });
  });

  it('counterStep gives zero for a counter that did not move', () => {
    expect(counterStep(reading(42n, 0), reading(42n, 10), bits64)).toEqual({
      kind: 'rate',
      perSecond: 0,
    });
  });

  it('counterStep uses fractional seconds', () => {
    const step = counterStep({ value: 0n, tsMs: 0 }, { value: 1_000n, tsMs: 250 }, bits64);
    expect(step).toEqual({ kind: 'rate', perSecond: 4_000 });
  });

  it('counterStep keeps precision for increases high in the 64-bit range', () => {
    const high = TWO_64 - 10_000_000_000n;
    const step = counterStep(reading(high, 0), reading(high + 3n, 1), bits64);
    expect(step).toEqual({ kind: 'rate', perSecond: 3 });
  });

  it('counterStep takes a 64-bit wrap near 2^64 as the right small rate', () => {
    const previous = reading(TWO_64 - 1_000n, 0);
    const next = reading(9_000n, 10);
    expect(counterStep(previous, next, bits64)).toEqual({ kind: 'rate', perSecond: 1_000 });
  });

  it('counterStep takes a 32-bit wrap as the right rate', () => {
    const previous = reading(TWO_32 - 500_000n, 0);
    const next = reading(1_500_000n, 2);
    const step = counterStep(previous, next, { bits: 32, maxPerSecond: 125e6 });
    expect(step).toEqual({ kind: 'rate', perSecond: 1_000_000 });
  });

  it('counterStep takes a wrap that lands exactly at zero', () => {
    const step = counterStep(reading(TWO_32 - 100n, 0), reading(0n, 1), {
      bits: 32,
      maxPerSecond: 1e6,
    });
    expect(step).toEqual({ kind: 'rate', perSecond: 100 });
  });

  it('counterStep reports a reboot as a reset, not a spike', () => {
    const step = counterStep(reading(987_654_321_000n, 0), reading(12_345n, 30), bits64);
    expect(step.kind).toBe('reset');
    expect(step).toEqual({
      kind: 'reset',
      reason:
        'counter went back from 987654321000 to 12345, too far below the 64-bit limit to be a wrap',
    });
  });

  it('counterStep reports a reset when a 32-bit wrap from the top quarter would be too fast', () => {
    const step = counterStep(reading(TWO_32 - 10n, 0), reading(TWO_32 - 20n, 1), {
      bits: 32,
      maxPerSecond: 1_000,
    });
    expect(step.kind).toBe('reset');
    if (step.kind === 'reset') expect(step.reason).toMatch(/32-bit wrap would mean .* per second/);
  });

  it('counterStep reports a reset when a 32-bit counter drops from below its top quarter', () => {
    const step = counterStep(reading(3n * 2n ** 30n - 1n, 0), reading(5n, 1), {
      bits: 32,
      maxPerSecond: Infinity,
    });
    expect(step.kind).toBe('reset');
  });

  it('counterStep takes a drop from the first value of the top quarter as a wrap', () => {
    const step = counterStep(reading(3n * 2n ** 30n, 0), reading(0n, 1), {
      bits: 32,
      maxPerSecond: Infinity,
    });
    expect(step).toEqual({ kind: 'rate', perSecond: 2 ** 30 });
  });

  it('counterStep does not take a 64-bit value on a 32-bit counter as a wrap', () => {
    const step = counterStep(reading(TWO_32 + 10n, 0), reading(5n, 1), {
      bits: 32,
      maxPerSecond: Infinity,
    });
    expect(step.kind).toBe('reset');
  });

  it('counterStep reports an implausible jump as a reset', () => {
    // Rebooted between polls, then climbed far higher than the port could carry in 30 s.
    const step = counterStep(reading(1_000n, 0), reading(5_000_000_000_000n, 30), bits64);
    expect(step.kind).toBe('reset');
    if (step.kind === 'reset') expect(step.reason).toMatch(/^implausible jump/);
  });

  it('counterStep accepts a rate exactly at the maximum', () => {
    const step = counterStep(reading(0n, 0), reading(1_000n, 1), {
      bits: 64,
      maxPerSecond: 1_000,
    });
    expect(step).toEqual({ kind: 'rate', perSecond: 1_000 });
  });

  it('counterStep skips a reading with the same timestamp', () => {
    expect(counterStep(reading(1n, 5), reading(2n, 5), bits64)).toEqual({
      kind: 'skip',
      reason: 'duplicate timestamp',
    });
  });

  it('counterStep skips a reading older than the previous one', () => {
    expect(counterStep(reading(100n, 10), reading(50n, 4), bits64)).toEqual({
      kind: 'skip',
      reason: 'timestamp went back 6000 ms (out of order)',
    });
  });

  it('counterStep skips a reading with a timestamp that is not a number', () => {
    expect(counterStep(reading(1n, 0), { value: 2n, tsMs: Number.NaN }, bits64).kind).toBe('skip');
  });

  it('counterStep skips a negative value and resets after a negative previous value', () => {
    expect(counterStep(reading(1n, 0), reading(-2n, 1), bits64).kind).toBe('skip');
    expect(counterStep(reading(-1n, 0), reading(2n, 1), bits64)).toEqual({
      kind: 'reset',
      reason: 'previous reading was invalid',
    });
  });
});
