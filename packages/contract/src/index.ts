import { analysis } from './features/analysis.js';
import { config } from './features/config.js';
import { equipment } from './features/equipment.js';
import { health } from './features/health.js';
import { maintenance } from './features/maintenance.js';
import { paths } from './features/paths.js';
import { topology } from './features/topology.js';

export * from './route-spec.js';
export { openApiDocument, openApiPath, problemStatuses } from './openapi.js';
export { TOPOLOGY_IMPORT_LIMIT, TOPOLOGY_IMPORT_TYPES } from './features/topology.js';

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
};
