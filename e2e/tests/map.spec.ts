import { expect, test } from '@playwright/test';
import { keepScreenshot } from '../support/screenshots.js';
import { api } from '../support/api.js';

const SITES = [
  'CERN',
  'ASGC',
  'BNL',
  'CNAF',
  'FNAL',
  'FZK',
  'IN2P3',
  'NDGF',
  'PIC',
  'RAL',
  'SARA',
  'TRIUMF',
  'CALTECH',
];

test('the map shows every site label and draws the links', async ({ page }, testInfo) => {
  await page.goto('/');
  const map = page.getByTestId('topology-map');
  await expect(map).toBeVisible();
  for (const site of SITES) {
    await expect(map.locator(`text[data-site-label="${site}"]`), `label of ${site}`).toHaveText(
      site,
    );
    await expect(map.locator(`circle[data-site-id="${site}"]`), `marker of ${site}`).toBeVisible();
  }
  const links = map.locator('line[data-link-id]');
  expect(await links.count()).toBeGreaterThan(40);
  // Drawn means a visible stroke of real length, not an element parked at the origin.
  const drawn = await links.evaluateAll(
    (lines) =>
      lines.filter((line) => {
        const l = line as SVGLineElement;
        const length = Math.hypot(
          l.x2.baseVal.value - l.x1.baseVal.value,
          l.y2.baseVal.value - l.y1.baseVal.value,
        );
        return length > 1 && getComputedStyle(l).stroke !== 'none';
      }).length,
  );
  expect(drawn).toBeGreaterThan(40);
  await expect(map.locator('g.land path').first()).toBeAttached();
  await expect(page.getByTestId('topology-summary')).toContainText('13 sites');

  await keepScreenshot(page, testInfo, 'map');
});

test('the side panel lists each site with its path to CERN, including the asymmetric FZK path', async ({
  page,
}) => {
  await page.goto('/');
  const fzk = page.locator('tr[data-site-row="FZK"]');
  await expect(fzk).toBeVisible();
  await expect(fzk).toContainText('asym');
  await expect(page.locator('tr[data-site-row="ASGC"]')).toContainText(/3[2-4]\d ms/);
});

test('a client-side URL loads the app instead of a 404', async ({ page }) => {
  const response = await page.goto('/sites/FZK');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'tiermap' })).toBeVisible();
});

test('an unknown API route answers a problem document, not the app', async ({ request }) => {
  // A path the API document does not have, so the typed client is told to ask it anyway.
  const refusal: unknown = await api(request)
    .GET('/api/no-such-thing' as never)
    .catch((error: unknown) => error);
  expect(refusal).toMatchObject({ status: 404, problem: { status: 404, title: 'Not found' } });
});

test('zooming to Europe spreads the European sites apart, labels still readable', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const map = page.getByTestId('topology-map');
  await expect(map.locator('circle[data-site-id="FZK"]')).toBeVisible();
  const distance = () =>
    map.evaluate((svg) => {
      const centre = (id: string) => {
        const c = svg.querySelector(`circle[data-site-id="${id}"]`) as SVGCircleElement;
        return [c.cx.baseVal.value, c.cy.baseVal.value] as const;
      };
      const [ax, ay] = centre('CERN');
      const [bx, by] = centre('FZK');
      return Math.hypot(ax - bx, ay - by);
    });
  const before = await distance();
  await page.getByRole('button', { name: 'Europe' }).click();
  await expect.poll(distance).toBeGreaterThan(before * 3);
  await expect(map.locator('text[data-site-label="SARA"]')).toBeVisible();
  const screenshot = testInfo.outputPath('europe.png');
  await page.screenshot({ path: screenshot });
  await testInfo.attach('europe', { path: screenshot, contentType: 'image/png' });
});
