import { perMetric, type LinkLiveState } from '@tiermap/domain';
import type { LatestState } from './store.js';

/**
 * What screens are told about one link direction: its newest values, utilization against the
 * link's capacity, and whether the newest sample is older than `staleAfterMs` at `nowMs`.
 */
export function liveState(
  state: LatestState,
  capacityBps: number | undefined,
  nowMs: number,
  staleAfterMs: number,
): LinkLiveState {
  return {
    linkId: state.linkId,
    direction: state.direction,
    tsMs: state.tsMs,
    ...perMetric((m) => state[m.name]),
    utilization:
      state.bps === null || capacityBps === undefined || capacityBps <= 0
        ? null
        : state.bps / capacityBps,
    stale: nowMs - state.tsMs > staleAfterMs,
  };
}
