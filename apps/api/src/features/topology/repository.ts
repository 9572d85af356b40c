import {
  carrierSchema,
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
  /** True when the graph holds no topology at all (only migration records, if any). */
  isEmpty(): Promise<boolean>;
}

export function createTopologyReader(graph: Graph): TopologyReader {
  return {
    sites: () =>
      graph.read((tx) =>
        rows(tx, 'MATCH (s:Site) RETURN s {.*} AS row ORDER BY s.tier, s.id', (row) =>
          siteSchema.parse(row),
        ),
      ),
    carriers: () =>
      graph.read((tx) =>
        rows(tx, 'MATCH (c:Carrier) RETURN c {.*} AS row ORDER BY c.id', (row) =>
          carrierSchema.parse(row),
        ),
      ),
    routers: () =>
      graph.read((tx) =>
        rows(tx, 'MATCH (r:Router) RETURN r {.*} AS row ORDER BY r.id', (row) =>
          routerSchema.parse(row),
        ),
      ),
    links: () =>
      graph.read((tx) =>
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
      ),
    trunks: () =>
      graph.read((tx) =>
        rows(
          tx,
          `MATCH (t:Trunk)
           OPTIONAL MATCH (l:Link)-[:MEMBER_OF]->(t)
           WITH t, l ORDER BY l.id
           WITH t, collect(l.id) AS memberLinkIds
           RETURN t {.*, memberLinkIds: memberLinkIds} AS row ORDER BY t.id`,
          (row) => trunkSchema.parse(row),
        ),
      ),
    paths: () => graph.read(readPaths),
    maintenances: () =>
      graph.read((tx) =>
        rows(
          tx,
          `MATCH (m:Maintenance)
           OPTIONAL MATCH (m)-[:AFFECTS]->(e)
           WITH m, e ORDER BY e.id
           WITH m, collect(e.id) AS equipmentIds
           RETURN m {.*, equipmentIds: equipmentIds} AS row ORDER BY m.startsAt, m.id`,
          (row) => maintenanceSchema.parse(row),
        ),
      ),
    isEmpty: () =>
      graph.read(async (tx) => {
        const result = await tx.run(
          'MATCH (n) WHERE NOT n:SchemaMigration RETURN count(n) > 0 AS any LIMIT 1',
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
