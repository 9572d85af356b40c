// Waiting out the API's authentication throttle (apps/api/src/http/auth-throttle.ts) before a
// client that holds a right credential starts, e.g. the contract check's admin run after its
// anonymous run: both come from 127.0.0.1, and the anonymous run's made-up credentials can leave
// that address throttled for a few seconds.
import { setTimeout as delay } from 'node:timers/promises';

/**
 * Requests `url` with `headers` until the answer is not 429, sleeping its Retry-After (at least
 * one second) in between. Bounded: after `timeoutMs` it throws, naming the url and the wait.
 * @param {{
 *   url: string,
 *   headers?: Record<string, string>,
 *   timeoutMs?: number,
 *   sleep?: (ms: number) => Promise<unknown>,
 *   now?: () => number,
 * }} options
 * @returns {Promise<{ status: number, waitedMs: number }>} the first answer that was not 429
 */
export async function waitWhileThrottled({
  url,
  headers = {},
  timeoutMs = 120_000,
  sleep = delay,
  now = Date.now,
}) {
  const started = now();
  for (;;) {
    const response = await fetch(url, { headers });
    await response.body?.cancel();
    const waitedMs = now() - started;
    if (response.status !== 429) return { status: response.status, waitedMs };
    const retryAfterS = Number(response.headers.get('retry-after'));
    const pauseMs = Math.max(1, Number.isFinite(retryAfterS) ? retryAfterS : 1) * 1000;
    if (waitedMs + pauseMs > timeoutMs) {
      throw new Error(
        `${url} still answered 429 Too Many Requests after ${Math.round(waitedMs / 1000)} s ` +
          `(limit ${Math.round(timeoutMs / 1000)} s)`,
      );
    }
    await sleep(pauseMs);
  }
}
