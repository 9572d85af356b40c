import type { Direction } from '@tiermap/domain';

/** A perfSONAR-style result filed under one path direction. */
export interface StoredMeasurement {
  tsMs: number;
  throughputBps?: number | undefined;
  lossRatio?: number | undefined;
  rttMs?: number | undefined;
  retransmissions?: number | undefined;
  source?: string | undefined;
}

export interface MeasurementStore {
  put(pathId: string, direction: Direction, measurement: StoredMeasurement): void;
  /** The newest measurement of a path direction, unless it is older than the maximum age. */
  latest(pathId: string, direction: Direction, nowMs: number): StoredMeasurement | undefined;
}

/**
 * The newest measurement per path direction, in memory like the live link states: measurements
 * describe the present, and an old one stops counting after `maxAgeMs`.
 */
export function createMeasurementStore(maxAgeMs: number): MeasurementStore {
  const newest = new Map<string, StoredMeasurement>();
  return {
    put(pathId, direction, measurement) {
      const key = `${pathId}@${direction}`;
      const held = newest.get(key);
      if (held === undefined || held.tsMs <= measurement.tsMs) newest.set(key, measurement);
    },
    latest(pathId, direction, nowMs) {
      const held = newest.get(`${pathId}@${direction}`);
      return held === undefined || nowMs - held.tsMs > maxAgeMs ? undefined : held;
    },
  };
}
