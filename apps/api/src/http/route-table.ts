import express, {
  Router,
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import type { z } from 'zod';
import {
  DEFAULT_JSON_LIMIT,
  replyStatuses,
  type BodyReading,
  type DeclaredRoute,
  type HttpMethod,
  type RouteSpec,
} from '@tiermap/contract';
import { requireAccess, type AccessPolicy } from './access.js';
import { ValidationError } from './errors.js';
import { parseInput } from './validate.js';

export type { BodyReading, DeclaredRoute, HttpMethod, RouteSpec } from '@tiermap/contract';
export { DEFAULT_JSON_LIMIT } from '@tiermap/contract';

const METHODS_WITH_BODY: ReadonlySet<HttpMethod> = new Set(['post', 'put', 'patch', 'delete']);

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
    options?: RouteOptions,
  ): void;
  routes(): readonly DeclaredRoute[];
  router: Router;
}

/** What a route runs besides its handler. */
export interface RouteOptions {
  /**
   * Runs after the access check and before the body is read: it may answer the request itself
   * (the ingest routes' overload gate, `overload.ts`).
   */
  beforeBody?: RequestHandler;
}

export interface RouteTableOptions {
  /**
   * What happens when a route answers a 2xx status its spec does not declare (neither `status`
   * nor one of `replies`): the OpenAPI document and the typed client would be wrong about it.
   * `refuse` answers 500 instead (in tests, so a test driving the route fails); `answer` lets it
   * through. By default `refuse` under Vitest (NODE_ENV=test), `answer` otherwise.
   */
  undeclaredStatus?: 'refuse' | 'answer';
}

/** A route answered a success status its spec does not declare. */
export class UndeclaredStatusError extends Error {
  constructor(route: DeclaredRoute, status: number) {
    super(
      `${route.method.toUpperCase()} ${route.path} answered ${status}, which its contract does not declare (${replyStatuses(route).join(', ')})`,
    );
    this.name = 'UndeclaredStatusError';
  }
}

/**
 * Makes `res` throw {@link UndeclaredStatusError} instead of sending the headers of a 2xx status
 * `route` does not declare, however the answer is sent (by the table, or by the handler itself:
 * a file, a stream). Node sends every answer's headers through `writeHead`.
 */
function refuseUndeclaredStatuses(route: DeclaredRoute, res: Response): void {
  const declared = new Set(replyStatuses(route));
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
    if (status >= 200 && status < 300 && !declared.has(status)) {
      throw new UndeclaredStatusError(route, status);
    }
    return writeHead(...args);
  }) as Response['writeHead'];
}

export function createRouteTable(
  policy: AccessPolicy,
  options: RouteTableOptions = {},
): RouteTable {
  const refuseUndeclared =
    (options.undeclaredStatus ?? (process.env.NODE_ENV === 'test' ? 'refuse' : 'answer')) ===
    'refuse';
  const declared: DeclaredRoute[] = [];
  const paths = new Set<string>();
  // The declared routes, then what answers a declared path with a method it does not take
  // (OPTIONS goes there straight: Express's own answer to it would be a 200 with a text body).
  const routes = Router();
  const undeclaredMethods = Router();
  const router = Router();
  router.use((req, res, next) => {
    if (req.method === 'OPTIONS') undeclaredMethods(req, res, next);
    else routes(req, res, next);
  });
  router.use(
    undeclaredMethods,
    namedParamErrors(() => declared),
  );
  return {
    router,
    add(spec, handler, routeOptions = {}) {
      declared.push(spec);
      if (!paths.has(spec.path)) {
        paths.add(spec.path);
        undeclaredMethods.all(
          spec.path,
          methodNotAllowed(spec.path, () => declared),
        );
      }
      // The token is checked first: nothing of a body is read for a caller who may not send it.
      const readBody = METHODS_WITH_BODY.has(spec.method) ? [bodyReader(spec.bodyReading)] : [];
      const before = routeOptions.beforeBody === undefined ? [] : [routeOptions.beforeBody];
      routes[spec.method](
        spec.path,
        requireAccess(policy, spec.access),
        ...before,
        ...readBody,
        async (req, res) => {
          if (refuseUndeclared) refuseUndeclaredStatuses(spec, res);
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
        },
      );
    },
    routes() {
      return declared;
    },
  };
}

/** The parser of a route's body, per {@link BodyReading}. */
export function bodyReader(reading: BodyReading | undefined): RequestHandler {
  const { kind, limit } = reading ?? { kind: 'json', limit: DEFAULT_JSON_LIMIT };
  return kind === 'text' ? express.text({ type: () => true, limit }) : express.json({ limit });
}

/** The methods a declared path takes, as an `Allow` header lists them. */
export function allowedMethods(path: string, routes: readonly DeclaredRoute[]): string[] {
  const methods = new Set(
    routes.filter((route) => route.path === path).map((route) => route.method.toUpperCase()),
  );
  if (methods.has('GET')) methods.add('HEAD');
  methods.add('OPTIONS');
  const order = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
  return order.filter((method) => methods.has(method));
}

/**
 * A path that is declared, asked with a method none of its routes takes: 405 with `Allow`, or
 * for OPTIONS 204 with `Allow`.
 */
function methodNotAllowed(path: string, routes: () => readonly DeclaredRoute[]): RequestHandler {
  return (req, res) => {
    const allow = allowedMethods(path, routes()).join(', ');
    res.set('allow', allow);
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    res
      .status(405)
      .type('application/problem+json')
      .json({
        type: 'https://tiermap.dev/problems/method-not-allowed',
        title: 'Method not allowed',
        status: 405,
        detail: `${req.method} is not a method of ${req.baseUrl}${path}; it takes ${allow}`,
      });
  };
}

/**
 * The router's own error for a path parameter that is not valid percent-encoding
 * (`/routers/%E0%A4%A`) names neither the parameter nor a 4xx problem: this names both.
 */
function namedParamErrors(routes: () => readonly DeclaredRoute[]): ErrorRequestHandler {
  return (error: unknown, req, _res, next) => {
    if (!(error instanceof URIError)) {
      next(error);
      return;
    }
    const segments = req.path.split('/');
    const bad = segments.findIndex((segment) => !decodes(segment));
    const names = new Set<string>();
    for (const route of routes()) {
      const declaredSegments = route.path.split('/');
      if (declaredSegments.length !== segments.length) continue;
      const matches = declaredSegments.every(
        (part, i) => part.startsWith(':') || part === segments[i],
      );
      const name = declaredSegments[bad];
      if (matches && name?.startsWith(':') === true) names.add(name.slice(1));
    }
    const path = names.size === 0 ? 'path' : `params.${[...names].join('|')}`;
    const value = bad < 0 ? req.path : segments[bad];
    next(
      new ValidationError(`the path parameter is not valid percent-encoding: "${value}"`, [
        { path, message: `"${value}" is not valid percent-encoding (RFC 3986)` },
      ]),
    );
  };
}

function decodes(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

function parseOptional(
  schema: z.ZodType | undefined,
  value: unknown,
  where: 'query' | 'params' | 'body',
): unknown {
  return schema === undefined ? undefined : parseInput(schema, value ?? {}, where);
}
