/**
 * How far ahead of the server clock a sample or a measurement may be dated. Collectors' clocks
 * drift by seconds; a point dated further ahead is a broken clock or a typo, and taking it would
 * make every correct point after it look older than the newest one.
 */
export const MAX_AHEAD_MS = 5 * 60_000;

/**
 * Why a point dated `tsMs` cannot be taken at `nowMs`, or `undefined` when it can: more than
 * {@link MAX_AHEAD_MS} ahead of the server clock, or older than `maxAgeMs` (`window` names that
 * age in the reason, e.g. "the retention window").
 */
export function timestampProblem(
  tsMs: number,
  nowMs: number,
  maxAgeMs: number,
  window: string,
): string | undefined {
  if (!Number.isFinite(tsMs)) return 'is not a time';
  if (tsMs > nowMs + MAX_AHEAD_MS) {
    return `${instant(tsMs)} is ${duration(tsMs - nowMs)} ahead of the server clock (${instant(nowMs)}); at most ${duration(MAX_AHEAD_MS)} ahead is taken`;
  }
  if (tsMs < nowMs - maxAgeMs) {
    return `${instant(tsMs)} is older than ${window} (${duration(maxAgeMs)} before ${instant(nowMs)})`;
  }
  return undefined;
}

/** An epoch-millisecond instant as ISO 8601, or the number itself when out of Date's range. */
function instant(ms: number): string {
  return Math.abs(ms) <= 8.64e15 ? new Date(ms).toISOString() : `${ms} ms`;
}

/** A duration for people: the largest unit that fits, rounded down. */
export function duration(ms: number): string {
  const units: [number, string][] = [
    [86_400_000, 'day'],
    [3_600_000, 'hour'],
    [60_000, 'minute'],
    [1000, 'second'],
  ];
  for (const [size, name] of units) {
    if (ms >= size) {
      const count = Math.floor(ms / size);
      return `${count} ${name}${count === 1 ? '' : 's'}`;
    }
  }
  return `${Math.max(0, Math.round(ms))} ms`;
}
