import createClient, {
  type Client,
  type FetchResponse,
  type MaybeOptionalInit,
} from 'openapi-fetch';
import type {
  HttpMethod,
  MediaType,
  PathsWithMethod,
  RequiredKeysOf,
} from 'openapi-typescript-helpers';
import type { components, operations, paths } from './generated/openapi.js';
import { ApiProblem } from './problem.js';

export type { components, operations, paths };
export { ApiProblem, readProblem, type ProblemDocument, type ProblemField } from './problem.js';

/** A JSON schema's type of the API document, by name: `Schema<'Incident'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** `fetch` as the client calls it: with one Request. */
export type RequestFetch = (request: Request) => Promise<Response>;

/** The header every write sends when signed in by cookie: the server refuses one without it (CSRF). */
export const CSRF_HEADER = 'x-tiermap-csrf';

/** The global `fetch`, called with one Request (what the client calls by default). */
export const globalFetch: RequestFetch = (request) => globalThis.fetch(request);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface TiermapClientOptions {
  /**
   * Where the API is, without `/api` (the paths carry it): `http://127.0.0.1:8080`, or the page's
   * origin in the browser.
   */
  baseUrl: string;
  /** Sends the request; the global `fetch` by default (a test's stub, the web app's session). */
  fetch?: RequestFetch;
  /** Headers on every request (a bearer token, a user agent); a function is asked each time. */
  headers?: Record<string, string> | (() => Record<string, string>);
  /** Whether the browser sends the session cookie (`same-origin` in the web app). */
  credentials?: RequestInit['credentials'];
  /** Sends {@link CSRF_HEADER} on every write (the web app, signed in by cookie). */
  csrf?: boolean;
  /** Gives up on a request after this long (an AbortSignal, as well as the caller's own). */
  timeoutMs?: number;
  /** Told of every 401 before it is thrown (the CLI's hint, a sign-out). */
  onUnauthorized?: (problem: ApiProblem) => void;
}

// The same as openapi-fetch's (not exported): an init that may be left out when nothing is required.
type InitParam<Init> =
  RequiredKeysOf<Init> extends never
    ? [(Init & { [key: string]: unknown })?]
    : [Init & { [key: string]: unknown }];

/** The operation `Method` of `Path`, as openapi-fetch's FetchResponse takes it. */
type Operation<
  Path extends keyof paths,
  Method extends HttpMethod,
> = paths[Path][Method] extends infer Op extends Record<string | number, unknown> ? Op : never;

/** A method of the client: the typed answer of a 2xx; an {@link ApiProblem} thrown otherwise. */
export type DataMethod<Method extends HttpMethod> = <
  Path extends PathsWithMethod<paths, Method>,
  Init extends MaybeOptionalInit<paths[Path], Method>,
>(
  url: Path,
  ...init: InitParam<Init>
) => Promise<Exclude<FetchResponse<Operation<Path, Method>, Init, MediaType>['data'], undefined>>;

/** The one typed client of the tiermap API. */
export interface TiermapClient {
  GET: DataMethod<'get'>;
  POST: DataMethod<'post'>;
  PUT: DataMethod<'put'>;
  DELETE: DataMethod<'delete'>;
  PATCH: DataMethod<'patch'>;
  /** openapi-fetch's client under it: `{ data, error, response }`, with the same throws. */
  raw: Client<paths>;
}

/** The caller's signal, and one that aborts after `timeoutMs` when there is a limit. */
function signalOf(signal: unknown, timeoutMs: number | undefined): AbortSignal | undefined {
  const own = signal instanceof AbortSignal ? signal : undefined;
  if (timeoutMs === undefined) return own;
  const timeout = AbortSignal.timeout(timeoutMs);
  return own === undefined ? timeout : AbortSignal.any([own, timeout]);
}

/**
 * The tiermap API client: openapi-fetch over the types generated from the API's OpenAPI
 * document (`src/generated/openapi.ts`). Every method answers the typed body of a 2xx answer
 * (JSON by default; `parseAs: 'text' | 'blob'` for CSV, YAML, GraphML and PDF) and throws an
 * {@link ApiProblem} for any other status. A request that gets no answer at all rejects as
 * `fetch` does (a TypeError, or the abort's reason).
 */
export function createTiermapClient(options: TiermapClientOptions): TiermapClient {
  const send: RequestFetch = options.fetch ?? globalFetch;
  const fetchChecked = async (request: Request): Promise<Response> => {
    const extra = typeof options.headers === 'function' ? options.headers() : options.headers;
    for (const [name, value] of Object.entries(extra ?? {})) {
      if (!request.headers.has(name)) request.headers.set(name, value);
    }
    if (options.csrf === true && !SAFE_METHODS.has(request.method.toUpperCase())) {
      request.headers.set(CSRF_HEADER, '1');
    }
    if (!request.headers.has('accept')) request.headers.set('accept', 'application/json');
    const response = await send(request);
    if (response.ok) return response;
    const problem = await ApiProblem.of(request, response);
    if (response.status === 401) options.onUnauthorized?.(problem);
    throw problem;
  };
  const raw = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: fetchChecked,
    ...(options.credentials === undefined ? {} : { credentials: options.credentials }),
  });
  const data =
    <Method extends HttpMethod>(method: Method): DataMethod<Method> =>
    async (url, ...init) => {
      const given: Record<string, unknown> = init[0] ?? {};
      const signal = signalOf(given.signal, options.timeoutMs);
      const result = await (raw.request as (...args: unknown[]) => Promise<{ data?: unknown }>)(
        method,
        url,
        signal === undefined ? given : { ...given, signal },
      );
      return result.data as never;
    };
  return {
    GET: data('get'),
    POST: data('post'),
    PUT: data('put'),
    DELETE: data('delete'),
    PATCH: data('patch'),
    raw,
  };
}

/** A body sent as it is (a file's text, gzip bytes, a stream), not as JSON. */
export const asIs = (body: unknown): NonNullable<RequestInit['body']> =>
  body as NonNullable<RequestInit['body']>;
export { playwrightFetch, type PlaywrightRequestContext } from './playwright.js';
