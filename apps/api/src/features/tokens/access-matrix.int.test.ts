import type { CarrierUpload, CreatedToken, Problem, Role } from '@tiermap/domain';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ACCESS } from '../../http/access.js';
import type { DeclaredRoute } from '../../http/route-table.js';
import { startFullApp } from '../../test-support/full-app.js';
import { freshGraph, graphExport, testGraph } from '../../test-support/graph.js';
import { createTopologyService } from '../topology/service.js';

const graph = testGraph();
const ADMIN = 'access-matrix-admin-token';
let base = '';
let routes: readonly DeclaredRoute[] = [];
let close = () => Promise.resolve();
/** How far the app's clock runs ahead of the wall clock: tokens expire without a sleep. */
let clockAheadMs = 0;
const tokens = new Map<string, string>();

interface Attempt {
  status: number;
  body: unknown;
}

async function call(
  method: string,
  path: string,
  token: string | null,
  body?: string,
  type = 'application/json',
): Promise<Attempt> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'content-type': type }),
    },
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

async function makeToken(
  name: string,
  role: Role,
  extra: Record<string, string> = {},
): Promise<CreatedToken> {
  const { status, body } = await call(
    'POST',
    '/tokens',
    ADMIN,
    JSON.stringify({ name, role, ...extra }),
  );
  expect(status).toBe(201);
  return body as CreatedToken;
}

/** A request each write route would accept from a role allowed to make it. */
function sampleRequest(route: DeclaredRoute): { path: string; body?: string; type?: string } {
  const window = JSON.stringify({
    carrierId: 'geant',
    title: 'matrix',
    startsAt: '2030-01-01T00:00:00Z',
    endsAt: '2030-01-01T01:00:00Z',
    behaviour: 'mute',
    equipmentIds: ['geant-gva'],
  });
  const samples: Record<string, { path: string; body?: string; type?: string }> = {
    'post /write': {
      path: '/write',
      body: 'interface,device=x,ifName=y ifHCInOctets=1i',
      type: 'text/plain',
    },
    'post /v2/write': {
      path: '/v2/write',
      body: 'interface,device=x,ifName=y ifHCInOctets=1i',
      type: 'text/plain',
    },
    'post /metrics': { path: '/metrics', body: JSON.stringify({ samples: [] }) },
    'post /gnmic/events': { path: '/gnmic/events', body: '[]', type: 'application/json' },
    // Refused with 400 once past the access check: not a pScheduler record.
    'post /perfsonar/archive': { path: '/perfsonar/archive', body: '{}' },
    'put /perfsonar/archive': { path: '/perfsonar/archive', body: '{}' },
    // Refused with 400 once past the access check: not an Alertmanager notification.
    'post /alertmanager/webhook': { path: '/alertmanager/webhook', body: '{}' },
    'post /measurements': { path: '/measurements', body: JSON.stringify({ measurements: [] }) },
    'delete /measurements': { path: '/measurements?source=access-matrix' },
    'post /incidents': { path: '/incidents', body: JSON.stringify({ sites: ['FZK'] }) },
    'post /incidents/:id/resolve': { path: '/incidents/nope/resolve', body: '{}' },
    'post /incidents/evaluate': { path: '/incidents/evaluate', body: '{}' },
    'post /maintenance': { path: '/maintenance', body: window },
    'put /maintenance/:id': { path: '/maintenance/nope', body: window },
    'delete /maintenance/:id': { path: '/maintenance/nope' },
    'post /demo/scenarios/:name': {
      path: '/demo/scenarios/ral-trunk',
      body: JSON.stringify({ durationMs: 1000 }),
    },
    'post /demo/traffic': { path: '/demo/traffic', body: JSON.stringify({ running: false }) },
    'get /tokens': { path: '/tokens' },
    'post /tokens': { path: '/tokens', body: JSON.stringify({ name: 'x', role: 'viewer' }) },
    'delete /tokens/:id': { path: '/tokens/nope' },
    'put /carriers/:carrierId': {
      path: '/carriers/matrix-net',
      body: JSON.stringify({ name: 'Matrix', kind: 'transit' }),
    },
    'post /carriers/:carrierId/uploads': {
      path: '/carriers/geant/uploads?dryRun=true',
      body: '{',
      type: 'application/json',
    },
    // Refused with 409 once past the access check: the graph already holds the demo.
    'post /topology/import': {
      path: '/topology/import',
      body: JSON.stringify({ topology: {} }),
      type: 'application/json',
    },
    // Refused with 400 once past the access check: no NetBox URL or token.
    'post /carriers/:carrierId/netbox-sync': { path: '/carriers/geant/netbox-sync', body: '{}' },
    'post /carriers/:carrierId/uploads/:id/restore': {
      path: '/carriers/geant/uploads/nope/restore?dryRun=true',
    },
  };
  const sample = samples[`${route.method} ${route.path}`];
  if (sample === undefined)
    throw new Error(`no sample request for ${route.method} ${route.path}: add one`);
  return sample;
}

describe('authorization: every write endpoint times every role (real Neo4j, real API)', () => {
  beforeAll(async () => {
    await freshGraph(graph);
    await createTopologyService(graph).loadDemoIfEmpty();
    ({ base, routes, close } = await startFullApp(graph, ADMIN, {
      now: () => Date.now() + clockAheadMs,
    }));
    for (const role of ['viewer', 'engineer', 'collector', 'admin'] as const) {
      tokens.set(role, (await makeToken(`${role} token`, role)).token);
    }
    tokens.set('carrier', (await makeToken('GÉANT NOC', 'carrier', { carrierId: 'geant' })).token);
  });
  afterAll(async () => {
    await close();
    await graph.close();
  });

  it('each role gets exactly the write access its level allows; anonymous gets 401', async () => {
    const writes = routes.filter((r) => r.access !== 'read' && r.access !== 'public');
    expect(writes.length).toBeGreaterThanOrEqual(18);
    const outcome: string[] = [];
    const expected: string[] = [];
    for (const route of writes) {
      const sample = sampleRequest(route);
      for (const role of [
        'anonymous',
        'viewer',
        'engineer',
        'carrier',
        'collector',
        'admin',
      ] as const) {
        const token = role === 'anonymous' ? null : (tokens.get(role) ?? '');
        const { status } = await call(
          route.method.toUpperCase(),
          sample.path,
          token,
          sample.body,
          sample.type,
        );
        const allowed = role !== 'anonymous' && ROLE_ACCESS[role].has(route.access);
        const name = `${route.method} ${route.path} as ${role}`;
        outcome.push(`${name}: ${status === 401 ? '401' : status === 403 ? '403' : 'let through'}`);
        expected.push(`${name}: ${role === 'anonymous' ? '401' : allowed ? 'let through' : '403'}`);
      }
    }
    expect(outcome).toEqual(expected);
  });

  it('a carrier token cannot touch another carrier’s router, blade, link, trunk or maintenance, directly or inside its own upload', async () => {
    const geant = tokens.get('carrier') ?? '';
    const before = await graphExport(graph);
    const own = parse(
      await (await fetch(`${base}/carriers/geant/document?format=yaml`)).text(),
    ) as CarrierUpload;
    const dfn = parse(
      await (await fetch(`${base}/carriers/dfn/document?format=yaml`)).text(),
    ) as CarrierUpload;
    const dfnRouter = dfn.routers[0];
    const dfnLink = dfn.links[0];
    if (dfnRouter === undefined || dfnLink === undefined)
      throw new Error('the demo has no DFN equipment');
    const dfnBlade = dfnRouter.blades[0];
    if (dfnBlade === undefined) throw new Error('the DFN router has no blade');

    // Directly: another carrier's upload endpoint, and its maintenance windows.
    const direct: Array<[string, Attempt]> = [
      [
        'upload to dfn',
        await call(
          'POST',
          '/carriers/dfn/uploads',
          geant,
          stringify({ ...dfn, routers: [] }),
          'application/yaml',
        ),
      ],
      ['restore at dfn', await call('POST', '/carriers/dfn/uploads/any/restore', geant)],
      [
        'announce for dfn',
        await call(
          'POST',
          '/maintenance',
          geant,
          JSON.stringify({
            carrierId: 'dfn',
            title: 'x',
            startsAt: '2030-01-01T00:00:00Z',
            endsAt: '2030-01-01T01:00:00Z',
            behaviour: 'mute',
            equipmentIds: [dfnRouter.id],
          }),
        ),
      ],
      [
        'replace uslhcnet’s window',
        await call(
          'PUT',
          '/maintenance/uslhcnet-2026-04-02-gva',
          geant,
          JSON.stringify({
            carrierId: 'geant',
            title: 'mine now',
            startsAt: '2030-01-01T00:00:00Z',
            endsAt: '2030-01-01T01:00:00Z',
            behaviour: 'mute',
            equipmentIds: ['geant-gva'],
          }),
        ),
      ],
      [
        'withdraw uslhcnet’s window',
        await call('DELETE', '/maintenance/uslhcnet-2026-04-02-gva', geant),
      ],
    ];

    // Hidden inside an otherwise valid GÉANT upload.
    const hidden = (change: (doc: CarrierUpload) => void): Promise<Attempt> => {
      const doc = structuredClone(own);
      change(doc);
      return call('POST', '/carriers/geant/uploads', geant, stringify(doc), 'application/yaml');
    };
    const firstRouter = (doc: CarrierUpload) => {
      const router = doc.routers[0];
      if (router === undefined) throw new Error('GÉANT has no router');
      return router;
    };
    const inside: Array<[string, Attempt]> = [
      [
        'change dfn’s router',
        await hidden((doc) => doc.routers.push({ ...dfnRouter, name: 'taken over' })),
      ],
      [
        'create a blade over dfn’s',
        await hidden((doc) => firstRouter(doc).blades.push({ ...dfnBlade, slot: 42 })),
      ],
      ['change dfn’s link', await hidden((doc) => doc.links.push({ ...dfnLink, capacityBps: 1 }))],
      [
        'bundle dfn’s links',
        await hidden((doc) =>
          doc.trunks.push({
            id: 'geant-grab',
            name: 'grab',
            memberLinkIds: dfn.links.slice(0, 2).map((l) => l.id),
          }),
        ),
      ],
      [
        'change janet’s trunk',
        await hidden((doc) =>
          doc.trunks.push({
            id: 'janet-lon-rdg',
            name: 'mine',
            memberLinkIds: doc.links.slice(0, 2).map((l) => l.id),
          }),
        ),
      ],
      [
        'cover dfn’s router',
        await hidden((doc) =>
          doc.maintenances.push({
            id: 'geant-cover',
            title: 'x',
            startsAt: '2030-01-01T00:00:00Z',
            endsAt: '2030-01-01T01:00:00Z',
            behaviour: 'mute',
            equipmentIds: [dfnRouter.id],
          }),
        ),
      ],
      [
        'change uslhcnet’s window',
        await hidden((doc) =>
          doc.maintenances.push({
            id: 'uslhcnet-2026-04-02-gva',
            title: 'x',
            startsAt: '2030-01-01T00:00:00Z',
            endsAt: '2030-01-01T01:00:00Z',
            behaviour: 'mute',
            equipmentIds: ['geant-gva'],
          }),
        ),
      ],
      [
        'claim a site it does not run',
        await hidden((doc) => {
          firstRouter(doc).siteId = 'FZK';
        }),
      ],
    ];
    expect([...direct, ...inside].map(([what, a]) => `${what}: ${a.status}`)).toEqual(
      [...direct, ...inside].map(([what]) => `${what}: 403`),
    );
    for (const [, attempt] of inside) {
      expect((attempt.body as Problem).errors?.[0]?.line).toBeGreaterThan(0);
    }
    expect(await graphExport(graph)).toBe(before);
  });

  it('expired and revoked tokens get 401', async () => {
    // An hour of validity, however slow the machine; then the app's clock jumps past it.
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const expiring = await makeToken('short-lived', 'engineer', { expiresAt: inAnHour });
    expect((await call('POST', '/incidents/evaluate', expiring.token, '{}')).status).toBe(200);
    clockAheadMs = 2 * 3_600_000;
    const expired = await call('POST', '/incidents/evaluate', expiring.token, '{}').finally(() => {
      clockAheadMs = 0;
    });
    expect(expired.status).toBe(401);
    expect((expired.body as Problem).detail).toMatch(/unknown, expired or revoked/);

    const revocable = await makeToken('to be revoked', 'viewer');
    expect((await call('GET', '/whoami', revocable.token)).body).toMatchObject({ role: 'viewer' });
    expect((await call('DELETE', `/tokens/${revocable.info.id}`, ADMIN)).status).toBe(200);
    expect((await call('GET', '/whoami', revocable.token)).status).toBe(401);
  });

  it('tokens are stored hashed, listed without secrets, and shown only at creation', async () => {
    const created = await makeToken('shown once', 'viewer');
    const listed = await call('GET', '/tokens', ADMIN);
    expect(JSON.stringify(listed.body)).not.toContain(created.token);
    const stored = await graph.read(async (tx) => {
      const result = await tx.run('MATCH (t:ApiToken {id: $id}) RETURN properties(t) AS p', {
        id: created.info.id,
      });
      return JSON.stringify(result.records[0]?.get('p'));
    });
    expect(stored).not.toContain(created.token);
    expect(stored).toMatch(/"hash":"[0-9a-f]{64}"/);
  });
});
