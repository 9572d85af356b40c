import type {
  AlertEvidenceList,
  HealthResponse,
  Incident,
  TopologyResponse,
} from '@tiermap/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetToDemo, sendJson } from '../../test-support/app-server.js';
import {
  freeTcpPort,
  startAlertmanager,
  type RunningAlertmanager,
} from '../../test-support/alertmanager.js';
import { startFullApp, type FullApp } from '../../test-support/full-app.js';
import { query, testGraph } from '../../test-support/graph.js';
import { testDataDir } from '../../test-support/paths.js';
import { createAlertmanagerSink } from './alertmanager-sink.js';
import { createIncidentNotifier } from './notifier.js';

const TOKEN = 'integration-test-token-0123456789';
/** Generous bounds for a loaded machine: each wait polls until it holds, or fails at this. */
const WAIT = { timeout: 60_000, interval: 250 };
const graph = testGraph();

let stack: FullApp;
let alertmanager: RunningAlertmanager;

interface GettableAlert {
  labels: Record<string, string>;
  annotations: Record<string, string>;
  startsAt: string;
  endsAt: string;
  generatorURL: string;
  status: { state: string };
}

function send<T>(method: string, path: string, body?: unknown) {
  return sendJson<T>(`${stack.base}${path}`, TOKEN, method, body);
}

/** Alertmanager's alerts of `alertname`, every state the API can show. */
async function alertsIn(alertname: string): Promise<GettableAlert[]> {
  const filter = encodeURIComponent(`alertname="${alertname}"`);
  const response = await fetch(
    `${alertmanager.url}/api/v2/alerts?active=true&silenced=true&inhibited=true&unprocessed=true&filter=${filter}`,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as GettableAlert[];
}

async function postToAlertmanager(alerts: unknown[]): Promise<void> {
  const response = await fetch(`${alertmanager.url}/api/v2/alerts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(alerts),
  });
  expect(response.status).toBe(200);
}

async function integration(name: string) {
  const { body } = await send<HealthResponse>('GET', '/health');
  return body.integrations?.find((i) => i.name === name);
}

describe('alerts out to and in from a real Alertmanager (Debian 0.25)', () => {
  beforeAll(async () => {
    await resetToDemo(graph);
    await graph.runAutoCommit('MATCH (i:Incident) DETACH DELETE i');
    const port = await freeTcpPort();
    stack = await startFullApp(graph, TOKEN, {
      notifier: (integrations, logger) =>
        createIncidentNotifier(
          [
            createAlertmanagerSink({
              url: `http://127.0.0.1:${port}`,
              auth: { kind: 'none' },
              resendMs: 2_000,
              integrations,
              logger,
              initialBackoffMs: 200,
              maxBackoffMs: 2_000,
            }),
          ],
          'https://tiermap.example.org',
        ),
      logger: pino({ level: 'silent' }),
    });
    alertmanager = await startAlertmanager(testDataDir('alertmanager-test'), {
      port,
      webhookUrl: `${stack.base}/alertmanager/webhook`,
      webhookToken: TOKEN,
    });
  }, 120_000);
  afterAll(async () => {
    await alertmanager.stop();
    await stack.close();
    await graph.close();
  });

  it('an incident opened in tiermap appears in Alertmanager with its labels, and is resolved there', async () => {
    const opened = await send<Incident>('POST', '/incidents', {
      sites: ['FZK'],
      note: 'FZK reports slow transfers',
    });
    expect(opened.status).toBe(201);
    const id = opened.body.id;
    let alert: GettableAlert | undefined;
    await vi.waitFor(async () => {
      alert = (await alertsIn('TiermapIncident')).find((a) => a.labels.incident === id);
      expect(alert).toBeDefined();
    }, WAIT);
    const top = opened.body.suspects[0];
    expect(alert?.labels).toEqual({
      alertname: 'TiermapIncident',
      incident: id,
      sites: 'FZK',
      top_suspect: top?.name ?? 'unknown',
      carrier: top?.carrierId ?? 'unknown',
      known: 'false',
      severity: 'warning',
    });
    expect(alert?.annotations).toMatchObject({
      summary: opened.body.title,
      incident_url: `https://tiermap.example.org/incidents?id=${id}`,
    });
    expect(alert?.generatorURL).toBe(`https://tiermap.example.org/incidents?id=${id}`);
    expect(alert?.status.state).toBe('active');
    expect(Date.parse(alert?.startsAt ?? '')).toBe(opened.body.openedAtMs);
    expect(await integration('alertmanager')).toMatchObject({ state: 'ok' });

    const resolved = await send<Incident>('POST', `/incidents/${id}/resolve`, { note: 'fixed' });
    expect(resolved.status).toBe(200);
    // Alertmanager lists no alert whose endsAt has passed: gone from every state it shows,
    // though resolve_timeout (5 m) is far off and tiermap re-sends firing alerts every 2 s.
    await vi.waitFor(async () => {
      expect((await alertsIn('TiermapIncident')).some((a) => a.labels.incident === id)).toBe(false);
    }, WAIT);
  });

  it('while Alertmanager is down health says so, and the alert arrives once it is back', async () => {
    await alertmanager.stop();
    const opened = await send<Incident>('POST', '/incidents', { sites: ['PIC'] });
    expect(opened.status).toBe(201);
    await vi.waitFor(async () => {
      const status = await integration('alertmanager');
      expect(status?.state).toBe('failing');
      expect(status?.lastError).toMatch(/^Alertmanager cannot be reached at 127\.0\.0\.1:\d+/);
    }, WAIT);
    await alertmanager.start();
    await vi.waitFor(async () => {
      const alerts = await alertsIn('TiermapIncident');
      expect(alerts.some((a) => a.labels.incident === opened.body.id)).toBe(true);
    }, WAIT);
    await vi.waitFor(async () => {
      expect(await integration('alertmanager')).toMatchObject({ state: 'ok' });
    }, WAIT);
    await send('POST', `/incidents/${opened.body.id}/resolve`, {});
  });

  it('an alert on a router interface sent to Alertmanager reaches tiermap as evidence on that link, and its resolution withdraws it', async () => {
    // FZK's border router and the link at one of its ports.
    const { body: topology } = await send<TopologyResponse>('GET', '/topology');
    const router = topology.routers.find((r) => r.siteId === 'FZK');
    const link = topology.links.find(
      (l) => l.aRouterId === router?.id || l.zRouterId === router?.id,
    );
    if (router === undefined || link === undefined) throw new Error('the demo has FZK’s router');
    const portId = link.aRouterId === router.id ? link.aPortId : link.zPortId;
    const [row] = await query(graph, 'MATCH (p:Port {id: $portId}) RETURN p.name AS name', {
      portId,
    });
    const ifName = String(row?.name);
    const labels = { alertname: 'InterfaceDown', device: router.id, ifName, severity: 'critical' };
    await postToAlertmanager([
      { labels, annotations: { summary: `${ifName} is down` } },
      { labels: { alertname: 'NodeDown', device: 'no-such-router' } },
    ]);
    let held: AlertEvidenceList | undefined;
    await vi.waitFor(async () => {
      held = (await send<AlertEvidenceList>('GET', '/alertmanager/evidence')).body;
      expect(held.evidence.map((e) => `${e.kind}:${e.id}`)).toEqual([`link:${link.id}`]);
      expect(held.unmatched.map((u) => u.alertname)).toContain('NodeDown');
    }, WAIT);
    expect(held?.evidence[0]).toMatchObject({ alertname: 'InterfaceDown', labels });
    const receiver = await integration('alertmanager-receiver');
    expect(receiver?.state).toBe('failing');
    expect(receiver?.lastError).toContain('no router has the id or name "no-such-router"');

    // The evidence feeds the diagnosis: a report from FZK names the alerted link first.
    const opened = await send<Incident>('POST', '/incidents', { sites: ['FZK'] });
    expect(opened.body.suspects[0]?.id).toBe(link.id);
    expect(opened.body.suspects[0]?.explanation).toContain(
      `Alertmanager: InterfaceDown on ${ifName} on ${router.name}`,
    );
    await send('POST', `/incidents/${opened.body.id}/resolve`, {});

    await postToAlertmanager([
      { labels, annotations: {}, endsAt: new Date(Date.now() - 1_000).toISOString() },
    ]);
    await postToAlertmanager([
      {
        labels: { alertname: 'NodeDown', device: 'no-such-router' },
        endsAt: new Date(Date.now() - 1_000).toISOString(),
      },
    ]);
    await vi.waitFor(async () => {
      const list = (await send<AlertEvidenceList>('GET', '/alertmanager/evidence')).body;
      expect(list).toEqual({ evidence: [], unmatched: [] });
    }, WAIT);
    expect(await integration('alertmanager-receiver')).toMatchObject({ state: 'ok' });
  });

  it('a malformed webhook body is a 400 naming the field, and a webhook needs a collector token', async () => {
    const bad = await send<{ errors?: Array<{ path: string }> }>('POST', '/alertmanager/webhook', {
      version: 4,
      groupKey: 'g',
      status: 'firing',
      receiver: 'tiermap',
      alerts: [],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.path)).toEqual(['body.version']);
    const anonymous = await fetch(`${stack.base}/alertmanager/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
  });
});
