import { problemSchema } from '@tiermap/domain';
import { z } from 'zod';
import type { DeclaredRoute } from '../../http/route-table.js';

type JsonSchema = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = {
  400: 'Malformed query, parameters or body; `errors` lists the exact field paths',
  401: 'Credentials are needed for this access level',
  403: 'The credentials do not grant this access level',
  404: 'An id named in the request does not exist',
  409: 'Conflicts with what is stored',
  429: 'Too many failed authentications from this address; retry after `Retry-After` seconds',
  503: 'Neo4j is unreachable',
};

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

/**
 * The OpenAPI 3.1 description of every declared route, generated from the same zod schemas that
 * parse the requests: nothing is written twice.
 */
export function openApiDocument(routes: readonly DeclaredRoute[], version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = `/api${openApiPath(route.path)}`;
    const responses: Record<string, JsonSchema> = {
      '200': {
        description: 'OK',
        content:
          route.produces === undefined
            ? { 'application/json': { schema: jsonSchema(route.response, 'output') } }
            : { [route.produces]: { schema: fileSchema(route.produces) } },
      },
    };
    const statuses = new Set([...(route.errors ?? []), 500, 503]);
    if (route.access !== 'read' && route.access !== 'public') {
      statuses.add(401);
      statuses.add(403);
      statuses.add(429);
    }
    for (const status of [...statuses].sort()) {
      responses[String(status)] = {
        description: STATUS_TEXT[status] ?? 'Unexpected error',
        content: {
          'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
        },
      };
    }
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
        ...(route.body === undefined
          ? {}
          : {
              requestBody: {
                required: true,
                content:
                  route.consumes === undefined
                    ? { 'application/json': { schema: jsonSchema(route.body, 'input') } }
                    : Object.fromEntries(
                        route.consumes.map((type) => [type, { schema: fileSchema(type) }]),
                      ),
              },
            }),
        responses,
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
