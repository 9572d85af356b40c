import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { apiDocument, routes } from './index.js';

describe('the contract', () => {
  it('declares each method and path once', () => {
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('declares a schema for every path parameter, and no parameter the path lacks', () => {
    for (const route of routes) {
      const inPath = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);
      const declared =
        route.params === undefined ? [] : Object.keys((route.params as z.ZodObject).shape);
      expect(declared.sort(), `${route.method} ${route.path}`).toEqual(inPath.sort());
    }
  });

  it('declares success statuses only (2xx) as the status and replies of a body', () => {
    for (const route of routes) {
      const success = route.status ?? 200;
      expect(success, `${route.method} ${route.path}`).toBeGreaterThanOrEqual(200);
      expect(success, `${route.method} ${route.path}`).toBeLessThan(300);
    }
  });

  it('generates a document with one unique operationId per route', () => {
    const document = apiDocument('test') as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(routes.length);
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
