import { portFromEnv } from '../scripts/lib/ports.mjs';

/**
 * The end-to-end stack's own ports, apart from `npm start`'s 8080 and 7687. A second checkout on
 * the same machine moves them with TIERMAP_E2E_HTTP_PORT and TIERMAP_E2E_GRAPHDB_PORT.
 */
export const E2E_HTTP_PORT = portFromEnv('TIERMAP_E2E_HTTP_PORT', 18080);
export const E2E_GRAPHDB_PORT = portFromEnv('TIERMAP_E2E_GRAPHDB_PORT', 17689);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_HTTP_PORT}`;
