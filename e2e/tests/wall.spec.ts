import { expect, test } from '@playwright/test';
import { ADMIN_HEADERS } from '../support/auth.js';
import { keepScreenshot } from '../support/screenshots.js';

const STALE_SECONDS = 10;

test('the wall shows live data, and its banner turns red within the stale timeout once the data stops', async ({
  page,
  request,
}, testInfo) => {
  await page.goto(`/wall?stale=${STALE_SECONDS}&rotate=4`);
  const wall = page.getByTestId('wall');
  const banner = page.getByTestId('wall-freshness');
  await expect(wall).toBeVisible();
  await expect(banner).toHaveAttribute('data-stale', 'false', { timeout: 30_000 });
  await expect(banner).toContainText('UTC');
  await expect(page.getByTestId('wall-screen')).toHaveAttribute('data-screen', 'overview');
  await keepScreenshot(page, testInfo, 'wall');
  // The rotation moves on by itself, with nobody touching the screen.
  await expect(page.getByTestId('wall-screen')).not.toHaveAttribute('data-screen', 'overview', {
    timeout: 10_000,
  });

  const stopped = await request.post('/api/demo/traffic', {
    headers: ADMIN_HEADERS,
    data: { running: false },
  });
  expect(stopped.status()).toBe(200);
  try {
    const started = Date.now();
    // Samples arrived every 5 s, so the newest is at most that old when the feed stops.
    await expect(banner).toHaveAttribute('data-stale', 'true', {
      timeout: (STALE_SECONDS + 2) * 1000,
    });
    expect(Date.now() - started).toBeLessThanOrEqual((STALE_SECONDS + 2) * 1000);
    await expect(banner).toHaveClass(/stale/);
    await keepScreenshot(page, testInfo, 'wall-stale');
  } finally {
    await request.post('/api/demo/traffic', {
      headers: ADMIN_HEADERS,
      data: { running: true },
    });
  }
  await expect(banner).toHaveAttribute('data-stale', 'false', { timeout: 30_000 });
});
