import type { LinkSeries } from '@tiermap/domain';
import type { MetricsRuntime } from './runtime.js';

/** What a series request may ask: more points than this is refused. */
export const MAX_SERIES_POINTS = 5_000;

/** About this many points when no step is asked for. */
const DEFAULT_POINTS = 120;

/** The step giving about 120 points over a window, at least a second. */
export function defaultStepMs(fromMs: number, toMs: number): number {
  return Math.max(1000, Math.ceil((toMs - fromMs) / DEFAULT_POINTS));
}

/**
 * Rate, utilization and errors of one link per direction over a window, from the history
 * backend; undefined when the link is not in the link map.
 */
export async function linkSeries(
  metrics: MetricsRuntime,
  window: { linkId: string; fromMs: number; toMs: number; stepMs: number },
): Promise<LinkSeries | undefined> {
  const { linkId, fromMs, toMs, stepMs } = window;
  const capacityBps = metrics.linkMap().capacityOf(linkId);
  if (capacityBps === undefined) return undefined;
  const series = async (direction: 'AtoZ' | 'ZtoA') =>
    (await metrics.history.series({ linkId, direction, fromMs, toMs, stepMs })).map((p) => ({
      ...p,
      utilization: p.bps === null ? null : p.bps / capacityBps,
    }));
  const [AtoZ, ZtoA] = await Promise.all([series('AtoZ'), series('ZtoA')]);
  return { linkId, capacityBps, fromMs, toMs, stepMs, AtoZ, ZtoA };
}
