import type { RequestFetch } from './index.js';

/** What {@link playwrightFetch} needs of Playwright's APIRequestContext (`request`, `page.request`). */
export interface PlaywrightRequestContext {
  fetch(
    url: string,
    options: {
      method: string;
      headers: Record<string, string>;
      /** A Node Buffer: Playwright sends it as it is. */
      data?: unknown;
      timeout?: number;
      failOnStatusCode: boolean;
      maxRedirects: number;
    },
  ): Promise<{
    status(): number;
    statusText(): string;
    headers(): Record<string, string>;
    body(): Promise<Uint8Array>;
  }>;
}

/** `bytes` as a Node Buffer (Playwright runs in Node; it would serialise any other object). */
function nodeBuffer(bytes: ArrayBuffer): unknown {
  const { Buffer } = globalThis as unknown as { Buffer: { from(bytes: ArrayBuffer): unknown } };
  return Buffer.from(bytes);
}

/**
 * Sends the client's requests through Playwright's `request` (its cookies, its trace): a page's
 * `page.request` carries the browser's session cookie, the `request` fixture none.
 */
export function playwrightFetch(
  context: PlaywrightRequestContext,
  timeoutMs?: number,
): RequestFetch {
  return async (request) => {
    const body = request.body === null ? undefined : nodeBuffer(await request.arrayBuffer());
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = value));
    const answer = await context.fetch(request.url, {
      method: request.method,
      headers,
      ...(body === undefined ? {} : { data: body }),
      ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }),
      failOnStatusCode: false,
      maxRedirects: 0,
    });
    const status = answer.status();
    const empty = status === 204 || status === 304 || request.method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(await answer.body()), {
      status,
      statusText: answer.statusText(),
      headers: answer.headers(),
    });
  };
}
