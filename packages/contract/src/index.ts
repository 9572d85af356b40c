import { alerts } from './features/alerts.js';
import { analysis } from './features/analysis.js';
import { config } from './features/config.js';
import { demo } from './features/demo.js';
import { docs } from './features/docs.js';
import { equipment } from './features/equipment.js';
import { health } from './features/health.js';
import { incidents } from './features/incidents.js';
import { maintenance } from './features/maintenance.js';
import { metrics } from './features/metrics.js';
import { paths } from './features/paths.js';
import { perfsonar } from './features/perfsonar.js';
import { reports } from './features/reports.js';
import { session } from './features/session.js';
import { tokens } from './features/tokens.js';
import { topology } from './features/topology.js';
import { uploads } from './features/uploads.js';
import { openApiDocument } from './openapi.js';
import type { DeclaredRoute } from './route-spec.js';

export * from './route-spec.js';
export { openApiDocument, openApiPath, problemStatuses } from './openapi.js';
export { DEMO_SCENARIO_NAMES } from './features/demo.js';
export { LINE_PROTOCOL_LIMIT, SAMPLE_BATCH_LIMIT } from './features/metrics.js';
export {
  CSV_TABLES,
  TOPOLOGY_EXPORT_FORMAT,
  topologyExportSchema,
  type CsvTable,
} from './features/reports.js';
export { TOPOLOGY_IMPORT_LIMIT, TOPOLOGY_IMPORT_TYPES } from './features/topology.js';
export {
  UPLOAD_BODY_LIMIT,
  UPLOAD_BODY_LIMIT_BYTES,
  netboxSyncResultSchema,
  type NetboxSyncResult,
} from './features/uploads.js';

/**
 * Every route of the API, per feature: `contract.maintenance.create` is the method, path,
 * access level, zod schemas and statuses of `POST /api/maintenance`. The API registers its
 * handlers against these (`table.add(contract.maintenance.create, handler)`), and the OpenAPI
 * document is generated from them.
 */
export const contract = {
  health,
  config,
  topology,
  equipment,
  paths,
  analysis,
  maintenance,
  tokens,
  session,
  uploads,
  metrics,
  incidents,
  perfsonar,
  alerts,
  reports,
  demo,
  docs,
};

type Entry = DeclaredRoute | Readonly<Record<string, DeclaredRoute>>;

function isRoute(entry: Entry): entry is DeclaredRoute {
  return typeof (entry as { method?: unknown }).method === 'string';
}

/** Every declared route, feature by feature in the order the API registers them. */
export const routes: readonly DeclaredRoute[] = Object.values(contract).flatMap((feature) =>
  Object.values(feature as Record<string, Entry>).flatMap((entry) =>
    isRoute(entry) ? [entry] : Object.values(entry),
  ),
);

/** The API's version, as the OpenAPI document states it. */
export const API_VERSION = '0.2.0';

/** The OpenAPI 3.1 document of the whole API at `version`: what `GET /api/openapi.json` serves. */
export function apiDocument(version: string): Record<string, unknown> {
  return openApiDocument(routes, version);
}
