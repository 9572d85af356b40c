import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DeclaredRoute } from './route-spec.js';
import { openApiDocument } from './openapi.js';

interface Operation {
  requestBody?: { required: boolean; content: Record<string, { schema: unknown }> };
  responses: Record<string, { content: Record<string, unknown> }>;
}

function operation(route: DeclaredRoute): Operation {
  const document = openApiDocument([route], 'test') as {
    paths: Record<string, Record<string, Operation>>;
  };
  const found = document.paths[`/api${route.path.replace(/:(\w+)/g, '{$1}')}`]?.[route.method];
  if (found === undefined) throw new Error('operation not in the document');
  return found;
}

const base = { tag: 'test', summary: 'test' } as const;

describe('openApiDocument', () => {
  it('documents the declared success status: 201 for a route that creates, and no 200', () => {
    const created = operation({
      ...base,
      method: 'post',
      path: '/things',
      access: 'admin',
      body: z.strictObject({ name: z.string() }),
      response: z.object({ id: z.string() }),
      status: 201,
    });
    expect(Object.keys(created.responses)).toContain('201');
    expect(Object.keys(created.responses)).not.toContain('200');
    expect(created.responses['201']?.content).toHaveProperty(['application/json']);
  });

  it('documents the problem statuses every route may answer, and those its input implies', () => {
    const read = operation({
      ...base,
      method: 'get',
      path: '/things',
      access: 'read',
      response: z.object({}),
    });
    expect(Object.keys(read.responses)).toEqual(['200', '401', '403', '429', '431', '500', '503']);
    const write = operation({
      ...base,
      method: 'put',
      path: '/things/:id',
      access: 'admin',
      params: z.strictObject({ id: z.string() }),
      body: z.strictObject({ name: z.string() }),
      response: z.object({}),
      errors: [409],
    });
    expect(Object.keys(write.responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '429',
      '431',
      '500',
      '503',
    ]);
    expect(write.responses['404']?.content).toEqual({
      'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
    });
  });

  it('documents a reply status with both the route body and a problem when both are answered', () => {
    const ingest = operation({
      ...base,
      method: 'post',
      path: '/write',
      access: 'ingest',
      body: z.string(),
      consumes: ['text/plain'],
      response: z.object({ accepted: z.number() }),
      replies: [400],
    });
    expect(Object.keys(ingest.responses['400']?.content ?? {})).toEqual([
      'application/json',
      'application/problem+json',
    ]);
    expect(Object.keys(ingest.requestBody?.content ?? {})).toEqual(['text/plain']);
  });

  it('documents unknown keys as refused where the server refuses them, and bounds as checked', () => {
    const strict = operation({
      ...base,
      method: 'post',
      path: '/things',
      access: 'admin',
      body: z.strictObject({ name: z.string().min(1).max(10) }),
      response: z.object({}),
    });
    expect(strict.requestBody?.content['application/json']?.schema).toMatchObject({
      additionalProperties: false,
      properties: { name: { type: 'string', minLength: 1, maxLength: 10 } },
    });
  });

  it('documents an optional body as not required', () => {
    const optional = operation({
      ...base,
      method: 'post',
      path: '/things/:id/resolve',
      access: 'admin',
      params: z.strictObject({ id: z.string() }),
      body: z.strictObject({}).optional(),
      response: z.object({}),
    });
    expect(optional.requestBody?.required).toBe(false);
  });
});
