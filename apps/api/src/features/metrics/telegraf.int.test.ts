import type { LinkLiveState, Unmapped } from '@tiermap/domain';
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { hostname } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTelegraf } from '../../../../../scripts/lib/telegraf.mjs';
import { createApp } from '../../app.js';
import { tokenAccessPolicy } from '../../http/access.js';
import { createServices } from '../../services.js';
import { listenOnLoopback, startTestMetrics } from '../../test-support/app-server.js';
import { freshGraph, testGraph } from '../../test-support/graph.js';
import { repoRoot, testDataDir } from '../../test-support/paths.js';
import { startSnmpd, type RunningSnmpd } from '../../test-support/snmpd.js';
import { createTopologyService } from '../topology/service.js';
import type { MetricsRuntime } from './runtime.js';

/**
 * The README's Telegraf example, run unchanged by the real Telegraf v1.37.2 against the real
 * snmpd on loopback: only the agent, tiermap's URL (the token comes from the environment, as
 * the example reads it) are put in.
 */
export const TELEGRAF_EXAMPLE = path.join(repoRoot, 'docs/examples/telegraf/snmp-interfaces.conf');

const TOKEN = 'telegraf-integration-token-0123456789';
const graph = testGraph();
const dir = testDataDir('test-telegraf');
// What snmpd answers for sysName.0: the machine's host name (the example's `device` tag).
const sysName = hostname();
let telegraf: string;
let snmpd: RunningSnmpd | undefined;
let metrics: MetricsRuntime | undefined;
let server: Server | undefined;
let base = '';
let config = '';

/** Runs Telegraf with `args`; resolves with its exit code and output. */
function runTelegraf(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(telegraf, args, {
      env: { PATH: process.env.PATH ?? '', TIERMAP_COLLECTOR_TOKEN: TOKEN, GNMI_PASSWORD: 'x' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Generous but finite: one SNMP walk of a loopback agent and one HTTP write.
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** `telegraf --once` with the example: one SNMP walk, one write to tiermap. */
const telegrafOnce = () => runTelegraf(['--config', config, '--once']);

beforeAll(async () => {
  telegraf = await ensureTelegraf();
  snmpd = await startSnmpd(path.join(dir, 'snmpd'));
  await freshGraph(graph);
  await createTopologyService(graph).loadDemoIfEmpty();
  // The A end of geant-gva-fra is this machine's loopback: its router is named as snmpd names
  // the machine (sysName), its port as IF-MIB names the loopback interface.
  await graph.write((tx) =>
    tx.run(
      `MATCH (l:Link {id: 'geant-gva-fra'})-[:A_END]->(p:Port), (r:Router {id: p.routerId})
       SET r.name = $sysName, p.name = 'lo'`,
      { sysName },
    ),
  );
  metrics = await startTestMetrics(graph, pino({ level: 'silent' }));
  const app = createApp({
    logger: pino({ level: 'silent' }),
    accessPolicy: tokenAccessPolicy(TOKEN),
    webDist: undefined,
    metrics,
    ...createServices(graph),
  });
  ({ server, base } = await listenOnLoopback(app.express));
  const example = readFileSync(TELEGRAF_EXAMPLE, 'utf8');
  const text = example
    .replace('udp://mx1.gen.ch.geant.net:161', `udp://${snmpd.target}`)
    .replace('http://tiermap.example.org:8080/api', base);
  expect(text).not.toBe(example);
  mkdirSync(dir, { recursive: true });
  config = path.join(dir, 'telegraf.conf');
  writeFileSync(config, text);
}, 900_000);

afterAll(async () => {
  // snmpd first and whatever happened: a set-up that failed half-way must not leave it running.
  try {
    await snmpd?.stop();
  } finally {
    await metrics?.close();
    server?.close();
    await graph.close();
  }
});

describe('the real Telegraf, the README example unchanged', () => {
  it('polls snmpd and writes line protocol that tiermap turns into a rate on the mapped link', async () => {
    const first = await telegrafOnce();
    expect(first.output).not.toMatch(/\bE! /);
    expect(first.code).toBe(0);
    // A rate needs a second reading that moved: Telegraf stamps to the second, and snmpd serves
    // its interface table from a cache of a few seconds. Poll again, a bounded number of times.
    let atoz: LinkLiveState | undefined;
    let ztoa: LinkLiveState | undefined;
    for (let attempt = 0; attempt < 15; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const next = await telegrafOnce();
      expect(next.output).not.toMatch(/\bE! /);
      expect(next.code).toBe(0);
      const { states } = (await (await fetch(`${base}/live/state`)).json()) as {
        states: LinkLiveState[];
      };
      atoz = states.find((s) => s.linkId === 'geant-gva-fra' && s.direction === 'AtoZ');
      ztoa = states.find((s) => s.linkId === 'geant-gva-fra' && s.direction === 'ZtoA');
      if ((atoz?.bps ?? 0) > 0 && (ztoa?.bps ?? 0) > 0) break;
    }
    // Loopback traffic (the SNMP walk, the HTTP writes) leaves and arrives at `lo`: both ways.
    expect(atoz?.bps).toBeGreaterThan(0);
    expect(ztoa?.bps).toBeGreaterThan(0);
    // Each counter of `lo` in its own metric and direction: the receive counters on the way in
    // (Z to A), the send counters on the way out (A to Z); the Z end sent nothing.
    expect(ztoa).toMatchObject({ errorsPerSec: 0, inDiscardsPerSec: 0, outErrorsPerSec: null });
    expect(atoz).toMatchObject({ outErrorsPerSec: 0, outDiscardsPerSec: 0, errorsPerSec: null });

    // The machine's other interfaces were taken and listed as unknown, under the sysName.
    const unmapped = (await (await fetch(`${base}/metrics/unmapped`)).json()) as Unmapped;
    expect(unmapped.devices.every((d) => d.device === sysName)).toBe(true);
    expect(unmapped.devices.map((d) => d.port)).not.toContain('lo');
  });

  it('the gNMI example of docs/integrations.md is a configuration the real Telegraf takes', async () => {
    // No gNMI target runs here (fixtures/gnmi stand in for its output); Telegraf checks the file.
    const checked = await runTelegraf([
      'config',
      'check',
      '--config',
      path.join(repoRoot, 'docs/examples/telegraf/gnmi-interfaces.conf'),
    ]);
    expect(checked.output).not.toMatch(/\bE! /);
    expect(checked.code).toBe(0);
  });
});
