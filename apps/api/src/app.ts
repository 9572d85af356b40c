import type { LiveReader } from '@tiermap/analysis';
import type { ServedConfig } from '@tiermap/domain';
import express, { type Express, type RequestHandler } from 'express';
import helmet, { strictTransportSecurity } from 'helmet';
import { pinoHttp } from 'pino-http';
import type { AccessPolicy } from './http/access.js';
import { errorHandler, notFoundHandler } from './http/error-handler.js';
import { createRouteTable, type DeclaredRoute } from './http/route-table.js';
import { errorSerializer, requestSerializer, responseSerializer, type Logger } from './logger.js';
import { createAlertReceiver, type AlertReceiver } from './features/alerts/receiver.js';
import { addAlertRoutes } from './features/alerts/routes.js';
import { addAnalysisRoutes } from './features/analysis/routes.js';
import type { AnalysisService } from './features/analysis/service.js';
import { addConfigRoutes, servedConfig } from './features/config/routes.js';
import { parseConfig } from './config.js';
import { addDemoRoutes } from './features/demo/routes.js';
import type { ScenarioName } from './features/demo/scenarios.js';
import type { DemoTraffic } from './features/demo/simulator.js';
import { addDocsRoutes } from './features/docs/routes.js';
import { addEquipmentRoutes } from './features/equipment/routes.js';
import type { EquipmentRepository } from './features/equipment/repository.js';
import { createIntegrations, type Integrations } from './features/health/integrations.js';
import { addHealthRoutes } from './features/health/routes.js';
import { addIncidentRoutes } from './features/incidents/routes.js';
import type { IncidentService } from './features/incidents/service.js';
import { addMaintenanceRoutes } from './features/maintenance/routes.js';
import type { MaintenanceService } from './features/maintenance/service.js';
import { announceWrites } from './features/metrics/announce-writes.js';
import { addMetricsRoutes } from './features/metrics/routes.js';
import type { IngestGate } from './http/overload.js';
import type { MetricsRuntime } from './features/metrics/runtime.js';
import { addPathRoutes } from './features/paths/routes.js';
import { addPerfsonarRoutes, reportArchiverRefusals } from './features/perfsonar/routes.js';
import type { PerfsonarService } from './features/perfsonar/service.js';
import type { PathService } from './features/paths/service.js';
import type { TcpService } from './features/paths/tcp.js';
import type { HealthService } from './features/health/service.js';
import { addSessionRoutes } from './features/session/routes.js';
import { addTokenRoutes } from './features/tokens/routes.js';
import type { TokenService } from './features/tokens/service.js';
import { addTopologyRoutes } from './features/topology/routes.js';
import {
  createPdfRenderer,
  DEFAULT_CHROMIUM_PATH,
  DEFAULT_REPORT_TIMEOUT_MS,
  type PdfRenderer,
} from './features/reports/pdf-renderer.js';
import { addReportRoutes } from './features/reports/routes.js';
import { createReportService } from './features/reports/service.js';
import { addUploadRoutes } from './features/uploads/routes.js';
import { createNetboxSync, type NetboxReadTuning } from './features/uploads/netbox-sync.js';
import type { UploadService } from './features/uploads/service.js';
import type { TopologyService } from './features/topology/service.js';
import { webAppRouter } from './features/web/static.js';

import { API_VERSION } from '@tiermap/contract';

export { API_VERSION };

export interface AppDependencies {
  logger: Logger;
  accessPolicy: AccessPolicy;
  health: HealthService;
  topology: TopologyService;
  paths: PathService;
  /** TCP expectations per path (`/api/paths/{id}/tcp`, `/api/tcp`). */
  tcp: TcpService;
  equipment: EquipmentRepository;
  analysis: AnalysisService;
  maintenance: MaintenanceService;
  tokens: TokenService;
  uploads: UploadService;
  /** Where each integration reports its exchanges (`/api/health`); none in some tests. */
  integrations?: Integrations;
  /** How the NetBox sync asks NetBox; the real fetch and waits by default. */
  netboxTuning?: NetboxReadTuning;
  /** Live metrics; without them the metrics routes are not served (tests of other features). */
  metrics?: MetricsRuntime;
  /** Refuses ingest while the event loop runs behind (`TIERMAP_INGEST_MAX_LAG_MS`); none: never. */
  ingestGate?: IngestGate;
  /** Path health, measurements and incidents; they need live metrics to judge by. */
  incidents?: IncidentService;
  /** pScheduler's HTTP archiver target; it files through `incidents`, so it needs them. */
  perfsonar?: PerfsonarService;
  /** The demo traffic simulator, when it runs. */
  demo?: DemoTraffic;
  /** What playing a scenario writes besides traffic (the maintenance scenario's window). */
  announceScenario?: (name: ScenarioName, startedMs: number, untilMs: number) => Promise<void>;
  now?: () => number;
  /** This process's name among several, sent on every answer as `X-Tiermap-Instance`. */
  instanceId?: string;
  /** Folder of the built web app; undefined serves none. */
  webDist: string | undefined;
  /** Prints the report pages to PDF; by default Chromium at TIERMAP_CHROMIUM_PATH's default. */
  pdf?: PdfRenderer;
  /** Where Chromium loads the print pages from; by default the address a request came in on. */
  reportBaseUrl?: string | undefined;
  /** What `GET /api/config` serves; by default what the configuration's defaults give. */
  served?: ServedConfig;
  /** Alertmanager's alerts held as evidence; by default one over `topology` (no diagnosis). */
  alerts?: AlertReceiver;
}

export interface App {
  express: Express;
  /** Every API route with its declared access level. */
  routes: readonly DeclaredRoute[];
}

/**
 * The Content-Security-Policy of every answer. The web app loads only its own scripts and
 * styles (React and D3 set styles through the CSSOM, which CSP allows); images may be `data:`
 * (the favicon) or `blob:` (the map drawn to PNG).
 */
export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Security headers on every answer (helmet, ADR 0004): the CSP above, X-Frame-Options DENY,
 * nosniff, no Referer, a same-origin opener; HSTS only on a request that came over TLS (directly
 * or, since `trust proxy` is loopback, through a local TLS proxy's X-Forwarded-Proto).
 */
function securityHeaders(): RequestHandler[] {
  const hsts = strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: false });
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: Object.fromEntries(
          Object.entries(CONTENT_SECURITY_POLICY).map(([name, values]) => [name, [...values]]),
        ),
      },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: false,
      xFrameOptions: { action: 'deny' },
    }),
    (req, res, next) => {
      if (req.secure) hsts(req, res, next);
      else next();
    },
  ];
}

/** Builds the Express app from its dependencies; it opens no sockets of its own. */
export function createApp(deps: AppDependencies): App {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  const instanceId = deps.instanceId;
  if (instanceId !== undefined) {
    app.use((_req, res, next) => {
      res.set('x-tiermap-instance', instanceId);
      next();
    });
  }
  app.use(
    pinoHttp({
      logger: deps.logger,
      autoLogging: { ignore: (req) => req.url === '/api/health' },
      // No credential in a request line: headers, cookies and token parameters are blanked.
      serializers: { req: requestSerializer, res: responseSerializer, err: errorSerializer },
    }),
  );
  app.use(securityHeaders());
  // Bodies are read by each route after its access check, as the route declares
  // (route-table.ts): nothing here reads one.

  const table = createRouteTable(deps.accessPolicy);
  const metrics = deps.metrics;
  // Health says when the ingest gate refuses writes (only where it is on).
  addHealthRoutes(
    table,
    deps.health,
    metrics === undefined ? undefined : { metrics, ingestGate: deps.ingestGate },
  );
  addConfigRoutes(table, deps.served ?? servedConfig(parseConfig({})));
  addTopologyRoutes(table, deps.topology);
  // The live state now, for the verdicts on live load (none without live metrics): only each link
  // direction's bit rate and stale flag, read as the verdict needs it (a page of blades and the
  // blades behind its backplanes read thousands).
  const live = (): LiveReader => (metrics === undefined ? () => undefined : metrics.liveReader());
  addEquipmentRoutes(table, deps.equipment, (routerId) =>
    deps.analysis.routerLoad(routerId, live()),
  );
  addPathRoutes(table, deps.paths, deps.tcp, deps.incidents);
  addAnalysisRoutes(table, deps.analysis, live);
  addMaintenanceRoutes(table, deps.maintenance);
  addTokenRoutes(table, deps.tokens, deps.accessPolicy);
  addSessionRoutes(table, deps.accessPolicy);
  addUploadRoutes(
    table,
    deps.uploads,
    createNetboxSync(deps.uploads, deps.integrations, deps.netboxTuning),
  );
  if (deps.metrics !== undefined) {
    addMetricsRoutes(table, deps.metrics, deps.now ?? Date.now, deps.ingestGate);
  }
  if (deps.incidents !== undefined) {
    addIncidentRoutes(table, deps.incidents);
  }
  if (deps.perfsonar !== undefined) {
    addPerfsonarRoutes(table, deps.perfsonar);
  }
  addAlertRoutes(
    table,
    deps.alerts ??
      createAlertReceiver({
        topology: () => deps.topology.wholeTopology(),
        integrations: deps.integrations ?? createIntegrations(),
      }),
  );
  addReportRoutes(
    table,
    createReportService({ ...deps, now: deps.now ?? Date.now }),
    deps.pdf ??
      createPdfRenderer({
        chromiumPath: DEFAULT_CHROMIUM_PATH,
        timeoutMs: DEFAULT_REPORT_TIMEOUT_MS,
        logger: deps.logger,
      }),
    { baseUrl: deps.reportBaseUrl, now: deps.now ?? Date.now, printTokens: deps.tokens },
  );
  addDemoRoutes(table, deps.demo, deps.announceScenario);
  addDocsRoutes(table, API_VERSION);

  // A write of this process is announced on the live stream at once (others' within a second).
  if (deps.metrics !== undefined) {
    const metrics = deps.metrics;
    app.use('/api', announceWrites({ pollMarks: () => metrics.announce() }));
  }
  if (deps.perfsonar !== undefined) {
    app.use('/api/perfsonar/archive', reportArchiverRefusals(deps.perfsonar));
  }
  app.use('/api', table.router);
  app.use('/api', notFoundHandler);
  app.use(webAppRouter(deps.webDist));
  app.use(notFoundHandler);
  app.use(errorHandler(deps.logger));
  return { express: app, routes: table.routes() };
}
