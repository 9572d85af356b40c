import { expect, test, type Page } from '@playwright/test';
import { keepScreenshot } from '../support/screenshots.js';

/** Waits until the live overlay has coloured the links (demo traffic is on in this stack). */
async function waitForLive(page: Page): Promise<void> {
  await expect
    .poll(() => page.getByTestId('topology-map').locator('line[data-traffic]').count(), {
      timeout: 30_000,
    })
    .toBeGreaterThan(80);
}

test('clicking FZK on the map lists its hops both ways and puts the site in the URL', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await waitForLive(page);
  await page.getByTestId('topology-map').locator('circle[data-site-id="FZK"]').click();
  const panel = page.getByTestId('site-panel');
  await expect(panel).toContainText('FZK: path to CERN');
  await expect(panel.getByTestId('hops-AtoZ').locator('li')).not.toHaveCount(0);
  await expect(panel.getByTestId('hops-ZtoA').locator('li')).not.toHaveCount(0);
  await expect(panel).toContainText('CERN to FZK');
  await expect(panel).toContainText('FZK to CERN');
  // FZK's return path crosses GEANT Paris-Geneva: the hop list names it with its live load.
  await expect(panel.locator('[data-hop-link="geant-par-gva"]').first()).toContainText('%');
  // The figure beside the load counts errors and discards together: it is what is lost.
  await expect(panel.locator('[data-hop-link="geant-par-gva"]').first()).toContainText('lost ');
  await expect(panel.locator('[data-hop-link="geant-par-gva"]').first()).not.toContainText(
    'errors ',
  );
  await expect(page).toHaveURL(/\?site=FZK$/);
  // The path is emphasised on the map, the rest dimmed.
  await expect(
    page
      .getByTestId('topology-map')
      .locator('[data-link-id="geant-par-gva"][data-highlighted="true"]'),
  ).toBeAttached();
  await keepScreenshot(page, testInfo, 'site-fzk');
});

test('clicking a link on the map opens its panel and draws its chart per direction', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await waitForLive(page);
  await page.getByRole('button', { name: 'Europe' }).click();
  await page
    .getByTestId('topology-map')
    .locator('[data-link-hit="geant-gva-fra"]')
    .click({ force: true });
  const panel = page.getByTestId('link-panel');
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(/\?link=geant-gva-fra$/);
  await expect(panel).toContainText('Gb/s');
  await expect(panel.locator('path[data-series="AtoZ-utilization"]')).toHaveAttribute(
    'd',
    /^M.+L/,
    { timeout: 30_000 },
  );
  await expect(panel.locator('path[data-series="ZtoA-utilization"]')).toHaveAttribute('d', /^M/);
  await keepScreenshot(page, testInfo, 'link-panel');
});

test('the incident view for CNAF and FZK highlights the GEANT equipment they share, ranked', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await waitForLive(page);
  await page.getByRole('button', { name: 'Incident view' }).click();
  const panel = page.getByTestId('incident-panel');
  await panel.getByLabel('CNAF').check();
  await panel.getByLabel('FZK').check();
  await expect(page).toHaveURL(/\?incident=CNAF,FZK$/);
  const suspects = panel.getByTestId('suspects').locator('li');
  await expect(suspects.first()).toBeVisible();
  await expect(suspects.first()).toContainText('2 of 2');
  await expect(panel.getByTestId('suspects')).toContainText(/G[ÉE]ANT/);
  // Live load one link direction at a time, by its routers: "A → B: now 3.0 %".
  await expect(suspects.first().locator('[data-direction]').first()).toHaveText(/ → .+: now /);
  const map = page.getByTestId('topology-map');
  await expect(map.locator('[data-rank="1"]').first()).toBeAttached();
  const ranked = await map
    .locator('[data-rank][data-link-id]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-link-id') ?? ''));
  expect(ranked.some((id) => id.startsWith('geant-'))).toBe(true);
  await keepScreenshot(page, testInfo, 'incident-cnaf-fzk');
});

test('a shared URL reloads to the same selection and Back returns to the previous one', async ({
  page,
}) => {
  await page.goto('/?site=FZK');
  await expect(page.getByTestId('site-panel')).toContainText('FZK: path to CERN');
  await page.reload();
  await expect(page.getByTestId('site-panel')).toContainText('FZK: path to CERN');
  await page
    .getByTestId('site-panel')
    .locator('[data-hop-link="geant-par-gva"] button')
    .first()
    .click();
  await expect(page).toHaveURL(/\?link=geant-par-gva$/);
  await expect(page.getByTestId('link-panel')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\?site=FZK$/);
  await expect(page.getByTestId('site-panel')).toContainText('FZK: path to CERN');
  await page.goto('/?incident=CNAF,FZK&view=logical');
  await expect(page.getByTestId('incident-panel').getByLabel('CNAF')).toBeChecked();
  await expect(page.getByRole('button', { name: 'Logical' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('the hot spots page lists oversubscribed blades, each a click from the map', async ({
  page,
}, testInfo) => {
  await page.goto('/hotspots');
  const view = page.getByTestId('hotspots');
  await expect(view).toBeVisible();
  const blade = view.locator('[data-hotspot-kind="blade"]').first();
  await expect(blade).toBeVisible();
  await keepScreenshot(page, testInfo, 'hotspots');
  await blade.getByRole('button').first().click();
  await expect(page).toHaveURL(/\?router=/);
  await expect(page.getByTestId('router-panel')).toBeVisible();
  await expect(
    page.getByTestId('router-panel').locator('[data-oversubscribed="true"]').first(),
  ).toBeAttached();
  await keepScreenshot(page, testInfo, 'router-panel');
});

test('the logical view draws the same links at stable positions across a reload', async ({
  page,
}, testInfo) => {
  await page.goto('/?view=logical');
  await waitForLive(page);
  const position = () =>
    page
      .getByTestId('topology-map')
      .locator('circle[data-site-id="FZK"]')
      .evaluate((c) => `${c.getAttribute('cx')},${c.getAttribute('cy')}`);
  const before = await position();
  await page.reload();
  await waitForLive(page);
  expect(await position()).toBe(before);
  await keepScreenshot(page, testInfo, 'logical');
});
