/**
 * How long to wait before asking again after a failure, and how often at most (the config
 * query's retry in `queries.ts`).
 */
export const CONFIG_RETRY_MS = 10_000;
export const CONFIG_MAX_ATTEMPTS = 30;
