import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiDocument, routes as contractRoutes } from '@tiermap/contract';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION, createApp, type App, type AppDependencies } from '../../app.js';
import { tokenAccessPolicy } from '../../http/access.js';

/** Services are only called by handlers: declaring the routes needs none of them. */
const unused = {} as never;

describe('GET /api/openapi.json', () => {
  let app: App;
  let server: Server;
  let base = '';

  beforeAll(async () => {
    const deps: AppDependencies = {
      logger: pino({ level: 'silent' }),
      accessPolicy: tokenAccessPolicy(undefined),
      health: unused,
      topology: unused,
      paths: unused,
      tcp: unused,
      equipment: unused,
      analysis: unused,
      maintenance: unused,
      tokens: unused,
      uploads: unused,
      // With live metrics and incidents every route of the server is declared.
      metrics: unused,
      incidents: unused,
      perfsonar: unused,
      pdf: unused,
      webDist: undefined,
    };
    app = createApp(deps);
    server = app.express.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('registers a handler for every route of the contract, and no route of its own', () => {
    expect(app.routes).toHaveLength(contractRoutes.length);
    expect(new Set(app.routes)).toEqual(new Set(contractRoutes));
    // The very declarations of the contract, not copies.
    for (const route of app.routes) expect(contractRoutes).toContain(route);
  });

  it('serves the document the contract generates without a server', async () => {
    const response = await fetch(`${base}/openapi.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(apiDocument(API_VERSION));
  });
});
