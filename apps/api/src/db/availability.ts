export { isGraphUnavailable } from './errors.js';

/** What the API last learnt about Neo4j: from health pings, token lookups and graph writes. */
export interface GraphAvailability {
  /** True from a failed contact until a successful one. */
  readonly down: boolean;
  /** Since when it is down (epoch ms), and why; undefined while up. */
  readonly downSince: { atMs: number; reason: string } | undefined;
  /**
   * Whether a caller may try the database now: always while up; while down, once every
   * `retryAfterMs` (a circuit breaker's half-open probe). Answering true counts as that try.
   */
  tryNow(): boolean;
  markDown(reason: string): void;
  markUp(): void;
}

export interface GraphAvailabilityOptions {
  /** While down, how long callers leave the database alone between probes. */
  retryAfterMs?: number;
  now?: () => number;
}

/** Probes at most every 5 s while down, unless told otherwise. */
export const DEFAULT_GRAPH_RETRY_AFTER_MS = 5_000;

/**
 * A small circuit breaker shared by everything that talks to Neo4j on a request's path: once
 * one caller found it down, the others answer from what they have (or 503) at once, instead of
 * each waiting the driver's connection and retry time.
 */
export function createGraphAvailability(options: GraphAvailabilityOptions = {}): GraphAvailability {
  const now = options.now ?? Date.now;
  const retryAfterMs = options.retryAfterMs ?? DEFAULT_GRAPH_RETRY_AFTER_MS;
  let downSince: { atMs: number; reason: string } | undefined;
  let lastTryMs = 0;
  return {
    get down() {
      return downSince !== undefined;
    },
    get downSince() {
      return downSince;
    },
    tryNow() {
      if (downSince === undefined) return true;
      const nowMs = now();
      if (nowMs - lastTryMs < retryAfterMs) return false;
      lastTryMs = nowMs;
      return true;
    },
    markDown(reason) {
      lastTryMs = now();
      downSince ??= { atMs: lastTryMs, reason: reason.split('\n')[0]?.slice(0, 300) ?? '' };
    },
    markUp() {
      downSince = undefined;
    },
  };
}
