import { topologyProblems } from '@tiermap/analysis';
import { createTopologyService } from '@tiermap/api';
import http from 'node:http';
import type { Topology } from '@tiermap/domain';
import { startBenchApi, startFreshGraphdb } from './fresh-graphdb.js';
import { counterLines, loopbackRequest, type LinkEnd } from './metrics-stack.js';
import { percentiles, printTable } from './measure.js';
import { largeTopology, mulberry32 } from './large-topology.js';
import { timeLiveSnapshots } from './large-live.js';
import { createTiermapClient } from '@tiermap/client';

const GRAPHDB_PORT = Number(process.env.TIERMAP_BENCH_GRAPHDB_PORT ?? 17691);
const API_PORT = Number(process.env.TIERMAP_BENCH_API_PORT ?? 18091);
const API = `http://127.0.0.1:${API_PORT}`;
const REQUEST_SEED = 7;
/** Lets the bench write live samples (`POST /api/write` needs a token). */
const ADMIN_TOKEN = 'bench-large-token-0123456789abcdef';
/** Lines per `POST /api/write` when every link end is given live data. */
const LIVE_BATCH = 10_000;
/**
 * Timed requests of the first page with every link live: 50 (about 2 s) unless
 * TIERMAP_BENCH_LIVE_REQUESTS says more, to take the p95 over several rounds of the API's
 * periodic jobs (the diagnosis every 5 s, the graph write every 10 s) rather than one window.
 */
const LIVE_REQUESTS = Number(process.env.TIERMAP_BENCH_LIVE_REQUESTS ?? 50);
/** `GET /api/live` clients opened at once by the `live` case (TIERMAP_BENCH_LIVE_CLIENTS). */
const LIVE_CLIENTS = Number(process.env.TIERMAP_BENCH_LIVE_CLIENTS ?? 100);
/** The slow reader's pause after each chunk it reads, milliseconds. */
const SLOW_READER_PAUSE_MS = 100;

/** The request cases the bench can time; `--cases` picks some (all by default). */
export const LARGE_CASES = ['shared', 'paths', 'oversubscription', 'live'] as const;
export type LargeCase = (typeof LARGE_CASES)[number];

/**
 * A 10,000-router topology (40,000 links, 500 site paths, fixed seed) loaded into a fresh local
 * Neo4j through the topology service, then the API's read endpoints timed over HTTP against a
 * real server process: p50 and p95 of `GET /api/analysis/shared` (5 sites), `GET /api/paths/{id}`
 * and `GET /api/analysis/oversubscription` (its first request, cold, on its own; then warm,
 * its first page and the first page of one carrier's equipment; then, after two counter
 * readings of every link end through `POST /api/write` and the first `GET /api/health/paths`
 * (timed on its own: it waits for the diagnosis's one-off topology read and snapshot build
 * after start), the first page with every link live, the steady state); and `GET /api/live`
 * with every link live (`live`: one client's snapshot, then TIERMAP_BENCH_LIVE_CLIENTS at once,
 * then a slow reader; `large-live.ts`). `cases` limits the timed
 * requests (the load is always timed). Neo4j and the API are stopped even on failure.
 */
export async function benchLargeGraph(cases: readonly LargeCase[] = LARGE_CASES): Promise<void> {
  let started = performance.now();
  const topology = largeTopology();
  const generateMs = performance.now() - started;
  const problems = topologyProblems(topology);
  if (problems.length > 0) {
    const first = problems.slice(0, 10).map((p) => `  ${p.path}: ${p.message}`);
    throw new Error(
      `the large topology is invalid (${problems.length} problems):\n${first.join('\n')}`,
    );
  }

  // One transaction may use 70 % of Neo4j's heap; this topology needs about 1536m.
  const { graphdb, graph } = await startFreshGraphdb({
    name: 'bench-neo4j-large',
    port: GRAPHDB_PORT,
    heap: '1536m',
  });
  let api: Awaited<ReturnType<typeof startBenchApi>> | undefined;
  try {
    let loadMs: number;
    try {
      started = performance.now();
      await createTopologyService(graph)
        .loadTopology(topology)
        .catch((error: unknown) => {
          const code = (error as { code?: unknown }).code;
          if (code !== 'Neo.TransientError.General.MemoryPoolOutOfMemoryError') throw error;
          throw new Error(
            'loading the topology in one transaction ran out of Neo4j transaction memory ' +
              'with a 1536m heap; give startGraphdb a larger heap',
            { cause: error },
          );
        });
      loadMs = performance.now() - started;
    } finally {
      await graph.close();
    }

    api = await startBenchApi({
      port: API_PORT,
      neo4jUri: graphdb.uri,
      env: {
        TIERMAP_LOAD_DEMO: 'false',
        TIERMAP_DEMO_TRAFFIC: 'false',
        TIERMAP_ADMIN_TOKEN: ADMIN_TOKEN,
      },
    });

    const random = mulberry32(REQUEST_SEED);
    const siteIds = topology.sites.map((s) => s.id);
    const fiveSites = (): string => {
      const chosen = new Set<string>();
      while (chosen.size < 5) chosen.add(siteIds[Math.floor(random() * siteIds.length)] ?? 'T0');
      return [...chosen].join(',');
    };
    const pathIds = topology.paths.map((p) => p.id);
    const onePath = (): string => pathIds[Math.floor(random() * pathIds.length)] ?? '';

    // The carrier of a seeded random router: mostly one of the 20 backbone carriers.
    const oneCarrier = (): string =>
      topology.routers[Math.floor(random() * topology.routers.length)]?.carrierId ?? '';

    const client = createTiermapClient({ baseUrl: API });
    const all: [LargeCase, string, () => Promise<string>, number, number][] = [
      [
        'shared',
        'GET /api/analysis/shared?sites=<5 sites>',
        () =>
          client.GET('/api/analysis/shared', {
            params: { query: { sites: fiveSites() } },
            parseAs: 'text',
          }),
        5,
        50,
      ],
      [
        'paths',
        'GET /api/paths/{id}',
        () =>
          client.GET('/api/paths/{id}', { params: { path: { id: onePath() } }, parseAs: 'text' }),
        5,
        50,
      ],
      [
        'oversubscription',
        'GET /api/analysis/oversubscription (first page: 100 of each), warm',
        () => client.GET('/api/analysis/oversubscription', { parseAs: 'text' }),
        5,
        50,
      ],
      [
        'oversubscription',
        "GET /api/analysis/oversubscription?carrier=<a router's carrier> (first page), warm",
        () =>
          client.GET('/api/analysis/oversubscription', {
            params: { query: { carrier: oneCarrier() } },
            parseAs: 'text',
          }),
        5,
        50,
      ],
    ];
    const rows = [];
    if (cases.includes('oversubscription')) {
      // The API keeps the whole oversubscription per topology version: its first request (as
      // the first after any topology write) reads and computes it all. Timed on its own.
      const { times, bytes } = await timeRequests(
        () => client.GET('/api/analysis/oversubscription', { parseAs: 'text' }),
        0,
        1,
      );
      rows.push({
        endpoint: 'GET /api/analysis/oversubscription, cold (first after start or a write)',
        requests: 1,
        'p50 (ms)': (times[0] ?? Number.NaN).toFixed(1),
        'p95 (ms)': (times[0] ?? Number.NaN).toFixed(1),
        'response (kB, median)': ((bytes[0] ?? 0) / 1024).toFixed(0),
      });
    }
    for (const [which, name, url, warmup, runs] of all) {
      if (!cases.includes(which)) continue;
      const { times, bytes } = await timeRequests(url, warmup, runs);
      const [p50, p95] = percentiles(times, [50, 95]);
      rows.push({
        endpoint: name,
        requests: runs,
        'p50 (ms)': (p50 ?? Number.NaN).toFixed(1),
        'p95 (ms)': (p95 ?? Number.NaN).toFixed(1),
        'response (kB, median)': ((percentiles(bytes, [50])[0] ?? 0) / 1024).toFixed(0),
      });
    }
    // As in a NOC, every link measured: a page's live load reads a few thousand link
    // directions of the 80,000 the process holds, and a live client's snapshot has them all.
    const measured =
      cases.includes('oversubscription') || cases.includes('live')
        ? await writeLiveEverywhere(topology)
        : 0;
    if (cases.includes('oversubscription')) {
      // Once per process (and after each topology write) the diagnosis reads the whole topology
      // and builds its snapshot, about half a second of blocked event loop at this size; the
      // first evaluation, a few seconds after start, does it unless a read got there first. It
      // is timed here on its own (the wall's first path health read waits for the same build)
      // rather than landing in the window below by chance: that window is the steady state.
      const { times: startup, bytes: startupBytes } = await timeRequests(
        () => client.GET('/api/health/paths', { parseAs: 'text' }),
        0,
        1,
      );
      rows.push({
        endpoint:
          'GET /api/health/paths, first after start (the diagnosis reads the topology and builds its snapshot, or waits for the build under way)',
        requests: 1,
        'p50 (ms)': (startup[0] ?? Number.NaN).toFixed(1),
        'p95 (ms)': (startup[0] ?? Number.NaN).toFixed(1),
        'response (kB, median)': ((startupBytes[0] ?? 0) / 1024).toFixed(0),
      });
      const page = () => client.GET('/api/analysis/oversubscription', { parseAs: 'text' });
      const first = JSON.parse(await page()) as { blades: { live?: unknown }[] };
      const withLive = first.blades.filter((blade) => blade.live !== undefined).length;
      if (withLive === 0) throw new Error('no blade of the first page has a live load');
      const startedAt = performance.now();
      const { times, bytes } = await timeRequests(page, 5, LIVE_REQUESTS);
      const spanS = (performance.now() - startedAt) / 1000;
      const [p50, p95] = percentiles(times, [50, 95]);
      rows.push({
        endpoint:
          `GET /api/analysis/oversubscription (first page), warm, all ${measured.toLocaleString('en')} ` +
          `link directions live (${withLive} of ${first.blades.length} blades with a live load), ` +
          `over ${spanS.toFixed(1)} s`,
        requests: LIVE_REQUESTS,
        'p50 (ms)': (p50 ?? Number.NaN).toFixed(1),
        'p95 (ms)': (p95 ?? Number.NaN).toFixed(1),
        'response (kB, median)': ((percentiles(bytes, [50])[0] ?? 0) / 1024).toFixed(0),
      });
    }
    if (cases.includes('live')) {
      // Each link end at its own load, from 5 to 95 % (every end at 30 % would make a snapshot of
      // a few values repeated, which gzip shrinks far more than a real network's).
      await writeLiveEverywhere(topology, (index) => 0.05 + 0.9 * ((index * GOLDEN) % 1));
      rows.push(
        ...(await timeLiveSnapshots(API_PORT, measured, LIVE_CLIENTS, SLOW_READER_PAUSE_MS)),
      );
    }
    printTable(
      `A ${topology.routers.length.toLocaleString('en')}-router topology: ` +
        `${topology.links.length.toLocaleString('en')} links, ` +
        `${topology.ports.length.toLocaleString('en')} ports, ` +
        `${topology.blades.length.toLocaleString('en')} blades, ` +
        `${topology.trunks.length} trunks, ${topology.paths.length} paths; ` +
        `generated in ${generateMs.toFixed(0)} ms, ` +
        `loaded (one transaction) in ${(loadMs / 1000).toFixed(1)} s`,
      rows,
    );
  } finally {
    await api?.stop();
    await graphdb.stop();
  }
}

/** The golden ratio's fraction: its multiples modulo 1 spread evenly, none repeated. */
const GOLDEN = (Math.sqrt(5) - 1) / 2;

/**
 * Two counter readings of every link end (the second gives the rates), through the API's
 * `POST /api/write` as a collector sends them; answers the link directions measured.
 */
async function writeLiveEverywhere(
  topology: Topology,
  load?: (index: number) => number,
): Promise<number> {
  const portById = new Map(topology.ports.map((port) => [port.id, port]));
  const end = (linkId: string, which: 'A' | 'Z', portId: string, capacityBps: number) => {
    const port = portById.get(portId);
    if (port === undefined) throw new Error(`link ${linkId}: no port ${portId}`);
    return { linkId, end: which, device: port.routerId, port: port.name, capacityBps };
  };
  const ends: LinkEnd[] = topology.links.flatMap((link) => [
    end(link.id, 'A', link.aPortId, link.capacityBps),
    end(link.id, 'Z', link.zPortId, link.capacityBps),
  ]);
  const lines = counterLines(ends, load);
  const agent = new http.Agent({ keepAlive: true });
  try {
    for (let reading = 0; reading < 2; reading += 1) {
      for (let sent = 0; sent < ends.length; sent += LIVE_BATCH) {
        const count = Math.min(LIVE_BATCH, ends.length - sent);
        const answer = await loopbackRequest({
          port: API_PORT,
          agent,
          method: 'POST',
          pathname: '/api/write?precision=ns',
          body: lines.body(count),
          headers: {
            authorization: `Bearer ${ADMIN_TOKEN}`,
            'content-type': 'text/plain; charset=utf-8',
          },
        });
        const accepted = (JSON.parse(answer.body) as { accepted?: unknown }).accepted;
        if (answer.status !== 200 || accepted !== count) {
          throw new Error(
            `POST /api/write of ${count} lines answered ${answer.status}: ${answer.body}`,
          );
        }
      }
    }
  } finally {
    agent.destroy();
  }
  return topology.links.length * 2;
}

/** `warmup` untimed then `runs` timed sequential GETs; fails on any answer but 2xx (ApiProblem). */
async function timeRequests(
  get: () => Promise<string>,
  warmup: number,
  runs: number,
): Promise<{ times: number[]; bytes: number[] }> {
  const times: number[] = [];
  const bytes: number[] = [];
  for (let i = 0; i < warmup + runs; i += 1) {
    const started = performance.now();
    const body = await get();
    const elapsed = performance.now() - started;
    if (i >= warmup) {
      times.push(elapsed);
      bytes.push(body.length);
    }
  }
  return { times, bytes };
}
