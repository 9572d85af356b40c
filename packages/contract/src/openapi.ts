import { problemSchema } from '@tiermap/domain';
import { z } from 'zod';
import { replyStatuses, type DeclaredRoute } from './route-spec.js';

type JsonSchema = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Malformed query, parameters or body; `errors` lists the exact field paths',
  401: 'A token is needed for this access level, or the token sent is unknown, expired or revoked',
  403: 'The token does not grant this access level',
  404: 'An id named in the request does not exist',
  409: 'Conflicts with what is stored',
  413: 'The body is over the limit of this route',
  415: 'The body is not of a media type this route takes',
  422: 'The body reads but is wrong; `errors` lists the exact field paths',
  429: 'Too many failed authentication attempts from this address; retry later',
  431: 'The request line and headers are over 16 KB (a query too long); answered with no body',
  500: 'An unexpected error; it has been logged',
  503: 'Neo4j is unreachable, or (ingest routes) the instance runs too far behind to take a write; retry, after `Retry-After` when it is sent',
  504: 'The work did not finish in time',
};

/**
 * The statuses a route answers as problem+json. Every route checks the token it is sent
 * (401, 403; 429 after too many wrong ones) and may lose Neo4j (503) or fail (500); input is
 * parsed (400), ids looked up (404) and bodies bounded (413), in an encoding the server can
 * inflate (415 for `Content-Encoding: compress`, say).
 */
export function problemStatuses(route: DeclaredRoute): number[] {
  const statuses = new Set([...(route.errors ?? []), 401, 403, 429, 500, 503]);
  // Every POST, PUT, PATCH and DELETE reads a body if one is sent (JSON unless declared).
  const hasBody =
    route.body !== undefined || route.consumes !== undefined || route.method !== 'get';
  if (hasBody || route.query !== undefined || route.params !== undefined) statuses.add(400);
  if (route.params !== undefined) statuses.add(404);
  // A body is bounded, and one in an unknown Content-Encoding is refused.
  if (hasBody) {
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort((a, b) => a - b);
}

function responses(route: DeclaredRoute): Record<string, JsonSchema> {
  const content: Record<number, Record<string, JsonSchema>> = {};
  const reply: Record<string, JsonSchema> =
    route.produces === undefined
      ? { 'application/json': { schema: jsonSchema(route.response, 'output') } }
      : { [route.produces]: { schema: fileSchema(route.produces) } };
  // The same document in another notation (YAML): the same schema once read.
  for (const type of route.alsoProduces ?? []) {
    reply[type] = { schema: jsonSchema(route.response, 'output') };
  }
  for (const status of replyStatuses(route)) {
    content[status] = { ...reply };
  }
  for (const status of problemStatuses(route)) {
    content[status] = {
      ...content[status],
      'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
    };
  }
  const documented: Record<string, JsonSchema> = Object.fromEntries(
    Object.entries(content).map(([status, media]) => [
      status,
      { description: STATUS_TEXT[Number(status)] ?? 'See the route description', content: media },
    ]),
  );
  // Node itself answers 431, with no body, before any route runs.
  documented['431'] = { description: STATUS_TEXT[431] };
  return Object.fromEntries(Object.entries(documented).sort(([a], [b]) => Number(a) - Number(b)));
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return rest;
}

/** Express `/routers/:id` becomes OpenAPI `/routers/{id}`. */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (schema === undefined) {
    return [];
  }
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

/** A file in a body: text formats as a string, others as binary. */
function fileSchema(mediaType: string): JsonSchema {
  return /^text\/|xml|json/.test(mediaType)
    ? { type: 'string' }
    : { type: 'string', format: 'binary' };
}

function requestBody(route: DeclaredRoute): JsonSchema {
  if (route.consumes !== undefined) {
    return {
      requestBody: {
        required: true,
        content: Object.fromEntries(
          route.consumes.map((type) => [type, { schema: fileSchema(type) }]),
        ),
      },
    };
  }
  if (route.body === undefined) return {};
  return {
    requestBody: {
      // A body that may be left out (`z.object(...).optional()`) is not required.
      required: !route.body.safeParse(undefined).success,
      content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
    },
  };
}

/**
 * The OpenAPI 3.1 description of every declared route, generated from the same zod schemas that
 * parse the requests: nothing is written twice.
 */
export function openApiDocument(routes: readonly DeclaredRoute[], version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = `/api${openApiPath(route.path)}`;
    paths[path] = {
      ...paths[path],
      [route.method]: {
        operationId: `${route.method}${openApiPath(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
        summary: route.summary,
        ...(route.description === undefined ? {} : { description: route.description }),
        tags: [route.tag],
        'x-access': route.access,
        ...(route.access === 'read' || route.access === 'public'
          ? {}
          : { security: [{ bearer: [] }, { session: [] }] }),
        parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
        ...requestBody(route),
        responses: responses(route),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'tiermap API',
      version,
      description:
        'The wide-area paths between a Tier0 site and its Tier1 sites, the equipment they share, and the questions engineers ask of them. Every route declares an access level (`x-access`): public (signing in and out), read, ingest, incidents, maintenance, upload, demo or admin. Tools send `Authorization: Bearer <token>`; the web app signs in with POST /api/session and is then carried by an HttpOnly cookie, its writes sending `X-Tiermap-CSRF`. Failed authentications are throttled per client address (429 with Retry-After). Tokens carry a role: viewer (read), engineer (read, incidents, maintenance, demo), carrier (read; maintenance and upload of its own carrier only), collector (ingest), admin (everything). Reads may be open to anonymous viewers (TIERMAP_ANONYMOUS_READ).',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Problem: jsonSchema(problemSchema, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'tiermap_session',
          description:
            'Set by POST /api/session for the web app; writes signed in by it must also send X-Tiermap-CSRF.',
        },
      },
    },
  };
}
