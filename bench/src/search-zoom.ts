// Search to zoomed at 10,000 routers: Debian's Chromium opens the built map on the map
// benchmark's topology (bench:render's server, live deltas every second), then for a series of
// routers types the router's name into the search box and presses Enter. Prints, per router,
// the time from the keystroke to the results shown (one query over every site, router, link
// and carrier) and from Enter to the map drawn zoomed to it (URL, selection, zoom, draw).
// Usage: pnpm --filter @tiermap/bench run bench:search [--routers 10000] [--picks 20]
//   [--deltas on|off]
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { startRenderServer } from './map-render-server.js';
import { renderTopology } from './map-render-topology.js';
import { percentiles, printTable } from './measure.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDist = path.join(repoRoot, 'apps/web/dist');

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

/**
 * In the page (a script string: tsx would name the page's functions with a helper the page
 * lacks): types `name` into the search box as one input event, waits for its result to be
 * shown, presses Enter and waits for the first map draw zoomed to `id`. Milliseconds.
 */
const SEARCH_AND_ZOOM = `
  window.__searchAndZoom = async (name, id) => {
    const input = document.querySelector('.map-search input');
    const frame = document.querySelector('.map-frame');
    if (input === null || frame === null) throw new Error('no search box or map');
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const until = async (done) => {
      for (let i = 0; i < 2000 && !done(); i += 1) await nextFrame();
      if (!done()) throw new Error('not done for ' + id);
    };
    input.focus();
    const typed = performance.now();
    // React's controlled input: set the value through the native setter, then say so.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, name);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await until(() =>
      (document.querySelector('.map-search [role="option"]')?.textContent ?? '').includes(name),
    );
    const shown = performance.now();
    const draws = () => window.__tiermapMapStats?.drawCount ?? 0;
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await until(() => frame.dataset.zoomedTo === id);
    const selected = draws();
    await until(() => draws() > selected);
    const zoomed = performance.now();
    return { queryMs: shown - typed, pickMs: zoomed - shown, totalMs: zoomed - typed };
  };
`;

interface Timing {
  queryMs: number;
  pickMs: number;
  totalMs: number;
}

function searchAndZoom(page: Page, name: string, id: string): Promise<Timing> {
  return page.evaluate(
    ([n, i]) =>
      (
        window as unknown as { __searchAndZoom: (n: string, i: string) => Promise<Timing> }
      ).__searchAndZoom(n, i),
    [name, id] as const,
  );
}

async function main(): Promise<void> {
  const routers = Number(option('routers', '10000'));
  const picks = Number(option('picks', '20'));
  const liveDeltas = option('deltas', 'on') === 'on';
  const topology = renderTopology(routers);
  process.stdout.write(
    `search to zoomed: ${os.cpus().length} cores, headless Chromium, ${routers} routers, ${topology.links.length} links, ${liveDeltas ? 'live deltas every second' : 'no live deltas'}, ${picks} routers picked\n`,
  );
  const server = await startRenderServer(webDist, topology, { liveDeltas });
  const browser = await chromium.launch({
    executablePath: process.env.TIERMAP_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    await page.addInitScript(SEARCH_AND_ZOOM);
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => (window.__tiermapMapStats?.drawCount ?? 0) > 0, undefined, {
      timeout: 120_000,
    });
    // Backbone routers spread over the whole ring, each picked once.
    const step = Math.max(1, Math.floor(routers / picks));
    const rows: Timing[] = [];
    for (let i = 0; i < picks; i += 1) {
      const id = `r${(i * step + 7) % routers}`;
      rows.push(await searchAndZoom(page, id, id));
    }
    const ms = (n: number | undefined) => (n === undefined ? '—' : n.toFixed(0));
    const summary = (name: keyof (typeof rows)[number]) => {
      const [p50, p95] = percentiles(
        rows.map((r) => r[name]),
        [50, 95],
      );
      return { p50: ms(p50), p95: ms(p95), max: ms(Math.max(...rows.map((r) => r[name]))) };
    };
    printTable('Search to zoomed (milliseconds)', [
      { step: 'keystroke to results shown', ...summary('queryMs') },
      { step: 'Enter to map drawn zoomed', ...summary('pickMs') },
      { step: 'keystroke to map drawn zoomed', ...summary('totalMs') },
    ]);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
