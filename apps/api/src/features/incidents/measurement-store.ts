import type { StoredMeasurement, StoredRoute } from '@tiermap/analysis';
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
  /**
   * Files a traceroute as the path direction's newest route unless it is refused (see
   * `refusal`); a route equal hop for hop to the one held keeps its `sinceMs`.
   */
  putRoute(
    pathId: string,
    direction: Direction,
    route: Omit<StoredRoute, 'sinceMs'>,
    nowMs: number,
  ): string | undefined;
  /** The newest route of a path direction, unless it is older than the maximum age. */
  route(pathId: string, direction: Direction, nowMs: number): StoredRoute | undefined;
  /** Forgets every result (and route) `source` filed; how many path directions held one. */
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
  const routes = new Map<string, StoredRoute>();
  const hopsKey = (route: Pick<StoredRoute, 'hops'>) =>
    route.hops.map((hop) => hop.ip ?? hop.hostname ?? '*').join(' ');
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
    putRoute(pathId, direction, route, nowMs) {
      const refused = refusal(route.tsMs, nowMs);
      if (refused !== undefined) return refused;
      const key = `${pathId}@${direction}`;
      const held = routes.get(key);
      if (held !== undefined && held.tsMs > route.tsMs) return undefined;
      const same = held !== undefined && hopsKey(held) === hopsKey(route);
      routes.set(key, { ...route, sinceMs: same ? held.sinceMs : route.tsMs });
      return undefined;
    },
    route(pathId, direction, nowMs) {
      const held = routes.get(`${pathId}@${direction}`);
      return held === undefined || nowMs - held.tsMs > maxAgeMs ? undefined : held;
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
      for (const [key, held] of routes) {
        if (held.source !== source) continue;
        routes.delete(key);
        if (!newest.has(key)) withdrawn += 1;
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
