import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { topologyProblems } from '@tiermap/analysis';
import type { Topology } from '@tiermap/domain';
import { demoTopology } from '@tiermap/graph-schema';
import { withBenchStack } from './fresh-graphdb.js';
import { largeTopology } from './large-topology.js';
import { printTable } from './measure.js';
import { createTiermapClient } from '@tiermap/client';

const GRAPHDB_PORT = 17692;
const API_PORT = 18092;
const API = `http://127.0.0.1:${API_PORT}`;
/** Timed PDFs per topology, after one untimed one (Chromium's and the API's first run). */
const RUNS = 3;
/** Live traffic for this long before the first report, so the map and tables have load. */
const WARM_TRAFFIC_MS = 12_000;

/** 1,000 backbone routers (plus one border router per site), as `large-topology.ts` builds them. */
export function thousandRouterTopology(): Topology {
  return largeTopology({ backboneRouters: 1_000, links: 3_000, sites: 100, trunks: 40 });
}

interface Timed {
  ms: number;
  bytes: number;
}

const client = createTiermapClient({ baseUrl: API });

/** One GET timed to its last byte; an ApiProblem for any answer but 2xx. */
async function timeGet(
  path: '/api/reports/topology' | '/api/reports/topology.pdf',
): Promise<Timed & { body: Buffer }> {
  const started = performance.now();
  const body = Buffer.from(await client.GET(path, { parseAs: 'arrayBuffer' }));
  const ms = performance.now() - started;
  return { ms, bytes: body.length, body };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Pages in a PDF, from poppler's pdfinfo when it is installed. */
function pageCount(pdf: Buffer): number | string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tiermap-bench-pdf-'));
  try {
    const file = path.join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? Number.NaN);
  } catch {
    return 'pdfinfo missing';
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measure(name: string, topology: Topology): Promise<Record<string, string | number>> {
  const problems = topologyProblems(topology);
  if (problems.length > 0) {
    throw new Error(`${name} is invalid: ${problems[0]?.path}: ${problems[0]?.message}`);
  }
  return withBenchStack(
    {
      name: 'bench-neo4j-report',
      graphdbPort: GRAPHDB_PORT,
      heap: '1024m',
      topology,
      apiPort: API_PORT,
      env: {
        // The API runs from its build: no `development` condition from the bench's own run.
        NODE_OPTIONS: '',
        TIERMAP_LOAD_DEMO: 'false',
        TIERMAP_DEMO_TRAFFIC: 'true',
        TIERMAP_REPORT_TIMEOUT_MS: '300000',
      },
    },
    async () => {
      await new Promise((resolve) => setTimeout(resolve, WARM_TRAFFIC_MS));
      const data = await timeGet('/api/reports/topology');
      const first = await timeGet('/api/reports/topology.pdf');
      const runs: Timed[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await timeGet('/api/reports/topology.pdf'));
      return {
        topology: name,
        routers: topology.routers.length,
        links: topology.links.length,
        paths: topology.paths.length,
        'report data (ms)': data.ms.toFixed(0),
        'report data (kB)': (data.bytes / 1024).toFixed(0),
        'first PDF (s)': (first.ms / 1000).toFixed(1),
        [`PDF, median of ${RUNS} (s)`]: (median(runs.map((r) => r.ms)) / 1000).toFixed(1),
        'PDF (kB)': (first.bytes / 1024).toFixed(0),
        pages: pageCount(first.body),
      };
    },
  );
}

/**
 * The time to produce the full topology PDF (`GET /api/reports/topology.pdf`: the API reads the
 * report, Chromium loads the print page, draws the map and prints) for the demo and for a
 * 1,000-router topology, each in a fresh local Neo4j with live demo traffic, through a real
 * server process. Needs the built web app and API (`npm run build`) and Debian's Chromium.
 */
export async function benchReportPdf(): Promise<void> {
  const rows = [
    await measure('demo', demoTopology()),
    await measure('1,000 routers', thousandRouterTopology()),
  ];
  printTable('Topology report PDF (GET /api/reports/topology.pdf), end to end', rows);
}

if (
  process.argv[1] !== undefined &&
  fileURLToPath(import.meta.url) === path.resolve(process.argv[1])
) {
  benchReportPdf().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
