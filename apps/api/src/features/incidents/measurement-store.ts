import type { StoredMeasurement } from '@tiermap/analysis';
import type { Direction } from '@tiermap/domain';
import { duration, timestampProblem } from '../metrics/time-bounds.js';

export interface MeasurementStore {
  /**
   * Why a measurement taken at `tsMs` cannot count at `nowMs`, or `undefined` when it can: more
   * than 5 minutes ahead of the server clock, or already older than the maximum age.
   */
  refusal(tsMs: number, nowMs: number): string | undefined;
  /** Files the measurement unless it is refused (see `refusal`); returns the refusal. */
  put(
    pathId: string,
    direction: Direction,
    measurement: StoredMeasurement,
    nowMs: number,
  ): string | undefined;
  /** The newest measurement of a path direction, unless it is older than the maximum age. */
  latest(pathId: string, direction: Direction, nowMs: number): StoredMeasurement | undefined;
  /** Forgets every result `source` filed; how many path directions held one. */
  withdrawSource(source: string): number;
  /**
   * Forgets the result a path direction holds when it was taken at or before `upToMs` (an
   * incident resolved by hand sets aside what it saw); the result forgotten, if any.
   */
  setAside(pathId: string, direction: Direction, upToMs: number): StoredMeasurement | undefined;
}

/**
 * The newest measurement per path direction, in memory like the live link states: measurements
 * describe the present, and an old one stops counting after `maxAgeMs`. One dated in the future
 * is refused, so it can never hide the real results that follow it.
 */
export function createMeasurementStore(maxAgeMs: number): MeasurementStore {
  const newest = new Map<string, StoredMeasurement>();
  const refusal = (tsMs: number, nowMs: number) =>
    timestampProblem(tsMs, nowMs, maxAgeMs, `the ${duration(maxAgeMs)} a measurement counts`);
  return {
    refusal,
    put(pathId, direction, measurement, nowMs) {
      const refused = refusal(measurement.tsMs, nowMs);
      if (refused !== undefined) return refused;
      const key = `${pathId}@${direction}`;
      const held = newest.get(key);
      if (held === undefined || held.tsMs <= measurement.tsMs) newest.set(key, measurement);
      return undefined;
    },
    latest(pathId, direction, nowMs) {
      const held = newest.get(`${pathId}@${direction}`);
      return held === undefined || nowMs - held.tsMs > maxAgeMs ? undefined : held;
    },
    withdrawSource(source) {
      let withdrawn = 0;
      for (const [key, held] of newest) {
        if (held.source === source) {
          newest.delete(key);
          withdrawn += 1;
        }
      }
      return withdrawn;
    },
    setAside(pathId, direction, upToMs) {
      const key = `${pathId}@${direction}`;
      const held = newest.get(key);
      if (held === undefined || held.tsMs > upToMs) return undefined;
      newest.delete(key);
      return held;
    },
  };
}
