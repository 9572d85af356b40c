import { counterStep, type CounterReading, type CounterStep } from './counter-rate.js';

/** Which counter a reading belongs to: one per (device, port, counter name). */
export interface CounterKey {
  device: string;
  port: string;
  counter: string;
}

/** Remembers the last reading of each counter and turns each new reading into a step. */
export interface CounterTracker {
  /** The step from the last kept reading of `key` to `reading`, or `first` if there was none. */
  observe(key: CounterKey, reading: CounterReading): CounterStep | { kind: 'first' };
  /** How many counters have a kept reading. */
  size(): number;
  /** Drops counters whose last kept reading is older than `olderThanMs`; returns how many. */
  forget(olderThanMs: number): number;
}

/** How many of a counter's own intervals a gap may span and still make a rate. */
const PACE_GAPS = 3;

/**
 * A tracker of cumulative counters of one width. It keeps one reading per key, so its memory is
 * bounded by the number of distinct counters (ports of the topology times counters read);
 * `forget` drops the idle ones. A `rate` or `reset` step keeps the new reading; a `skip` keeps
 * the old one, so a duplicate or out-of-order reading does not disturb the next rate.
 */
export function counterTracker(options: {
  bits: 32 | 64;
  maxPerSecond: (key: CounterKey) => number;
  /**
   * The longest gap a rate may span, ms (none by default), unless the counter's own pace is
   * slower: a reading later than that after the kept one, and more than
   * {@link PACE_GAPS} times the counter's last interval, is a new base, not a rate. Averaged over
   * such a gap (a collector back after a while) the rate is not the load now, and the screen had
   * shown that time stale already; a counter read every 5 minutes keeps its rates.
   */
  maxGapMs?: number;
}): CounterTracker {
  /** Each counter's kept reading, and the interval before it (its pace). */
  const last = new Map<string, CounterReading & { gapMs?: number }>();

  return {
    observe(key, reading) {
      const id = keyId(key);
      const kept = { value: reading.value, tsMs: reading.tsMs };
      const previous = last.get(id);
      if (previous === undefined) {
        last.set(id, kept);
        return { kind: 'first' };
      }
      const gapMs = kept.tsMs - previous.tsMs;
      const overPace = previous.gapMs === undefined || gapMs > PACE_GAPS * previous.gapMs;
      const step: CounterStep =
        options.maxGapMs !== undefined && gapMs > options.maxGapMs && overPace
          ? {
              kind: 'reset',
              reason:
                `no reading for ${Math.round(gapMs / 1000)} s, over the ` +
                `${Math.round(options.maxGapMs / 1000)} s a rate may span: this reading is a new base`,
            }
          : counterStep(previous, kept, {
              bits: options.bits,
              maxPerSecond: options.maxPerSecond(key),
            });
      if (step.kind !== 'skip') last.set(id, { ...kept, gapMs });
      return step;
    },
    size() {
      return last.size;
    },
    forget(olderThanMs) {
      let removed = 0;
      for (const [id, reading] of last) {
        if (reading.tsMs < olderThanMs) {
          last.delete(id);
          removed += 1;
        }
      }
      return removed;
    },
  };
}

/** The map key of one counter. */
function keyId(key: CounterKey): string {
  // NUL never occurs in device, port or counter names, so the joined key cannot collide; it is
  // several times cheaper than JSON on the ingest hot path.
  return `${key.device}\u0000${key.port}\u0000${key.counter}`;
}
