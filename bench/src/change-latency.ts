// How soon a NOC wall and a map page show a change made elsewhere, without a reload: the time
// from a maintenance window being announced (and then withdrawn) through the API to both open
// pages marking (and unmarking) the link, and from a carrier upload adding a link (and the
// original document put back) to both pages counting it (and no longer counting it). The goal is 2 s (issue 19); the process that takes
// the write announces it on the live stream at once (`topology`, `maintenance`, `changes`
// events), and the pages ask again for what those touch.
// Usage: pnpm --filter @tiermap/bench run bench:changes [--rounds 10]
import os from 'node:os';
import { asIs, createTiermapClient, type TiermapClient } from '@tiermap/client';
import { demoTopology } from '@tiermap/graph-schema';
import { chromium, type Page } from 'playwright-core';
import { withBenchStack } from './fresh-graphdb.js';
import { percentiles, printTable } from './measure.js';

const GRAPHDB_PORT = Number(process.env.TIERMAP_BENCH_GRAPHDB_PORT ?? 17697);
const API_PORT = Number(process.env.TIERMAP_BENCH_API_PORT ?? 18097);
const API = `http://127.0.0.1:${API_PORT}`;
const ADMIN_TOKEN = 'bench-changes-token-0123456789abcdef';
const GOAL_MS = 2_000;
/** A page that has not shown a change by then is counted as missed, not waited for forever. */
const GIVE_UP_MS = Number(process.env.TIERMAP_BENCH_GIVE_UP_MS ?? 30_000);
const LINK = 'geant-fra-par';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

type Shown = 'map' | 'wall';

/**
 * The links a page marks as under maintenance (the map's frame attribute, or the number on the
 * wall's summary line, 0 when it says nothing), or, given `wanted`, whether it is that many.
 * Passed to the page as a function: the app's Content-Security-Policy refuses evaluating strings.
 */
function linksShown({ shown, wanted }: { shown: Shown; wanted?: number }): number | boolean {
  const strong = document.querySelector('[data-testid="wall-maintenance"] strong');
  const now =
    shown === 'map'
      ? Number(document.querySelector('.map-frame')?.getAttribute('data-maintenance-links') ?? -1)
      : strong === null
        ? 0
        : Number(strong.textContent);
  return wanted === undefined ? now : now === wanted;
}

async function count(page: Page, shown: Shown, reading: Reading = linksShown): Promise<number> {
  return Number(await page.evaluate(reading, { shown }));
}

/**
 * The number in "<n> links" of a page's topology summary (the map's header, the wall's summary
 * line), or, given `wanted`, whether it is that many. Passed as a function, as above.
 */
function linksCounted({ shown, wanted }: { shown: Shown; wanted?: number }): number | boolean {
  const id = shown === 'map' ? 'topology-summary' : 'wall-topology-summary';
  const text = document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
  const now = Number(/(\d+) links/.exec(text)?.[1] ?? -1);
  return wanted === undefined ? now : now === wanted;
}

/** What a change is read by on a page: links under maintenance, or links counted. */
type Reading = typeof linksShown;

/** Milliseconds from `since` until the page shows `wanted` links; undefined if not in time. */
async function shownAfter(
  page: Page,
  shown: Shown,
  wanted: number,
  since: number,
  reading: Reading = linksShown,
): Promise<number | undefined> {
  try {
    await page.waitForFunction(reading, { shown, wanted }, { polling: 20, timeout: GIVE_UP_MS });
    return Date.now() - since;
  } catch (error) {
    process.stdout.write(
      `  ${shown} shows ${await count(page, shown, reading)}, not ${wanted}: ${String(error).split('\n')[0]}\n`,
    );
    return undefined;
  }
}

interface CarrierDocument {
  routers: { blades: { ports: { id: string; speedBps: number }[] }[] }[];
  links: { id: string; name: string; aPortId: string; zPortId: string; capacityBps: number }[];
}

/**
 * GÉANT's document as the API gives it, and the same with one more link between two ports no
 * link uses: the upload that adds a link, and the one that puts the original back.
 */
async function uploads(client: TiermapClient): Promise<{ original: string; added: string }> {
  const original = await client.GET('/api/carriers/{carrierId}/document', {
    params: { path: { carrierId: 'geant' }, query: { format: 'json' } },
    parseAs: 'text',
  });
  const document = JSON.parse(original) as CarrierDocument;
  const { links } = await client.GET('/api/topology');
  const used = new Set(links.flatMap((l) => [l.aPortId, l.zPortId]));
  const [a, z] = document.routers
    .flatMap((r) => r.blades.flatMap((b) => b.ports))
    .filter((p) => !used.has(p.id));
  if (a === undefined || z === undefined) throw new Error('GÉANT has no two free ports');
  document.links.push({
    id: 'geant-bench-changes',
    name: 'GÉANT bench:changes',
    aPortId: a.id,
    zPortId: z.id,
    capacityBps: Math.min(a.speedBps, z.speedBps),
  });
  return { original, added: JSON.stringify(document) };
}

const rounds = Number(option('rounds', '10'));
process.stdout.write(
  `change latency: ${rounds} rounds; ${os.cpus().length} cores, Node ${process.version}\n`,
);

await withBenchStack(
  {
    name: 'bench-changes',
    graphdbPort: GRAPHDB_PORT,
    topology: demoTopology(),
    apiPort: API_PORT,
    env: { TIERMAP_ADMIN_TOKEN: ADMIN_TOKEN, TIERMAP_DEMO_TRAFFIC: 'true' },
  },
  async () => {
    const client = createTiermapClient({
      baseUrl: API,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    const browser = await chromium.launch({
      executablePath: process.env.TIERMAP_CHROMIUM ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      const wall = await (await browser.newContext()).newPage();
      await wall.goto(`${API}/wall?rotate=3600`);
      await wall.getByTestId('wall-topology-summary').waitFor();
      const map = await (await browser.newContext()).newPage();
      await map.goto(`${API}/`);
      await map.waitForSelector('.map-frame[data-maintenance-links]');
      const pages = [
        { name: 'map' as const, page: map },
        { name: 'wall' as const, page: wall },
      ];
      const shown: Record<string, number[]> = {
        map: [],
        wall: [],
        'map upload': [],
        'wall upload': [],
      };
      const documents = await uploads(client);
      let missed = 0;
      for (let round = 0; round < rounds; round += 1) {
        const before = await Promise.all(pages.map((p) => count(p.page, p.name)));
        const now = Date.now();
        const announcedAt = Date.now();
        const window = await client.POST('/api/maintenance', {
          body: {
            carrierId: 'geant',
            title: `bench:changes round ${round + 1}`,
            behaviour: 'run',
            startsAt: new Date(now - 10 * 60_000).toISOString(),
            endsAt: new Date(now + 60 * 60_000).toISOString(),
            equipmentIds: [LINK],
          },
        });
        const on = await Promise.all(
          pages.map((p, i) => shownAfter(p.page, p.name, (before[i] ?? 0) + 1, announcedAt)),
        );
        const withdrawnAt = Date.now();
        await client.DELETE('/api/maintenance/{id}', { params: { path: { id: window.id } } });
        const off = await Promise.all(
          pages.map((p, i) => shownAfter(p.page, p.name, before[i] ?? 0, withdrawnAt)),
        );
        const linksBefore = await Promise.all(
          pages.map((p) => count(p.page, p.name, linksCounted)),
        );
        const upload = (text: string) =>
          client.POST('/api/carriers/{carrierId}/uploads', {
            params: { path: { carrierId: 'geant' } },
            headers: { 'content-type': 'application/json' },
            body: text,
            bodySerializer: asIs,
          });
        const addedAt = Date.now();
        await upload(documents.added);
        const added = await Promise.all(
          pages.map((p, i) =>
            shownAfter(p.page, p.name, (linksBefore[i] ?? 0) + 1, addedAt, linksCounted),
          ),
        );
        const restoredAt = Date.now();
        await upload(documents.original);
        const restored = await Promise.all(
          pages.map((p, i) =>
            shownAfter(p.page, p.name, linksBefore[i] ?? 0, restoredAt, linksCounted),
          ),
        );
        process.stdout.write(
          `round ${round + 1}: ${pages
            .map(
              (p, i) =>
                `${p.name} window on ${on[i] ?? 'missed'} ms, off ${off[i] ?? 'missed'} ms, ` +
                `upload +1 link ${added[i] ?? 'missed'} ms, back ${restored[i] ?? 'missed'} ms`,
            )
            .join('; ')}\n`,
        );
        pages.forEach((p, i) => {
          for (const ms of [on[i], off[i]]) {
            if (ms === undefined) missed += 1;
            else shown[p.name]?.push(ms);
          }
          for (const ms of [added[i], restored[i]]) {
            if (ms === undefined) missed += 1;
            else shown[`${p.name} upload`]?.push(ms);
          }
        });
      }
      printTable(
        `a change made elsewhere, shown without a reload (a window announced and withdrawn, an upload adding a link and the original put back; ${rounds} rounds; goal ${GOAL_MS} ms)`,
        Object.keys(shown).map((name) => {
          const samples = shown[name] ?? [];
          const [p50, p95, max] = percentiles(samples, [50, 95, 100]);
          return {
            'page and change': name.includes('upload') ? name : `${name} window`,
            changes: samples.length,
            'p50 ms': Math.round(p50 ?? Number.NaN),
            'p95 ms': Math.round(p95 ?? Number.NaN),
            'max ms': Math.round(max ?? Number.NaN),
            'within goal': `${samples.filter((ms) => ms <= GOAL_MS).length}/${samples.length}`,
          };
        }),
      );
      if (missed > 0) process.stdout.write(`${missed} changes not shown within ${GIVE_UP_MS} ms\n`);
    } finally {
      await browser.close();
    }
  },
);
