/** One reading of a cumulative counter (SNMP `ifHCInOctets` and the like). */
export interface CounterReading {
  value: bigint;
  /** Milliseconds since the Unix epoch. */
  tsMs: number;
}

/** What two successive readings of a counter say. */
export type CounterStep =
  /** An ordinary increase, or a 64-bit (or 32-bit) wrap: units per second between the two. */
  | { kind: 'rate'; perSecond: number }
  /**
   * The counter went backwards and it was not a wrap (device reboot, counter cleared), or it
   * jumped implausibly far: no rate; start again from the newer reading.
   */
  | { kind: 'reset'; reason: string }
  /** The newer reading cannot be used (no time passed, out of order): keep the older one. */
  | { kind: 'skip'; reason: string };

/**
 * The rate between two readings of a cumulative counter of `bits` width.
 *
 * A decrease is a wrap only when the previous value was in the top quarter of the counter's
 * range and the wrapped increase, `2^bits - previous + next`, is at most `maxPerSecond` (the
 * interface's plausible maximum); otherwise it is a reset. An increase faster than
 * `maxPerSecond` is a reset too ("implausible jump"): most likely the device rebooted between
 * polls and the counter climbed again. The difference is taken in bigint, so 64-bit counters
 * lose no precision before the division.
 */
export function counterStep(
  previous: CounterReading,
  next: CounterReading,
  options: { bits: 32 | 64; maxPerSecond: number },
): CounterStep {
  if (!Number.isFinite(next.tsMs)) return { kind: 'skip', reason: 'invalid timestamp' };
  if (next.value < 0n) return { kind: 'skip', reason: `negative counter value ${next.value}` };
  if (!Number.isFinite(previous.tsMs) || previous.value < 0n) {
    return { kind: 'reset', reason: 'previous reading was invalid' };
  }
  const elapsedMs = next.tsMs - previous.tsMs;
  if (elapsedMs === 0) return { kind: 'skip', reason: 'duplicate timestamp' };
  if (elapsedMs < 0) {
    return { kind: 'skip', reason: `timestamp went back ${-elapsedMs} ms (out of order)` };
  }
  const seconds = elapsedMs / 1000;
  const { bits, maxPerSecond } = options;

  if (next.value >= previous.value) {
    const perSecond = Number(next.value - previous.value) / seconds;
    if (perSecond > maxPerSecond) {
      return {
        kind: 'reset',
        reason: `implausible jump: ${perSecond} per second exceeds the maximum ${maxPerSecond}`,
      };
    }
    return { kind: 'rate', perSecond };
  }

  const range = 1n << BigInt(bits);
  const inTopQuarter = previous.value >= range - range / 4n && previous.value < range;
  const perSecond = Number(range - previous.value + next.value) / seconds;
  if (inTopQuarter && perSecond <= maxPerSecond) return { kind: 'rate', perSecond };
  return {
    kind: 'reset',
    reason: inTopQuarter
      ? `counter went back from ${previous.value} to ${next.value}; a ${bits}-bit wrap would mean ${perSecond} per second, over the maximum ${maxPerSecond}`
      : `counter went back from ${previous.value} to ${next.value}, too far below the ${bits}-bit limit to be a wrap`,
  };
}
