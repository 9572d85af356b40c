// Counts the tests the runners executed, from their JSON reports, for the closing line of
// `npm test`: "tests: N passed, N failed" counts tests, not checks.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Where each runner writes its JSON report, relative to its package (gitignored). */
export const VITEST_REPORT = 'test-results/vitest.json';
export const VITEST_INTEGRATION_REPORT = 'test-results/vitest-integration.json';
export const PLAYWRIGHT_REPORT = 'test-results/playwright.json';

/**
 * The workspace's package folders: `apps/*`, `packages/*`, `graph-schema` and `bench`.
 * @param {string} repoRoot
 */
function packageDirs(repoRoot) {
  const nested = ['apps', 'packages'].flatMap((group) => {
    const dir = path.join(repoRoot, group);
    return existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => path.join(group, entry.name))
      : [];
  });
  return [...nested, 'graph-schema', 'bench'];
}

/**
 * The report files of one run, so stale ones can be removed first and read after.
 * @param {string} repoRoot
 */
export function reportFiles(repoRoot) {
  return [
    ...packageDirs(repoRoot).map((p) => ({
      kind: 'vitest',
      file: path.join(repoRoot, p, VITEST_REPORT),
    })),
    { kind: 'vitest', file: path.join(repoRoot, 'apps/api', VITEST_INTEGRATION_REPORT) },
    { kind: 'playwright', file: path.join(repoRoot, 'e2e', PLAYWRIGHT_REPORT) },
  ];
}

/** @param {string} repoRoot */
export function clearReports(repoRoot) {
  for (const { file } of reportFiles(repoRoot)) rmSync(file, { force: true });
}

/**
 * Sums passed, failed and skipped tests over the reports present.
 * @param {string} repoRoot
 * @returns {{ passed: number, failed: number, skipped: number, reports: number }}
 */
export function countTests(repoRoot) {
  const total = { passed: 0, failed: 0, skipped: 0, reports: 0 };
  for (const { kind, file } of reportFiles(repoRoot)) {
    if (!existsSync(file)) continue;
    const counts = kind === 'vitest' ? vitestCounts(file) : playwrightCounts(file);
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
    total.reports += 1;
  }
  return total;
}

/**
 * Vitest's JSON reporter: numPassedTests, numFailedTests, numPendingTests, numTodoTests.
 * @param {string} file
 */
export function vitestCounts(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: Number(report.numPassedTests ?? 0),
    failed: Number(report.numFailedTests ?? 0),
    skipped: Number(report.numPendingTests ?? 0) + Number(report.numTodoTests ?? 0),
  };
}

/**
 * Playwright's JSON reporter: stats.expected (passed), unexpected (failed), flaky, skipped.
 * A flaky test failed once; it is counted as failed, since retries are off.
 * @param {string} file
 */
export function playwrightCounts(file) {
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  return {
    passed: Number(stats.expected ?? 0),
    failed: Number(stats.unexpected ?? 0) + Number(stats.flaky ?? 0),
    skipped: Number(stats.skipped ?? 0),
  };
}
