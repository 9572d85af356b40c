import { linkCongested, type HealthThresholds } from '@tiermap/analysis';
import { perMetric, type LinkLiveState } from '@tiermap/domain';
import type { LatestState } from './store.js';

/**
 * What screens are told about one link direction: its newest values, utilization against the
 * link's capacity, whether the newest sample is older than `staleAfterMs` at `nowMs`, and
 * whether it is congested by the server's threshold (analysis `linkCongested`).
 */
export function liveState(
  state: LatestState,
  capacityBps: number | undefined,
  nowMs: number,
  staleAfterMs: number,
  thresholds: Pick<HealthThresholds, 'utilizationCongested'>,
): LinkLiveState {
  const utilization =
    state.bps === null || capacityBps === undefined || capacityBps <= 0
      ? null
      : state.bps / capacityBps;
  const stale = nowMs - state.tsMs > staleAfterMs;
  return {
    linkId: state.linkId,
    direction: state.direction,
    tsMs: state.tsMs,
    ...perMetric((m) => state[m.name]),
    utilization,
    stale,
    congested: linkCongested({ utilization, stale }, thresholds),
  };
}
