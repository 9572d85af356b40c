import { startNetboxServer, type NetboxServer } from '@tiermap/carrier-files/testing';
import type { NetboxSyncResult } from '@tiermap/contract';
import type { IntegrationStatus, Problem, UploadList } from '@tiermap/domain';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { rolePolicy } from '../../http/access.js';
import { listenOnLoopback, sendJson } from '../../test-support/app-server.js';
import { freshGraph, graphExport, query, testGraph } from '../../test-support/graph.js';
import { createServices } from '../../services.js';

const graph = testGraph();
const ADMIN = 'netbox-sync-test-admin-token';
const NETBOX_TOKEN = 'nbt_5ynct0k3n.n3v3r-l0gg3d-0r-answ3r3d';
/** Every line the app logs, at debug level, to look for the token in. */
const logLines: string[] = [];
let base = '';
let closeApp = (): void => undefined;
let netbox: NetboxServer | undefined;

function sync(body: Record<string, unknown>, token = ADMIN) {
  return sendJson<NetboxSyncResult & Problem>(
    `${base}/carriers/uslhcnet/netbox-sync`,
    token,
    'POST',
    { filters: { tenant: 'uslhcnet' }, pageSize: 2, token: NETBOX_TOKEN, ...body },
  );
}

async function netboxHealth(): Promise<IntegrationStatus | undefined> {
  const response = await fetch(`${base}/health`);
  // `integrations` is left out until one has exchanged.
  const health = (await response.json()) as { integrations?: IntegrationStatus[] };
  return health.integrations?.find((i) => i.name === 'netbox');
}

async function history(): Promise<string[]> {
  const response = await fetch(`${base}/carriers/uslhcnet/uploads`);
  return ((await response.json()) as UploadList).uploads.map((u) => u.id);
}

describe('POST /api/carriers/:carrierId/netbox-sync (real Neo4j, real API, a stand-in NetBox 4.6)', () => {
  beforeAll(async () => {
    await freshGraph(graph);
    const logger = pino({ level: 'debug' }, { write: (line: string) => logLines.push(line) });
    const services = createServices(graph);
    await services.tokens.ensureAdmin(ADMIN);
    const app = createApp({
      logger,
      accessPolicy: rolePolicy(services.tokens, { anonymousRead: true }),
      webDist: undefined,
      ...services,
      // Retries without waiting: the attempts are counted, not timed.
      netboxTuning: { sleep: () => Promise.resolve() },
    });
    const { server, base: url } = await listenOnLoopback(app.express);
    base = url;
    closeApp = () => server.close();
    const created = await sendJson(`${base}/carriers/uslhcnet`, ADMIN, 'PUT', {
      name: 'USLHCnet',
      kind: 'transit',
    });
    expect(created.status).toBeLessThan(300);
  });
  afterEach(async () => {
    await netbox?.close();
    netbox = undefined;
  });
  afterAll(async () => {
    closeApp();
    await graph.close();
  });

  it('a dry run reads every page and answers the diff, writing nothing', async () => {
    netbox = await startNetboxServer({ token: NETBOX_TOKEN });
    expect(await netboxHealth()).toBeUndefined();
    const before = await graphExport(graph);
    const { status, body } = await sync({ url: netbox.url, dryRun: true });
    expect(status).toBe(200);
    expect(body).toMatchObject({ dryRun: true, changed: true, upload: null });
    expect(body.diff.counts.router).toEqual({ created: 3, changed: 0, removed: 0 });
    expect(body.diff.counts.link).toEqual({ created: 3, changed: 0, removed: 0 });
    expect(body.diff.counts.trunk).toEqual({ created: 1, changed: 0, removed: 0 });
    expect(body.pages).toEqual({
      '/api/dcim/devices/': 2,
      '/api/circuits/circuits/': 2,
      '/api/dcim/module-bays/': 3,
      '/api/dcim/modules/': 2,
      '/api/dcim/interfaces/': 5,
      '/api/dcim/cables/': 2,
      '/api/circuits/circuit-terminations/': 3,
    });
    expect(body.warnings.map((w) => w.code)).toContain('unknown-slot');
    expect(JSON.stringify(body)).not.toContain('n3v3r-l0gg3d');
    expect(await graphExport(graph)).toBe(before);
  });

  it("applies what NetBox holds as a version: blades in their bays' slots, links, the LAG a trunk", async () => {
    netbox = await startNetboxServer({ token: NETBOX_TOKEN });
    const { status, body } = await sync({ url: netbox.url });
    expect(status).toBe(201);
    expect(body.upload).toMatchObject({ carrierId: 'uslhcnet', format: 'json' });
    const blades = await query(
      graph,
      `MATCH (r:Router)-[:HAS_BLADE]->(b:Blade) WHERE r.id STARTS WITH 'uslhcnet-'
       RETURN r.id AS router, b.slot AS slot ORDER BY router, slot`,
    );
    expect(blades).toEqual([
      { router: 'uslhcnet-ams-core1', slot: 3 },
      { router: 'uslhcnet-chi-core1', slot: 0 },
      { router: 'uslhcnet-gva-core1', slot: 0 },
      { router: 'uslhcnet-gva-core1', slot: 1 },
    ]);
    const ok = await netboxHealth();
    expect(ok?.state).toBe('ok');
    expect(ok?.detail).toMatch(
      /^uslhcnet from 127\.0\.0\.1:\d+: 3 routers, 3 links, \d+ warnings; version upl-/,
    );
    const again = await sync({ url: netbox.url });
    expect(again.status).toBe(200);
    expect(again.body.changed).toBe(false);
  });

  it('a page failing half-way (500 three times) answers 502 naming the endpoint and page, and writes nothing', async () => {
    netbox = await startNetboxServer({
      token: NETBOX_TOKEN,
      fail: { path: '/api/dcim/interfaces/', page: 3, status: 500, times: 3 },
    });
    const before = await graphExport(graph);
    const versions = await history();
    const { status, body } = await sync({ url: netbox.url });
    expect(status).toBe(502);
    expect(body.detail).toMatch(
      /^NetBox \/api\/dcim\/interfaces\/ page 3: answered 500 3 times, after 3 attempts \(127\.0\.0\.1:\d+\); nothing was written$/,
    );
    expect(JSON.stringify(body)).not.toContain('n3v3r-l0gg3d');
    expect(await graphExport(graph)).toBe(before);
    expect(await history()).toEqual(versions);
    const failing = await netboxHealth();
    expect(failing?.state).toBe('failing');
    expect(failing?.lastError).toContain('uslhcnet: NetBox /api/dcim/interfaces/ page 3');
  });

  it('a NetBox refusing the token answers 502, and a next link to another origin is not followed', async () => {
    netbox = await startNetboxServer({ token: 'another-token' });
    const refused = await sync({ url: netbox.url });
    expect(refused.status).toBe(502);
    expect(refused.body.detail).toContain(
      'NetBox /api/dcim/devices/ page 1: answered 403: check the token and its permissions',
    );
    await netbox.close();
    netbox = await startNetboxServer({
      token: NETBOX_TOKEN,
      foreignNext: { path: '/api/dcim/cables/', origin: 'http://netbox.attacker.example' },
    });
    const foreign = await sync({ url: netbox.url });
    expect(foreign.status).toBe(502);
    expect(foreign.body.detail).toContain(
      'NetBox /api/dcim/cables/ page 2: its "next" link points to another origin (http://netbox.attacker.example',
    );
  });

  it("NetBox data that makes an invalid document answers 422 with the upload's messages, and writes nothing", async () => {
    netbox = await startNetboxServer({ token: NETBOX_TOKEN });
    // A speed no link can have: 10^306 Kbps is more than a double holds in bit/s.
    const xe = netbox.lists['/api/dcim/interfaces/']?.find(
      (i) => (i as { id: number }).id === 101,
    ) as { speed: number };
    xe.speed = 1e306;
    const before = await graphExport(graph);
    const { status, body } = await sync({ url: netbox.url });
    expect(status).toBe(422);
    expect(body.errors?.map((e) => e.path)).toContain('routers[0].blades[0].ports[0].speedBps');
    expect(await graphExport(graph)).toBe(before);
  });

  it('is for admins only, and checks the body before asking NetBox', async () => {
    const noUrl = await sync({ url: 'ftp://netbox.example.org' });
    expect(noUrl.status).toBe(400);
    expect(noUrl.body.errors?.map((e) => e.path)).toEqual(['body.url']);
    const anonymous = await fetch(`${base}/carriers/uslhcnet/netbox-sync`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
  });

  it('never logs the NetBox token, though every request above was logged at debug level', () => {
    const log = logLines.join('\n');
    // The 502s are logged as failed requests, with their messages: the token is in none of them.
    expect(log).toContain('/api/dcim/interfaces/ page 3');
    expect(log).toContain('netbox-sync');
    expect(log).not.toContain('n3v3r-l0gg3d');
  });
});
