import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portFromEnv } from '../../../../scripts/lib/ports.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * Test databases live apart from the user's `.data/neo4j`, on their own ports; a second checkout
 * on the same machine moves them with TIERMAP_TEST_GRAPHDB_PORT,
 * TIERMAP_HEALTH_TEST_GRAPHDB_PORT and TIERMAP_CRASH_TEST_GRAPHDB_PORT, tiermap started by
 * server.int.test.ts with TIERMAP_STACK_TEST_PORT, the test Prometheus with
 * TIERMAP_PROMETHEUS_TEST_PORT.
 */
export const TEST_GRAPHDB_PORT = portFromEnv('TIERMAP_TEST_GRAPHDB_PORT', 17687);
export const HEALTH_TEST_GRAPHDB_PORT = portFromEnv('TIERMAP_HEALTH_TEST_GRAPHDB_PORT', 17688);
/** The Neo4j the upload crash test kills with SIGKILL and starts again. */
export const CRASH_TEST_GRAPHDB_PORT = portFromEnv('TIERMAP_CRASH_TEST_GRAPHDB_PORT', 17694);
/** tiermap as `npm start` runs it, against the test Neo4j (server.int.test.ts). */
export const STACK_TEST_PORT = portFromEnv('TIERMAP_STACK_TEST_PORT', 18081);
/** The real Prometheus the history tests start. */
export const PROMETHEUS_TEST_PORT = portFromEnv('TIERMAP_PROMETHEUS_TEST_PORT', 19090);
export const testDataDir = (name: string): string => path.join(repoRoot, '.data', name);
