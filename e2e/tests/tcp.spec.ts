import { expect, test } from '@playwright/test';
import { keepScreenshot } from '../support/screenshots.js';

test("the TCP table lists FZK's round trips both ways, its 10 Gb/s bottleneck and what a window allows", async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'TCP' }).click();
  await expect(page).toHaveURL(/\/tcp$/);

  const table = page.getByTestId('tcp-table');
  const fzk = table.locator('tbody[data-site-id="FZK"]');
  const out = fzk.locator('tr[data-direction="AtoZ"]');
  const back = fzk.locator('tr[data-direction="ZtoA"]');
  await expect(out).toContainText('CERN → FZK');
  await expect(back).toContainText('FZK → CERN');
  // The demo's FZK path: out 11.6 ms, back 16.7 ms (asymmetric), 10 Gb/s everywhere.
  await expect(out.locator('td').nth(1)).toHaveText('12 ms');
  await expect(back.locator('td').nth(1)).toHaveText('17 ms');
  await expect(out.locator('td').nth(2)).toHaveText('10.0 Gb/s');
  // BDP 14.5e6 bytes, window 2 x BDP; a 64 KB window allows 45 Mb/s of the 10 Gb/s.
  await expect(out.locator('td').nth(3)).toHaveText('14 MB');
  await expect(out.locator('td').nth(4)).toHaveText('28 MB');
  await expect(out.getByTestId('window-rate')).toHaveText('45 Mb/s');
  await expect(out.getByTestId('window-rate')).toHaveAttribute(
    'title',
    'a 64 KB window fills 0.5 % of the 10.0 Gb/s bottleneck',
  );
  // Sites come shortest round trip first: FZK before the transatlantic and Asian paths.
  const order = await table
    .locator('tbody[data-site-id]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-site-id')));
  expect(order.indexOf('FZK')).toBeLessThan(order.indexOf('FNAL'));
  expect(order.at(-1)).toBe('ASGC');
  await keepScreenshot(page, testInfo, 'tcp-table');

  // A 256 KB window allows four times as much, and the choice is in the URL.
  await page.getByLabel('Window').selectOption({ label: '256 KB' });
  await expect(page).toHaveURL(/\/tcp\?window=262144$/);
  await expect(out.getByTestId('window-rate')).toHaveText('181 Mb/s');
  await expect(table.locator('thead')).toContainText('256 KB window allows');
});
