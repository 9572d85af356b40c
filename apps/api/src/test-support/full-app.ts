import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createApp } from '../app.js';
import type { Graph } from '../db/graph.js';
import { rolePolicy } from '../http/access.js';
import type { AuthThrottle } from '../http/auth-throttle.js';
import type { Logger } from '../logger.js';
import type { DeclaredRoute } from '../http/route-table.js';
import { createServices } from '../services.js';
import { createAnalysisRepository } from '../features/analysis/repository.js';
import { scenarioAnnouncer } from '../features/demo/scenario-maintenance.js';
import { createDemoTraffic, type DemoTraffic } from '../features/demo/simulator.js';
import { createMeasurementStore } from '../features/incidents/measurement-store.js';
import { createIncidentRepository } from '../features/incidents/repository.js';
import { createIncidentService } from '../features/incidents/service.js';
import { createMetricsRuntime, type MetricsRuntime } from '../features/metrics/runtime.js';
import { createTopologyReader } from '../features/topology/repository.js';

export interface FullAppOptions {
  /** The clock of metrics, the simulator, diagnosis and token expiry; the wall clock by default. */
  now?: () => number;
  /** The simulator's step, for tests that tick it by hand. */
  demoIntervalMs?: number;
  /** Whether reads need no token (TIERMAP_ANONYMOUS_READ); true by default. */
  anonymousRead?: boolean;
  /** Counts failed authentication per address; none by default. */
  throttle?: AuthThrottle;
  /** Where the app logs; silent (or TIERMAP_TEST_LOG_LEVEL) by default. */
  logger?: Logger;
}

export interface FullApp {
  base: string;
  routes: readonly DeclaredRoute[];
  demo: DemoTraffic;
  metrics: MetricsRuntime;
  close: () => Promise<void>;
}

/**
 * Every route the server serves (live metrics, incidents, the demo simulator, accounts) over
 * `graph`, with tokens in the graph and an admin token of value `adminToken`.
 */
export async function startFullApp(
  graph: Graph,
  adminToken: string,
  options: FullAppOptions = {},
): Promise<FullApp> {
  const logger = options.logger ?? pino({ level: process.env.TIERMAP_TEST_LOG_LEVEL ?? 'silent' });
  const now = options.now ?? (() => Date.now());
  const metrics = createMetricsRuntime(graph, logger, now, {
    retentionMs: 3_600_000,
    maxSamplesPerDirection: 1_000,
    staleAfterMs: 120_000,
    graphWriteIntervalMs: 3_600_000,
  });
  await metrics.start();
  const demo = createDemoTraffic({
    ingest: metrics.ingest,
    linkEnds: metrics.linkEnds,
    now,
    ...(options.demoIntervalMs === undefined ? {} : { intervalMs: options.demoIntervalMs }),
  });
  const incidents = createIncidentService({
    incidents: createIncidentRepository(graph),
    topology: createTopologyReader(graph),
    analysis: createAnalysisRepository(graph),
    measurements: createMeasurementStore(900_000),
    liveStates: () => metrics.liveStates(),
    now,
    logger,
  });
  const services = createServices(graph, { now });
  await services.tokens.ensureAdmin(adminToken);
  const app = createApp({
    logger,
    accessPolicy: rolePolicy(services.tokens, {
      anonymousRead: options.anonymousRead ?? true,
      ...(options.throttle === undefined ? {} : { throttle: options.throttle }),
    }),
    webDist: undefined,
    metrics,
    incidents,
    demo,
    announceScenario: scenarioAnnouncer(graph),
    now,
    ...services,
  });
  const server: Server = app.express.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    routes: app.routes,
    demo,
    metrics,
    async close() {
      demo.stop();
      await metrics.close();
      server.close();
    },
  };
}
