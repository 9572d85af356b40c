// The port CSV benchmark: `corepack pnpm --filter @tiermap/bench run bench:upload-parse`.
// 1. Reading a bulk port CSV of 40,000, 80,000 and 200,000 rows, in-process: the time per
//    row stays flat when the work is linear (on main it grew with the rows: 8.8 s, 42 s, 262 s).
// 2. The API as `npm start` runs it (apps/api/dist, a fresh local Neo4j, the demo): a dry run of
//    200,000 rows over HTTP while /api/health is asked one request after another; the health
//    latencies during the upload show whether the request loop stayed free.
// Ports: TIERMAP_BENCH_GRAPHDB_PORT (17696) and TIERMAP_BENCH_API_PORT (18094).
import os from 'node:os';
import { carrierSlice, checkUpload, sliceDocument, uploadDiff } from '@tiermap/analysis';
import { readPortCsv, withPortRows } from '@tiermap/carrier-files';
import type { CarrierUpload, Topology } from '@tiermap/domain';
import { bulkPortCsv, DEFAULT_BULK, demoTopology, withEmptyBlades } from '@tiermap/graph-schema';
import { portFromEnv } from '../../scripts/lib/ports.mjs';
import { startBenchApi, startFreshGraphdb } from './fresh-graphdb.js';
import { percentiles, printTable } from './measure.js';
import { asIs, createTiermapClient } from '@tiermap/client';

const GRAPHDB_PORT = portFromEnv('TIERMAP_BENCH_GRAPHDB_PORT', 17696);
const API_PORT = portFromEnv('TIERMAP_BENCH_API_PORT', 18094);
const ADMIN_TOKEN = 'bench-upload-parse-admin-token';
const SIZES = [40_000, 80_000, 200_000];

/** The demo with GÉANT's 448 empty blades, as the graph holds it after the first upload. */
function benchTopology(): { topology: Topology; document: CarrierUpload } {
  const demo = demoTopology();
  const document = withEmptyBlades(sliceDocument('geant', carrierSlice(demo, 'geant')));
  const check = checkUpload(demo, document);
  return { topology: check.merged, document };
}

function parseFigures(): void {
  const { topology } = benchTopology();
  const before = carrierSlice(topology, 'geant');
  const rows: Record<string, string>[] = [];
  let firstPerRow = 0;
  for (const size of SIZES) {
    const text = bulkPortCsv(size);
    const started = performance.now();
    const read = readPortCsv(text);
    if (!read.ok) throw new Error(JSON.stringify(read.problems.slice(0, 3)));
    const merged = withPortRows(sliceDocument('geant', before), read.rows);
    if (!merged.ok) throw new Error(JSON.stringify(merged.problems.slice(0, 3)));
    const parsedMs = performance.now() - started;
    const check = checkUpload(topology, merged.document);
    const diff = uploadDiff(before, check.slice);
    const checkedMs = performance.now() - started;
    // The worst case: every row on one blade (over the 512 limit, refused by the check).
    const oneStarted = performance.now();
    const oneRead = readPortCsv(bulkPortCsv(size, DEFAULT_BULK, true));
    if (oneRead.ok) withPortRows(sliceDocument('geant', before), oneRead.rows);
    const oneBladeMs = performance.now() - oneStarted;
    const perRow = (parsedMs * 1000) / size;
    firstPerRow ||= perRow;
    rows.push({
      rows: size.toLocaleString('en'),
      MB: (text.length / 1e6).toFixed(1),
      'read + merge (s)': (parsedMs / 1000).toFixed(2),
      'µs per row': perRow.toFixed(1),
      'per row vs 40k': (perRow / firstPerRow).toFixed(2),
      'all on one blade (s)': (oneBladeMs / 1000).toFixed(2),
      '+ check + diff (s)': (checkedMs / 1000).toFixed(2),
      created: String(diff.counts.port?.created ?? 0),
    });
  }
  printTable('reading a port CSV (in-process; main: 8.8 s, 42 s, 262 s)', rows);
}

async function healthDuringUpload(): Promise<void> {
  const { graphdb, graph } = await startFreshGraphdb({
    name: 'bench-neo4j-upload-parse',
    port: GRAPHDB_PORT,
  });
  await graph.close();
  let api: Awaited<ReturnType<typeof startBenchApi>> | undefined;
  try {
    api = await startBenchApi({
      port: API_PORT,
      neo4jUri: graphdb.uri,
      env: {
        TIERMAP_LOAD_DEMO: 'true',
        TIERMAP_ADMIN_TOKEN: ADMIN_TOKEN,
        TIERMAP_DEMO_TRAFFIC: 'false',
      },
    });
    const client = createTiermapClient({
      baseUrl: `http://127.0.0.1:${API_PORT}`,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    const post = (dryRun: boolean, type: string, body: string) =>
      client.raw.POST('/api/carriers/{carrierId}/uploads', {
        params: { path: { carrierId: 'geant' }, query: dryRun ? { dryRun: 'true' } : {} },
        headers: { 'content-type': type },
        body,
        bodySerializer: asIs,
        parseAs: 'arrayBuffer',
      });
    const current = (await client.GET('/api/carriers/{carrierId}/document', {
      params: { path: { carrierId: 'geant' } },
    })) as CarrierUpload;
    const blades = await post(false, 'application/json', JSON.stringify(withEmptyBlades(current)));
    if (blades.response.status !== 201) throw new Error(`blades upload: ${blades.response.status}`);

    const csv = bulkPortCsv(200_000);
    const latencies: number[] = [];
    let answered = false;
    const started = performance.now();
    const upload = post(true, 'text/csv', csv).then(({ data, response }) => {
      answered = true;
      const bytes = data?.byteLength ?? 0;
      return { status: response.status, bytes, ms: performance.now() - started };
    });
    while (!answered) {
      const at = performance.now();
      // Degraded (503) counts too: the figure is how soon the API answers, not what.
      await client.GET('/api/health', { parseAs: 'arrayBuffer' }).catch(() => undefined);
      if (!answered) latencies.push(performance.now() - at);
    }
    const result = await upload;
    const [p50, p95] = percentiles(latencies, [50, 95]);
    printTable(
      'a 200,000-row port CSV dry run over HTTP (npm start: apps/api/dist) and /api/health',
      [
        {
          'upload answer': `${result.status}, ${(result.bytes / 1e6).toFixed(1)} MB`,
          'upload (s)': (result.ms / 1000).toFixed(2),
          'health answers meanwhile': latencies.length,
          'health p50 (ms)': (p50 ?? Number.NaN).toFixed(1),
          'health p95 (ms)': (p95 ?? Number.NaN).toFixed(1),
          'health max (ms)': Math.max(...latencies).toFixed(1),
        },
      ],
    );
  } finally {
    await api?.stop();
    await graphdb.stop();
  }
}

process.stdout.write(
  `Port CSV upload: ${os.cpus().length} cores, Node ${process.version}, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${new Date().toISOString()}\n`,
);
parseFigures();
await healthDuringUpload();
