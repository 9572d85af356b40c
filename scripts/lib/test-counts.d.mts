// Types for test-counts.mjs, so its tests can exercise the count `npm test` closes with.
export const VITEST_REPORT: string;
export const VITEST_INTEGRATION_REPORT: string;
export const PLAYWRIGHT_REPORT: string;
export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
  reports: number;
}
export function clearReports(repoRoot: string): void;
export function countTests(repoRoot: string): TestCounts;
