import {
  ApiProblem,
  createTiermapClient,
  globalFetch,
  type RequestFetch,
  type TiermapClient,
} from '@tiermap/client';
import type { CatalogueCsvTable } from '@tiermap/domain';
import { session as appSession, type Session } from './session.js';

export { ApiProblem, type ProblemField } from '@tiermap/client';

/**
 * `send` for the app's own API, as the session sees it. When the server refuses the session
 * (401; it clears the cookie as it does) the session is signed out with a notice, and a read is
 * asked again, now anonymous, so a screen (the NOC wall) keeps working on open reads instead of
 * failing.
 */
export function authorisedFetch(session: Session, send: RequestFetch = globalFetch): RequestFetch {
  return async (request) => {
    const generation = session.generation();
    const signedIn = session.state().signedIn;
    const read = request.method === 'GET' || request.method === 'HEAD';
    const again = read ? request.clone() : undefined;
    const response = await send(request);
    if (response.status !== 401 || !signedIn) return response;
    session.refused(generation);
    return again === undefined ? response : send(again);
  };
}

/** The page's origin: the API is served beside the app. */
const origin = (): string => globalThis.location.origin;

/**
 * The typed API client of the web app: the browser sends the session cookie (same origin),
 * writes add the CSRF header, a refused session signs out (see {@link authorisedFetch}); an
 * answer that is not 2xx is thrown as an {@link ApiProblem}.
 */
export function webClient(
  session: Session,
  options: { send?: RequestFetch; baseUrl?: string } = {},
): TiermapClient {
  return createTiermapClient({
    baseUrl: options.baseUrl ?? origin(),
    fetch: authorisedFetch(session, options.send),
    credentials: 'same-origin',
    csrf: true,
  });
}

let shared: TiermapClient | undefined;

/** The app's client, made on first use (the page's origin is known by then). */
export function api(): TiermapClient {
  shared ??= webClient(appSession);
  return shared;
}

/** The client for `/api/session` itself: no sign-out on its 401, which is its answer. */
let sessionShared: TiermapClient | undefined;
export function sessionApi(): TiermapClient {
  sessionShared ??= createTiermapClient({
    baseUrl: origin(),
    credentials: 'same-origin',
    csrf: true,
  });
  return sessionShared;
}

/** A file the server makes, as {@link downloadFile} fetches it. */
export type DownloadPath =
  | '/api/reports/topology.pdf'
  | '/api/exports/topology.graphml'
  | '/api/exports/topology.json'
  | '/api/exports/paths.csv'
  | '/api/exports/shared-equipment.csv'
  | '/api/exports/oversubscription.csv'
  | '/api/exports/links.csv'
  | `/api/exports/${CatalogueCsvTable}.csv`;

/**
 * A server-made file (a PDF report, an export) as a Blob, with its Content-Disposition; an
 * ApiProblem when the server refuses or fails.
 */
export async function downloadFile(
  file: { path: DownloadPath } | { path: '/api/incidents/{id}/report.pdf'; id: string },
  signal: AbortSignal,
): Promise<{ blob: Blob; disposition: string | null }> {
  const { raw } = api();
  const answer =
    file.path === '/api/incidents/{id}/report.pdf'
      ? await raw.GET(file.path, { params: { path: { id: file.id } }, parseAs: 'blob', signal })
      : await raw.GET(file.path, { parseAs: 'blob', signal });
  if (answer.data === undefined) throw new Error(`${file.path}: an empty answer`);
  return { blob: answer.data, disposition: answer.response.headers.get('content-disposition') };
}

/** The optional `signal` of a call, as openapi-fetch's init takes it. */
export const withSignal = (signal: AbortSignal | undefined): { signal?: AbortSignal } =>
  signal === undefined ? {} : { signal };

/** `error`'s status when the API refused the request; undefined for anything else. */
export const statusOf = (error: unknown): number | undefined =>
  error instanceof ApiProblem ? error.status : undefined;
