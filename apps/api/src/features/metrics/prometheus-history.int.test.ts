import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { seriesRangeWindow } from '@tiermap/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMETHEUS_TEST_PORT, testDataDir } from '../../test-support/paths.js';
import { createPrometheusHistory, type LinkEndpoints } from './prometheus-history.js';

const PROMETHEUS = '/usr/bin/prometheus';
const PROMTOOL = '/usr/bin/promtool';
const PORT = PROMETHEUS_TEST_PORT;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const dir = testDataDir('test-prometheus');
// A fixed clock: retention counts back from the newest block, not from the wall clock.
const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
const SPAN_MS = 3 * 3_600_000;
const SCRAPE_MS = 30_000;
const QUOTED_PORT = 'et-0/0/1 "uplink" C:\\lab';

const links: Record<string, LinkEndpoints> = {
  'geant-gva-fra': {
    a: { device: 'geant-gva', port: 'xe-1/0/0' },
    z: { device: 'geant-fra', port: 'xe-2/0/0' },
  },
  'lab-quoted': {
    a: { device: 'lab-rtr', port: QUOTED_PORT },
    z: { device: 'lab-sw', port: 'ge-0/0/0' },
  },
  'dark-fibre': {
    a: { device: 'geant-mil', port: 'xe-9/9/9' },
    z: { device: 'garr-bo', port: 'xe-8/8/8' },
  },
};

/** Counter series (labels as written in OpenMetrics, increase per 30 s) for the test links. */
const counters: { metric: string; labels: string; perScrape: number }[] = [
  // geant-gva-fra AtoZ: 10 Mb/s out of GVA, 0.2 errors/s and 0.1 discards/s into FRA.
  {
    metric: 'ifHCOutOctets',
    labels: 'device="geant-gva",ifName="xe-1/0/0"',
    perScrape: 37_500_000,
  },
  { metric: 'ifInErrors', labels: 'device="geant-fra",ifName="xe-2/0/0"', perScrape: 6 },
  { metric: 'ifInDiscards', labels: 'device="geant-fra",ifName="xe-2/0/0"', perScrape: 3 },
  // ... and 0.4 out discards/s in GVA's full queue (ifOutDiscards at the sending end).
  { metric: 'ifOutDiscards', labels: 'device="geant-gva",ifName="xe-1/0/0"', perScrape: 12 },
  // geant-gva-fra ZtoA: 20 Mb/s out of FRA, 0.1 errors/s and no discards into GVA.
  {
    metric: 'ifHCOutOctets',
    labels: 'device="geant-fra",ifName="xe-2/0/0"',
    perScrape: 75_000_000,
  },
  { metric: 'ifInErrors', labels: 'device="geant-gva",ifName="xe-1/0/0"', perScrape: 3 },
  { metric: 'ifInDiscards', labels: 'device="geant-gva",ifName="xe-1/0/0"', perScrape: 0 },
  // lab-quoted AtoZ: 1 Mb/s out of a port whose name holds a quote and a backslash.
  {
    metric: 'ifHCOutOctets',
    labels: 'device="lab-rtr",ifName="et-0/0/1 \\"uplink\\" C:\\\\lab"',
    perScrape: 3_750_000,
  },
];

/** OpenMetrics text for promtool: counters without `_total` are accepted as `counter`. */
function openMetrics(): string {
  const lines: string[] = [];
  for (const metric of new Set(counters.map((c) => c.metric))) {
    lines.push(`# TYPE ${metric} counter`);
    for (const series of counters.filter((c) => c.metric === metric)) {
      for (let t = T0 - SPAN_MS, i = 0; t <= T0; t += SCRAPE_MS, i += 1) {
        lines.push(`${metric}{${series.labels}} ${1_000_000 + i * series.perScrape} ${t / 1000}`);
      }
    }
  }
  lines.push('# EOF', '');
  return lines.join('\n');
}

let prometheus: ChildProcess | undefined;
let exited: Promise<void> = Promise.resolve();
let log = '';

async function waitUntilReady(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (prometheus?.exitCode !== null) throw new Error(`Prometheus exited early:\n${log}`);
    const ready = await fetch(`${BASE_URL}/-/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Prometheus not ready within ${timeoutMs} ms:\n${log}`);
}

/** A loopback port nothing listens on: one the system just handed out and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const history = createPrometheusHistory({
  baseUrl: BASE_URL,
  endpoints: (linkId) => Promise.resolve(links[linkId]),
});
const window = { fromMs: T0 - 2 * 3_600_000, toMs: T0 - 3_600_000, stepMs: 60_000 };

describe('createPrometheusHistory against a real Prometheus', () => {
  beforeAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const seriesFile = path.join(dir, 'series.om.txt');
    const config = path.join(dir, 'prometheus.yml');
    const tsdb = path.join(dir, 'tsdb');
    writeFileSync(seriesFile, openMetrics());
    writeFileSync(config, 'global:\n  scrape_interval: 1m\nscrape_configs: []\n');
    await promisify(execFile)(PROMTOOL, [
      'tsdb',
      'create-blocks-from',
      'openmetrics',
      seriesFile,
      tsdb,
    ]);

    const startedAt = performance.now();
    const child = spawn(
      PROMETHEUS,
      [
        `--config.file=${config}`,
        `--storage.tsdb.path=${tsdb}`,
        `--web.listen-address=127.0.0.1:${PORT}`,
        '--storage.tsdb.retention.time=30d',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    prometheus = child;
    exited = new Promise((resolve) => child.once('exit', () => resolve()));
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    await waitUntilReady(60_000);
    process.stderr.write(`Prometheus ready in ${Math.round(performance.now() - startedAt)} ms\n`);
  });

  afterAll(async () => {
    const child = prometheus;
    if (child === undefined || child.exitCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  });

  it('series AtoZ gives 10 Mb/s, 0.2 errors/s, 0.1 in discards/s and 0.4 out discards/s on every 60 s step', async () => {
    const points = await history.series({ linkId: 'geant-gva-fra', direction: 'AtoZ', ...window });
    expect(points).toHaveLength(61);
    points.forEach((p, i) => expect(p.tsMs).toBe(window.fromMs + i * window.stepMs));
    for (const p of points) {
      expect(p.bps).toBeCloseTo(1e7, 0);
      expect(p.errorsPerSec).toBeCloseTo(0.2, 6);
      expect(p.inDiscardsPerSec).toBeCloseTo(0.1, 6);
      expect(p.outDiscardsPerSec).toBeCloseTo(0.4, 6);
    }
  });

  it('series ZtoA reads the mirror image: 20 Mb/s out of FRA, errors and discards into GVA', async () => {
    const points = await history.series({ linkId: 'geant-gva-fra', direction: 'ZtoA', ...window });
    expect(points).toHaveLength(61);
    for (const p of points) {
      expect(p.bps).toBeCloseTo(2e7, 0);
      expect(p.errorsPerSec).toBeCloseTo(0.1, 6);
      expect(p.inDiscardsPerSec).toBe(0);
      expect(p.outDiscardsPerSec).toBeNull();
    }
  });

  it('series finds a port whose name holds a quote and a backslash', async () => {
    const points = await history.series({ linkId: 'lab-quoted', direction: 'AtoZ', ...window });
    expect(points.map((p) => p.bps).every((bps) => bps !== null && Math.abs(bps - 1e6) < 1)).toBe(
      true,
    );
    expect(points.every((p) => p.errorsPerSec === null)).toBe(true);
  });

  it('series of a link with no data gives a null point on every step', async () => {
    const points = await history.series({ linkId: 'dark-fibre', direction: 'AtoZ', ...window });
    expect(points).toHaveLength(61);
    expect(points[0]).toEqual({
      tsMs: window.fromMs,
      bps: null,
      errorsPerSec: null,
      outErrorsPerSec: null,
      inDiscardsPerSec: null,
      outDiscardsPerSec: null,
    });
    expect(points.every((p) => p.bps === null && p.errorsPerSec === null)).toBe(true);
  });

  it('series over the day of SERIES_RANGES gives 145 steps of 10 min: the rate where the 3 h of data are, null (no data) before', async () => {
    const day = seriesRangeWindow('day', T0 + 123_000);
    expect(day).toEqual({ fromMs: T0 - 86_400_000, toMs: T0, stepMs: 600_000 });
    const points = await history.series({ linkId: 'geant-gva-fra', direction: 'AtoZ', ...day });
    expect(points).toHaveLength(145);
    const before = points.filter((p) => p.tsMs <= T0 - SPAN_MS);
    expect(before.length).toBe(127);
    expect(before.every((p) => p.bps === null && p.errorsPerSec === null)).toBe(true);
    // The rate window (four steps, 40 min) lies wholly within the data from T0 - 2 h on.
    const within = points.filter((p) => p.tsMs >= T0 - 2 * 3_600_000);
    expect(within).toHaveLength(13);
    for (const p of within) expect(p.bps).toBeCloseTo(1e7, 0);
  });

  it('series gives nulls after the written data ends', async () => {
    const after = { fromMs: T0 + 3_600_000, toMs: T0 + 3_660_000, stepMs: 60_000 };
    const points = await history.series({ linkId: 'geant-gva-fra', direction: 'AtoZ', ...after });
    expect(points.map((p) => p.bps)).toEqual([null, null]);
  });

  it('series rejects with the URL and the error when Prometheus refuses the query', async () => {
    const tooFine = { fromMs: T0 - SPAN_MS, toMs: T0, stepMs: 100 };
    await expect(
      history.series({ linkId: 'geant-gva-fra', direction: 'AtoZ', ...tooFine }),
    ).rejects.toThrow(
      new RegExp(`127\\.0\\.0\\.1:${PORT}/api/v1/query_range answered 400: .*resolution`),
    );
  });

  it('series rejects with a message naming an unreachable Prometheus URL', async () => {
    // Not port 1: fetch refuses that one itself ("bad port") before connecting.
    const url = `http://127.0.0.1:${await closedPort()}`;
    const unreachable = createPrometheusHistory({
      baseUrl: url,
      endpoints: (linkId) => Promise.resolve(links[linkId]),
    });
    await expect(
      unreachable.series({ linkId: 'geant-gva-fra', direction: 'AtoZ', ...window }),
    ).rejects.toThrow(`Prometheus at ${url}/api/v1/query_range failed: connect ECONNREFUSED`);
  });

  it('series rejects after fetchTimeoutMs when Prometheus accepts but never answers', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const url = `http://127.0.0.1:${address.port}`;
    try {
      const stuck = createPrometheusHistory({
        baseUrl: url,
        endpoints: (linkId) => Promise.resolve(links[linkId]),
        fetchTimeoutMs: 300,
      });
      await expect(
        stuck.series({ linkId: 'geant-gva-fra', direction: 'AtoZ', ...window }),
      ).rejects.toThrow(`Prometheus at ${url}/api/v1/query_range failed: no answer within 300 ms`);
    } finally {
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
