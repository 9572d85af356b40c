import {
  backplaneSchema,
  bladeSchema,
  carrierSchema,
  linkSchema,
  portSchema,
  maintenanceSchema,
  pathSchema,
  routerSchema,
  siteSchema,
  topologyLinkSchema,
  trunkSchema,
  type Carrier,
  type Maintenance,
  type Path,
  type PathHop,
  type Router,
  type Site,
  type Topology,
  type TopologyLink,
  type Trunk,
} from '@tiermap/domain';
import type { Graph, ManagedTransaction } from '../../db/graph.js';
import { toPlain, withoutNulls } from '../../db/neo4j-values.js';

/** Reads the topology from the graph, one parameter-free query per entity kind. */
export interface TopologyReader {
  sites(): Promise<Site[]>;
  carriers(): Promise<Carrier[]>;
  routers(): Promise<Router[]>;
  links(): Promise<TopologyLink[]>;
  trunks(): Promise<Trunk[]>;
  paths(): Promise<Path[]>;
  maintenances(): Promise<Maintenance[]>;
  /** True when the graph holds no topology at all (no carrier, site or router). */
  isEmpty(): Promise<boolean>;
}

/** Queries that run inside a caller's transaction, so several read one consistent state. */
export const topologyQueries = {
  sites: (tx: ManagedTransaction) =>
    rows(tx, 'MATCH (s:Site) RETURN s {.*} AS row ORDER BY s.tier, s.id', (row) =>
      siteSchema.parse(row),
    ),
  carriers: (tx: ManagedTransaction) =>
    rows(tx, 'MATCH (c:Carrier) RETURN c {.*} AS row ORDER BY c.id', (row) =>
      carrierSchema.parse(row),
    ),
  routers: (tx: ManagedTransaction) =>
    rows(tx, 'MATCH (r:Router) RETURN r {.*} AS row ORDER BY r.id', (row) =>
      routerSchema.parse(row),
    ),
  backplanes: (tx: ManagedTransaction) =>
    rows(tx, 'MATCH (b:Backplane) RETURN b {.*} AS row ORDER BY b.id', (row) =>
      backplaneSchema.parse(row),
    ),
  blades: (tx: ManagedTransaction) =>
    rows(tx, 'MATCH (b:Blade) RETURN b {.*} AS row ORDER BY b.id', (row) => bladeSchema.parse(row)),
  ports: (tx: ManagedTransaction) =>
    rows(tx, 'MATCH (p:Port) RETURN p {.*} AS row ORDER BY p.id', (row) => portSchema.parse(row)),
  /** Links with the routers at their ends and the paths crossing them, as the map draws them. */
  topologyLinks: (tx: ManagedTransaction) =>
    rows(
      tx,
      `MATCH (l:Link)-[:A_END]->(a:Port), (l)-[:Z_END]->(z:Port)
       OPTIONAL MATCH (l)-[:ON_PATH]->(p:Path)
       WITH l, a, z, p ORDER BY p.id
       WITH l, a, z, collect(DISTINCT p.id) AS pathIds
       RETURN l {.*, aRouterId: a.routerId, zRouterId: z.routerId, pathIds: pathIds} AS row
       ORDER BY l.id`,
      (row) => topologyLinkSchema.parse(row),
    ),
  links: (tx: ManagedTransaction) =>
    rows(tx, 'MATCH (l:Link) RETURN l {.*} AS row ORDER BY l.id', (row) => linkSchema.parse(row)),
  trunks: (tx: ManagedTransaction) =>
    rows(
      tx,
      `MATCH (t:Trunk)
       OPTIONAL MATCH (l:Link)-[:MEMBER_OF]->(t)
       WITH t, l ORDER BY l.id
       WITH t, collect(l.id) AS memberLinkIds
       RETURN t {.*, memberLinkIds: memberLinkIds} AS row ORDER BY t.id`,
      (row) => trunkSchema.parse(row),
    ),
  paths: readPaths,
  maintenances: (tx: ManagedTransaction) =>
    rows(
      tx,
      `MATCH (m:Maintenance)
       OPTIONAL MATCH (m)-[:AFFECTS]->(e)
       WITH m, e ORDER BY e.id
       WITH m, collect(e.id) AS equipmentIds
       RETURN m {.*, equipmentIds: equipmentIds} AS row ORDER BY m.startsAt, m.id`,
      (row) => maintenanceSchema.parse(row),
    ),
};

/** The whole topology as one transaction sees it. */
export async function readTopologyIn(tx: ManagedTransaction): Promise<Topology> {
  const q = topologyQueries;
  return {
    carriers: await q.carriers(tx),
    sites: await q.sites(tx),
    routers: await q.routers(tx),
    backplanes: await q.backplanes(tx),
    blades: await q.blades(tx),
    ports: await q.ports(tx),
    links: await q.links(tx),
    trunks: await q.trunks(tx),
    paths: await q.paths(tx),
    maintenances: await q.maintenances(tx),
  };
}

export function createTopologyReader(graph: Graph): TopologyReader {
  const q = topologyQueries;
  return {
    sites: () => graph.read(q.sites),
    carriers: () => graph.read(q.carriers),
    routers: () => graph.read(q.routers),
    links: () => graph.read(q.topologyLinks),
    trunks: () => graph.read(q.trunks),
    paths: () => graph.read(q.paths),
    maintenances: () => graph.read(q.maintenances),
    isEmpty: () =>
      graph.read(async (tx) => {
        // Migrations' records and lock nodes are not topology.
        const result = await tx.run(
          'OPTIONAL MATCH (n) WHERE n:Carrier OR n:Site OR n:Router RETURN count(n) > 0 AS any',
        );
        return result.records[0]?.get('any') !== true;
      }),
  };
}

async function rows<T>(
  tx: ManagedTransaction,
  cypher: string,
  parse: (row: unknown) => T,
): Promise<T[]> {
  const result = await tx.run(cypher);
  return result.records.map((record) =>
    parse(withoutNulls(toPlain(record.get('row')) as Record<string, unknown>)),
  );
}

interface HopRow {
  pathId: string;
  direction: 'AtoZ' | 'ZtoA';
  hop: number;
  linkId: string | null;
  trunkId: string | null;
}

/** Rebuilds each path's hop lists from its ON_PATH relationships, the single source of truth. */
async function readPaths(tx: ManagedTransaction): Promise<Path[]> {
  const pathResult = await tx.run(
    'MATCH (p:Path) RETURN p {.id, .name, .aSiteId, .zSiteId} AS row ORDER BY p.id',
  );
  const hopResult = await tx.run(
    `MATCH (x)-[r:ON_PATH]->(p:Path)
     WHERE x:Trunk OR (x:Link AND r.trunkId IS NULL)
     RETURN p.id AS pathId, r.direction AS direction, r.hop AS hop,
            CASE WHEN x:Link THEN x.id END AS linkId,
            CASE WHEN x:Trunk THEN x.id END AS trunkId
     ORDER BY pathId, direction, hop`,
  );
  const hops = new Map<string, { AtoZ: PathHop[]; ZtoA: PathHop[] }>();
  for (const record of hopResult.records) {
    const row = toPlain(record.toObject()) as HopRow;
    const entry = hops.get(row.pathId) ?? { AtoZ: [], ZtoA: [] };
    entry[row.direction].push(
      row.trunkId !== null ? { trunkId: row.trunkId } : { linkId: row.linkId ?? '' },
    );
    hops.set(row.pathId, entry);
  }
  return pathResult.records.map((record) => {
    const row = toPlain(record.get('row')) as Record<string, unknown>;
    return pathSchema.parse({ ...row, hops: hops.get(String(row.id)) ?? { AtoZ: [], ZtoA: [] } });
  });
}
