import type { ServedConfig } from '@tiermap/domain';

/**
 * What the screens judge by only until `GET /api/config` has answered (the server's defaults);
 * never a copy to keep: every screen reads the served values through the store below.
 */
export const CONFIG_UNTIL_LOADED: Readonly<Omit<ServedConfig, 'uploadBodyLimitBytes'>> =
  Object.freeze({
    thresholds: Object.freeze({
      lossProblemRatio: 0.02,
      lossOutageRatio: 1,
      utilizationCongested: 0.9,
    }),
    staleAfterMs: 120_000,
    diagnosisIntervalMs: 5_000,
    evaluationStaleAfterMs: 30_000,
  });

/**
 * How long to wait before asking again after a failure, and how often at most (the config
 * query's retry in `queries.ts`).
 */
export const CONFIG_RETRY_MS = 10_000;
export const CONFIG_MAX_ATTEMPTS = 30;
