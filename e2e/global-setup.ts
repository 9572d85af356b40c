import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from '../scripts/lib/stack.mjs';
import { E2E_GRAPHDB_PORT, E2E_HTTP_PORT } from './ports.js';
import { E2E_ADMIN_TOKEN } from './support/auth.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts a fresh local Neo4j and the built API for the browser tests; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startStack({
    repoRoot,
    port: E2E_HTTP_PORT,
    graphdbPort: E2E_GRAPHDB_PORT,
    dataDir: path.join(repoRoot, '.data/e2e-neo4j'),
    fresh: true,
    // Demo traffic on, so the live overlay has data, as under `npm start`. Links that stop
    // reporting turn stale after 30 s instead of 2 min, and incidents resolve after their paths
    // are good for 15 s instead of 1 min, so the incident scenarios fit in a test's time.
    // Writes (scenarios, traffic, maintenance, uploads, tokens) need a token: the specs send
    // this admin token, or tokens they make with it.
    env: {
      TIERMAP_ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      TIERMAP_LOG_LEVEL: 'warn',
      TIERMAP_HOST: '127.0.0.1',
      TIERMAP_DEMO_TRAFFIC: 'true',
      TIERMAP_STALE_AFTER_MS: '30000',
      TIERMAP_INCIDENT_RESOLVE_AFTER_MS: '15000',
    },
    log: (line) => process.stdout.write(`[e2e] ${line}\n`),
  });
  return () => stack.stop();
}
