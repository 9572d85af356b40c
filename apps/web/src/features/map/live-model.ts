import type { Direction, LinkLiveState, LiveBusState } from '@tiermap/domain';

/** The live state held by the page: per link, per direction. */
export type LiveByLink = ReadonlyMap<string, Partial<Record<Direction, LinkLiveState>>>;

/** Replaces (snapshot) or merges (delta) live states into the map the page holds. */
export function mergeLive(
  current: LiveByLink,
  states: readonly LinkLiveState[],
  replace: boolean,
): LiveByLink {
  const next = new Map(replace ? [] : current);
  for (const state of states) {
    // Both directions as fixed fields (no spread with a computed key: 40,000 states a second).
    const previous = next.get(state.linkId);
    const atoz = state.direction === 'AtoZ' ? state : previous?.AtoZ;
    const ztoa = state.direction === 'ZtoA' ? state : previous?.ZtoA;
    next.set(
      state.linkId,
      atoz === undefined
        ? { ZtoA: state }
        : ztoa === undefined
          ? { AtoZ: atoz }
          : { AtoZ: atoz, ZtoA: ztoa },
    );
  }
  return next;
}

/**
 * Why the live feed is partial, for people: the instance serving the stream cannot reach the
 * live bus, so only the samples collectors send to it arrive; or it is still reading the bus
 * back after it (re)connected. Undefined while it hears the other instances, or when it has none
 * (one process alone sends no bus state).
 */
export function partialFeedText(bus: LiveBusState | undefined): string | undefined {
  if (bus?.state !== 'down') return undefined;
  const since = new Date(bus.sinceMs).toISOString();
  if (bus.reason === 'replaying') {
    return (
      `${bus.instanceId} is still reading back the live bus (since ${since.slice(0, 10)} ` +
      `${since.slice(11, 19)} UTC); what the other instances took is not all here yet`
    );
  }
  return (
    `${bus.instanceId} has not reached the live bus since ${since.slice(0, 10)} ` +
    `${since.slice(11, 19)} UTC; only what is sent to ${bus.instanceId} arrives here`
  );
}

export interface Freshness {
  /** The newest sample time over all links, epoch milliseconds; undefined with no data. */
  newestMs: number | undefined;
  /** How many link directions are stale. */
  staleCount: number;
  /** True when the screen must say the data is not current. */
  stale: boolean;
  /** Why it is not current, for people; undefined when it is. */
  reason: 'disconnected' | 'no data' | 'old data' | 'silent stream' | undefined;
}

/**
 * Whether what the screen shows is current: not when the connection is lost, when no data has
 * come, when the newest sample is older than `staleAfterMs` at `nowMs`, or when no event at all
 * (not even a heartbeat, `lastEventMs`) came for that long: a frozen stream must look stale.
 */
export function freshness(
  live: LiveByLink,
  connected: boolean,
  nowMs: number,
  /**
   * Undefined until `GET /api/config` has answered: then the data is old only when the API calls
   * every state stale, and a silent stream is not judged.
   */
  staleAfterMs: number | undefined,
  lastEventMs?: number,
): Freshness {
  let newestMs: number | undefined;
  let staleCount = 0;
  let count = 0;
  for (const byDirection of live.values()) {
    for (const state of Object.values(byDirection)) {
      if (state === undefined) continue;
      count += 1;
      newestMs = newestMs === undefined ? state.tsMs : Math.max(newestMs, state.tsMs);
      if (state.stale) staleCount += 1;
    }
  }
  // Until the stale time is known, the API's own verdict on each state stands in for the age:
  // when it calls every one stale, the screen must not look current.
  const old =
    staleAfterMs === undefined
      ? staleCount === count
      : newestMs !== undefined && nowMs - newestMs > staleAfterMs;
  const reason: Freshness['reason'] = !connected
    ? 'disconnected'
    : newestMs === undefined
      ? 'no data'
      : old
        ? 'old data'
        : staleAfterMs !== undefined &&
            lastEventMs !== undefined &&
            nowMs - lastEventMs > staleAfterMs
          ? 'silent stream'
          : undefined;
  return { newestMs, staleCount, stale: reason !== undefined, reason };
}
