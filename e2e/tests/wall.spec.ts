import { expect, test } from '@playwright/test';
import { keepScreenshot } from '../support/screenshots.js';
import { api } from '../support/api.js';

const STALE_SECONDS = 10;

test('the wall shows live data, and its banner turns red once the data is older than the stale timeout', async ({
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

  const admin = api(request, { token: 'admin' });
  await admin.POST('/api/demo/traffic', { body: { running: false } });
  try {
    // When it turns red is the wall's rule (newest data older than `stale`), tested with a
    // fixed clock in live-model.test.ts; here a busy machine may take longer to show it, so the
    // wait is generous and the banner's own words say why: the data's age, not a lost stream.
    await expect(banner).toHaveAttribute('data-stale', 'true', { timeout: 60_000 });
    await expect(banner).toHaveClass(/stale/);
    await expect(banner).toContainText('DATA IS STALE');
    await keepScreenshot(page, testInfo, 'wall-stale');
  } finally {
    await admin.POST('/api/demo/traffic', { body: { running: true } });
  }
  await expect(banner).toHaveAttribute('data-stale', 'false', { timeout: 30_000 });
});
