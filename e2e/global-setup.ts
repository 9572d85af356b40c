import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from '../scripts/lib/stack.mjs';
import { E2E_GRAPHDB_PORT, E2E_HTTP_PORT } from './ports.js';
import { E2E_ADMIN_TOKEN } from './support/auth.js';
import {
  E2E_API_LOG,
  logProblems,
  rememberedSecrets,
  resetSecretsAndLog,
} from './support/secrets.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts a fresh local Neo4j and the built API for the browser tests; returns the teardown,
 * which stops them and then fails the run if the API's log holds any token the run used.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  resetSecretsAndLog();
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
      // Every request is logged (info), to a file that the teardown searches for tokens.
      TIERMAP_LOG_LEVEL: 'info',
      TIERMAP_HOST: '127.0.0.1',
      TIERMAP_DEMO_TRAFFIC: 'true',
      TIERMAP_STALE_AFTER_MS: '30000',
      TIERMAP_INCIDENT_RESOLVE_AFTER_MS: '15000',
    },
    logFile: E2E_API_LOG,
    log: (line) => process.stdout.write(`[e2e] ${line}\n`),
  });
  return async () => {
    await stack.stop();
    const made = rememberedSecrets();
    const secrets = [E2E_ADMIN_TOKEN, ...made];
    // Tokens are made with the admin token, so a run that made any sent a token.
    const problems = logProblems(readFileSync(E2E_API_LOG, 'utf8'), secrets, {
      tokensWereSent: made.length > 0,
    });
    if (problems.length > 0) {
      throw new Error(`the API log of this run (${E2E_API_LOG}):\n- ${problems.join('\n- ')}`);
    }
    process.stdout.write(
      `[e2e] the API log holds none of the ${secrets.length} tokens this run used\n`,
    );
  };
}
