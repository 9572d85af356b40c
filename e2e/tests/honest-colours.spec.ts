import { expect, test, type Page } from '@playwright/test';
import { LOAD_COLOURS, NO_DATA_STYLE } from '../../apps/web/src/viz/scales.js';
import { keepScreenshot } from '../support/screenshots.js';

/** The load colours as [r, g, b], for reading the canvas renderer's pixels. */
const LOAD_RGB = LOAD_COLOURS.map((hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)));
const NO_DATA_RGB = [1, 3, 5].map((i) => parseInt(NO_DATA_STYLE.stroke.slice(i, i + 2), 16));

/**
 * Blocks the live stream (the page's worker and its fallback both ask `/api/live`), and counts
 * the refused requests so a test can wait until the page has really tried.
 */
async function blockLive(page: Page): Promise<() => number> {
  let refused = 0;
  await page.context().route('**/api/live**', async (route) => {
    refused += 1;
    await route.abort();
  });
  return () => refused;
}

/** Counts the canvas pixels drawn exactly in a load colour, and those in the "no data" grey. */
async function canvasColours(page: Page) {
  return page.getByTestId('topology-map').evaluate(
    (element, { load, noData }) => {
      const canvas = element as HTMLCanvasElement;
      const context = canvas.getContext('2d');
      if (context === null) throw new Error('no 2D context');
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let loadPixels = 0;
      let noDataPixels = 0;
      for (let i = 0; i < data.length; i += 4) {
        const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
        if (load.some(([lr, lg, lb]) => r === lr && g === lg && b === lb)) loadPixels += 1;
        if (r === noData[0] && g === noData[1] && b === noData[2]) noDataPixels += 1;
      }
      return { loadPixels, noDataPixels };
    },
    { load: LOAD_RGB, noData: NO_DATA_RGB },
  );
}

test('with the live stream blocked, the SVG map draws no link in a load colour', async ({
  page,
}, testInfo) => {
  const refused = await blockLive(page);
  await page.goto('/?renderer=svg');
  const map = page.getByTestId('topology-map');
  await expect(page.locator('.map-frame')).toHaveAttribute('data-renderer', 'svg');
  await expect.poll(refused).toBeGreaterThan(0);
  await expect(page.getByTestId('freshness')).toContainText('no live data yet');
  await expect.poll(() => map.locator('[data-link-id]').count()).toBeGreaterThan(40);

  await expect(map.locator('line[data-traffic]')).toHaveCount(0);
  const strokes = await map
    .locator('[data-link-id]')
    .evaluateAll((lines) => lines.map((l) => l.getAttribute('stroke') ?? ''));
  const loadColours: readonly string[] = LOAD_COLOURS;
  expect(strokes.filter((stroke) => loadColours.includes(stroke.toLowerCase()))).toEqual([]);
  // Every link without live data is the neutral "no data" grey, dashed (a few may be under
  // maintenance in the demo: violet and dash-dot, not a load colour either).
  const dashed = await map
    .locator(`[data-link-id][stroke="${NO_DATA_STYLE.stroke}"]`)
    .evaluateAll((lines) => lines.map((l) => l.getAttribute('stroke-dasharray')));
  expect(dashed.length).toBeGreaterThan(40);
  expect(new Set(dashed)).toEqual(new Set([NO_DATA_STYLE.dash]));
  await keepScreenshot(page, testInfo, 'map-no-live-data');
});

test('with the live stream blocked, the canvas map has no pixel in a load colour', async ({
  page,
}) => {
  const refused = await blockLive(page);
  await page.goto('/?renderer=canvas');
  await expect(page.locator('.map-frame')).toHaveAttribute('data-renderer', 'canvas');
  await expect.poll(refused).toBeGreaterThan(0);
  await expect(page.getByTestId('freshness')).toContainText('no live data yet');
  // Once the links are drawn, none is in a load colour: all are the "no data" grey.
  await expect
    .poll(async () => {
      const { loadPixels, noDataPixels } = await canvasColours(page);
      return loadPixels + noDataPixels;
    })
    .toBeGreaterThan(500);
  const drawn = await canvasColours(page);
  expect(drawn.loadPixels).toBe(0);
  expect(drawn.noDataPixels).toBeGreaterThan(500);
});

test('with the live stream flowing, the canvas map does draw load colours (the check can see them)', async ({
  page,
}, testInfo) => {
  await page.goto('/?renderer=canvas');
  await expect(page.locator('.map-frame')).toHaveAttribute('data-renderer', 'canvas');
  await expect(page.getByTestId('freshness')).toContainText('Live: newest data');
  await expect.poll(async () => (await canvasColours(page)).loadPixels).toBeGreaterThan(500);
  await page.getByRole('button', { name: 'Europe' }).click();
  await keepScreenshot(page, testInfo, 'map-load-colours');
});
