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

/** Every screen the wall rotates through; `?screen=` pins one. */
const WALL_SCREENS = ['overview', 'incidents', 'paths', 'hotspots'] as const;

interface WallMeasure {
  screen: string | null;
  /** The smallest font size (CSS px) of any visible text, and the text it belongs to. */
  minFontPx: number;
  minFontText: string;
  /** The share of the viewport covered by the union of the content boxes, 0 to 1. */
  fill: number;
  viewportHeight: number;
}

/**
 * Measures the wall in one synchronous pass in the page (so a rotation cannot fall between the
 * two figures). Visible text: every element with a non-blank text node of its own (HTML or SVG),
 * with a box, not hidden and not transparent. Content boxes: the visible text elements, the
 * map's SVG or canvas, and every element inside the wall with a background colour of its own
 * (a panel, a grid cell, a banner); the wall's own backdrop does not count. "Fills" is the share
 * of a 192 x 108 grid of points across the viewport that fall inside at least one content box.
 */
function measureWall(): WallMeasure {
  const wall = document.querySelector('[data-testid="wall"]');
  const viewportWidth = window.innerWidth;
  const viewportHeight = window.innerHeight;
  const boxes: DOMRect[] = [];
  let minFontPx = Infinity;
  let minFontText = '';
  const visible = (el: Element): boolean => {
    const rect = el.getBoundingClientRect();
    if (rect.width <= 0 || rect.height <= 0) return false;
    if (rect.right <= 0 || rect.bottom <= 0) return false;
    if (rect.left >= viewportWidth || rect.top >= viewportHeight) return false;
    for (let e: Element | null = el; e !== null; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.visibility === 'hidden' || style.display === 'none' || style.opacity === '0') {
        return false;
      }
    }
    return true;
  };
  for (const el of wall === null ? [] : Array.from(wall.querySelectorAll('*'))) {
    if (!visible(el)) continue;
    const style = getComputedStyle(el);
    const ownText = Array.from(el.childNodes)
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent ?? '')
      .join('')
      .trim();
    const rect = el.getBoundingClientRect();
    if (ownText !== '') {
      const size = parseFloat(style.fontSize);
      if (size < minFontPx) {
        minFontPx = size;
        minFontText = ownText.slice(0, 60);
      }
      boxes.push(rect);
    } else if (el.tagName.toLowerCase() === 'svg' || el.tagName.toLowerCase() === 'canvas') {
      boxes.push(rect);
    } else if (!/rgba\(0, 0, 0, 0\)|transparent/.test(style.backgroundColor)) {
      boxes.push(rect);
    }
  }
  const columns = 192;
  const rows = 108;
  let covered = 0;
  for (let i = 0; i < columns; i += 1) {
    for (let j = 0; j < rows; j += 1) {
      const x = ((i + 0.5) * viewportWidth) / columns;
      const y = ((j + 0.5) * viewportHeight) / rows;
      if (boxes.some((b) => x >= b.left && x <= b.right && y >= b.top && y <= b.bottom)) {
        covered += 1;
      }
    }
  }
  return {
    screen:
      document.querySelector('[data-testid="wall-screen"]')?.getAttribute('data-screen') ?? null,
    minFontPx,
    minFontText,
    fill: covered / (columns * rows),
    viewportHeight,
  };
}

for (const size of [
  { name: '4k', width: 3840, height: 2160 },
  { name: '1080p', width: 1920, height: 1080 },
]) {
  test(`at ${size.width}x${size.height} every wall screen reads from across the room and fills the screen`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const screen of WALL_SCREENS) {
      await page.goto(`/wall?screen=${screen}&rotate=3600`);
      await expect(page.getByTestId('wall-screen')).toHaveAttribute('data-screen', screen);
      await expect(page.getByTestId('wall-freshness')).toHaveAttribute('data-stale', 'false');
      // Each screen's data has arrived: the map is drawn, the grid's cells are judged, the
      // incidents and hot spots are listed (or said to be none).
      await expect(page.getByTestId(`wall-${screen}-ready`)).toBeVisible();
      if (screen === 'overview') {
        // The maps' site labels are drawn (the world map names the sites outside the inset, the
        // inset Europe's).
        await expect(
          page.locator('.wall-map svg text[data-site-label]').filter({ hasText: /\S/ }).first(),
        ).toBeVisible();
        await expect(page.locator('.wall-inset svg text[data-site-label]').first()).toBeVisible();
      }
      const measured = await page.evaluate(measureWall);
      console.log(`wall ${size.name} ${screen}: ${JSON.stringify(measured)}`);
      expect(measured.screen).toBe(screen);
      // The acceptance is set at 4K; 1080p is held to the same share of the screen.
      expect(
        measured.minFontPx,
        `smallest text "${measured.minFontText}" on ${screen}`,
      ).toBeGreaterThanOrEqual(0.015 * size.height);
      expect(measured.fill, `share of the ${screen} screen covered`).toBeGreaterThanOrEqual(0.8);
      await keepScreenshot(
        page,
        testInfo,
        screen === 'overview' ? `wall-${size.name}` : `wall-${size.name}-${screen}`,
      );
    }
  });
}

/** Visible text in the wall that reads as a zero count ("0", "0 link problems") drawn green. */
function greenZeros(): string[] {
  const wall = document.querySelector('[data-testid="wall"]');
  const found: string[] = [];
  for (const el of wall === null ? [] : Array.from(wall.querySelectorAll('*'))) {
    const rect = el.getBoundingClientRect();
    if (rect.width <= 0 || rect.height <= 0) continue;
    const ownText = Array.from(el.childNodes)
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent ?? '')
      .join('')
      .trim();
    if (!/^(0|no|none)\b/i.test(ownText)) continue;
    const [r = 0, g = 0, b = 0] = (getComputedStyle(el).color.match(/\d+/g) ?? []).map(Number);
    if (g > 150 && g > r + 60 && g > b + 40) found.push(ownText);
  }
  return found;
}

test('with the live stream blocked the wall shows no green zero, and its frame is red', async ({
  page,
}) => {
  await page.route('**/api/live**', (route) => route.abort());
  for (const screen of WALL_SCREENS) {
    await page.goto(`/wall?screen=${screen}&rotate=3600`);
    await expect(page.getByTestId('wall-screen')).toHaveAttribute('data-screen', screen);
    await expect(page.getByTestId('wall-freshness')).toHaveAttribute('data-stale', 'true');
    await expect(page.getByTestId('wall')).toHaveClass(/wall-stale/);
    await expect(page.getByTestId(`wall-${screen}-ready`)).toBeVisible();
    expect(await page.evaluate(greenZeros), `green zeros on ${screen}`).toEqual([]);
  }
  // The overview's counts say they are not known, rather than 0.
  await page.goto('/wall?screen=overview&rotate=3600');
  await expect(page.getByTestId('wall-link-problems')).toContainText('unknown');
});

test('with the topology request failing the wall says so in a red banner and a red frame', async ({
  page,
}) => {
  await page.route('**/api/topology**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/problem+json',
      body: JSON.stringify({ title: 'Service Unavailable', status: 503 }),
    }),
  );
  await page.goto('/wall?rotate=3600');
  const banner = page.getByTestId('wall-freshness');
  await expect(banner).toContainText('TOPOLOGY');
  await expect(banner).toHaveClass(/stale/);
  await expect(page.getByTestId('wall')).toHaveClass(/wall-stale/);
  const background = await banner.evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r = 0, g = 0, b = 0] = (background.match(/\d+/g) ?? []).map(Number);
  expect(r, `banner background ${background} is red`).toBeGreaterThan(150);
  expect(g + b, `banner background ${background} is red`).toBeLessThan(r);
});
