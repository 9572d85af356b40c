import type { ServedConfig } from '@tiermap/domain';

/**
 * What the screens judge by only until `GET /api/config` has answered (the server's defaults);
 * never a copy to keep: every screen reads the served values through the store below.
 */
export const CONFIG_UNTIL_LOADED: Readonly<ServedConfig> = Object.freeze({
  thresholds: Object.freeze({
    lossProblemRatio: 0.02,
    lossOutageRatio: 1,
    utilizationCongested: 0.9,
  }),
  staleAfterMs: 120_000,
  diagnosisIntervalMs: 5_000,
  evaluationStaleAfterMs: 30_000,
});

/** How long to wait before asking again after a failure, and how often at most. */
export const CONFIG_RETRY_MS = 10_000;
export const CONFIG_MAX_ATTEMPTS = 30;

/** The server's configuration as the screens read it: asked once, kept for the page's life. */
export interface ServedConfigStore {
  /** The served configuration, or `CONFIG_UNTIL_LOADED` until it answered; stable identity. */
  current: () => Readonly<ServedConfig>;
  /** Whether the server has answered. */
  loaded: () => boolean;
  /** For useSyncExternalStore; the first subscriber starts the request. */
  subscribe: (listener: () => void) => () => void;
}

export function createServedConfigStore(
  fetchConfig: () => Promise<ServedConfig>,
  schedule: (retry: () => void, ms: number) => void = (retry, ms) => {
    setTimeout(retry, ms);
  },
): ServedConfigStore {
  const listeners = new Set<() => void>();
  let current: Readonly<ServedConfig> = CONFIG_UNTIL_LOADED;
  let loaded = false;
  let started = false;
  let attempts = 0;

  function ask(): void {
    attempts += 1;
    fetchConfig().then(
      (config) => {
        current = config;
        loaded = true;
        for (const listener of listeners) listener();
      },
      () => {
        // Unreachable or failing server: the defaults stand meanwhile; ask again, a bounded
        // number of times.
        if (attempts < CONFIG_MAX_ATTEMPTS) schedule(ask, CONFIG_RETRY_MS);
      },
    );
  }

  return {
    current: () => current,
    loaded: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      if (!started) {
        started = true;
        ask();
      }
      return () => listeners.delete(listener);
    },
  };
}
