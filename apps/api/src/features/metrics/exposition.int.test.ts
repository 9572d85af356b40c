import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { rolePolicy, tokenAccessPolicy } from '../../http/access.js';
import { createServices } from '../../services.js';
import { listenOnLoopback, resetToDemo, startTestMetrics } from '../../test-support/app-server.js';
import { testGraph } from '../../test-support/graph.js';
import { testDataDir } from '../../test-support/paths.js';
import { EXPOSITION_CONTENT_TYPE } from './exposition.js';
import { prometheusHistory } from './history-backend.js';
import type { MetricsRuntime } from './runtime.js';
import { freeTcpPort } from '../../test-support/alertmanager.js';
import { eventually as pollUntil } from '../../test-support/eventually.js';

/**
 * History out: Debian's real Prometheus scrapes `GET /api/metrics` of two tiermap instances
 * every second (the second with anonymous reads off, so the scrape sends a token), and a rate
 * posted through `POST /api/metrics` is read back from Prometheus' HTTP API at the time of its
 * sample. docs/integrations.md, "History out", gives this scrape configuration.
 */
const PROMETHEUS = '/usr/bin/prometheus';
const TOKEN = 'exposition-test-token-0123456789';
const LINK = 'geant-par-gva';
const dir = testDataDir('h39-exposition');

const graph = testGraph();
const children: { child: ChildProcess; exited: Promise<void> }[] = [];
const instances: { metrics: MetricsRuntime; server: Server; base: string }[] = [];
let promUrl = '';
let prometheusLog = () => '';
/** When the rate posted by the second test was measured, epoch milliseconds. */
let postedAtMs = 0;

/** Polls as test-support's `eventually` does, and fails with Prometheus' log. */
const eventually = <T>(what: string, attempts: number, check: () => Promise<T | undefined>) =>
  pollUntil(what, attempts, check, () => prometheusLog());

interface PromSeries {
  metric: Record<string, string>;
  value?: [number, string];
  values?: [number, string][];
}

/** An instant query to the test's Prometheus: its result series. */
async function query(promql: string): Promise<PromSeries[]> {
  const response = await fetch(`${promUrl}/api/v1/query?query=${encodeURIComponent(promql)}`);
  const body = (await response.json()) as { status: string; data?: { result: PromSeries[] } };
  if (body.status !== 'success') throw new Error(`${promql}: ${JSON.stringify(body)}`);
  return body.data?.result ?? [];
}

async function postSamples(base: string, samples: unknown[]): Promise<void> {
  const response = await fetch(`${base}/metrics`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ samples }),
  });
  expect(response.status, await response.text()).toBe(200);
}

describe('GET /api/metrics scraped by a real Prometheus (two instances)', () => {
  beforeAll(async () => {
    if (!existsSync(PROMETHEUS)) throw new Error(`${PROMETHEUS} is missing: npm test installs it`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    await resetToDemo(graph);
    const services = createServices(graph);
    for (const anonymousRead of [true, false]) {
      const metrics = await startTestMetrics(graph, pino({ level: 'silent' }));
      const policy = anonymousRead
        ? tokenAccessPolicy(TOKEN)
        : rolePolicy(
            {
              verify: (presented) =>
                Promise.resolve(
                  presented === TOKEN
                    ? { tokenId: 'admin', name: 'admin', role: 'admin', carrierId: null }
                    : undefined,
                ),
            },
            { anonymousRead: false },
          );
      const app = createApp({
        logger: pino({ level: 'silent' }),
        accessPolicy: policy,
        webDist: undefined,
        metrics,
        now: Date.now,
        ...services,
      });
      const { server, base } = await listenOnLoopback(app.express);
      instances.push({ metrics, server, base });
    }

    const promPort = await freeTcpPort();
    promUrl = `http://127.0.0.1:${promPort}`;
    const targets = instances.map(({ base }) => `'${new URL(base).host}'`).join(', ');
    const config = path.join(dir, 'prometheus.yml');
    writeFileSync(
      config,
      [
        'global:',
        '  scrape_interval: 1s',
        '  scrape_timeout: 1s',
        'scrape_configs:',
        '  - job_name: tiermap',
        '    metrics_path: /api/metrics',
        '    authorization:',
        `      credentials: ${TOKEN}`,
        '    static_configs:',
        `      - targets: [${targets}]`,
        '',
      ].join('\n'),
    );
    let log = '';
    const child = spawn(
      PROMETHEUS,
      [
        `--config.file=${config}`,
        `--storage.tsdb.path=${path.join(dir, 'tsdb')}`,
        `--web.listen-address=127.0.0.1:${promPort}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
    child.stderr.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
    children.push({ child, exited: new Promise((resolve) => child.once('exit', () => resolve())) });
    prometheusLog = () => `prometheus: ${log}`;
    await eventually('Prometheus ready', 60, async () =>
      (await fetch(`${promUrl}/-/ready`)).ok ? true : undefined,
    );
  }, 120_000);

  afterAll(async () => {
    for (const { metrics, server } of instances) {
      await metrics.close();
      server.close();
    }
    for (const { child, exited } of children) {
      if (child.exitCode !== null) continue;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    await graph.close();
  });

  it('answers the text format 0.0.4, anonymously only where reads are open', async () => {
    const [open, closed] = instances;
    if (open === undefined || closed === undefined) throw new Error('no instances');
    const response = await fetch(`${open.base}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(EXPOSITION_CONTENT_TYPE);
    expect(await response.text()).toContain('# TYPE tiermap_link_bits_per_second gauge\n');
    expect((await fetch(`${closed.base}/metrics`)).status).toBe(401);
    const withToken = await fetch(`${closed.base}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.status).toBe(200);
  });

  it('a rate posted to tiermap is read back from Prometheus at the time of its sample', async () => {
    // Whole seconds, a little in the past: Prometheus keeps the sample's own time.
    const tsMs = Math.floor(Date.now() / 1000) * 1000 - 2000;
    postedAtMs = tsMs;
    const sample = { linkId: LINK, direction: 'AtoZ', ts: tsMs, bps: 4.25e9, errorsPerSec: 3 };
    // Both instances hold the same live state (as the live bus will make them).
    for (const { base } of instances) await postSamples(base, [sample]);

    const series = await eventually('both instances scraped with the posted rate', 60, async () => {
      const result = await query(
        `tiermap_link_bits_per_second{link="${LINK}",direction="AtoZ"}[5m]`,
      );
      return result.length === 2 && result.every((s) => (s.values?.length ?? 0) > 0)
        ? result
        : undefined;
    });
    for (const one of series) {
      expect(one.metric).toMatchObject({ job: 'tiermap', carrier: 'geant', direction: 'AtoZ' });
      // One point, at the sample's time, however many scrapes saw it.
      expect(one.values).toEqual([[tsMs / 1000, '4250000000']]);
    }
    expect(new Set(series.map((s) => s.metric.instance)).size).toBe(2);

    // The PromQL of docs/metrics.md: one value across instances.
    const across = await query(
      `max without(instance) (tiermap_link_bits_per_second{link="${LINK}",direction="AtoZ"})`,
    );
    expect(across).toHaveLength(1);
    expect(across[0]?.value?.[1]).toBe('4250000000');
    expect(across[0]?.metric).toEqual({
      job: 'tiermap',
      link: LINK,
      direction: 'AtoZ',
      carrier: 'geant',
    });

    const stale = await query(`tiermap_link_stale{link="${LINK}",direction="AtoZ"}`);
    expect(stale.map((s) => s.value?.[1])).toEqual(['0', '0']);
    const accepted = await eventually('the ingest counter scraped', 30, async () => {
      const result = await query('sum(tiermap_ingest_samples_total{result="accepted"})');
      return result[0]?.value?.[1] === '2' ? result : undefined;
    });
    expect(accepted).toHaveLength(1);
    // What tiermap never measured is not exported as 0.
    expect(
      await query(`tiermap_link_out_errors_per_second{link="${LINK}",direction="AtoZ"}`),
    ).toEqual([]);
  }, 120_000);

  it('TIERMAP_PROMETHEUS_HISTORY_SOURCE=tiermap: a new instance with an empty store reads that history back', async () => {
    if (postedAtMs === 0) throw new Error('the rate was not posted');
    const fresh = await startTestMetrics(graph, pino({ level: 'silent' }), Date.now, {
      history: prometheusHistory(promUrl, { source: 'tiermap' }),
    });
    try {
      expect(fresh.store.latest()).toEqual([]);
      const stepMs = 10_000;
      const fromMs = postedAtMs - 6 * stepMs;
      const points = await fresh.history.series({
        linkId: LINK,
        direction: 'AtoZ',
        fromMs,
        toMs: postedAtMs + 3 * stepMs,
        stepMs,
      });
      // The step ending at the sample's time, and at most the next, whose window may still
      // hold it (Prometheus 2 closes a range at both ends, 3 opens it at the start).
      const withData = points.filter((p) => p.bps !== null).map((p) => p.tsMs);
      expect(withData[0]).toBe(postedAtMs);
      expect(withData.every((t) => t <= postedAtMs + stepMs)).toBe(true);
      expect(points.find((p) => p.tsMs === postedAtMs)).toMatchObject({
        bps: 4.25e9,
        errorsPerSec: 3,
        outErrorsPerSec: null,
      });
    } finally {
      await fresh.close();
    }
  }, 60_000);
});
