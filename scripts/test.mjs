// `npm test`: the same set-up as `npm start`, then every check. Exits non-zero on any failure.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { log } from './lib/run.mjs';
import { ensureSchemathesis, runSchemathesis } from './lib/schemathesis.mjs';
import { ensureChromium, ensurePoppler, ensurePrometheus, repoRoot, setup } from './lib/setup.mjs';
import { startStack } from './lib/stack.mjs';

/** @type {{ name: string, ok: boolean, seconds: number, error?: string }[]} */
const results = [];

/**
 * @param {string} name
 * @param {() => Promise<void>} step
 */
async function check(name, step) {
  log(`── ${name}`);
  const started = Date.now();
  try {
    await step();
    results.push({ name, ok: true, seconds: (Date.now() - started) / 1000 });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    results.push({ name, ok: false, seconds: (Date.now() - started) / 1000, error: message });
    log(`${name} FAILED: ${message.split('\n')[0]}`);
  }
}

/**
 * Fuzzes the served OpenAPI document with schemathesis, anonymously and with an admin token, on
 * a stack of its own: the admin run writes (tokens, maintenance, uploads, scenarios), so it gets
 * a fresh database on its own ports, apart from the e2e stack's data.
 */
async function contractCheck() {
  const st = await ensureSchemathesis(repoRoot);
  const port = portFromEnv('TIERMAP_SCHEMATHESIS_HTTP_PORT', 18082);
  const adminToken = `schemathesis-admin-${randomBytes(16).toString('hex')}`;
  const stack = await startStack({
    repoRoot,
    port,
    graphdbPort: portFromEnv('TIERMAP_SCHEMATHESIS_GRAPHDB_PORT', 17692),
    dataDir: path.join(repoRoot, '.data/schemathesis-neo4j'),
    fresh: true,
    env: {
      TIERMAP_ADMIN_TOKEN: adminToken,
      TIERMAP_LOG_LEVEL: 'warn',
      TIERMAP_HOST: '127.0.0.1',
      TIERMAP_DEMO_TRAFFIC: 'true',
    },
    log: (line) => log(`schemathesis stack: ${line}`),
  });
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    const reportDir = path.join(repoRoot, '.data/schemathesis-report');
    const runs = [
      await runSchemathesis({ st, baseUrl, label: 'anonymous', reportDir }),
      await runSchemathesis({ st, baseUrl, token: adminToken, label: 'admin', reportDir }),
    ];
    const requests = runs.reduce((sum, r) => sum + r.requests, 0);
    const failures = runs.reduce((sum, r) => sum + r.failures, 0);
    process.stdout.write(`schemathesis: ${requests} requests, ${failures} failures\n`);
    const failed = runs.filter((r) => !r.ok);
    if (failed.length > 0) {
      throw new Error(
        `schemathesis failed; reports: ${failed.map((r) => path.relative(repoRoot, r.report)).join(', ')}`,
      );
    }
  } finally {
    await stack.stop();
  }
}

/** @param {string} name @param {number} fallback */
function portFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name}="${raw}" is not a TCP port (1-65535)`);
  }
  return port;
}

async function main() {
  process.env.TZ = 'UTC';
  const pnpm = await setup();
  await check('typecheck', () => pnpm(['-r', 'run', 'typecheck']));
  await check('lint', () => pnpm(['exec', 'eslint', '.', '--max-warnings', '0']));
  await check('format', () => pnpm(['exec', 'prettier', '--check', '.', '--log-level', 'warn']));
  await check('unit tests', () => pnpm(['-r', 'run', 'test']));
  await check('integration tests (real Neo4j, real Prometheus)', async () => {
    await ensurePrometheus();
    await ensureChromium('the PDF report tests');
    await pnpm(['--filter', '@tiermap/api', 'run', 'test:integration']);
  });
  await check('end-to-end tests (Chromium)', async () => {
    await ensureChromium();
    await ensurePoppler();
    await pnpm(['--filter', '@tiermap/e2e', 'run', 'test:e2e']);
  });

  await check('API contract (schemathesis, anonymous and admin)', contractCheck);

  log('── summary');
  for (const r of results) {
    log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(0)} s)`);
  }
  const failed = results.filter((r) => !r.ok).length;
  process.stdout.write(`checks: ${results.length - failed} passed, ${failed} failed\n`);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((error) => {
  process.stderr.write(
    `[tiermap] npm test failed during set-up: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
