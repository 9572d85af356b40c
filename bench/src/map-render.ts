// The map renderer benchmark: Debian's Chromium draws synthetic topologies of 1,000, 5,000 and
// 10,000 routers (two links per router on average) receiving live updates every second, with
// the canvas and the SVG renderer in the same run. Prints time to first render and frame times
// during a scripted pan and zoom. Usage: pnpm --filter @tiermap/bench run bench:render
//   [--sizes 1000,5000,10000] [--seconds 6] [--placement regional|random] [--deltas on|off]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startRenderServer } from './map-render-server.js';
import { renderTopology } from './map-render-topology.js';
import { percentiles, printTable } from './measure.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDist = path.join(repoRoot, 'apps/web/dist');
const FIRST_RENDER_LIMIT_MS = 120_000;

interface Run {
  routers: number;
  links: number;
  renderer: string;
  firstRenderMs: number | undefined;
  frames: number;
  p50: number;
  p95: number;
  max: number;
  /** Frames longer than the 33 ms a 30 fps goal allows. */
  slow: number;
  mapElements: number;
  note: string;
}

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

/** Records, in the page, the time of the first draw and (when asked) every frame's duration. */
const INSTRUMENT = `
  window.__bench = { firstDrawMs: undefined, recording: false, frames: [] };
  (function loop(last) {
    requestAnimationFrame((now) => {
      const b = window.__bench;
      if (b.firstDrawMs === undefined && (window.__tiermapMapStats?.drawCount ?? 0) > 0) b.firstDrawMs = now;
      if (b.recording && last !== undefined) b.frames.push(now - last);
      loop(now);
    });
  })(undefined);
`;

async function panAndZoom(page: Page, seconds: number): Promise<void> {
  const box = await page.getByTestId('topology-map').boundingBox();
  if (box === null) throw new Error('the map has no box');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const until = Date.now() + seconds * 1000;
  let step = 0;
  while (Date.now() < until) {
    await page.mouse.move(cx, cy);
    if (step % 2 === 0) {
      await page.mouse.down();
      for (let i = 1; i <= 10; i += 1) {
        await page.mouse.move(cx + i * 12 * (step % 4 === 0 ? 1 : -1), cy + i * 6);
      }
      await page.mouse.up();
    } else {
      for (let i = 0; i < 5; i += 1) await page.mouse.wheel(0, step % 4 === 1 ? -120 : 120);
    }
    step += 1;
  }
}

async function measure(
  browser: Browser,
  baseUrl: string,
  renderer: 'canvas' | 'svg',
  seconds: number,
): Promise<Omit<Run, 'routers' | 'links'>> {
  const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
  try {
    await page.addInitScript(INSTRUMENT);
    await page.goto(`${baseUrl}/?renderer=${renderer}`);
    try {
      await page.waitForFunction(() => window.__bench?.firstDrawMs !== undefined, undefined, {
        timeout: FIRST_RENDER_LIMIT_MS,
        polling: 500,
      });
    } catch {
      return {
        renderer,
        firstRenderMs: undefined,
        frames: 0,
        p50: Number.NaN,
        p95: Number.NaN,
        max: Number.NaN,
        slow: 0,
        mapElements: 0,
        note: `did not render in ${FIRST_RENDER_LIMIT_MS / 1000} s`,
      };
    }
    const firstRenderMs = await page.evaluate(() => window.__bench?.firstDrawMs ?? Number.NaN);
    // Let the live snapshot and a few deltas arrive before the scripted pan and zoom.
    await page.waitForTimeout(3000);
    await page.evaluate(() => {
      if (window.__bench !== undefined) window.__bench.recording = true;
    });
    await panAndZoom(page, seconds);
    const frames = await page.evaluate(() => {
      const b = window.__bench;
      if (b === undefined) return [];
      b.recording = false;
      return b.frames;
    });
    const reported = await page.evaluate(() => window.__tiermapMapStats?.renderer ?? 'unknown');
    const mapElements = await page.evaluate(
      () => document.querySelectorAll('[data-testid="topology-map"] *').length,
    );
    const [p50 = Number.NaN, p95 = Number.NaN] = percentiles(frames, [50, 95]);
    return {
      renderer: reported,
      firstRenderMs,
      frames: frames.length,
      p50,
      p95,
      max: Math.max(...frames),
      slow: frames.filter((f) => f > 33.4).length,
      mapElements,
      note: reported === renderer ? '' : `asked for ${renderer}`,
    };
  } finally {
    await page.close();
  }
}

declare global {
  interface Window {
    __bench?: { firstDrawMs: number | undefined; recording: boolean; frames: number[] };
    /** Published by the web app's map after each draw (apps/web/src/viz/map-stats.ts). */
    __tiermapMapStats?: { renderer: string; drawCount: number; lastDrawMs: number };
  }
}

async function main(): Promise<void> {
  const sizes = option('sizes', '1000,5000,10000').split(',').map(Number);
  const seconds = Number(option('seconds', '6'));
  const placement = option('placement', 'regional');
  const liveDeltas = option('deltas', 'on') !== 'off';
  if (placement !== 'regional' && placement !== 'random') {
    throw new Error(`--placement must be regional or random, not "${placement}"`);
  }
  if (!existsSync(path.join(webDist, 'index.html'))) {
    process.stdout.write('building the web app (apps/web/dist is missing)\n');
    const built = spawnSync('corepack', ['pnpm', '--filter', '@tiermap/web', 'run', 'build'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('the web build failed');
  }
  process.stdout.write(
    `map renderer benchmark: ${os.cpus().length} cores, headless Chromium, ${liveDeltas ? 'live deltas every second' : 'no live deltas'}, ${seconds} s of pan and zoom per run, routers placed ${placement}\n`,
  );
  const browser = await chromium.launch({
    executablePath: process.env.TIERMAP_CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
    ],
  });
  const runs: Run[] = [];
  try {
    for (const routers of sizes) {
      const topology = renderTopology(routers, undefined, placement);
      const server = await startRenderServer(webDist, topology, { liveDeltas });
      try {
        for (const renderer of ['canvas', 'svg'] as const) {
          process.stdout.write(
            `  ${routers} routers, ${topology.links.length} links, ${renderer}…\n`,
          );
          const run = await measure(browser, server.url, renderer, seconds);
          runs.push({ routers, links: topology.links.length, ...run });
        }
      } finally {
        await server.close();
      }
    }
  } finally {
    await browser.close();
  }
  const ms = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '—' : n.toFixed(1));
  printTable(
    'Map rendering (milliseconds)',
    runs.map((r) => ({
      routers: r.routers,
      links: r.links,
      renderer: r.renderer,
      'first render': ms(r.firstRenderMs),
      frames: r.frames,
      'frame p50': ms(r.p50),
      'frame p95': ms(r.p95),
      'frame max': ms(r.max),
      'over 33 ms': r.frames === 0 ? '—' : `${((100 * r.slow) / r.frames).toFixed(0)} %`,
      'DOM elements': r.mapElements,
      note: r.note,
    })),
  );
  for (const routers of sizes) {
    const canvas = runs.find((r) => r.routers === routers && r.renderer === 'canvas');
    const svg = runs.find((r) => r.routers === routers && r.renderer === 'svg');
    if (canvas === undefined || svg === undefined) continue;
    const ratio =
      svg.firstRenderMs === undefined
        ? 'SVG did not render'
        : `${(svg.p95 / canvas.p95).toFixed(1)}x`;
    process.stdout.write(
      `${routers} routers: canvas p95 ${ms(canvas.p95)} ms (goal under 33 ms: ${canvas.p95 < 33 ? 'met' : 'MISSED'}); SVG p95 / canvas p95 = ${ratio}\n`,
    );
  }
}

await main();
