import {
  LIVE_METRICS,
  perMetric,
  type Direction,
  type LinkLiveState,
  type LinkSeries,
  type SeriesPoint,
} from '@tiermap/domain';

/** The two directions, in the order the chart stacks their bands. */
export const DIRECTIONS = ['AtoZ', 'ZtoA'] as const satisfies readonly Direction[];

/**
 * The packet counters of a direction's faults band, one line each, in the colour and with the
 * label the table of live metrics gives them (the legend lists the same).
 */
export const FAULT_SERIES = LIVE_METRICS.filter((m) => m.chart.band === 'faults');

/** A stretch of time, epoch milliseconds. */
export interface Span {
  fromMs: number;
  toMs: number;
}

export interface LinkChartModel {
  fromMs: number;
  toMs: number;
  stepMs: number;
  capacityBps: number;
  /** Top of the load axis as a ratio: at least 1 (100 %), more when a value is over. */
  utilizationMax: number;
  /** Top of the faults axes, packets per second, shared by both directions; at least 1. */
  faultsMax: number;
  series: Record<Direction, SeriesPoint[]>;
  /** Where neither direction has a load: drawn as "no data" in the load band, never as 0. */
  loadGaps: Span[];
  /** Where a direction has no packet counter at all: "no data" in its faults band. */
  faultGaps: Record<Direction, Span[]>;
}

const faultsMissing = (p: SeriesPoint): boolean => FAULT_SERIES.every((m) => p[m.name] === null);

/**
 * The chart's model from a link's series, with the live store's newest state of each direction
 * appended when it is newer than the series (the chart's right edge is now, between reads).
 */
export function linkChartModel(
  series: LinkSeries,
  live?: Partial<Record<Direction, LinkLiveState>>,
): LinkChartModel {
  const withLive = (direction: Direction): SeriesPoint[] => {
    const points = series[direction];
    const state = live?.[direction];
    const last = points.at(-1);
    if (state === undefined || state.stale || (last !== undefined && state.tsMs <= last.tsMs)) {
      return points;
    }
    // The newest step, read before its first sample came, is what the live state now fills.
    const kept =
      last !== undefined && last.utilization === null && state.tsMs - last.tsMs < series.stepMs
        ? points.slice(0, -1)
        : points;
    return [
      ...kept,
      { tsMs: state.tsMs, utilization: state.utilization, ...perMetric((m) => state[m.name]) },
    ];
  };
  const byDirection = { AtoZ: withLive('AtoZ'), ZtoA: withLive('ZtoA') };
  const all = [...byDirection.AtoZ, ...byDirection.ZtoA];
  const peak = Math.max(1, ...all.map((p) => p.utilization ?? 0));
  const faults = Math.max(1, ...all.flatMap((p) => FAULT_SERIES.map((m) => p[m.name] ?? 0)));
  const toMs = Math.max(series.toMs, ...all.map((p) => p.tsMs));
  const gapsOf = (points: SeriesPoint[], missing: (p: SeriesPoint) => boolean) =>
    seriesGaps(points, series.stepMs, { fromMs: series.fromMs, toMs }, missing);
  return {
    fromMs: series.fromMs,
    toMs,
    stepMs: series.stepMs,
    capacityBps: series.capacityBps,
    utilizationMax: Math.ceil(peak * 10) / 10,
    faultsMax: faults,
    series: byDirection,
    loadGaps: intersectSpans(
      gapsOf(byDirection.AtoZ, (p) => p.utilization === null),
      gapsOf(byDirection.ZtoA, (p) => p.utilization === null),
    ),
    faultGaps: {
      AtoZ: gapsOf(byDirection.AtoZ, faultsMissing),
      ZtoA: gapsOf(byDirection.ZtoA, faultsMissing),
    },
  };
}

/**
 * The stretches with no data: each missing point covers half a step either side of its time,
 * clipped to the chart; neighbouring missing points make one stretch. An empty series is one
 * stretch over the whole chart.
 */
export function seriesGaps(
  points: readonly SeriesPoint[],
  stepMs: number,
  within: Span,
  missing: (p: SeriesPoint) => boolean,
): Span[] {
  if (points.length === 0) return [{ ...within }];
  const gaps: Span[] = [];
  for (const p of points) {
    if (!missing(p)) continue;
    const fromMs = Math.max(within.fromMs, p.tsMs - stepMs / 2);
    const toMs = Math.min(within.toMs, p.tsMs + stepMs / 2);
    const last = gaps.at(-1);
    if (last !== undefined && fromMs <= last.toMs) last.toMs = Math.max(last.toMs, toMs);
    else if (toMs > fromMs) gaps.push({ fromMs, toMs });
  }
  return gaps;
}

/** Where both lists of ordered stretches overlap. */
export function intersectSpans(a: readonly Span[], b: readonly Span[]): Span[] {
  const out: Span[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i];
    const y = b[j];
    if (x === undefined || y === undefined) break;
    const fromMs = Math.max(x.fromMs, y.fromMs);
    const toMs = Math.min(x.toMs, y.toMs);
    if (toMs > fromMs) out.push({ fromMs, toMs });
    if (x.toMs < y.toMs) i += 1;
    else j += 1;
  }
  return out;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * A time tick as people read it, in UTC: "12:30" within an hour or a day, the date at midnight
 * ("26 Nov"), and over more than two days the weekday and date ("Thu 26 Nov") or weekday and
 * hour ("Thu 12:00").
 */
export function tickLabel(ms: number, spanMs: number): string {
  const d = new Date(ms);
  const hhmm = d.toISOString().slice(11, 16);
  const date = `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()] ?? ''}`;
  const weekday = WEEKDAYS[d.getUTCDay()] ?? '';
  if (spanMs <= 2 * 3_600_000) return hhmm;
  if (spanMs <= 2 * 86_400_000) return hhmm === '00:00' ? date : hhmm;
  return hhmm === '00:00' ? `${weekday} ${date}` : `${weekday} ${hhmm}`;
}

/** Packets per second as an axis reads: "0.5 pkt/s", "12 pkt/s", "1.2k pkt/s". */
export function formatPackets(perSec: number): string {
  if (perSec >= 1000) return `${(perSec / 1000).toFixed(perSec >= 10_000 ? 0 : 1)}k pkt/s`;
  if (perSec >= 10 || Number.isInteger(perSec)) return `${perSec.toFixed(0)} pkt/s`;
  return `${perSec.toFixed(1)} pkt/s`;
}
