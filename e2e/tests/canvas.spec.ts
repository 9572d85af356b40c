import { expect, test, type Page } from '@playwright/test';
import { keepScreenshot } from '../support/screenshots.js';

/** The colour of a selected marker's ring (HIGHLIGHT_STYLE.selectedRing, #fde047). */
const SELECTED_RING = [0xfd, 0xe0, 0x47];

/** Counts the canvas pixels of each colour group, and finds the centre of the selected ring. */
async function readCanvas(page: Page) {
  return page.getByTestId('topology-map').evaluate((element, ring) => {
    const canvas = element as HTMLCanvasElement;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no 2D context');
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    let coloured = 0;
    let ringCount = 0;
    let sumX = 0;
    let sumY = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r = 0, g = 0, b = 0, a = 0] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
      // Live half-arrows are saturated colours; the land, links and text are greys and blues.
      if (a > 0 && Math.max(r, g, b) - Math.min(r, g, b) > 120) coloured += 1;
      if (r === ring[0] && g === ring[1] && b === ring[2]) {
        ringCount += 1;
        sumX += (i / 4) % width;
        sumY += Math.floor(i / 4 / width);
      }
    }
    const scale = canvas.getBoundingClientRect().width / width;
    return {
      coloured,
      height,
      ring:
        ringCount === 0
          ? undefined
          : { x: (sumX / ringCount) * scale, y: (sumY / ringCount) * scale },
    };
  }, SELECTED_RING);
}

test('the canvas renderer draws the live overlay and picks a site by a click on its pixels', async ({
  page,
}, testInfo) => {
  await page.goto('/?renderer=canvas&site=FZK');
  await expect(page.locator('.map-frame')).toHaveAttribute('data-renderer', 'canvas');
  await expect(page.getByTestId('site-panel')).toContainText('FZK: path to CERN');
  await expect
    .poll(async () => (await readCanvas(page)).coloured, { timeout: 30_000 })
    .toBeGreaterThan(200);
  const selected = await readCanvas(page);
  if (selected.ring === undefined) throw new Error('the selected site has no ring on the canvas');
  await keepScreenshot(page, testInfo, 'canvas-fzk');

  // A click on empty map clears the selection; a click where FZK is drawn picks it again.
  const map = page.getByTestId('topology-map');
  const box = await map.boundingBox();
  if (box === null) throw new Error('the map has no box');
  await map.click({ position: { x: box.width - 10, y: box.height / 2 } });
  await expect(page).not.toHaveURL(/site=FZK/);
  await expect(page.getByTestId('site-panel')).toHaveCount(0);
  await map.click({ position: selected.ring });
  await expect(page).toHaveURL(/site=FZK/);
  await expect(page.getByTestId('site-panel')).toContainText('FZK: path to CERN');
});
