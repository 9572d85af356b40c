import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { keepScreenshot } from '../support/screenshots.js';

async function exportItem(page: Page, name: RegExp): Promise<Download> {
  await page.getByRole('button', { name: 'Export' }).click();
  const menu = page.getByRole('menu', { name: 'Export' });
  await expect(menu).toBeVisible();
  const download = page.waitForEvent('download', { timeout: 150_000 });
  await menu.getByRole('menuitem', { name }).click();
  return download;
}

async function text(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8');
}

test('the Export menu saves the CSV, GraphML and the map view as SVG and PNG', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await expect(page.getByTestId('topology-map').locator('g.sites circle').first()).toBeVisible();

  await page.getByRole('button', { name: 'Export' }).click();
  const menu = page.getByRole('menu', { name: 'Export' });
  // The PDF, GraphML, JSON, four CSV tables of the analyses, one per kind the entity catalogue
  // gives a table (patch panels), and the map view as SVG and PNG.
  await expect(menu.getByRole('menuitem')).toHaveCount(10);
  // The keyboard: the first item has the focus, arrows move, Escape closes onto the button.
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: /GraphML/ })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: /Map view \(PNG\)/ })).toBeFocused();
  await keepScreenshot(page, testInfo, 'export-menu');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Export' })).toBeFocused();

  const links = await exportItem(page, /CSV: links with load/);
  expect(links.suggestedFilename()).toMatch(/^tiermap-links-\d{4}-\d\d-\d\dT\d{4}Z\.csv$/);
  const [header] = (await text(links)).split('\r\n');
  expect(header).toContain('capacity_bps');
  await expect(page.getByTestId('export-saved')).toContainText(links.suggestedFilename());

  const panels = await exportItem(page, /CSV: patch panels/);
  const [panelsHeader, ...panelRows] = (await text(panels)).split('\r\n');
  expect(panelsHeader).toContain('patch_panel_id');
  expect(panelRows.join('\n')).toContain('geant-par-pp1');

  const graphml = await exportItem(page, /GraphML/);
  expect(graphml.suggestedFilename()).toMatch(/\.graphml$/);
  expect(await text(graphml)).toContain('tiermap-topology/1');

  const svg = await exportItem(page, /Map view \(SVG\)/);
  expect(svg.suggestedFilename()).toMatch(/^tiermap-map-.+\.svg$/);
  const drawing = await text(svg);
  expect(drawing).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
  expect(drawing).toContain('data-site-id="FZK"');

  const png = await exportItem(page, /Map view \(PNG\)/);
  expect(png.suggestedFilename()).toMatch(/\.png$/);
  const bytes = await readFile(await png.path());
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  expect(bytes.length).toBeGreaterThan(20_000);
});

test('the PDF report shows its progress while Chromium prints, then saves the file', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  const pdf = exportItem(page, /Topology report \(PDF\)/);
  await expect(page.getByTestId('export-progress')).toContainText('Printing the PDF report…');
  const download = await pdf;
  expect(download.suggestedFilename()).toMatch(/^tiermap-topology-.+\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByTestId('export-progress')).toBeHidden();
});

test('when the server cannot print (no Chromium there), the menu says why instead of hanging', async ({
  page,
}, testInfo) => {
  // What the API answers when Chromium is missing (apps/api reports.int.test.ts checks that).
  await page.route('**/api/reports/topology.pdf', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        type: 'about:blank',
        title: 'Service Unavailable',
        status: 503,
        detail:
          'Chromium was not found at /usr/bin/chromium: install Debian’s chromium package (apt-get install chromium) or set TIERMAP_CHROMIUM_PATH',
      }),
    }),
  );
  await page.goto('/');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: /Topology report \(PDF\)/ }).click();
  const error = page.getByTestId('export-error');
  await expect(error).toContainText('the server cannot print reports now');
  await expect(error).toContainText('Chromium was not found');
  await keepScreenshot(page, testInfo, 'export-error');
  await error.getByRole('button', { name: 'Dismiss' }).click();
  await expect(error).toBeHidden();
});

test('the Export button stays where it is while the session and the topology arrive', async ({
  page,
}) => {
  // Hold both answers, so the header is seen before and after them: a button that moves between
  // a click's press and release gets no click (run 4 of the five loaded runs failed so).
  const held: (() => void)[] = [];
  const hold = (pattern: string) =>
    page.route(pattern, async (route) => {
      await new Promise<void>((release) => held.push(release));
      await route.continue();
    });
  await hold('**/api/session');
  await hold('**/api/topology');
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Export' });
  await expect(button).toBeVisible();
  await expect.poll(() => held.length).toBe(2);
  const before = await button.boundingBox();
  for (const release of held.splice(0)) release();
  await expect(page.getByTestId('topology-summary')).toBeVisible();
  await expect(page.getByTestId('account').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await button.boundingBox()).toEqual(before);
});
