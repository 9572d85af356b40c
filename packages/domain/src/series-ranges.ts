import { z } from 'zod';

/**
 * The spans of history a link's chart offers, each with the step it is read at: a bounded number
 * of points per direction (120, 144 and 168), whatever the span. The series route serves them by
 * name (`GET /api/links/{id}/series?range=day`) and the link panel offers them; both read this.
 */
export const SERIES_RANGES = {
  hour: { spanMs: 3_600_000, stepMs: 30_000, label: 'Last hour' },
  day: { spanMs: 86_400_000, stepMs: 600_000, label: 'Last day' },
  week: { spanMs: 604_800_000, stepMs: 3_600_000, label: 'Last week' },
} as const satisfies Record<string, { spanMs: number; stepMs: number; label: string }>;

export const seriesRangeSchema = z.enum(['hour', 'day', 'week']);
export type SeriesRange = z.infer<typeof seriesRangeSchema>;

/**
 * The window of a named range ending now: `to` is `nowMs` rounded down to the range's step, so
 * that a chart read again later keeps its steps where they were (the newest step still holds
 * what came since).
 */
export function seriesRangeWindow(
  range: SeriesRange,
  nowMs: number,
): { fromMs: number; toMs: number; stepMs: number } {
  const { spanMs, stepMs } = SERIES_RANGES[range];
  const toMs = Math.floor(nowMs / stepMs) * stepMs;
  return { fromMs: toMs - spanMs, toMs, stepMs };
}
