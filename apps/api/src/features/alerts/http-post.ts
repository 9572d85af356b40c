import { basicAuthorization } from '../../http/outbound-auth.js';

/** How a sender proves who it is: none, HTTP basic, or a bearer token. Never logged. */
export type OutboundAuth =
  | { kind: 'none' }
  | { kind: 'basic'; user: string; password: string }
  | { kind: 'bearer'; token: string };

/**
 * POSTs `body` as JSON to `url`; throws an Error that says in words what went wrong (the tool's
 * status, or why it could not be reached), naming `tool` and never a credential.
 */
export async function postJson(
  tool: string,
  url: string,
  body: unknown,
  auth: OutboundAuth,
  timeoutMs: number,
): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (auth.kind === 'basic') {
    headers.authorization = basicAuthorization(auth.user, auth.password);
  } else if (auth.kind === 'bearer') {
    headers.authorization = `Bearer ${auth.token}`;
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const words = cause instanceof Error ? cause.message : String(cause);
    throw new Error(`${tool} cannot be reached at ${new URL(url).host}: ${words}`);
  }
  if (!response.ok) {
    const text = (await response.text().catch(() => '')).slice(0, 200).trim();
    throw new Error(
      `${tool} answered ${response.status} ${response.statusText}${text === '' ? '' : `: ${text}`}`,
    );
  }
  await response.body?.cancel();
}
