import { z } from 'zod';
import {
  backplaneSchema,
  bladeSchema,
  carrierSchema,
  directionSchema,
  linkSchema,
  LINK_CROSSINGS,
  portSchema,
  maintenanceSchema,
  pathSchema,
  routerSchema,
  siteSchema,
  OPTIONAL_LIST_ENTRIES,
  topologyLinkSchema,
  topologySchema,
  trunkSchema,
  type Carrier,
  type Maintenance,
  type OptionalSliceKey,
  type Path,
  type PathHop,
  type Port,
  type Router,
  type Site,
  type Topology,
  type TopologyLink,
  type TopologyResponse,
  type Trunk,
} from '@tiermap/domain';
import {
  linkCrossingProjection,
  listStatement,
  storedFieldsProjection,
} from '../../db/catalogue-cypher.js';
import type { Graph, ManagedTransaction } from '../../db/graph.js';
import { parseRow, parseRows, parseValue, stored } from '../../db/rows.js';
import { topologyVersionIn } from '../../db/topology-version.js';

/** Reads the topology from the graph, one parameter-free query per entity kind. */
/** The map's view as read, with every port; `maintenanceLinkIds` is derived by the service. */
export type MapViewRows = Omit<TopologyResponse, 'maintenanceLinkIds'> & { ports: Port[] };

export interface TopologyReader {
  sites(): Promise<Site[]>;
  carriers(): Promise<Carrier[]>;
  routers(): Promise<Router[]>;
  links(): Promise<TopologyLink[]>;
  trunks(): Promise<Trunk[]>;
  paths(): Promise<Path[]>;
  maintenances(): Promise<Maintenance[]>;
  /** The whole topology as one read transaction sees it (readTopologyIn). */
  whole(): Promise<Topology>;
  /**
   * What the map draws and the topology version, in one read transaction (one session, one
   * round of statements) instead of one per kind; the version is read first.
   */
  /**
   * What the map draws, in one read transaction, with every port (a window on a blade covers
   * its ports' links); the service derives each window's links from it.
   */
  mapView(): Promise<MapViewRows>;
  /** True when the graph holds no topology at all (no carrier, site or router). */
  isEmpty(): Promise<boolean>;
}

// A link's own fields, not `{.*}`: a link node also holds its latest live state, which the graph
// write keeps up to date, and at 10,000 routers unpacking it with every link took a second of
// this process's time per whole-topology read (docs/performance.md).
const LINK_FIELDS = storedFieldsProjection('link', 'l', Object.keys(linkSchema.shape));
// What a link crosses is read from its relationships here (`linkCrossingProjection`).
const LINK_WITH_ENDS = storedFieldsProjection(
  'link',
  'l',
  Object.keys(linkSchema.shape).filter((field) => !LINK_CROSSINGS.some((c) => c.field === field)),
  `, aRouterId: a.routerId, zRouterId: z.routerId, pathIds: pathIds${linkCrossingProjection('l')}`,
);

// A blade's own fields: its node also holds the site pairs crossing it (ADR 3), which this read
// would unpack for 14,400 blades and drop (254 -> 179 ms a read at 10,000 routers). Naming a
// router's fields made no difference there (242 against 246 ms), so routers keep `{.*}`.
const BLADE_FIELDS = storedFieldsProjection('blade', 'b', Object.keys(bladeSchema.shape));

/** Queries that run inside a caller's transaction, so several read one consistent state. */
export const topologyQueries = {
  sites: (tx: ManagedTransaction) =>
    rows(tx, 'MATCH (s:Site) RETURN s {.*} AS row ORDER BY s.tier, s.id', siteSchema),
  carriers: (tx: ManagedTransaction) =>
    rows(tx, 'MATCH (c:Carrier) RETURN c {.*} AS row ORDER BY c.id', carrierSchema),
  routers: (tx: ManagedTransaction) =>
    rows(tx, 'MATCH (r:Router) RETURN r {.*} AS row ORDER BY r.id', routerSchema),
  backplanes: (tx: ManagedTransaction) =>
    rows(tx, 'MATCH (b:Backplane) RETURN b {.*} AS row ORDER BY b.id', backplaneSchema),
  blades: (tx: ManagedTransaction) =>
    rows(tx, `MATCH (b:Blade) RETURN ${BLADE_FIELDS} AS row ORDER BY b.id`, bladeSchema),
  ports: (tx: ManagedTransaction) =>
    rows(tx, 'MATCH (p:Port) RETURN p {.*} AS row ORDER BY p.id', portSchema),
  /** Links with the routers at their ends and the paths crossing them, as the map draws them. */
  topologyLinks: (tx: ManagedTransaction) =>
    rows(
      tx,
      `MATCH (l:Link)-[:A_END]->(a:Port), (l)-[:Z_END]->(z:Port)
       OPTIONAL MATCH (l)-[:ON_PATH]->(p:Path)
       WITH l, a, z, p ORDER BY p.id
       WITH l, a, z, collect(DISTINCT p.id) AS pathIds
       RETURN ${LINK_WITH_ENDS} AS row
       ORDER BY l.id`,
      topologyLinkSchema,
    ),
  links: (tx: ManagedTransaction) =>
    rows(tx, `MATCH (l:Link) RETURN ${LINK_FIELDS} AS row ORDER BY l.id`, linkSchema),
  trunks: (tx: ManagedTransaction) =>
    rows(
      tx,
      `MATCH (t:Trunk)
       OPTIONAL MATCH (l:Link)-[:MEMBER_OF]->(t)
       WITH t, l ORDER BY l.id
       WITH t, collect(l.id) AS memberLinkIds
       RETURN t {.*, memberLinkIds: memberLinkIds} AS row ORDER BY t.id`,
      trunkSchema,
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
      maintenanceSchema,
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
    ...(await optionalListsIn(tx)),
  };
}

/**
 * The kinds added later (patch panels...), from the entity catalogue: each list left out when
 * the graph holds none (topologies written before the kind existed).
 */
async function optionalListsIn(
  tx: ManagedTransaction,
): Promise<Partial<Pick<Topology, OptionalSliceKey>>> {
  const lists: Partial<Pick<Topology, OptionalSliceKey>> = {};
  for (const { kind, sliceKey } of OPTIONAL_LIST_ENTRIES) {
    const items = await rows(
      tx,
      listStatement(kind),
      topologySchema.shape[sliceKey].unwrap().element,
    );
    if (items.length > 0) Object.assign(lists, { [sliceKey]: items });
  }
  return lists;
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
    whole: () => graph.read(readTopologyIn),
    mapView: () =>
      graph.read(async (tx) => {
        // The version first: Neo4j reads committed data statement by statement, so what is read
        // after it is at least that new, and a client comparing it with the live stream's
        // reloads on any later write, never misses one.
        const version = await topologyVersionIn(tx);
        return {
          sites: await q.sites(tx),
          carriers: await q.carriers(tx),
          routers: await q.routers(tx),
          links: await q.topologyLinks(tx),
          trunks: await q.trunks(tx),
          paths: await q.paths(tx),
          maintenances: await q.maintenances(tx),
          ports: await q.ports(tx),
          ...(await optionalListsIn(tx)),
          version,
        };
      }),
    isEmpty: () =>
      graph.read(async (tx) => {
        // Migrations' records and lock nodes are not topology.
        const result = await tx.run(
          'OPTIONAL MATCH (n) WHERE n:Carrier OR n:Site OR n:Router RETURN count(n) > 0 AS any',
        );
        return !parseRow(ANY_ROW, result.records[0], 'isEmpty').any;
      }),
  };
}

const ANY_ROW = z.object({ any: z.boolean() });

/** Runs a parameter-free query answering one `row` column and parses each with `schema`. */
async function rows<T extends z.ZodType>(
  tx: ManagedTransaction,
  cypher: string,
  schema: T,
): Promise<z.output<T>[]> {
  const result = await tx.run(cypher);
  const row = stored(schema);
  return result.records.map((record): z.output<T> => parseValue(row, record.get('row'), cypher));
}

const HOP_ROW = z.object({
  pathId: z.string(),
  direction: directionSchema,
  hop: z.number().int(),
  linkId: z.string().nullable(),
  trunkId: z.string().nullable(),
});
const PATH_HEADER_ROW = z.object({
  row: z.object({ id: z.string(), name: z.string(), aSiteId: z.string(), zSiteId: z.string() }),
});

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
  for (const row of parseRows(HOP_ROW, hopResult.records, 'path hops')) {
    const entry = hops.get(row.pathId) ?? { AtoZ: [], ZtoA: [] };
    entry[row.direction].push(
      row.trunkId !== null ? { trunkId: row.trunkId } : { linkId: row.linkId ?? '' },
    );
    hops.set(row.pathId, entry);
  }
  return parseRows(PATH_HEADER_ROW, pathResult.records, 'paths').map(({ row }) =>
    parseValue(pathSchema, { ...row, hops: hops.get(row.id) ?? { AtoZ: [], ZtoA: [] } }, 'paths'),
  );
}
