import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createApp, type AppDependencies } from '../app.js';
import { listMigrations } from '@tiermap/graph-schema';
import type { Graph } from '../db/graph.js';
import { migrate } from '../db/migrate.js';
import { createTopologyService } from '../features/topology/service.js';
import { rolePolicy, tokenAccessPolicy } from '../http/access.js';
import { createServices } from '../services.js';
import { wipe } from './graph.js';

/**
 * The whole app on a random loopback port over `graph`; `base` ends in `/api`. `overrides`
 * replace dependencies (a PDF renderer that cannot succeed, say).
 */
export async function startTestApp(
  graph: Graph,
  adminToken?: string,
  overrides: Partial<AppDependencies> = {},
): Promise<{ base: string; close: () => void }> {
  const app = createApp({
    logger: pino({ level: process.env.TIERMAP_TEST_LOG_LEVEL ?? 'silent' }),
    accessPolicy: tokenAccessPolicy(adminToken),
    webDist: undefined,
    ...createServices(graph),
    ...overrides,
  });
  const server: Server = app.express.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}/api`, close: () => server.close() };
}

/**
 * The whole app with accounts as `npm start` runs it: tokens in the graph, roles checked, reads
 * open; an admin token with the value `adminToken` is ensured.
 */
export async function startAccountsApp(
  graph: Graph,
  adminToken: string,
): Promise<{ base: string; close: () => void }> {
  const services = createServices(graph);
  await services.tokens.ensureAdmin(adminToken);
  const app = createApp({
    logger: pino({ level: process.env.TIERMAP_TEST_LOG_LEVEL ?? 'silent' }),
    accessPolicy: rolePolicy(services.tokens, { anonymousRead: true }),
    webDist: undefined,
    ...services,
  });
  const server: Server = app.express.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}/api`, close: () => server.close() };
}

/** GET as JSON with the status, for assertions. */
export async function getJson<T = Record<string, unknown>>(
  url: string,
): Promise<{ status: number; body: T }> {
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as T };
}

/**
 * The test database emptied, migrated and loaded with the demo, and the app serving it:
 * the starting point of the API's integration tests.
 */
export async function startDemoApp(graph: Graph): Promise<{ base: string; close: () => void }> {
  await wipe(graph);
  await migrate(graph, listMigrations());
  await createTopologyService(graph).loadDemoIfEmpty();
  return startTestApp(graph);
}
