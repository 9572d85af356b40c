import { expect, test } from '@playwright/test';
import { keepScreenshot } from '../support/screenshots.js';

test('the link chart switches to the last day, redraws its axis, and shows errors and discards per direction', async ({
  page,
}, testInfo) => {
  await page.goto('/?link=geant-gva-fra');
  const panel = page.getByTestId('link-panel');
  const chart = panel.getByTestId('link-chart');
  // Live data first (the demo traffic of this stack), so that the hour has some history.
  await expect(panel.getByTestId('link-live')).toContainText('%', { timeout: 30_000 });
  await expect(chart.locator('path[data-series="AtoZ-utilization"]')).toHaveAttribute(
    'd',
    /^M.+L/,
    { timeout: 60_000 },
  );
  await expect(chart).toHaveAttribute('data-range', 'hour');
  const hourTicks = await chart.locator('text.tick').allTextContents();
  expect(hourTicks.length).toBeGreaterThan(1);
  expect(hourTicks.every((t) => /^\d\d:\d\d$/.test(t))).toBe(true);
  // The chart fills the panel's width and is readable, not 300 x 170.
  const box = await chart.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(290);
  expect(box?.height).toBeGreaterThanOrEqual(260);

  await panel
    .getByRole('group', { name: 'Span of the chart' })
    .getByRole('button', { name: 'Day' })
    .click();
  await expect(page).toHaveURL(/\?link=geant-gva-fra&history=day$/);
  await expect(panel.getByRole('heading', { name: 'Last day' })).toBeVisible();
  await expect(chart).toHaveAttribute('data-range', 'day', { timeout: 30_000 });
  // The day's axis: hours, and the date at the midnight it crosses ("26 Nov").
  await expect
    .poll(() => chart.locator('text.tick').allTextContents(), { timeout: 30_000 })
    .toContainEqual(expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2}$/));
  // The stack has kept minutes, not a day, of history: the rest is "no data", not a zero line.
  await expect(chart.locator('rect.gap').first()).toBeAttached();
  await expect(chart.locator('path[data-series="AtoZ-utilization"]')).toHaveAttribute('d', /^M/);

  // Errors and discards of each direction, in bands of their own under the load.
  for (const direction of ['AtoZ', 'ZtoA']) {
    await expect(chart.locator(`text.band[data-band="${direction}"]`)).toContainText(
      'errors and discards',
    );
    for (const metric of ['errorsPerSec', 'inDiscardsPerSec', 'outDiscardsPerSec']) {
      await expect(chart.locator(`path[data-series="${direction}-${metric}"]`)).toHaveAttribute(
        'd',
        /^M/,
      );
    }
  }
  // The bands are titled with the directions as people say them.
  await expect(chart.locator('text.band[data-band="AtoZ"]')).toContainText('GÉANT2 Geneva to ');
  await keepScreenshot(page, testInfo, 'link-history-day');

  // Expand: the same chart over the page; Esc closes it and leaves the panel open.
  await panel.getByRole('button', { name: 'Expand' }).click();
  const large = page.getByTestId('link-chart-large');
  await expect(large.locator('path[data-series="ZtoA-utilization"]')).toHaveAttribute('d', /^M/);
  const largeBox = await large.boundingBox();
  expect(largeBox?.width).toBeGreaterThan(1200);
  expect(largeBox?.height).toBeGreaterThan(500);
  await keepScreenshot(page, testInfo, 'link-history-expanded');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('link-chart-dialog')).toHaveCount(0);
  await expect(panel).toBeVisible();

  // The span is in the URL: a reload keeps the day.
  await page.reload();
  await expect(page.getByTestId('link-chart')).toHaveAttribute('data-range', 'day', {
    timeout: 30_000,
  });
});
