import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * What a route needs, checked server-side before anything else. `read`: the data; `ingest`:
 * writing metrics and measurements; `incidents`: opening and resolving incidents; `maintenance`:
 * announcing and withdrawing windows (a carrier its own); `upload`: a carrier's equipment (its
 * own); `demo`: playing scenarios and switching the demo traffic; `admin`: tokens. `public`:
 * no credential is checked before the handler (signing in and out, which check it themselves).
 */
export type AccessLevel =
  'public' | 'read' | 'ingest' | 'incidents' | 'maintenance' | 'upload' | 'demo' | 'admin';

/** The JSON body limit of a route that declares none: every JSON write but the batches. */
export const DEFAULT_JSON_LIMIT = '1mb';

/**
 * How a route's body is read, after its access check: `json` (the default), or `text` for a
 * file or line protocol taken as it is. `limit` in body-parser's units ('1mb'); a larger
 * body answers 413 before it is read (from its Content-Length) or as soon as it passes it.
 * Gzip, deflate and br bodies are inflated; the limit applies to the inflated size.
 */
export interface BodyReading {
  kind: 'json' | 'text';
  limit: string;
}

/**
 * A route as declared: its access level, and the zod schemas of what it takes and answers.
 * The same declaration parses requests in the API and generates the OpenAPI description.
 */
export interface RouteSpec<
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Express path under `/api`, e.g. `/routers/:id`. */
  path: string;
  access: AccessLevel;
  summary: string;
  description?: string;
  tag: string;
  query?: Q;
  params?: P;
  body?: B;
  response: R;
  /**
   * The media type answered instead of JSON when the route sends a file (`application/pdf`,
   * `text/csv`): the handler writes it itself, and `response` describes the file as a string.
   */
  produces?: string;
  /** Other media types the request may ask for instead (`?format=yaml`), sent as files. */
  alsoProduces?: string[];
  /** The media types the body is taken as instead of JSON (a file sent as it is). */
  consumes?: string[];
  /** The status of a success answered as a plain value: 201 for a route that creates. Default 200. */
  status?: number;
  /**
   * The other statuses the handler answers with `response` (200 when nothing was created, 400
   * for an ingest with rejected items, 503 for an unhealthy health check).
   */
  replies?: number[];
  /**
   * Error statuses this route may answer as problem+json besides those every route may answer
   * (400 with input, 401, 403, 404 with ids, 413 with a body, 415 with `consumes`, 429, 500, 503;
   * see openapi.ts).
   */
  errors?: number[];
  /**
   * How the body of a POST, PUT, PATCH or DELETE is read (JSON up to {@link DEFAULT_JSON_LIMIT}
   * unless given). GET routes read no body.
   */
  bodyReading?: BodyReading;
}

/** Any declared route, whatever its schemas. */
export type DeclaredRoute = RouteSpec<
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType
>;

/** Declares a route, keeping the types of its schemas for the handler registered against it. */
export function defineRoute<
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(spec: RouteSpec<Q, P, B, R>): RouteSpec<Q, P, B, R> {
  return spec;
}

/** The statuses a route answers with its `response`: its success status and its replies. */
export function replyStatuses(route: DeclaredRoute): number[] {
  return [...new Set([route.status ?? 200, ...(route.replies ?? [])])].sort((a, b) => a - b);
}
