import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL } from './ports.js';

/**
 * Browser tests in Debian's Chromium (no browser download), against the whole stack started
 * by global-setup.ts on its own ports with its own Neo4j data folder.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  // Generous but finite: the whole stack, Chromium and Neo4j share a machine that may be busy
  // (a test waits for page states and events, never for time to pass).
  timeout: 120_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    // Read by `npm test` for its closing count (scripts/lib/test-counts.mjs).
    ['json', { outputFile: 'test-results/playwright.json' }],
  ],
  use: {
    baseURL: E2E_BASE_URL,
    viewport: { width: 1600, height: 900 },
    timezoneId: 'UTC',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.TIERMAP_CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
      ],
    },
  },
});
