import { problemSchema } from '@tiermap/domain';
import { session as appSession, type Session } from './session.js';

/** An API call that failed, with the problem detail the server sent when there was one. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Where a refused request went wrong: a field path and, in an uploaded file, line and column. */
export interface ProblemDetail {
  path: string;
  message: string;
  line?: number | undefined;
  column?: number | undefined;
}

/** A refused request, with every field path (and file line) the server named. */
export class ProblemError extends ApiError {
  override readonly name: string = 'ProblemError';
  constructor(
    message: string,
    status: number,
    readonly errors: readonly ProblemDetail[],
  ) {
    super(message, status);
  }
}

export type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;

function withToken(init: RequestInit, token: string | undefined): RequestInit {
  const headers = new Headers(init.headers);
  if (token === undefined) headers.delete('authorization');
  else headers.set('authorization', `Bearer ${token}`);
  return { ...init, headers };
}

/**
 * `fetch` that sends the session's token as `Authorization: Bearer`. When the server refuses
 * the token (401) the session is signed out with a notice, and a read is asked again without
 * it, so a screen (the NOC wall) keeps working on open reads instead of failing.
 */
export function authorisedFetch(
  session: Session,
  fetcher: Fetcher = (url, init) => fetch(url, init),
): Fetcher {
  return async (url, init = {}) => {
    const token = session.state().token;
    const response = await fetcher(url, withToken(init, token));
    if (response.status !== 401 || token === undefined) return response;
    session.refused(token);
    const method = (init.method ?? 'GET').toUpperCase();
    return method === 'GET' || method === 'HEAD'
      ? fetcher(url, withToken(init, undefined))
      : response;
  };
}

/** The app's fetch for `/api`: every request carries the signed-in token. */
export const apiFetch: Fetcher = authorisedFetch(appSession);

/** The error a failed response stands for, with the server's problem details when it sent any. */
export async function problemOf(response: Response, url: string): Promise<ProblemError> {
  const body: unknown = await response.json().catch(() => undefined);
  const problem = problemSchema.safeParse(body);
  return problem.success
    ? new ProblemError(
        problem.data.detail ?? problem.data.title,
        response.status,
        problem.data.errors ?? [],
      )
    : new ProblemError(
        `${url}: ${response.statusText || `HTTP ${response.status}`}`,
        response.status,
        [],
      );
}

/** Sends a request through {@link apiFetch} and answers its JSON body, or throws a ProblemError. */
export async function requestJson(
  url: string,
  init: RequestInit & { fetcher?: Fetcher } = {},
): Promise<unknown> {
  const { fetcher = apiFetch, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  const response = await fetcher(url, { ...rest, headers });
  if (!response.ok) throw await problemOf(response, url);
  return response.json();
}
