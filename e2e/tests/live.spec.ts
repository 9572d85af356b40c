import { expect, test } from '@playwright/test';
import { api } from '../support/api.js';

test('the live overlay colours both directions of the links and says the data is live', async ({
  page,
}, testInfo) => {
  // Chromium asks for gzip and is sent the stream gzipped (each event compressed once for every
  // client); what follows shows it decodes each event as it arrives.
  const stream = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith('/api/live'),
  );
  await page.goto('/');
  expect((await stream).headers()['content-encoding']).toBe('gzip');
  const map = page.getByTestId('topology-map');
  await expect(page.getByTestId('freshness')).toContainText('Live: newest data', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('freshness')).toHaveClass(/fresh/);
  await expect
    .poll(() => map.locator('line[data-traffic]').count(), { timeout: 30_000 })
    .toBeGreaterThan(80);
  await expect(map.locator('line[data-traffic="geant-gva-fra|AtoZ"]')).toHaveAttribute(
    'data-stale',
    'false',
  );
  const screenshot = testInfo.outputPath('live.png');
  await page.screenshot({ path: screenshot });
  await testInfo.attach('live', { path: screenshot, contentType: 'image/png' });
});

test('playing the FZK patch panel incident marks errors on the GEANT link through France, one way only', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/');
  const map = page.getByTestId('topology-map');
  await expect
    .poll(() => map.locator('line[data-traffic]').count(), { timeout: 30_000 })
    .toBeGreaterThan(80);
  const admin = api(request, { token: 'admin' });
  const scenario = { params: { path: { name: 'fzk-patch-panel' as const } } };
  await admin.POST('/api/demo/scenarios/{name}', { ...scenario, body: { durationMs: 120_000 } });
  try {
    // FZK's return path crosses geant-par-gva from Paris (its A end) to Geneva.
    await expect(map.locator('circle[data-errors="geant-par-gva|AtoZ"]')).toBeAttached({
      timeout: 30_000,
    });
    await expect(map.locator('circle[data-errors="geant-par-gva|ZtoA"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Europe' }).click();
    const screenshot = testInfo.outputPath('fzk-patch-panel.png');
    await page.screenshot({ path: screenshot });
    await testInfo.attach('fzk-patch-panel', { path: screenshot, contentType: 'image/png' });
  } finally {
    // Ended here rather than left to run out: how far the specs after this one got within
    // its 120 s would otherwise depend on the machine's speed.
    await admin.POST('/api/demo/scenarios/{name}', { ...scenario, body: { durationMs: 1_000 } });
  }
});

test('the absolute scale switch recolours by Gb/s and the legend follows', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Gb/s' }).click();
  await expect(page.getByRole('button', { name: 'Gb/s' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Legend')).toContainText('9 Gb/s and over');
});
