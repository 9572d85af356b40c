import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * Test databases live apart from the user's `.data/neo4j`, on their own ports; a second checkout
 * on the same machine moves them with TIERMAP_TEST_GRAPHDB_PORT,
 * TIERMAP_HEALTH_TEST_GRAPHDB_PORT and TIERMAP_CRASH_TEST_GRAPHDB_PORT.
 */
export const TEST_GRAPHDB_PORT = portFromEnv('TIERMAP_TEST_GRAPHDB_PORT', 17687);
export const HEALTH_TEST_GRAPHDB_PORT = portFromEnv('TIERMAP_HEALTH_TEST_GRAPHDB_PORT', 17688);
/** The Neo4j the upload crash test kills with SIGKILL and starts again. */
export const CRASH_TEST_GRAPHDB_PORT = portFromEnv('TIERMAP_CRASH_TEST_GRAPHDB_PORT', 17694);
export const testDataDir = (name: string): string => path.join(repoRoot, '.data', name);

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name}="${raw}" is not a TCP port (1-65535)`);
  }
  return port;
}
