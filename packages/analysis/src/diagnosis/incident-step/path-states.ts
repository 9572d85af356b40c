import {
  BAD_STATUSES,
  pathHealth,
  type HealthThresholds,
  type LinkReading,
  type PathStatus,
} from '../path-health.js';
import { PATH_STATUS_SEVERITY, type Direction, type PathHealthRow } from '@tiermap/domain';
import type { ExternalAlert } from '../alert-evidence.js';
import type { DiagnosisSnapshot } from './snapshot.js';
import type { StoredRoute } from '../../observed/route-match.js';
import { observedDirections } from '../../observed/observed-risk.js';

/** A perfSONAR-style result filed under one path direction. */
export interface StoredMeasurement {
  tsMs: number;
  throughputBps?: number | undefined;
  lossRatio?: number | undefined;
  rttMs?: number | undefined;
  retransmissions?: number | undefined;
  source?: string | undefined;
}

/** What the live side offers diagnosis at one instant. */
export interface LiveInputs {
  nowMs: number;
  reading: (linkId: string, direction: Direction) => LinkReading | undefined;
  measurement: (pathId: string, direction: Direction) => StoredMeasurement | undefined;
  /** Alerts other monitoring raised on known elements (Alertmanager), as evidence; none by default. */
  alerts?: readonly ExternalAlert[];
  /** The newest traceroute of a path direction, when traces are filed. */
  route?: (pathId: string, direction: Direction) => StoredRoute | undefined;
}

/** Every observable's health, in the model's order. */
export function pathHealthRows(
  snapshot: DiagnosisSnapshot,
  live: LiveInputs,
  thresholds: HealthThresholds,
): PathHealthRow[] {
  const observed = observedDirections(snapshot, live);
  return snapshot.model.observables.map((observable, at) => {
    const walk = snapshot.walks[at];
    const pathChanged = observed.get(at)?.route.pathChanged ?? null;
    const measured = live.measurement(observable.pathId, observable.direction);
    const health =
      walk === undefined
        ? {
            status: 'unknown' as const,
            lossRatio: null,
            maxUtilization: null,
            minBps: null,
            reasons: [],
          }
        : pathHealth(walk, live.reading, thresholds, measured);
    return {
      pathId: observable.pathId,
      direction: observable.direction,
      fromSiteId: observable.fromSiteId,
      toSiteId: observable.toSiteId,
      ...health,
      measured:
        measured === undefined
          ? null
          : {
              tsMs: measured.tsMs,
              throughputBps: measured.throughputBps ?? null,
              lossRatio: measured.lossRatio ?? null,
              rttMs: measured.rttMs ?? null,
              retransmissions: measured.retransmissions ?? null,
            },
      ...(pathChanged === null ? {} : { pathChanged }),
    };
  });
}

/**
 * When most path directions with data went dark at once, the collector (or the link between it
 * and tiermap) failed, not the network: dark then means "unknown", and no incident opens for it.
 */
export function collectorDown(rows: readonly PathHealthRow[], darkShare = 0.5): boolean {
  const withData = rows.filter((row) => row.status !== 'unknown');
  const dark = withData.filter((row) => row.status === 'dark');
  return withData.length >= 4 && dark.length / withData.length > darkShare;
}

export function isBad(status: PathStatus, collectorIsDown: boolean): boolean {
  if (status === 'dark' && collectorIsDown) return false;
  return BAD_STATUSES.has(status);
}

/** Per site, the worst status of its path directions and how many are bad. */
export function siteHealth(
  rows: readonly PathHealthRow[],
): Array<{ siteId: string; status: PathStatus; badDirections: number; directions: number }> {
  const sites = new Map<
    string,
    { status: PathStatus; badDirections: number; directions: number }
  >();
  for (const row of rows) {
    for (const siteId of [row.fromSiteId, row.toSiteId]) {
      const entry = sites.get(siteId) ?? { status: 'ok', badDirections: 0, directions: 0 };
      entry.directions += 1;
      if (BAD_STATUSES.has(row.status)) entry.badDirections += 1;
      if (PATH_STATUS_SEVERITY[row.status] > PATH_STATUS_SEVERITY[entry.status])
        entry.status = row.status;
      sites.set(siteId, entry);
    }
  }
  return [...sites]
    .map(([siteId, entry]) => ({ siteId, ...entry }))
    .sort((a, b) => (a.siteId < b.siteId ? -1 : 1));
}
