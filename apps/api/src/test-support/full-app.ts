import pino from 'pino';
import { createApp } from '../app.js';
import type { Graph } from '../db/graph.js';
import { readTopologyVersion } from '../db/topology-version.js';
import { rolePolicy } from '../http/access.js';
import type { AuthThrottle } from '../http/auth-throttle.js';
import type { Logger } from '../logger.js';
import type { DeclaredRoute } from '../http/route-table.js';
import { createServices } from '../services.js';
import { scenarioAnnouncer } from '../features/demo/scenario-maintenance.js';
import { createDemoTraffic, type DemoTraffic } from '../features/demo/simulator.js';
import type { IncidentNotifier } from '../features/alerts/notifier.js';
import { createAlertReceiver } from '../features/alerts/receiver.js';
import type { Integrations } from '../features/health/integrations.js';
import { createMeasurementStore } from '../features/incidents/measurement-store.js';
import { createIncidentRepository } from '../features/incidents/repository.js';
import { createIncidentService } from '../features/incidents/service.js';
import type { MetricsRuntime } from '../features/metrics/runtime.js';
import { createPathRepository } from '../features/paths/repository.js';
import { createTcpService, healthObservations } from '../features/paths/tcp.js';
import { createTopologyReader } from '../features/topology/repository.js';
import type { IncidentService } from '../features/incidents/service.js';
import { perfsonarHosts } from '../features/perfsonar/host-map.js';
import { createPerfsonarService } from '../features/perfsonar/service.js';
import { listenOnLoopback, startTestMetrics } from './app-server.js';

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
  /** The perfSONAR host map (`TIERMAP_PERFSONAR_HOSTS`' content); none by default. */
  perfsonarHosts?: Record<string, string[]>;
  /** What incidents are sent to (Alertmanager, a chat webhook); nothing by default. */
  notifier?: (integrations: Integrations, logger: Logger) => IncidentNotifier;
}

export interface FullApp {
  base: string;
  routes: readonly DeclaredRoute[];
  demo: DemoTraffic;
  metrics: MetricsRuntime;
  incidents: IncidentService;
  integrations: Integrations;
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
  const metrics = await startTestMetrics(graph, logger, now);
  const demo = createDemoTraffic({
    ingest: metrics.ingest,
    linkEnds: metrics.linkEnds,
    now,
    ...(options.demoIntervalMs === undefined ? {} : { intervalMs: options.demoIntervalMs }),
  });
  const services = createServices(graph, { now });
  const alerts = createAlertReceiver({
    topology: () => services.topology.wholeTopology(),
    integrations: services.integrations,
  });
  const notifier = options.notifier?.(services.integrations, logger);
  const incidents = createIncidentService({
    incidents: createIncidentRepository(graph),
    topology: createTopologyReader(graph),
    measurements: createMeasurementStore(900_000),
    topologyVersion: () => readTopologyVersion(graph),
    liveStateOf: (linkId, direction) => metrics.liveStateOf(linkId, direction),
    now,
    logger,
    externalAlerts: () => alerts.alerts(),
    ...(notifier === undefined ? {} : { notifier }),
  });
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
    perfsonar: createPerfsonarService({
      incidents,
      hosts:
        options.perfsonarHosts === undefined ? undefined : perfsonarHosts(options.perfsonarHosts),
      integrations: services.integrations,
    }),
    demo,
    announceScenario: scenarioAnnouncer(graph),
    now,
    ...services,
    alerts,
    tcp: createTcpService(
      createPathRepository(graph),
      healthObservations(() => incidents.health()),
    ),
  });
  const { server, base } = await listenOnLoopback(app.express);
  return {
    base,
    routes: app.routes,
    demo,
    metrics,
    incidents,
    integrations: services.integrations,
    async close() {
      notifier?.stop();
      demo.stop();
      await metrics.close();
      server.close();
    },
  };
}
