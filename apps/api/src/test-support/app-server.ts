import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import type { Express } from 'express';
import { createApp, type AppDependencies } from '../app.js';
import { listMigrations } from '@tiermap/graph-schema';
import { DEFAULT_THRESHOLDS } from '@tiermap/analysis';
import type { Graph } from '../db/graph.js';
import { migrate } from '../db/migrate.js';
import {
  createMetricsRuntime,
  type MetricsOptions,
  type MetricsRuntime,
} from '../features/metrics/runtime.js';
import { createTopologyService } from '../features/topology/service.js';
import { rolePolicy, tokenAccessPolicy } from '../http/access.js';
import { createServices } from '../services.js';
import type { Logger } from '../logger.js';
import { wipe } from './graph.js';

/** Serves `express` on a random loopback port, once it listens; `base` ends in `/api`. */
export async function listenOnLoopback(
  express: Express,
): Promise<{ server: Server; base: string }> {
  const server: Server = express.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` };
}

/**
 * The metrics runtime as the tests run it, started: an hour of samples, 1,000 a direction, stale
 * after two minutes, written to the graph hourly (so not during a test) unless `overrides` say.
 */
export async function startTestMetrics(
  graph: Graph,
  logger: Logger,
  now: () => number = Date.now,
  overrides: Partial<MetricsOptions> = {},
): Promise<MetricsRuntime> {
  const metrics = createMetricsRuntime(graph, logger, now, {
    retentionMs: 3_600_000,
    maxSamplesPerDirection: 1_000,
    staleAfterMs: 120_000,
    utilizationCongested: DEFAULT_THRESHOLDS.utilizationCongested,
    graphWriteIntervalMs: 3_600_000,
    ...overrides,
  });
  await metrics.start();
  return metrics;
}

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
  const { server, base } = await listenOnLoopback(app.express);
  return { base, close: () => server.close() };
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
  const { server, base } = await listenOnLoopback(app.express);
  return { base, close: () => server.close() };
}

/**
 * A request with a JSON body (when given) and a bearer token; the status and the parsed answer,
 * `{}` when it has no body.
 */
export async function sendJson<T = Record<string, unknown>>(
  url: string,
  token: string,
  method: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? {} : JSON.parse(text)) as T };
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
  await resetToDemo(graph);
  return startTestApp(graph);
}

/** The test database emptied, migrated and loaded with the demo topology. */
export async function resetToDemo(graph: Graph): Promise<void> {
  await wipe(graph);
  await migrate(graph, listMigrations());
  await createTopologyService(graph).loadDemoIfEmpty();
}
