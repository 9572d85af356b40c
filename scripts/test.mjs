// `npm test`: the same set-up as `npm start`, then every check. Exits non-zero on any failure.
import { log } from './lib/run.mjs';
import { contractCheck } from './lib/schemathesis.mjs';
import {
  ensureChromium,
  ensurePoppler,
  ensurePrometheus,
  ensureSnmpd,
  ensureSnmpExporter,
  ensureAlertmanager,
  ensureHaproxy,
  ensureNats,
  repoRoot,
  setup,
} from './lib/setup.mjs';
import { ensureTelegraf } from './lib/telegraf.mjs';
import {
  clearReports,
  countTests,
  VITEST_INTEGRATION_REPORT,
  VITEST_REPORT,
} from './lib/test-counts.mjs';

/**
 * Vitest's own output, plus a JSON report for the closing count.
 * @param {string} outputFile relative to each package
 */
const vitestReports = (outputFile) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${outputFile}`,
];

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

async function main() {
  process.env.TZ = 'UTC';
  const pnpm = await setup();
  clearReports(repoRoot);
  await check('typecheck', () => pnpm(['-r', 'run', 'typecheck']));
  await check('lint', () => pnpm(['exec', 'eslint', '.', '--max-warnings', '0']));
  await check('format', () => pnpm(['exec', 'prettier', '--check', '.', '--log-level', 'warn']));
  await check('unit tests', () => pnpm(['-r', 'run', 'test', ...vitestReports(VITEST_REPORT)]));
  await check(
    'integration tests (real Neo4j, real Prometheus, snmpd, snmp_exporter, Alertmanager, Telegraf, NATS and HAProxy)',
    async () => {
      await ensurePrometheus();
      await ensureSnmpd();
      await ensureSnmpExporter();
      await ensureAlertmanager();
      await ensureNats();
      await ensureHaproxy();
      await ensureTelegraf();
      await ensureChromium('the PDF report tests');
      await pnpm([
        '--filter',
        '@tiermap/api',
        'run',
        'test:integration',
        ...vitestReports(VITEST_INTEGRATION_REPORT),
      ]);
    },
  );
  await check('end-to-end tests (Chromium)', async () => {
    await ensureChromium();
    await ensurePoppler();
    await pnpm(['--filter', '@tiermap/e2e', 'run', 'test:e2e']);
  });

  await check('API contract (schemathesis, anonymous and admin)', () => contractCheck(repoRoot));

  log('── summary');
  for (const r of results) {
    log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(0)} s)`);
  }
  const failed = results.filter((r) => !r.ok).length;
  log(`checks: ${results.length - failed} of ${results.length} ok`);
  // The closing line counts tests (Vitest and Playwright), not checks.
  const tests = countTests(repoRoot);
  const skipped = tests.skipped > 0 ? `, ${tests.skipped} skipped` : '';
  process.stdout.write(`tests: ${tests.passed} passed, ${tests.failed} failed${skipped}\n`);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((error) => {
  process.stderr.write(
    `[tiermap] npm test failed during set-up: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
