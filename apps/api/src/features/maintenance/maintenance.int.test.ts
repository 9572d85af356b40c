import type {
  Maintenance,
  MaintenanceList,
  Problem,
  RouterDetail,
  TopologyResponse,
} from '@tiermap/domain';
import { demoTopology } from '@tiermap/graph-schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getJson, startTestApp } from '../../test-support/app-server.js';
import { freshGraph, query, testGraph } from '../../test-support/graph.js';
import { createTopologyReader } from '../topology/repository.js';
import { createTopologyService } from '../topology/service.js';
import { createMaintenanceRepository } from './repository.js';
import { createMaintenanceService } from './service.js';

const graph = testGraph();
const TOKEN = 'maintenance-test-token';
let base = '';
let close = () => undefined as void;

/** A request as a client sends it, with the admin token unless told otherwise. */
async function send<T = Maintenance>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  token: string | null = TOKEN,
): Promise<{ status: number; body: T; location: string | null }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    body: (await response.json()) as T,
    location: response.headers.get('location'),
  };
}

const fibreWorks = {
  carrierId: 'geant',
  title: 'Fibre works between Frankfurt and Paris',
  startsAt: '2026-05-10T22:00:00Z',
  endsAt: '2026-05-11T04:00:00Z',
  behaviour: 'mute',
  equipmentIds: ['geant-fra-par', 'geant-fra'],
} as const;

/** Everything in the graph, counted: a refused write must leave these exactly as they were. */
async function graphCounts(): Promise<Record<string, unknown>> {
  const [nodes] = await query(graph, 'MATCH (n) RETURN count(n) AS n');
  const [rels] = await query(graph, 'MATCH ()-[r]->() RETURN count(r) AS n');
  const windows = await query(
    graph,
    `MATCH (c:Carrier)-[:ANNOUNCES]->(m:Maintenance)
     OPTIONAL MATCH (m)-[:AFFECTS]->(e)
     WITH c, m, e ORDER BY e.id
     WITH c, m, collect(e.id) AS equipment ORDER BY m.id
     RETURN c.id AS carrier, m {.*} AS window, equipment`,
  );
  return { nodes: nodes?.n, rels: rels?.n, windows };
}

describe('maintenance windows over HTTP (real Neo4j)', () => {
  beforeAll(async () => {
    await freshGraph(graph);
    await createTopologyService(graph).loadDemoIfEmpty();
    ({ base, close } = await startTestApp(graph, TOKEN));
  });
  beforeEach(async () => {
    // Each test starts from the demo's own windows.
    const demoIds = demoTopology().maintenances.map((m) => m.id);
    await graph.runAutoCommit('MATCH (m:Maintenance) WHERE NOT m.id IN $ids DETACH DELETE m', {
      ids: demoIds,
    });
  });
  afterAll(async () => {
    close();
    await graph.close();
  });

  it('GET /api/maintenance lists the demo windows the topology loader wrote, earliest first', async () => {
    const { status, body } = await getJson<MaintenanceList>(`${base}/maintenance`);
    expect(status).toBe(200);
    expect(body.maintenances).toEqual([
      demoTopology().maintenances.find((m) => m.id === 'geant-2026-03-17-par-gva'),
      demoTopology().maintenances.find((m) => m.id === 'uslhcnet-2026-04-02-gva'),
    ]);
  });

  it('POST /api/maintenance makes up an id, answers 201 with Location, and GET finds it', async () => {
    const created = await send('POST', '/maintenance', fibreWorks);
    expect(created.status).toBe(201);
    expect(created.body.id).toMatch(/^geant-2026-05-10-[0-9a-f]{6}$/);
    expect(created.location).toBe(`/api/maintenance/${created.body.id}`);
    // Equipment ids come back sorted, as the topology reader returns them.
    expect(created.body).toEqual({
      ...fibreWorks,
      id: created.body.id,
      equipmentIds: ['geant-fra', 'geant-fra-par'],
    });
    const fetched = await getJson<Maintenance>(`${base}/maintenance/${created.body.id}`);
    expect(fetched).toEqual({ status: 200, body: created.body });
    const [row] = await query(
      graph,
      `MATCH (:Carrier {id: 'geant'})-[:ANNOUNCES]->(m:Maintenance {id: $id})-[:AFFECTS]->(e)
       RETURN count(e) AS n, m.startsAt.epochMillis AS startsMs`,
      { id: created.body.id },
    );
    expect(row).toEqual({ n: 2, startsMs: Date.parse(fibreWorks.startsAt) });
  });

  it('a created window is in GET /api/topology and the topology reader, so export keeps working', async () => {
    const before = await getJson<{ version: number }>(`${base}/topology`);
    const created = await send('POST', '/maintenance', { ...fibreWorks, id: 'geant-fibre-1' });
    expect(created.status).toBe(201);
    const topology = await getJson<{ maintenances: Maintenance[]; version: number }>(
      `${base}/topology`,
    );
    expect(topology.body.maintenances).toContainEqual(created.body);
    // The answer's version moved on with the window: what a client compares with the live
    // stream's `changes` event to know it must reload (docs/api.md).
    expect(topology.body.version).toBeGreaterThan(before.body.version);
    const read = await createTopologyReader(graph).maintenances();
    expect(read.find((m) => m.id === 'geant-fibre-1')).toEqual(created.body);
  });

  it('GET /api/topology names the links a window touches, those on a blade under maintenance too', async () => {
    const created = await send('POST', '/maintenance', {
      ...fibreWorks,
      id: 'geant-card-swap',
      equipmentIds: ['geant-gva:slot1'],
    });
    expect(created.status).toBe(201);
    const router = await getJson<RouterDetail>(`${base}/routers/geant-gva`);
    const onBlade = (router.body.blades.find((b) => b.id === 'geant-gva:slot1')?.ports ?? [])
      .flatMap((p) => (p.link === undefined ? [] : [p.link.id]))
      .sort();
    expect(onBlade.length).toBeGreaterThan(0);
    const topology = await getJson<TopologyResponse>(`${base}/topology`);
    expect(topology.body.maintenanceLinkIds?.['geant-card-swap']).toEqual(onBlade);
  });

  it('POST stores instants in UTC and covers a backplane, blade, port and trunk of its carrier', async () => {
    const created = await send('POST', '/maintenance', {
      id: 'janet-2026-06-01-works',
      carrierId: 'janet',
      title: 'JANET London: fabric and card swap',
      startsAt: '2026-06-01T08:00:00+02:00',
      endsAt: '2026-06-01T12:30:00+02:00',
      behaviour: 'run',
      equipmentIds: ['janet-lon-rdg', 'janet-lon:backplane', 'janet-lon:slot1'],
    });
    expect(created.status).toBe(201);
    expect(created.body.startsAt).toBe('2026-06-01T06:00:00Z');
    expect(created.body.endsAt).toBe('2026-06-01T10:30:00Z');
    expect(created.body.equipmentIds).toEqual([
      'janet-lon-rdg',
      'janet-lon:backplane',
      'janet-lon:slot1',
    ]);
  });

  it('GET /api/maintenance?activeAt= keeps the windows open then: start included, end excluded', async () => {
    await send('POST', '/maintenance', { ...fibreWorks, id: 'w-may' });
    const at = async (instant: string) =>
      (await getJson<MaintenanceList>(`${base}/maintenance?activeAt=${instant}`)).body.maintenances
        .map((m) => m.id)
        .sort();
    expect(await at('2026-03-17T23:00:00Z')).toEqual(['geant-2026-03-17-par-gva']);
    expect(await at(String(Date.parse('2026-05-10T22:00:00Z')))).toEqual(['w-may']);
    expect(await at('2026-05-11T06:00:00%2B02:00')).toEqual([]);
    expect(await at('2026-01-01T00:00:00Z')).toEqual([]);
    const bad = await getJson<Problem>(`${base}/maintenance?activeAt=yesterday`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.path).toBe('query.activeAt');
  });

  it('GET /api/maintenance filters by carrier and by covered equipment', async () => {
    await send('POST', '/maintenance', { ...fibreWorks, id: 'w-geant' });
    const ids = async (search: string) =>
      (await getJson<MaintenanceList>(`${base}/maintenance?${search}`)).body.maintenances.map(
        (m) => m.id,
      );
    expect(await ids('carrier=uslhcnet')).toEqual(['uslhcnet-2026-04-02-gva']);
    expect(await ids('carrier=geant')).toEqual(['geant-2026-03-17-par-gva', 'w-geant']);
    expect(await ids('equipment=geant-fra')).toEqual(['w-geant']);
    expect(await ids(`equipment=${encodeURIComponent('uslhcnet-gva:slot4')}`)).toEqual([
      'uslhcnet-2026-04-02-gva',
    ]);
    expect(await ids('carrier=geant&equipment=uslhcnet-gva')).toEqual([]);
    const bad = await getJson<Problem>(`${base}/maintenance?carrier=GEANT`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.path).toBe('query.carrier');
  });

  it('PUT /api/maintenance/{id} replaces the window and its equipment', async () => {
    await send('POST', '/maintenance', { ...fibreWorks, id: 'w-put' });
    const replaced = await send('PUT', '/maintenance/w-put', {
      ...fibreWorks,
      title: 'Fibre works, postponed',
      startsAt: '2026-05-17T22:00:00Z',
      endsAt: '2026-05-18T04:00:00Z',
      behaviour: 'skip',
      equipmentIds: ['geant-par'],
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      id: 'w-put',
      title: 'Fibre works, postponed',
      behaviour: 'skip',
      equipmentIds: ['geant-par'],
    });
    const affects = await query(
      graph,
      "MATCH (:Maintenance {id: 'w-put'})-[:AFFECTS]->(e) RETURN e.id AS id",
    );
    expect(affects).toEqual([{ id: 'geant-par' }]);
    const [count] = await query(graph, "MATCH (m:Maintenance {id: 'w-put'}) RETURN count(m) AS n");
    expect(count?.n).toBe(1);
  });

  it('PUT answers 404 for an unknown window and 400 when the body names another id', async () => {
    const unknown = await send<Problem>('PUT', '/maintenance/nothing-here', fibreWorks);
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe("Maintenance 'nothing-here' does not exist");
    await send('POST', '/maintenance', { ...fibreWorks, id: 'w-put2' });
    const other = await send<Problem>('PUT', '/maintenance/w-put2', { ...fibreWorks, id: 'w-x' });
    expect(other.status).toBe(400);
    expect(other.body.errors?.[0]?.path).toBe('body.id');
  });

  it('DELETE /api/maintenance/{id} answers the window, removes it, and then answers 404', async () => {
    const created = await send('POST', '/maintenance', { ...fibreWorks, id: 'w-del' });
    const deleted = await send('DELETE', '/maintenance/w-del');
    expect(deleted).toMatchObject({ status: 200, body: created.body });
    expect(await query(graph, "MATCH (m:Maintenance {id: 'w-del'}) RETURN m")).toEqual([]);
    expect((await send<Problem>('DELETE', '/maintenance/w-del')).status).toBe(404);
    expect((await getJson<Problem>(`${base}/maintenance/w-del`)).status).toBe(404);
    // The equipment it covered is untouched.
    expect(await query(graph, "MATCH (l:Link {id: 'geant-fra-par'}) RETURN l.id AS id")).toEqual([
      { id: 'geant-fra-par' },
    ]);
  });

  it('a duplicate id answers 409 and leaves the stored window as it was', async () => {
    await send('POST', '/maintenance', { ...fibreWorks, id: 'w-dup' });
    const before = await graphCounts();
    const again = await send<Problem>('POST', '/maintenance', {
      ...fibreWorks,
      id: 'w-dup',
      title: 'impostor',
      equipmentIds: ['geant-par'],
    });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe("Maintenance 'w-dup' already exists");
    expect(await graphCounts()).toEqual(before);
  });

  it('an end before the start answers 400 naming body.endsAt', async () => {
    const response = await send<Problem>('POST', '/maintenance', {
      ...fibreWorks,
      endsAt: '2026-05-10T21:00:00Z',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { path: 'body.endsAt', message: 'endsAt must be after startsAt' },
    ]);
  });

  it('unknown equipment answers 400 listing every unknown id with its index', async () => {
    const response = await send<Problem>('POST', '/maintenance', {
      ...fibreWorks,
      equipmentIds: ['geant-fra', 'geant-nowhere', 'geant-par', 'CERN'],
    });
    expect(response.status).toBe(400);
    expect(response.body.errors?.map((e) => e.path)).toEqual([
      'body.equipmentIds[1]',
      'body.equipmentIds[3]',
    ]);
    // A site is not equipment a window can cover.
    expect(response.body.errors?.[1]?.message).toMatch(/^equipment "CERN" does not exist/);
    expect(response.body.detail).toMatch(/^body\.equipmentIds\[1\]: .* \(and 1 more\)$/);
  });

  it("another carrier's link, router, blade, port and trunk answer 400, each named", async () => {
    const before = await graphCounts();
    const response = await send<Problem>('POST', '/maintenance', {
      ...fibreWorks,
      equipmentIds: [
        'geant-fra',
        'dfn-fra-geant',
        'dfn-fra',
        'dfn-fra:slot2',
        'dfn-fra:TenGigabitEthernet2/0/0',
        'janet-lon-rdg',
      ],
    });
    expect(response.status).toBe(400);
    const errors = response.body.errors ?? [];
    expect(errors.map((e) => e.path)).toEqual([
      'body.equipmentIds[1]',
      'body.equipmentIds[2]',
      'body.equipmentIds[3]',
      'body.equipmentIds[4]',
      'body.equipmentIds[5]',
    ]);
    expect(errors.map((e) => e.message.split(' ')[0])).toEqual([
      'link',
      'router',
      'blade',
      'port',
      'trunk',
    ]);
    expect(errors[0]?.message).toMatch(
      /^link ".+" \(dfn-fra-geant\) belongs to carrier "dfn", not to "geant"/,
    );
    expect(errors[4]?.message).toMatch(/belongs to carrier "janet", not to "geant"/);
    expect(await graphCounts()).toEqual(before);
  });

  it('an unknown carrier, an id named twice and a malformed id answer 400 with their paths', async () => {
    const carrier = await send<Problem>('POST', '/maintenance', {
      ...fibreWorks,
      carrierId: 'nonet',
    });
    expect(carrier.status).toBe(400);
    expect(carrier.body.errors).toEqual([
      { path: 'body.carrierId', message: 'carrier "nonet" does not exist' },
    ]);
    const twice = await send<Problem>('POST', '/maintenance', {
      ...fibreWorks,
      equipmentIds: ['geant-fra', 'geant-par', 'geant-fra'],
    });
    expect(twice.body.errors).toEqual([
      { path: 'body.equipmentIds[2]', message: '"geant-fra" is already named at equipmentIds[0]' },
    ]);
    const malformed = await send<Problem>('POST', '/maintenance', {
      ...fibreWorks,
      id: 'no spaces',
      behaviour: 'ignore',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors?.map((e) => e.path).sort()).toEqual(['body.behaviour', 'body.id']);
  });

  it('a refused PUT leaves the window, its equipment and the rest of the graph unchanged', async () => {
    await send('POST', '/maintenance', { ...fibreWorks, id: 'w-keep' });
    const before = await graphCounts();
    const response = await send<Problem>('PUT', '/maintenance/w-keep', {
      ...fibreWorks,
      title: 'half-written?',
      equipmentIds: ['geant-par', 'dfn-fra'],
    });
    expect(response.status).toBe(400);
    expect(await graphCounts()).toEqual(before);
  });

  it('a write failing after the old window was deleted rolls back whole', async () => {
    await send('POST', '/maintenance', { ...fibreWorks, id: 'w-roll' });
    const before = await graphCounts();
    // A check that lets everything through, so the write itself fails on the unknown id,
    // after it has deleted the stored window and created the new one.
    const error = await createMaintenanceRepository(graph)
      .save({ ...fibreWorks, id: 'w-roll', equipmentIds: ['geant-par', 'geant-nowhere'] }, () => {})
      .catch((e: unknown) => e);
    expect(String(error)).toMatch(/2 equipment given, 1 linked/);
    expect(await graphCounts()).toEqual(before);
  });

  it('writes need a token: none or an unknown one answers 401, and nothing is written', async () => {
    const before = await graphCounts();
    expect((await send('POST', '/maintenance', fibreWorks, null)).status).toBe(401);
    expect((await send('POST', '/maintenance', fibreWorks, 'wrong')).status).toBe(401);
    expect(
      (await send('DELETE', '/maintenance/geant-2026-03-17-par-gva', undefined, null)).status,
    ).toBe(401);
    expect(await graphCounts()).toEqual(before);
  });

  it('GET /api/openapi.json describes the maintenance routes with their access levels', async () => {
    const { body } = await getJson<{
      paths: Record<string, Record<string, { 'x-access': string }>>;
    }>(`${base}/openapi.json`);
    const access = (path: string, method: string) => body.paths[path]?.[method]?.['x-access'];
    expect(access('/api/maintenance', 'get')).toBe('read');
    expect(access('/api/maintenance', 'post')).toBe('maintenance');
    expect(access('/api/maintenance/{id}', 'get')).toBe('read');
    expect(access('/api/maintenance/{id}', 'put')).toBe('maintenance');
    expect(access('/api/maintenance/{id}', 'delete')).toBe('maintenance');
  });

  it('the service: upsert creates then replaces, and activeAt(ms) answers the windows open then', async () => {
    const service = createMaintenanceService(createMaintenanceRepository(graph));
    const window: Maintenance = { ...fibreWorks, equipmentIds: ['geant-fra'], id: 'w-upsert' };
    await service.upsert(window);
    await service.upsert({ ...window, behaviour: 'skip' });
    expect((await service.get('w-upsert')).behaviour).toBe('skip');
    const inside = await service.activeAt(Date.parse('2026-05-11T01:00:00Z'));
    expect(inside.map((m) => m.id)).toEqual(['w-upsert']);
    expect(await service.activeAt(Date.parse(fibreWorks.endsAt))).toEqual([]);
    expect((await service.activeAt(Date.parse('2026-04-02T07:00:00Z'))).map((m) => m.id)).toEqual([
      'uslhcnet-2026-04-02-gva',
    ]);
  });
});
