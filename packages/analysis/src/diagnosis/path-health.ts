import { lostPerSec, type Direction, type LiveValues } from '@tiermap/domain';
import type { PathWalk } from '../path-walk.js';

/** The thresholds path health is judged by; the defaults are the production heuristics. */
export interface HealthThresholds {
  /** Loss at or above this is a problem (below it is tolerable); 0.02. */
  lossProblemRatio: number;
  /** Loss at or above this is an outage; 1 (every packet lost). */
  lossOutageRatio: number;
  /** A hop this full is congested; 0.9. */
  utilizationCongested: number;
}

export const DEFAULT_THRESHOLDS: Readonly<HealthThresholds> = {
  lossProblemRatio: 0.02,
  lossOutageRatio: 1,
  utilizationCongested: 0.9,
};

/** Errors and discards count packets; bit rates become packets at this mean size. */
export const MEAN_PACKET_BYTES = 1000;

/**
 * `ok`: loss tolerable and no hop congested; `congested`: a hop at or over the utilization
 * threshold; `lossy`: loss between the problem and outage thresholds; `outage`: everything lost;
 * `dark`: some link on the way stopped reporting (its newest sample is stale); `unknown`: no data.
 */
export type PathStatus = 'ok' | 'congested' | 'lossy' | 'outage' | 'dark' | 'unknown';

export const BAD_STATUSES: ReadonlySet<PathStatus> = new Set([
  'congested',
  'lossy',
  'outage',
  'dark',
]);

/** What the live data says of one direction of one link: every live metric (LIVE_METRICS). */
export type LinkReading = LiveValues & {
  utilization: number | null;
  stale: boolean;
  /** An interface at either end reported ifOperStatus down: nothing crosses it. */
  down?: boolean | undefined;
};

/** A direct measurement of one path direction (perfSONAR style). */
export interface PathMeasurement {
  lossRatio?: number | undefined;
  throughputBps?: number | undefined;
}

export interface PathHealth {
  status: PathStatus;
  /** Loss along the way: 1 - the product of each hop's delivery ratio; null without data. */
  lossRatio: number | null;
  /** The fullest hop's utilization; null without data. */
  maxUtilization: number | null;
  /** The lowest rate seen on a hop, bits per second; null without data. */
  minBps: number | null;
  /** Plain-language reasons for a status other than ok. */
  reasons: string[];
}

/**
 * The share of packets lost on one link direction, or null: every metric meaning errors or
 * discards counts (errors, in discards and out discards).
 */
export function readingLossRatio(reading: LinkReading): number | null {
  if (reading.down === true) return 1;
  if (reading.bps === null) return null;
  const lost = lostPerSec(reading);
  const packets = reading.bps / (8 * MEAN_PACKET_BYTES);
  return lost === 0 ? 0 : lost / (packets + lost);
}

/**
 * The health of one walked path direction from the live state of the links it crosses (a trunk
 * hop is as bad as its worst member, because the flows hashed onto that member suffer) and, when
 * given, a direct measurement, whose loss counts when it is worse.
 */
export function pathHealth(
  walk: PathWalk,
  reading: (linkId: string, direction: Direction) => LinkReading | undefined,
  thresholds: HealthThresholds = DEFAULT_THRESHOLDS,
  measurement?: PathMeasurement,
): PathHealth {
  let delivered = 1;
  let maxUtilization: number | null = null;
  let minBps: number | null = null;
  let seen = 0;
  const dark: string[] = [];
  const down: string[] = [];
  let worst: { linkId: string; lossRatio: number } | undefined;
  let fullest: { linkId: string; utilization: number } | undefined;
  for (const step of walk.steps) {
    let hopLoss = 0;
    for (const crossing of step.crossings) {
      const state = reading(crossing.linkId, crossing.traversal);
      if (state === undefined) continue;
      seen += 1;
      if (state.stale) {
        dark.push(crossing.linkId);
        continue;
      }
      if (state.down === true) down.push(crossing.linkId);
      const loss = readingLossRatio(state) ?? 0;
      hopLoss = Math.max(hopLoss, loss);
      if (worst === undefined || loss > worst.lossRatio) {
        worst = { linkId: crossing.linkId, lossRatio: loss };
      }
      if (state.utilization !== null) {
        maxUtilization = Math.max(maxUtilization ?? 0, state.utilization);
        if (fullest === undefined || state.utilization > fullest.utilization) {
          fullest = { linkId: crossing.linkId, utilization: state.utilization };
        }
      }
      if (state.bps !== null && step.crossings.length === 1) {
        minBps = Math.min(minBps ?? Infinity, state.bps);
      }
    }
    delivered *= 1 - hopLoss;
  }
  let lossRatio: number | null = seen > dark.length ? 1 - delivered : null;
  const measured = measurement?.lossRatio;
  if (measured !== undefined && measured > (lossRatio ?? -1)) lossRatio = measured;
  const reasons: string[] = [];
  let status: PathStatus = 'unknown';
  if (lossRatio !== null && lossRatio >= thresholds.lossOutageRatio) {
    status = 'outage';
    reasons.push('every packet is lost');
    if (down.length > 0) reasons.push(`${down.join(', ')} is down (ifOperStatus)`);
  } else if (dark.length > 0) {
    status = 'dark';
    reasons.push(`no fresh data from ${dark.join(', ')}`);
  } else if (lossRatio !== null && lossRatio >= thresholds.lossProblemRatio) {
    status = 'lossy';
    const where =
      measured !== undefined && measured >= lossRatio
        ? 'measured end to end'
        : `worst on ${worst?.linkId ?? '?'}`;
    reasons.push(`${percent(lossRatio)} loss (${where})`);
  } else if (maxUtilization !== null && maxUtilization >= thresholds.utilizationCongested) {
    status = 'congested';
    reasons.push(`${fullest?.linkId ?? '?'} at ${percent(maxUtilization)} of capacity`);
  } else if (lossRatio !== null) {
    status = 'ok';
  }
  return {
    status,
    lossRatio,
    maxUtilization,
    minBps: minBps === Infinity ? null : minBps,
    reasons,
  };
}

/**
 * Whether a link direction is congested: its fresh data at or over the server's
 * `utilizationCongested` (a stale direction says nothing of its load now). The one rule: the
 * API sets it on every live state (`LinkLiveState.congested`) and the screens show that flag.
 */
export function linkCongested(
  reading: { utilization: number | null; stale: boolean },
  thresholds: Pick<HealthThresholds, 'utilizationCongested'> = DEFAULT_THRESHOLDS,
): boolean {
  return !reading.stale && (reading.utilization ?? 0) >= thresholds.utilizationCongested;
}

/**
 * How strongly a link direction's own live state points at it, 0 to 1: dark or losing at least
 * the problem ratio is 1, congested 0.6, a smaller but real loss (over a tenth of the problem
 * ratio) 0.3.
 */
export function readingEvidence(
  reading: LinkReading | undefined,
  thresholds: HealthThresholds = DEFAULT_THRESHOLDS,
): number {
  if (reading === undefined) return 0;
  if (reading.stale) return 1;
  const loss = readingLossRatio(reading) ?? 0;
  if (loss >= thresholds.lossProblemRatio) return 1;
  let strength = 0;
  if (linkCongested(reading, thresholds)) strength = 0.6;
  if (loss >= thresholds.lossProblemRatio / 10) strength = Math.max(strength, 0.3);
  return strength;
}

function percent(ratio: number): string {
  return `${(ratio * 100).toFixed(ratio < 0.1 ? 1 : 0)} %`;
}
