import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Incident } from '@tiermap/domain';
import { listMigrations } from '@tiermap/graph-schema';
import { createServices, type Services } from './services.js';
import { createDemoTraffic, type DemoTraffic } from './features/demo/simulator.js';
import { scenarioAnnouncer } from './features/demo/scenario-maintenance.js';
import { createAlertmanagerSink } from './features/alerts/alertmanager-sink.js';
import {
  createIncidentNotifier,
  incidentSummary,
  type IncidentNotifier,
  type IncidentSink,
} from './features/alerts/notifier.js';
import { createAlertReceiver } from './features/alerts/receiver.js';
import { createWebhookSink } from './features/alerts/webhook-sink.js';
import { createMeasurementStore } from './features/incidents/measurement-store.js';
import { createIncidentRepository } from './features/incidents/repository.js';
import { createIncidentService, type IncidentService } from './features/incidents/service.js';
import { startDiagnosisTimer } from './features/incidents/timer.js';
import { createLease, type Lease } from './features/incidents/lease.js';
import { createLeaseRepository } from './features/incidents/lease-repository.js';
import { createArchivePoller, type ArchivePoller } from './features/perfsonar/archive-poller.js';
import { loadPerfsonarHosts } from './features/perfsonar/host-map.js';
import { createPerfsonarService } from './features/perfsonar/service.js';
import { createPathRepository } from './features/paths/repository.js';
import { createTcpService, healthObservations } from './features/paths/tcp.js';
import { createTopologyReader } from './features/topology/repository.js';
import { createMetricsRuntime, type MetricsRuntime } from './features/metrics/runtime.js';
import { prometheusHistory } from './features/metrics/history-backend.js';
import type { LiveBus } from './features/live-bus/bus.js';
import { createNatsBus } from './features/live-bus/nats.js';
import { createIngestGate, createLagMonitor } from './http/overload.js';
import { createPdfRenderer } from './features/reports/pdf-renderer.js';
import { createApp } from './app.js';
import { servedConfig } from './features/config/routes.js';
import { ConfigError, parseConfig, type Config } from './config.js';
import { createGraphAvailability } from './db/availability.js';
import { createGraph, type Graph } from './db/graph.js';
import { migrate } from './db/migrate.js';
import { readTopologyVersion } from './db/topology-version.js';
import { rolePolicy } from './http/access.js';
import { createAuthThrottle } from './http/auth-throttle.js';
import { createLogger, type Logger } from './logger.js';

const DATABASE_WAIT_MS = 120_000;

/**
 * How long an idle kept-alive connection stays open, ms. Node's default (5 s) is shorter than a
 * collector's interval (Telegraf flushes every 10 s) and than a cloud balancer's idle timeout
 * (60 s): the server then closes a connection just as the other side sends its next request on
 * it, and that write is reset (nodejs/node 47130; `bench:metrics cluster` lost a few POSTs in
 * most runs to it). Longer than those, the server is not the one to close an idle connection
 * first.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Waits until Neo4j answers, logging while it does not; throws after `limitMs`. */
export async function waitForDatabase(
  graph: Graph,
  logger: Logger,
  limitMs: number,
): Promise<void> {
  const deadline = Date.now() + limitMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await graph.ping(3_000);
      return;
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      if (Date.now() > deadline) {
        throw new Error(`Neo4j did not answer within ${limitMs / 1000} s: ${reason}`);
      }
      logger.warn({ attempt, reason }, 'waiting for Neo4j');
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
}

function defaultWebDist(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

/** Connects, migrates, loads the demo when the graph is empty, and listens. */
export async function startServer(
  config: Config,
  logger: Logger,
): Promise<{
  server: Server;
  graph: Graph;
  metrics: MetricsRuntime;
  demo: DemoTraffic | undefined;
  incidents: IncidentService;
  stopDiagnosis: () => Promise<void>;
}> {
  const graph = createGraph(config.neo4j);
  await waitForDatabase(graph, logger, DATABASE_WAIT_MS);
  const report = await migrate(graph, listMigrations());
  logger.info(report, 'migrations done');
  // One view of Neo4j's reachability for health, token lookups and live-state writes.
  const availability = createGraphAvailability();
  // Among several instances one evaluates incidents on the timer: the holder of this lease,
  // never taken by an instance still reading the live bus back, and handed by one cut off from
  // the bus to one that hears it (the bus exists below, after the lease it is given to).
  const bus: { live?: LiveBus; hears: boolean } = { hears: true };
  const lease: Lease | undefined =
    config.diagnosis.intervalMs > 0
      ? createLease(createLeaseRepository(graph), {
          name: 'incidents',
          instanceId: config.instanceId,
          ttlMs: config.diagnosis.leaseMs,
          renewMs: Math.max(200, Math.floor(config.diagnosis.leaseMs / 3)),
          logger,
          mayTake: () => bus.live?.replaying() !== true,
          hearsAll: () => bus.hears,
        })
      : undefined;
  const services = createServices(graph, {
    availability,
    ...(lease === undefined ? {} : { diagnosis: () => lease.status() }),
  });
  if (config.adminToken !== undefined) {
    await services.tokens.ensureAdmin(config.adminToken);
    logger.info('the admin token of TIERMAP_ADMIN_TOKEN is in place');
  }
  if (config.loadDemo) {
    const loaded = await services.topology.loadDemoIfEmpty();
    logger.info({ loaded }, loaded ? 'demo topology loaded' : 'graph already holds a topology');
  }
  const now = () => Date.now();
  const metrics = createMetricsRuntime(graph, logger, now, {
    retentionMs: config.metrics.retentionMs,
    maxSamplesPerDirection: config.metrics.maxSamplesPerDirection,
    staleAfterMs: config.metrics.staleAfterMs,
    utilizationCongested: config.diagnosis.utilizationCongested,
    graphWriteIntervalMs: config.metrics.graphWriteIntervalMs,
    liveIntervalMs: config.metrics.liveIntervalMs,
    availability,
    // Sharing live state over NATS, every instance holds the same latest states: the lease
    // holder alone writes them to Neo4j.
    ...(config.nats === undefined || lease === undefined
      ? {}
      : { writesLatest: () => lease.held() }),
    ...(config.nats === undefined
      ? {}
      : {
          bus: createNatsBus({
            ...config.nats,
            instanceId: config.instanceId,
            retentionMs: config.metrics.retentionMs,
            integrations: services.integrations,
            logger,
            now,
          }),
        }),
    ...(config.metrics.prometheusUrl === undefined
      ? {}
      : {
          history: prometheusHistory(config.metrics.prometheusUrl, {
            deviceLabel: config.metrics.prometheusDeviceLabel,
            integrations: services.integrations,
            source: config.metrics.prometheusHistorySource,
          }),
        }),
    ...(config.metrics.prometheusUrl === undefined ||
    config.metrics.prometheusPollIntervalMs === undefined
      ? {}
      : {
          poll: {
            baseUrl: config.metrics.prometheusUrl,
            intervalMs: config.metrics.prometheusPollIntervalMs,
            deviceLabel: config.metrics.prometheusDeviceLabel,
            integrations: services.integrations,
          },
        }),
  });
  // Told before the bus starts, so its first state is not missed (one process alone: none).
  bus.live = metrics.bus;
  metrics.bus.onState((state) => {
    bus.hears = state.state === 'up';
  });
  await metrics.start();
  const demo = config.demoTraffic
    ? createDemoTraffic({
        ingest: metrics.ingest,
        linkEnds: metrics.linkEnds,
        now,
        onError: (error) => logger.warn({ err: error }, 'demo traffic step failed'),
      })
    : undefined;
  demo?.start();
  if (demo !== undefined) {
    logger.info('demo traffic is on (TIERMAP_DEMO_TRAFFIC=false turns it off)');
  }
  const served = servedConfig(config);
  const alerts = createAlertReceiver({
    topology: () => services.topology.wholeTopology(),
    integrations: services.integrations,
  });
  const incidentRepository = createIncidentRepository(graph);
  const notifier = incidentNotifier(config, services.integrations, logger, lease, () =>
    incidentRepository.list({ status: 'open', limit: 500 }),
  );
  const incidents = createIncidentService({
    incidents: incidentRepository,
    topology: createTopologyReader(graph),
    measurements: createMeasurementStore(config.diagnosis.measurementMaxAgeMs),
    topologyVersion: () => readTopologyVersion(graph),
    liveStateOf: (linkId, direction) => metrics.liveStateOf(linkId, direction),
    now,
    logger,
    notifier,
    externalAlerts: () => alerts.alerts(),
    options: {
      // The same thresholds GET /api/config serves the screens.
      thresholds: served.thresholds,
      resolveAfterMs: config.diagnosis.resolveAfterMs,
    },
  });
  const perfsonarHosts =
    config.perfsonar.hostsFile === undefined
      ? undefined
      : await loadPerfsonarHosts(config.perfsonar.hostsFile);
  const perfsonar = createPerfsonarService({
    incidents,
    hosts: perfsonarHosts,
    integrations: services.integrations,
  });
  // The archives are polled only when their URL is set; the host map says which sites they mean.
  const pollers: ArchivePoller[] = [];
  for (const [kind, settings] of [
    ['perfsonar-archive', config.perfsonar.archive],
    ['wlcg-archive', config.perfsonar.wlcgArchive],
  ] as const) {
    if (settings === undefined) continue;
    const poller = createArchivePoller({
      kind,
      url: settings.url,
      auth: settings.auth,
      siteOf: perfsonarHosts?.siteOf ?? (() => undefined),
      incidents,
      integrations: services.integrations,
      logger,
      now,
      lookBackMs: config.diagnosis.measurementMaxAgeMs,
    });
    poller.start(config.perfsonar.pollIntervalMs);
    pollers.push(poller);
    logger.info({ archive: kind }, 'polling a perfSONAR archive');
  }
  // One process takes the lease at its first renewal and evaluates as before.
  if (lease !== undefined) await lease.renew();
  lease?.start();
  // The incidents open before a restart keep firing in Alertmanager (sent by the lease holder;
  // another instance that takes the lease later sends them at its first resend).
  if (lease === undefined || lease.held()) {
    notifier.resume((await incidents.list({ status: 'open', limit: 500 })).incidents);
  }
  const stopTimer =
    lease !== undefined
      ? startDiagnosisTimer(
          incidents,
          config.diagnosis.intervalMs,
          logger,
          () => metrics.announce(),
          lease,
        )
      : () => Promise.resolve();
  const stopAll = async () => {
    await Promise.all([stopTimer(), ...pollers.map((p) => p.stop())]);
    // Released after the last evaluation ended, so the next holder starts at once.
    await lease?.stop();
    notifier.stop();
  };
  const maxLagMs = config.metrics.ingestMaxLagMs;
  const app = createApp({
    metrics,
    // Ingest gives way to the live path when the process cannot keep up (http/overload.ts).
    ...(maxLagMs === undefined
      ? {}
      : { ingestGate: createIngestGate(createLagMonitor(), maxLagMs, logger) }),
    incidents,
    perfsonar,
    announceScenario: scenarioAnnouncer(graph),
    ...(demo === undefined ? {} : { demo }),
    now,
    instanceId: config.instanceId,
    logger,
    accessPolicy: rolePolicy(services.tokens, {
      anonymousRead: config.anonymousRead,
      throttle: createAuthThrottle({ now, logger }),
    }),
    ...services,
    // The TCP figures with what is observed: perfSONAR results, else the live link data.
    tcp: createTcpService(
      createPathRepository(graph),
      healthObservations(() => incidents.health()),
    ),
    webDist: config.webDist ?? defaultWebDist(),
    pdf: createPdfRenderer({
      chromiumPath: config.reports.chromiumPath,
      sandbox: config.reports.sandbox,
      timeoutMs: config.reports.timeoutMs,
      logger,
    }),
    reportBaseUrl: config.reports.baseUrl,
    served,
    alerts,
  });
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.express.listen(config.port, config.host, () => resolve(listening));
    listening.once('error', reject);
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Counted from a request's first byte; kept above the idle timeout, as Node advises.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return { server, graph, metrics, demo, incidents, stopDiagnosis: stopAll };
}

/**
 * The Alertmanager and chat webhook senders the configuration asks for; none sends nothing.
 * Events go out from the instance that wrote them (evaluations on the timer only on the lease
 * holder); firing alerts are resent only by the holder of `lease`, from the graph's open ones.
 */
function incidentNotifier(
  config: Config,
  integrations: Services['integrations'],
  logger: Logger,
  lease: Lease | undefined,
  openIncidents: () => Promise<Incident[]>,
): IncidentNotifier {
  const sinks: IncidentSink[] = [];
  const { alertmanager, webhook } = config.alerts;
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  const publicUrl = config.publicUrl ?? `http://${shownHost}:${config.port}`;
  if (alertmanager !== undefined) {
    const keepFiring =
      lease === undefined
        ? undefined
        : async () =>
            lease.held()
              ? (await openIncidents()).map((incident) => incidentSummary(incident, publicUrl))
              : undefined;
    sinks.push(
      createAlertmanagerSink({
        ...alertmanager,
        integrations,
        logger,
        ...(keepFiring === undefined ? {} : { keepFiring }),
      }),
    );
    logger.info({ resendMs: alertmanager.resendMs }, 'incidents are sent to Alertmanager');
  }
  if (webhook !== undefined) {
    sinks.push(createWebhookSink({ ...webhook, integrations, logger }));
    logger.info('incidents are posted to the chat webhook');
  }
  return createIncidentNotifier(sinks, publicUrl);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`tiermap: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  let started: Awaited<ReturnType<typeof startServer>>;
  try {
    started = await startServer(config, logger);
  } catch (error) {
    // A setting read at start (the perfSONAR host map) that is wrong: said plainly, no stack.
    if (error instanceof ConfigError) {
      process.stderr.write(`tiermap: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const { server, graph, metrics, demo, stopDiagnosis } = started;
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const shownHost =
    config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
  logger.info({ url: `http://${shownHost}:${port}/` }, 'tiermap is serving');

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) {
      return;
    }
    stopping = true;
    logger.info({ signal }, 'stopping');
    demo?.stop();
    void Promise.all([stopDiagnosis(), metrics.close()]).finally(() => {
      server.closeAllConnections();
      server.close(() => {
        void graph.close().finally(() => process.exit(0));
      });
    });
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

if (
  process.argv[1] !== undefined &&
  fileURLToPath(import.meta.url) === path.resolve(process.argv[1])
) {
  main().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`tiermap: could not start: ${message}\n`);
    process.exit(1);
  });
}
