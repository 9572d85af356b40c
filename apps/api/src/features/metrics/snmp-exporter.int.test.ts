import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import type { CarrierUpload, LinkSeries } from '@tiermap/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { tokenAccessPolicy } from '../../http/access.js';
import { createServices } from '../../services.js';
import { listenOnLoopback, startTestMetrics } from '../../test-support/app-server.js';
import { freshGraph, testGraph } from '../../test-support/graph.js';
import { repoRoot, testDataDir } from '../../test-support/paths.js';
import { startSnmpd, type RunningSnmpd } from '../../test-support/snmpd.js';
import { createIntegrations } from '../health/integrations.js';
import { createTopologyService } from '../topology/service.js';
import { createUploadRepository } from '../uploads/repository.js';
import { createUploadService } from '../uploads/service.js';
import { prometheusHistory } from './history-backend.js';
import type { MetricsRuntime } from './runtime.js';
import { eventually } from '../../test-support/eventually.js';

/**
 * SNMP through snmp_exporter and Prometheus, every program real: Debian's snmpd on loopback
 * serving this machine's IF-MIB, Debian's snmp_exporter 0.21 walking it with the committed
 * `if_mib` module, Debian's Prometheus scraping the exporter every second with the relabelling
 * of snmp_exporter's README (so the device is the `instance` label), and tiermap polling that
 * Prometheus for a port mapped to `lo`. docs/integrations.md gives this configuration.
 */
const SNMP_EXPORTER = '/usr/bin/prometheus-snmp-exporter';
const PROMETHEUS = '/usr/bin/prometheus';
const SNMP_YML = path.join(repoRoot, 'apps/api/src/test-support/snmp_exporter/snmp.yml');
const dir = testDataDir('h30-snmp-exporter');
const TOKEN = 'integration-test-token-0123456789';
const CARRIER = 'geant';

const graph = testGraph();
const integrations = createIntegrations();
const children: { child: ChildProcess; exited: Promise<void> }[] = [];
let snmpd: RunningSnmpd | undefined;
let traffic: Server | undefined;
let trafficUrl = '';
let promUrl = '';
let metrics: MetricsRuntime;
let api: Server | undefined;
let base = '';
let linkId = '';
let original: CarrierUpload;
const uploads = createUploadService(createUploadRepository(graph));

/** A loopback TCP port nothing listens on: one the system just handed out and took back. */
async function freeTcpPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function start(program: string, args: string[], name: string): { log: () => string } {
  let log = '';
  const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  child.stderr.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  children.push({ child, exited });
  return { log: () => `${name}: ${log}` };
}

/** Some traffic over `lo`: a few requests with 200 kB bodies to a local HTTP server. */
async function loopbackTraffic(): Promise<void> {
  const body = Buffer.alloc(200_000, 120);
  await Promise.all(
    Array.from({ length: 5 }, () =>
      fetch(trafficUrl, { method: 'POST', body }).then((r) => r.arrayBuffer()),
    ),
  );
}

/** The carrier's document with `lo` of this machine as the A end of its first own link. */
function mappedToLoopback(
  document: CarrierUpload,
  target: string,
  how: 'ifIndex' | 'ifName',
): CarrierUpload {
  const copy = structuredClone(document);
  const own = new Map<string, { routerIndex: number }>();
  copy.routers.forEach((router, routerIndex) => {
    for (const blade of router.blades) {
      for (const port of blade.ports) own.set(port.id, { routerIndex });
    }
  });
  const link = copy.links.find((l) => own.has(l.aPortId) && own.has(l.zPortId));
  if (link === undefined) throw new Error(`no link of ${CARRIER} between its own ports`);
  linkId = link.id;
  const router = copy.routers[own.get(link.aPortId)?.routerIndex ?? -1];
  if (router === undefined) throw new Error('no router');
  router.collectorNames = [target];
  for (const blade of router.blades) {
    blade.ports = blade.ports.map((port) =>
      port.id !== link.aPortId
        ? port
        : how === 'ifIndex'
          ? { ...port, ifIndex: 1 }
          : { ...port, name: 'lo' },
    );
  }
  copy.collectors =
    how === 'ifIndex'
      ? { deviceLabel: 'instance', portMatch: 'ifIndex' }
      : { deviceLabel: 'instance' };
  return copy;
}

async function upload(document: CarrierUpload): Promise<void> {
  await uploads.upload({
    carrierId: CARRIER,
    text: JSON.stringify(document),
    format: 'json',
    dryRun: false,
    principal: null,
  });
  await metrics.refresh();
}

describe('SNMP through snmp_exporter and Prometheus (real snmpd, exporter, Prometheus)', () => {
  beforeAll(async () => {
    for (const program of [SNMP_EXPORTER, PROMETHEUS]) {
      if (!existsSync(program)) throw new Error(`${program} is missing: npm test installs it`);
    }
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    snmpd = await startSnmpd(path.join(dir, 'snmpd'));

    traffic = createHttpServer((req, res) => {
      req.resume();
      req.on('end', () => res.end('ok'));
    });
    await new Promise<void>((resolve) => traffic?.listen(0, '127.0.0.1', resolve));
    const address = traffic.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    trafficUrl = `http://127.0.0.1:${address.port}/`;

    const exporterPort = await freeTcpPort();
    const exporter = start(
      SNMP_EXPORTER,
      [`--config.file=${SNMP_YML}`, `--web.listen-address=127.0.0.1:${exporterPort}`],
      'snmp_exporter',
    );
    await eventually(`snmp_exporter walking ${snmpd.target}`, 30, async () => {
      const response = await fetch(
        `http://127.0.0.1:${exporterPort}/snmp?module=if_mib&target=${snmpd?.target ?? ''}`,
      );
      const text = await response.text();
      return /ifHCOutOctets\{ifAlias="[^"]*",ifDescr="lo",ifIndex="1",ifName="lo"\}/.test(text)
        ? true
        : undefined;
    }).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${exporter.log()}`);
    });

    const promPort = await freeTcpPort();
    promUrl = `http://127.0.0.1:${promPort}`;
    const config = path.join(dir, 'prometheus.yml');
    writeFileSync(
      config,
      [
        'global:',
        '  scrape_interval: 1s',
        '  scrape_timeout: 1s',
        'scrape_configs:',
        '  - job_name: snmp',
        '    static_configs:',
        `      - targets: ['${snmpd.target}']`,
        '    metrics_path: /snmp',
        '    params:',
        '      module: [if_mib]',
        '    relabel_configs:',
        '      - source_labels: [__address__]',
        '        target_label: __param_target',
        '      - source_labels: [__param_target]',
        '        target_label: instance',
        '      - target_label: __address__',
        `        replacement: 127.0.0.1:${exporterPort}`,
        '',
      ].join('\n'),
    );
    const prometheus = start(
      PROMETHEUS,
      [
        `--config.file=${config}`,
        `--storage.tsdb.path=${path.join(dir, 'tsdb')}`,
        `--web.listen-address=127.0.0.1:${promPort}`,
      ],
      'prometheus',
    );
    await eventually('Prometheus ready', 60, async () =>
      (await fetch(`${promUrl}/-/ready`)).ok ? true : undefined,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${prometheus.log()}`);
    });

    await freshGraph(graph);
    await createTopologyService(graph).loadDemoIfEmpty();
    metrics = await startTestMetrics(graph, pino({ level: 'silent' }), Date.now, {
      retentionMs: 3_600_000,
      // Prometheus' own default device label stays `device`: the carrier names `instance`.
      history: prometheusHistory(promUrl, { integrations }),
      // Polled by the test itself (pollOnce); the timer would only race it.
      poll: { baseUrl: promUrl, intervalMs: 3_600_000, deviceLabel: 'device', integrations },
    });
    const app = createApp({
      logger: pino({ level: 'silent' }),
      accessPolicy: tokenAccessPolicy(TOKEN),
      webDist: undefined,
      metrics,
      now: Date.now,
      ...createServices(graph),
    });
    ({ server: api, base } = await listenOnLoopback(app.express));
    original = await uploads.document(CARRIER);
  }, 180_000);

  afterAll(async () => {
    await metrics?.close();
    api?.close();
    traffic?.close();
    for (const { child, exited } of children.reverse()) {
      if (child.exitCode !== null) continue;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    await snmpd?.stop();
    await graph.close();
  });

  it('a port mapped to lo by ifIndex 1 under the label instance gets live rates by polling', async () => {
    const mapped = mappedToLoopback(original, snmpd?.target ?? '', 'ifIndex');
    await upload(mapped);
    // The new fields reach the graph and come back in the carrier's document as uploaded.
    const stored = await uploads.document(CARRIER);
    expect(stored.collectors).toEqual({ deviceLabel: 'instance', portMatch: 'ifIndex' });
    expect(stored.routers.flatMap((r) => r.collectorNames ?? [])).toEqual([snmpd?.target]);
    expect(
      stored.routers.flatMap((r) => r.blades.flatMap((b) => b.ports)).filter((p) => p.ifIndex),
    ).toHaveLength(1);
    expect(metrics.linkMap().endpoints(linkId)?.a).toMatchObject({
      deviceLabel: 'instance',
      portLabel: 'ifIndex',
      port: '1',
    });
    const poller = metrics.poller;
    if (poller === undefined) throw new Error('no poller');
    const bps = await eventually('a polled rate above 0 on lo', 60, async () => {
      await loopbackTraffic();
      await poller.pollOnce();
      const state = metrics.store.latestOf(linkId, 'AtoZ');
      return state !== undefined && state.bps !== null && state.bps > 0 ? state.bps : undefined;
    });
    expect(bps).toBeGreaterThan(0);
    expect(
      metrics.liveStates().find((s) => s.linkId === linkId && s.direction === 'AtoZ')?.down,
    ).toBeUndefined();
    expect(integrations.list().find((i) => i.name === 'prometheus-live')).toMatchObject({
      state: 'ok',
      detail: expect.stringMatching(/^[1-9]\d* interfaces$/) as unknown,
    });
  }, 120_000);

  it('the history route over the last hour returns points for that port from Prometheus', async () => {
    const points = await eventually('history points above 0', 30, async () => {
      const to = Date.now();
      const response = await fetch(
        `${base}/links/${linkId}/series?from=${to - 3_600_000}&to=${to}&step=60000`,
      );
      if (!response.ok) throw new Error(`series answered ${response.status}`);
      const series = (await response.json()) as LinkSeries;
      const withData = series.AtoZ.filter((p) => p.bps !== null && p.bps > 0);
      return withData.length > 0 ? withData : undefined;
    });
    expect(points.length).toBeGreaterThan(0);
    expect(integrations.list().find((i) => i.name === 'prometheus-history')?.state).toBe('ok');
  }, 60_000);

  it('the same port mapped by ifName lo (the default matching) gets live rates too', async () => {
    await upload(mappedToLoopback(original, snmpd?.target ?? '', 'ifName'));
    expect(metrics.linkMap().endpoints(linkId)?.a).toMatchObject({
      deviceLabel: 'instance',
      portLabel: 'ifName',
      port: 'lo',
    });
    const poller = metrics.poller;
    if (poller === undefined) throw new Error('no poller');
    const before = metrics.store.latestOf(linkId, 'AtoZ')?.tsMs ?? 0;
    const state = await eventually('a new polled rate above 0 on lo by ifName', 60, async () => {
      await loopbackTraffic();
      const { interfaces } = await poller.pollOnce();
      const latest = metrics.store.latestOf(linkId, 'AtoZ');
      return interfaces > 0 && latest !== undefined && latest.tsMs > before && (latest.bps ?? 0) > 0
        ? latest
        : undefined;
    });
    expect(state.bps).toBeGreaterThan(0);
  }, 120_000);
});
