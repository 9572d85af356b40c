import { demoTopology } from '@tiermap/graph-schema';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../services.js';
import { createApp } from '../../app.js';
import { ConflictError, ValidationError } from '../../http/errors.js';
import { tokenAccessPolicy } from '../../http/access.js';
import { freshGraph, query, testGraph } from '../../test-support/graph.js';
import { createTopologyService } from './service.js';

const graph = testGraph();
const service = createTopologyService(graph);

describe('topology in the graph (real Neo4j)', () => {
  beforeAll(async () => {
    await freshGraph(graph);
  });
  afterAll(async () => {
    await graph.close();
  });

  it('loadDemoIfEmpty loads the demo into an empty graph, and only then', async () => {
    expect(await service.loadDemoIfEmpty()).toBe(true);
    expect(await service.loadDemoIfEmpty()).toBe(false);
    const [row] = await query(graph, 'MATCH (r:Router) RETURN count(r) AS n');
    expect(row?.n).toBe(demoTopology().routers.length);
  });

  it('the demo maintenance windows are linked to every piece of equipment they name', async () => {
    const expected = demoTopology().maintenances.reduce((n, m) => n + m.equipmentIds.length, 0);
    const [row] = await query(
      graph,
      'MATCH (:Carrier)-[:ANNOUNCES]->(m:Maintenance)-[:AFFECTS]->(e) RETURN count(e) AS n',
    );
    expect(expected).toBeGreaterThan(0);
    expect(row?.n).toBe(expected);
  });

  it('getTopology returns each maintenance window with its times and equipment', async () => {
    const { maintenances } = await service.getTopology();
    const expected = demoTopology().maintenances;
    expect(maintenances.map((m) => m.id).sort()).toEqual(expected.map((m) => m.id).sort());
    const geant = maintenances.find((m) => m.id === 'geant-2026-03-17-par-gva');
    expect(geant?.equipmentIds).toEqual(['geant-par-gva']);
    expect(Date.parse(geant?.startsAt ?? '')).toBe(Date.parse('2026-03-17T22:00:00Z'));
    expect(Date.parse(geant?.endsAt ?? '')).toBe(Date.parse('2026-03-18T04:00:00Z'));
    const uslhcnet = maintenances.find((m) => m.id === 'uslhcnet-2026-04-02-gva');
    expect(uslhcnet?.equipmentIds).toEqual(['uslhcnet-gva', 'uslhcnet-gva:slot4']);
  });

  it('a duplicate router id is refused by the constraint with a clear error', async () => {
    const error: unknown = await graph
      .write((tx) => tx.run("CREATE (:Router {id: 'geant-gva', name: 'impostor'})"))
      .catch((e: unknown) => e);
    expect(String(error)).toMatch(
      /already exists with label `Router` and property `id` = 'geant-gva'/,
    );
  });

  it('loading a topology whose ids exist refuses it whole, naming the id, and writes nothing', async () => {
    const demo = demoTopology();
    const [before] = await query(graph, 'MATCH (n) RETURN count(n) AS n');
    const attempt = {
      ...demo,
      carriers: [
        ...demo.carriers.filter((c) => c.id === 'geant'),
        { id: 'newnet', name: 'New', kind: 'nren' as const },
      ],
      sites: [],
      routers: [],
      backplanes: [],
      blades: [],
      ports: [],
      links: [],
      trunks: [],
      paths: [],
      maintenances: [],
    };
    const error = await service.loadTopology(attempt).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as Error).message).toBe("Carrier 'geant' already exists");
    const [after] = await query(graph, 'MATCH (n) RETURN count(n) AS n');
    expect(after?.n).toBe(before?.n);
    expect(await query(graph, "MATCH (c:Carrier {id: 'newnet'}) RETURN c")).toEqual([]);
  });

  it('loadTopology refuses an inconsistent topology with field paths and writes nothing', async () => {
    const error = await service
      .loadTopology({ ...demoTopology(), links: [] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors[0]?.path).toMatch(/^topology\./);
  });

  it('the demo has CNAF and FZK sharing GEANT equipment: a router, a blade and a link', async () => {
    const shared = await query(
      graph,
      `MATCH (cnaf:Path {zSiteId: 'CNAF'}), (fzk:Path {zSiteId: 'FZK'})
       MATCH (l:Link {carrierId: 'geant'})-[:ON_PATH]->(cnaf), (l)-[:ON_PATH]->(fzk)
       MATCH (l)-[:A_END|Z_END]->(p:Port)<-[:HAS_PORT]-(b:Blade)<-[:HAS_BLADE]-(r:Router {carrierId: 'geant'})
       RETURN collect(DISTINCT l.id) AS links, collect(DISTINCT r.id) AS routers`,
    );
    expect((shared[0]?.links as string[]).length).toBeGreaterThan(0);
    expect((shared[0]?.routers as string[]).length).toBeGreaterThan(0);
    const sharedBlade = await query(
      graph,
      `MATCH (b:Blade)<-[:HAS_BLADE]-(r:Router {carrierId: 'geant'})
       MATCH (b)-[:HAS_PORT]->(p1:Port)<-[:A_END|Z_END]-(l1:Link)-[:ON_PATH]->(:Path {zSiteId: 'CNAF'})
       MATCH (b)-[:HAS_PORT]->(p2:Port)<-[:A_END|Z_END]-(l2:Link)-[:ON_PATH]->(:Path {zSiteId: 'FZK'})
       RETURN DISTINCT b.id AS blade`,
    );
    expect(sharedBlade.length).toBeGreaterThan(0);
  });

  it('the demo has a blade with 4 x 10 Gb/s ports on a 20 Gb/s fabric connection', async () => {
    const rows = await query(
      graph,
      `MATCH (r:Router)-[:HAS_BLADE]->(b:Blade)-[:HAS_PORT]->(p:Port)
       WITH r, b, collect(p.speedBps) AS speeds
       WHERE size(speeds) = 4 AND all(s IN speeds WHERE s = 1.0e10) AND b.fabricCapacityBps = 2.0e10
       RETURN b.id AS blade, r.carrierId AS carrier`,
    );
    expect(rows.length).toBeGreaterThan(0);
  });

  it('the demo RAL path crosses a 2 x 1 Gb/s trunk, bundled and unbundled more than once', async () => {
    for (const direction of ['AtoZ', 'ZtoA']) {
      const rows = await query(
        graph,
        `MATCH (t:Trunk)-[r:ON_PATH {direction: $direction}]->(p:Path {zSiteId: 'RAL'})
         MATCH (m:Link)-[:MEMBER_OF]->(t)
         WITH p, t, r.hop AS hop, collect(m.capacityBps) AS members
         WHERE size(members) = 2 AND all(c IN members WHERE c = 1.0e9)
         WITH p, collect(hop) AS trunkHops
         WHERE size(trunkHops) >= 2
         MATCH (l:Link)-[s:ON_PATH {direction: $direction}]->(p)
         WHERE s.trunkId IS NULL
           AND s.hop > reduce(lo = 1000, h IN trunkHops | CASE WHEN h < lo THEN h ELSE lo END)
           AND s.hop < reduce(hi = -1, h IN trunkHops | CASE WHEN h > hi THEN h ELSE hi END)
         RETURN trunkHops, collect(l.id) AS singleLinksBetween`,
        { direction },
      );
      expect(rows, `RAL ${direction}`).toHaveLength(1);
    }
  });

  it('the demo FNAL path shares the transatlantic circuit with the CalTech Tier2 path', async () => {
    const rows = await query(
      graph,
      `MATCH (l:Link)-[:ON_PATH]->(:Path {zSiteId: 'FNAL'}), (l)-[:ON_PATH]->(:Path {zSiteId: 'CALTECH'})
       MATCH (l)-[:A_END]->(a:Port), (l)-[:Z_END]->(z:Port)
       MATCH (ra:Router {id: a.routerId}), (rz:Router {id: z.routerId})
       WHERE (ra.lon > -30) <> (rz.lon > -30)
       MATCH (s:Site {id: 'CALTECH'})
       RETURN l.id AS link, l.capacityBps AS capacityBps, s.tier AS tier`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]?.tier).toBe(2);
  });

  it('the demo ASGC path has a round-trip time around 330 ms', async () => {
    const [row] = await query(
      graph,
      `MATCH (l:Link)-[r:ON_PATH {direction: 'AtoZ'}]->(:Path {zSiteId: 'ASGC'})
       WITH r.hop AS hop, max(l.rttMs) AS rtt
       RETURN sum(rtt) AS rttMs`,
    );
    expect(row?.rttMs).toBeGreaterThanOrEqual(320);
    expect(row?.rttMs).toBeLessThanOrEqual(340);
  });

  it('GET /api/topology returns the sites and links whose pathIds name several Tier1 paths', async () => {
    const app = createApp({
      logger: pino({ level: process.env.TIERMAP_TEST_LOG_LEVEL ?? 'silent' }),
      accessPolicy: tokenAccessPolicy(undefined),
      ...createServices(graph),
      webDist: undefined,
    });
    const server = app.express.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      const response = await fetch(`http://127.0.0.1:${port}/api/topology`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        sites: { id: string; tier: number }[];
        links: { id: string; capacityBps: number; carrierId: string; pathIds: string[] }[];
        paths: { id: string; zSiteId: string }[];
      };
      const tier01 = body.sites
        .filter((s) => s.tier <= 1)
        .map((s) => s.id)
        .sort();
      expect(tier01).toEqual([
        'ASGC',
        'BNL',
        'CERN',
        'CNAF',
        'FNAL',
        'FZK',
        'IN2P3',
        'NDGF',
        'PIC',
        'RAL',
        'SARA',
        'TRIUMF',
      ]);
      expect(body.sites.some((s) => s.id === 'CALTECH' && s.tier === 2)).toBe(true);
      const tier1Paths = new Set(
        body.paths
          .filter((p) => tier01.includes(p.zSiteId) && p.zSiteId !== 'CERN')
          .map((p) => p.id),
      );
      const sharedLinks = body.links.filter(
        (l) => l.pathIds.filter((id) => tier1Paths.has(id)).length > 1,
      );
      expect(sharedLinks.length).toBeGreaterThan(0);
      const first = sharedLinks[0];
      expect(typeof first?.id).toBe('string');
      expect(first?.capacityBps).toBeGreaterThan(0);
      expect(typeof first?.carrierId).toBe('string');

      const missing = await fetch(`http://127.0.0.1:${port}/api/nothing-here`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ status: 404, title: 'Not found' });
    } finally {
      server.close();
    }
  });
});
