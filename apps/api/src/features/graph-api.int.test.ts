import type { LinkDetail, PathDetail, RouterDetail } from '@tiermap/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, startDemoApp } from '../test-support/app-server.js';
import { query, testGraph } from '../test-support/graph.js';

const graph = testGraph();
let base = '';
let close = () => undefined as void;

describe('the graph API on the demo (real Neo4j)', () => {
  beforeAll(async () => {
    ({ base, close } = await startDemoApp(graph));
  });
  afterAll(async () => {
    close();
    await graph.close();
  });

  it('GET /api/paths?site=FZK lists the FZK path hop by hop, both directions, asymmetric', async () => {
    const { status, body } = await getJson<{ paths: PathDetail[] }>(`${base}/paths?site=FZK`);
    expect(status).toBe(200);
    const [path] = body.paths;
    expect(path?.id).toBe('CERN-FZK');
    expect(path?.symmetric).toBe(false);
    const first = path?.hops.AtoZ[0];
    expect(first?.links[0]?.from).toMatchObject({
      routerId: expect.stringMatching(/^cern/) as unknown,
    });
    for (const hop of [...(path?.hops.AtoZ ?? []), ...(path?.hops.ZtoA ?? [])]) {
      for (const link of hop.links) {
        expect(link.from.portName.length).toBeGreaterThan(0);
        expect(link.to.bladeId.length).toBeGreaterThan(0);
      }
    }
    const last = path?.hops.AtoZ.at(-1);
    expect(last?.toRouterId).toMatch(/^fzk/);
  });

  it('GET /api/paths/CERN-RAL shows the 2 x 1 Gb/s trunk hops with both members', async () => {
    const { body } = await getJson<PathDetail>(`${base}/paths/CERN-RAL`);
    const trunkHops = body.hops.AtoZ.filter((h) => h.trunkId !== undefined);
    expect(trunkHops.length).toBeGreaterThanOrEqual(2);
    for (const hop of trunkHops) {
      expect(hop.links).toHaveLength(2);
      expect(hop.capacityBps).toBe(2e9);
    }
  });

  it('GET /api/paths/CERN-ASGC adds up an RTT around 330 ms', async () => {
    const { body } = await getJson<PathDetail>(`${base}/paths/CERN-ASGC`);
    expect(body.rttMs.AtoZ).toBeGreaterThan(320);
    expect(body.rttMs.AtoZ).toBeLessThan(340);
  });

  it('GET /api/routers/geant-gva lists its blades, ports, their links and the paths crossing it', async () => {
    const { status, body } = await getJson<RouterDetail>(`${base}/routers/geant-gva`);
    expect(status).toBe(200);
    expect(body.backplane?.capacityBps).toBeGreaterThan(0);
    const busy = body.blades.find((b) => b.ports.length === 4 && b.fabricCapacityBps === 20e9);
    expect(busy?.ports.every((p) => p.speedBps === 10e9)).toBe(true);
    expect(
      body.blades.flatMap((b) => b.ports).some((p) => p.link?.remoteRouterId !== undefined),
    ).toBe(true);
    const pathIds = body.paths.map((p) => p.pathId);
    expect(pathIds).toEqual(expect.arrayContaining(['CERN-CNAF', 'CERN-FZK']));
  });

  it('GET /api/links/{id} gives the ends, the trunk and the paths per direction', async () => {
    const { body } = await getJson<LinkDetail>(`${base}/links/geant-par-gva`);
    const all = [...body.paths.AtoZ, ...body.paths.ZtoA].map((c) => `${c.pathId} ${c.direction}`);
    expect(all).toEqual(expect.arrayContaining(['CERN-CNAF ZtoA', 'CERN-FZK ZtoA']));
    expect(body.aEnd.routerId).not.toBe(body.zEnd.routerId);
    const [trunkRow] = await query(
      graph,
      'MATCH (l:Link)-[:MEMBER_OF]->(t:Trunk) RETURN l.id AS id LIMIT 1',
    );
    const member = await getJson<LinkDetail>(`${base}/links/${String(trunkRow?.id)}`);
    expect(member.body.trunk?.memberLinkIds).toContain(trunkRow?.id);
  });

  it('GET /api/links/{id} names the patch panels the link crosses, and none for a link crossing none', async () => {
    const { body } = await getJson<LinkDetail>(`${base}/links/geant-par-gva`);
    expect(body.crossed).toEqual([
      {
        kind: 'patchPanel',
        id: 'geant-par-pp1',
        name: 'GÉANT2 Paris ODF (Paris–Geneva)',
        carrierId: 'geant',
      },
    ]);
    const [plain] = await query(
      graph,
      'MATCH (l:Link) WHERE NOT (l)-[:VIA]->() RETURN l.id AS id ORDER BY l.id LIMIT 1',
    );
    const other = await getJson<LinkDetail>(`${base}/links/${String(plain?.id)}`);
    expect(other.body.crossed).toEqual([]);
  });

  it('unknown ids answer 404 naming the id', async () => {
    for (const [url, text] of [
      ['/routers/geant-nowhere', "Router 'geant-nowhere' does not exist"],
      ['/links/no-such-link', "Link 'no-such-link' does not exist"],
      ['/paths/CERN-XYZ', "Path 'CERN-XYZ' does not exist"],
      ['/paths?site=XYZ', "Site 'XYZ' does not exist"],
    ] as const) {
      const { status, body } = await getJson(`${base}${url}`);
      expect(status, url).toBe(404);
      expect(body.detail, url).toBe(text);
    }
  });

  it('a malformed query answers 400 with the exact field path', async () => {
    const lower = await getJson<{ errors: { path: string }[] }>(`${base}/paths?site=fzk`);
    expect(lower.status).toBe(400);
    expect(lower.body.errors[0]?.path).toBe('query.site');
    const missing = await getJson<{ errors: { path: string }[] }>(`${base}/paths`);
    expect(missing.body.errors[0]?.path).toBe('query.site');
    const extra = await getJson<{ errors: { path: string; message: string }[] }>(
      `${base}/paths?site=FZK&limit=3`,
    );
    expect(extra.status).toBe(400);
  });

  it('GET /api/openapi.json describes every route, generated from the schemas', async () => {
    const { status, body } = await getJson<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    }>(`${base}/openapi.json`);
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    for (const path of [
      '/api/health',
      '/api/topology',
      '/api/sites',
      '/api/carriers',
      '/api/routers/{id}',
      '/api/links/{id}',
      '/api/paths',
      '/api/paths/{id}',
    ]) {
      expect(body.paths[path]?.get, path).toBeDefined();
    }
    // What the server answers and checks, as the document says it (schemathesis checks the rest).
    const shared = body.paths['/api/analysis/shared']?.get as {
      parameters: { name: string; schema: { pattern?: string } }[];
      responses: Record<string, unknown>;
    };
    expect(shared.parameters.find((p) => p.name === 'sites')?.schema.pattern).toBe(
      '^ *[A-Z][A-Z0-9_-]{1,31} *(, *[A-Z][A-Z0-9_-]{1,31} *){0,99}$',
    );
    expect(Object.keys(shared.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '429', '500', '503']),
    );
    const announce = body.paths['/api/maintenance']?.post as { responses: Record<string, unknown> };
    expect(Object.keys(announce.responses)).toContain('201');
    expect(Object.keys(announce.responses)).not.toContain('200');
    const html = await (await fetch(`${base}/docs`)).text();
    expect(html).toContain('/api/paths/{id}');
  });
});
