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

/** The header every write sends: the server refuses a cookie-signed write without it (CSRF). */
export const CSRF_HEADER = 'x-tiermap-csrf';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `init` with the CSRF header on writes; reads are sent as they are. */
export function withCsrf(init: RequestInit): RequestInit {
  const method = (init.method ?? 'GET').toUpperCase();
  if (SAFE_METHODS.has(method)) return init;
  const headers = new Headers(init.headers);
  headers.set(CSRF_HEADER, '1');
  return { ...init, headers };
}

/**
 * `fetch` for the app's own API. The browser sends the session cookie (same origin); writes add
 * the CSRF header. When the server refuses the session (401; it clears the cookie as it does)
 * the session is signed out with a notice, and a read is asked again, now anonymous, so a
 * screen (the NOC wall) keeps working on open reads instead of failing.
 */
export function authorisedFetch(
  session: Session,
  fetcher: Fetcher = (url, init) => fetch(url, init),
): Fetcher {
  return async (url, init = {}) => {
    const generation = session.generation();
    const signedIn = session.state().signedIn;
    const sent = withCsrf({ credentials: 'same-origin', ...init });
    const response = await fetcher(url, sent);
    if (response.status !== 401 || !signedIn) return response;
    session.refused(generation);
    const method = (init.method ?? 'GET').toUpperCase();
    return method === 'GET' || method === 'HEAD' ? fetcher(url, sent) : response;
  };
}

/** The app's fetch for `/api`: signed in by the session cookie, writes with the CSRF header. */
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
