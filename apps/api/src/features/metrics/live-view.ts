import { linkCongested, type HealthThresholds } from '@tiermap/analysis';
import { perMetric, type LinkLiveState } from '@tiermap/domain';
import type { LatestState } from './store.js';

/**
 * What screens are told about one link direction: its newest values, utilization against the
 * link's capacity, whether its data is older than `staleAfterMs` at `nowMs`, and whether it is
 * congested by the server's threshold (analysis `linkCongested`). Its time is `freshMs`: the
 * newest sample's time, or when it was received if it is dated later (clock skew), so neither
 * the stale flag nor a screen's "newest data" trusts a clock running ahead.
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
  const stale = isStale(state, nowMs, staleAfterMs);
  return {
    linkId: state.linkId,
    direction: state.direction,
    tsMs: state.freshMs,
    ...perMetric((m) => state[m.name]),
    utilization,
    stale,
    congested: linkCongested({ utilization, stale }, thresholds),
  };
}

/** Whether a link direction's data is older than `staleAfterMs` at `nowMs` (by `freshMs`). */
export function isStale(
  state: Pick<LatestState, 'freshMs'>,
  nowMs: number,
  staleAfterMs: number,
): boolean {
  return nowMs - state.freshMs > staleAfterMs;
}
