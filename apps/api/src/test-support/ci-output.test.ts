import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { prefixLines } from '../../../../scripts/lib/run.mjs';
import {
  countTests,
  PLAYWRIGHT_REPORT,
  VITEST_INTEGRATION_REPORT,
  VITEST_REPORT,
} from '../../../../scripts/lib/test-counts.mjs';

// What `npm test` prints last is read by CI: it must count tests, and no tool's own banner may
// pass for the closing line of the whole run.

function writeReport(root: string, relative: string, body: unknown): void {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(body));
}

describe('the closing test count of npm test', () => {
  it('sums Vitest and Playwright reports, failed and flaky as failed', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'tiermap-counts-'));
    writeReport(root, `packages/domain/${VITEST_REPORT}`, {
      numPassedTests: 12,
      numFailedTests: 1,
      numPendingTests: 2,
      numTodoTests: 0,
    });
    writeReport(root, `apps/api/${VITEST_INTEGRATION_REPORT}`, {
      numPassedTests: 100,
      numFailedTests: 0,
      numPendingTests: 0,
      numTodoTests: 1,
    });
    writeReport(root, `e2e/${PLAYWRIGHT_REPORT}`, {
      stats: { expected: 49, unexpected: 1, flaky: 1, skipped: 0 },
    });
    expect(countTests(root)).toEqual({ passed: 161, failed: 3, skipped: 3, reports: 3 });
  });

  it('counts nothing when no runner wrote a report', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'tiermap-counts-'));
    expect(countTests(root)).toEqual({ passed: 0, failed: 0, skipped: 0, reports: 0 });
  });
});

describe('prefixLines', () => {
  it('puts the prefix before every line, a last line without a newline included', async () => {
    const out: string[] = [];
    const piped = Readable.from(['==== 2 warnings', ' in 63.90s ====\nsecond\nthi', 'rd']).pipe(
      prefixLines('st │ '),
    );
    for await (const chunk of piped) out.push(String(chunk));
    expect(out.join('')).toBe('st │ ==== 2 warnings in 63.90s ====\nst │ second\nst │ third\n');
  });
});
