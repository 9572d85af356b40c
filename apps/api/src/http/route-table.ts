import { Router, type Request, type Response } from 'express';
import type { z } from 'zod';
import { requireAccess, type AccessLevel, type AccessPolicy } from './access.js';
import { parseInput } from './validate.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * A route as declared: its access level, and the zod schemas of what it takes and answers.
 * The same declaration parses requests and generates the OpenAPI description.
 */
export interface RouteSpec<
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Express path, e.g. `/routers/:id`. */
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
   * The other statuses the handler answers with a {@link Reply} of `response` (200 when nothing
   * was created, 400 for an ingest with rejected items, 503 for an unhealthy health check).
   */
  replies?: number[];
  /**
   * Error statuses this route may answer as problem+json besides those every route may answer
   * (400 with input, 401, 403, 404 with ids, 413 with a body, 415 with `consumes`, 429, 500, 503;
   * see features/docs/openapi.ts).
   */
  errors?: number[];
}

export type DeclaredRoute = RouteSpec<
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType
>;

type Parsed<T> = T extends z.ZodType ? z.infer<T> : undefined;

/** A response with a status other than the route's `status`: one of its `replies`. */
export class Reply<T> {
  constructor(
    readonly status: number,
    readonly body: T,
  ) {}
}

export type RouteHandler<Q, P, B, R extends z.ZodType> = (
  input: { query: Parsed<Q>; params: Parsed<P>; body: Parsed<B> },
  req: Request,
  res: Response,
) => Promise<z.infer<R> | Reply<z.infer<R>>>;

/**
 * The only way routes are added: each names its access level (checked by one middleware before
 * anything else) and the schemas its input is parsed with. The table lists every route for the
 * OpenAPI description and the tests.
 */
export interface RouteTable {
  add<
    Q extends z.ZodType | undefined = undefined,
    P extends z.ZodType | undefined = undefined,
    B extends z.ZodType | undefined = undefined,
    R extends z.ZodType = z.ZodType,
  >(
    spec: RouteSpec<Q, P, B, R>,
    handler: RouteHandler<Q, P, B, R>,
  ): void;
  routes(): readonly DeclaredRoute[];
  router: Router;
}

export function createRouteTable(policy: AccessPolicy): RouteTable {
  const router = Router();
  const declared: DeclaredRoute[] = [];
  return {
    router,
    add(spec, handler) {
      declared.push(spec);
      router[spec.method](spec.path, requireAccess(policy, spec.access), async (req, res) => {
        const input = {
          query: parseOptional(spec.query, req.query, 'query'),
          params: parseOptional(spec.params, req.params, 'params'),
          body: parseOptional(spec.body, req.body, 'body'),
        } as Parameters<typeof handler>[0];
        const result = await handler(input, req, res);
        if (res.headersSent) {
          return;
        }
        if (result instanceof Reply) {
          res.status(result.status).json(result.body);
        } else {
          res.status(spec.status ?? 200).json(result);
        }
      });
    },
    routes() {
      return declared;
    },
  };
}

function parseOptional(
  schema: z.ZodType | undefined,
  value: unknown,
  where: 'query' | 'params' | 'body',
): unknown {
  return schema === undefined ? undefined : parseInput(schema, value ?? {}, where);
}
