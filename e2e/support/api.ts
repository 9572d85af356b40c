import type { APIRequestContext } from '@playwright/test';
import {
  createTiermapClient,
  playwrightFetch,
  type TiermapClient,
  type TiermapClientOptions,
} from '@tiermap/client';
import { E2E_BASE_URL } from '../ports.js';
import { E2E_ADMIN_TOKEN } from './auth.js';

/**
 * The typed API client over Playwright's `context`, anonymous unless `token` is given ('admin'
 * for the stack's admin token).
 */
export function api(
  context: APIRequestContext,
  options: {
    /** 'admin' for the stack's admin token, or a token's secret. */
    token?: string;
    timeoutMs?: number;
  } & Partial<TiermapClientOptions> = {},
): TiermapClient {
  const { token, timeoutMs, ...rest } = options;
  const secret = token === 'admin' ? E2E_ADMIN_TOKEN : token;
  return createTiermapClient({
    baseUrl: E2E_BASE_URL,
    fetch: playwrightFetch(context, timeoutMs),
    ...(secret === undefined ? {} : { headers: { authorization: `Bearer ${secret}` } }),
    ...rest,
  });
}

/** The status of a refusal `call` must meet (its ApiProblem's); throws when it succeeded. */
export async function refusedWith(call: Promise<unknown>): Promise<number> {
  try {
    await call;
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'status' in error) {
      return Number(error.status);
    }
    throw error;
  }
  throw new Error('the API accepted a request it should have refused');
}
