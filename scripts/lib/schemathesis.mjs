// The contract check: schemathesis fuzzes every operation of the served OpenAPI document and
// fails on a 5xx, an answer that breaks its schema, an undeclared status or media type.
// docs/adr/0006-schemathesis-contract-check.md says why schemathesis and why this version.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { aptInstall } from './setup.mjs';
import { capture, log, run } from './run.mjs';
import { portFromEnv } from './ports.mjs';
import { startStack } from './stack.mjs';
import { waitWhileThrottled } from './throttle.mjs';

/** Pinned: a new schemathesis may add checks or change its generators; upgrade on purpose. */
export const SCHEMATHESIS_VERSION = '4.32.5';

/** Fixed, so two runs send the same requests and a failure can be replayed. */
export const SCHEMATHESIS_SEED = 17;

/** Examples per operation and phase: enough to reach every branch of the input checks. */
export const SCHEMATHESIS_MAX_EXAMPLES = 20;

// `unsupported_method`: a method a path does not declare answers 405 with Allow.
export const SCHEMATHESIS_CHECKS = [
  'not_a_server_error',
  'unsupported_method',
  'status_code_conformance',
  'content_type_conformance',
  'response_schema_conformance',
];

/**
 * Operations left out (by operation id), each with its reason. Everything else is fuzzed
 * anonymously and as admin.
 * @type {{ operationId: string, reason: string, adminOnly?: boolean }[]}
 */
export const SCHEMATHESIS_EXCLUDED = [
  {
    operationId: 'getLive',
    reason:
      'a Server-Sent Events stream never ends, so there is no answer to check; live-hub tests and the e2e specs cover it',
  },
  {
    operationId: 'deleteTokensId',
    adminOnly: true,
    reason:
      'could revoke the admin token the run itself uses; still fuzzed anonymously, and revoking is covered by the token tests',
  },
  {
    operationId: 'postCarriersCarrierIdNetboxSync',
    adminOnly: true,
    reason:
      'makes the server read the NetBox at the URL in the body: fuzzed as admin it would send requests to whatever hosts the generator invents, and a NetBox it cannot reach is rightly a 502 (which the server-error check counts as a failure); still fuzzed anonymously, and its 400, 422 and 502 answers are covered by netbox-sync.int.test.ts',
  },
];

/**
 * Makes a virtual environment in `.data/venv` with the pinned schemathesis, or reuses it.
 * @param {string} repoRoot
 * @returns {Promise<string>} the path of the `st` command
 */
export async function ensureSchemathesis(repoRoot) {
  const venv = path.join(repoRoot, '.data/venv');
  const st = path.join(venv, 'bin/st');
  const installed = await capture(st, ['--version']);
  if (installed?.endsWith(` ${SCHEMATHESIS_VERSION}`)) {
    return st;
  }
  if (!existsSync(path.join(venv, 'bin/pip'))) {
    rmSync(venv, { recursive: true, force: true });
    log(`creating a Python virtual environment in ${path.relative(repoRoot, venv)}`);
    try {
      await run('python3', ['-m', 'venv', venv], { quiet: true });
    } catch {
      // Debian's python3 makes virtual environments only with python3-venv (ensurepip).
      rmSync(venv, { recursive: true, force: true });
      await aptInstall('python3-venv', 'Python virtual environments (schemathesis)');
      await run('python3', ['-m', 'venv', venv]);
    }
  }
  log(`installing schemathesis ${SCHEMATHESIS_VERSION} (pip, into the virtual environment)`);
  await run(path.join(venv, 'bin/pip'), [
    'install',
    '--quiet',
    '--disable-pip-version-check',
    `schemathesis==${SCHEMATHESIS_VERSION}`,
  ]);
  return st;
}

/**
 * Runs schemathesis against a running API and reports what it did.
 * @param {{ st: string, baseUrl: string, token?: string, label: string, reportDir: string }} options
 * @returns {Promise<{ requests: number, failures: number, ok: boolean, report: string }>}
 */
export async function runSchemathesis({ st, baseUrl, token, label, reportDir }) {
  mkdirSync(reportDir, { recursive: true });
  const report = path.join(reportDir, `${label}.ndjson`);
  rmSync(report, { force: true });
  const excluded = SCHEMATHESIS_EXCLUDED.filter((e) => token !== undefined || !e.adminOnly);
  const args = [
    'run',
    `${baseUrl}/api/openapi.json`,
    '--checks',
    SCHEMATHESIS_CHECKS.join(','),
    '--seed',
    String(SCHEMATHESIS_SEED),
    '--max-examples',
    String(SCHEMATHESIS_MAX_EXAMPLES),
    // One worker: on Python 3.11 two threads can trip CPython's "AST constructor recursion
    // depth mismatch" inside Hypothesis, an error of the tool and not of the API.
    '--workers',
    '1',
    '--request-timeout',
    '60',
    '--no-color',
    '--suppress-health-check',
    'all',
    '--report',
    'ndjson',
    '--report-ndjson-path',
    report,
    ...excluded.flatMap((e) => ['--exclude-operation-id', e.operationId]),
    // The secret is passed on the command line of a local child only, never logged.
    ...(token === undefined ? [] : ['--header', `Authorization: Bearer ${token}`]),
  ];
  let exitedOk = true;
  try {
    // In `.data`, where schemathesis keeps its cache (`.schemathesis/`).
    await run(st, args, { cwd: path.dirname(reportDir), prefix: `  schemathesis (${label}) │ ` });
  } catch {
    exitedOk = false;
  }
  const summary = summarize(report);
  process.stdout.write(
    `schemathesis (${label}): ${summary.requests} requests, ${summary.failures} failures\n`,
  );
  return { ...summary, ok: exitedOk && summary.failures === 0, report };
}

/**
 * Counts the requests sent and the failed checks in a schemathesis ndjson report.
 * @param {string} file
 * @returns {{ requests: number, failures: number }}
 */
export function summarize(file) {
  if (!existsSync(file)) {
    return { requests: 0, failures: 0 };
  }
  let requests = 0;
  let failures = 0;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    /** @type {Record<string, any>} */
    const event = JSON.parse(line);
    const finished = event.ScenarioFinished;
    if (finished === undefined) continue;
    for (const interaction of Object.values(finished.recorder?.interactions ?? {})) {
      if (interaction.response !== null && interaction.response !== undefined) requests += 1;
    }
    for (const checks of Object.values(finished.recorder?.checks ?? {})) {
      for (const check of /** @type {{ status: string }[]} */ (checks)) {
        if (check.status === 'failure') failures += 1;
      }
    }
  }
  return { requests, failures };
}

/**
 * Fuzzes the served OpenAPI document with schemathesis, anonymously and with an admin token, on
 * a stack of its own: the admin run writes (tokens, maintenance, uploads, scenarios), so it gets
 * a fresh database on its own ports, apart from the e2e stack's data.
 * @param {string} repoRoot
 */
export async function contractCheck(repoRoot) {
  const st = await ensureSchemathesis(repoRoot);
  const port = portFromEnv('TIERMAP_SCHEMATHESIS_HTTP_PORT', 18082);
  const adminToken = `schemathesis-admin-${randomBytes(16).toString('hex')}`;
  const stack = await startStack({
    repoRoot,
    port,
    graphdbPort: portFromEnv('TIERMAP_SCHEMATHESIS_GRAPHDB_PORT', 17695),
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
    const runs = [await runSchemathesis({ st, baseUrl, label: 'anonymous', reportDir })];
    // The anonymous run sends made-up credentials from 127.0.0.1 and can leave that address
    // throttled; the admin run, from the same address, starts once the throttle has lapsed.
    const { waitedMs } = await waitWhileThrottled({
      url: `${baseUrl}/api/openapi.json`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    if (waitedMs >= 1000) {
      log(
        `schemathesis: waited ${Math.round(waitedMs / 1000)} s for 127.0.0.1's throttle to lapse`,
      );
    }
    runs.push(await runSchemathesis({ st, baseUrl, token: adminToken, label: 'admin', reportDir }));
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
