import { expect, test, type Page } from '@playwright/test';
import { createToken, revokeToken, signIn } from '../support/auth.js';

// Every page of the app, the printed report and the API reference load under the server's
// Content-Security-Policy with no violation: the policy is strict and the app keeps to it.

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Collects CSP violations the page reports, from its start, and console errors naming CSP. */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) seen.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return seen;
}

async function violations(page: Page, console: string[]): Promise<string[]> {
  const reported = await page.evaluate(() => window.cspViolations ?? []);
  return [...reported, ...console];
}

const PAGES: Array<{ url: string; ready: (page: Page) => Promise<void> }> = [
  {
    url: '/',
    ready: async (page) => {
      const map = page.getByTestId('topology-map');
      await expect(map).toBeVisible();
      await expect
        .poll(() => map.locator('line[data-traffic]').count(), { timeout: 30_000 })
        .toBeGreaterThan(0);
    },
  },
  {
    url: '/?renderer=canvas&site=FZK',
    ready: (page) => expect(page.getByTestId('site-panel')).toBeVisible(),
  },
  {
    url: '/?view=logical',
    ready: (page) => expect(page.getByTestId('topology-map')).toBeVisible(),
  },
  {
    url: '/wall',
    ready: (page) => expect(page.locator('main, [data-testid]').first()).toBeVisible(),
  },
  { url: '/incidents', ready: (page) => expect(page.locator('main').first()).toBeVisible() },
  { url: '/maintenance', ready: (page) => expect(page.locator('main').first()).toBeVisible() },
  { url: '/hotspots', ready: (page) => expect(page.locator('main').first()).toBeVisible() },
  { url: '/carriers/geant', ready: (page) => expect(page.locator('main').first()).toBeVisible() },
  {
    url: '/print/topology',
    ready: (page) =>
      expect(page.locator('[data-report-state="ready"]')).toBeAttached({ timeout: 30_000 }),
  },
  { url: '/api/docs', ready: (page) => expect(page.locator('h1').first()).toBeVisible() },
];

test('every page loads under the Content-Security-Policy with no violation', async ({ page }) => {
  const console = await watchCsp(page);
  // Signed in, so the pages that show more to a token show it too.
  const viewer = await createToken(page.request, { name: 'CSP check', role: 'viewer' });
  try {
    await signIn(page, viewer.secret);
    for (const { url, ready } of PAGES) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      const headers = response?.headers() ?? {};
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      await ready(page);
      // Let late work (lazy chunks, the live worker, fonts) run before judging.
      await page.waitForLoadState('networkidle').catch(() => undefined);
      expect(await violations(page, console), url).toEqual([]);
    }
  } finally {
    await revokeToken(page.request, viewer.id);
  }
});

test('the PNG export of the map (drawn through a blob: image) raises no violation', async ({
  page,
}) => {
  const console = await watchCsp(page);
  await page.goto('/');
  await expect(page.getByTestId('topology-map').locator('g.sites circle').first()).toBeVisible();
  await page.getByRole('button', { name: 'Export' }).click();
  const menu = page.getByRole('menu', { name: 'Export' });
  const download = page.waitForEvent('download', { timeout: 150_000 });
  await menu.getByRole('menuitem', { name: /Map view \(PNG\)/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.png$/);
  expect(await violations(page, console)).toEqual([]);
});
