import { topologyQueries } from '../topology/repository.js';
import {
  linkSchema,
  portSchema,
  trunkSchema,
  type Backplane,
  type Blade,
  type Direction,
  type EquipmentKind,
  type Link,
  type Port,
  type Trunk,
} from '@tiermap/domain';
import type { EquipmentUsage } from '@tiermap/analysis';
import type { Graph, ManagedTransaction } from '../../db/graph.js';
import { toPlain, withoutNulls } from '../../db/neo4j-values.js';

/** "This piece of equipment is on this path in this direction", as the analysis takes it. */
export type UsageRow = EquipmentUsage;

export interface AnalysisRepository {
  /** Ids among `ids` that are no router, backplane, blade, port, link or trunk. */
  unknownEquipment(ids: readonly string[]): Promise<string[]>;
  /**
   * Everything "what do these sites share" needs, in one read transaction: which of the site
   * ids are unknown; the routers, blades, links and trunks on the sites' own paths; and, for
   * the pieces `choose` picks from those, the site pairs (`"A>Z"`) of every path crossing them
   * per direction (stored on the equipment when the topology is written), keyed `kind:id`.
   */
  sharedQuestion(
    siteIds: readonly string[],
    direction: Direction | undefined,
    choose: (own: readonly UsageRow[]) => readonly { kind: EquipmentKind; id: string }[],
  ): Promise<{
    unknownSites: string[];
    own: UsageRow[];
    crossed: Map<string, { AtoZ: string[]; ZtoA: string[] }>;
  }>;
  blades(): Promise<Blade[]>;
  ports(): Promise<Port[]>;
  backplanes(): Promise<Backplane[]>;
  /** Every trunk, its member links and the ports those links end on. */
  trunksWithMembers(): Promise<{ trunks: Trunk[]; links: Link[]; ports: Port[] }>;
}

async function parsedRows<T>(
  tx: ManagedTransaction,
  cypher: string,
  parse: (row: unknown) => T,
  params: Record<string, unknown> = {},
): Promise<T[]> {
  const result = await tx.run(cypher, params);
  return result.records.map((r) =>
    parse(withoutNulls(toPlain(r.get('row')) as Record<string, unknown>)),
  );
}

export function createAnalysisRepository(graph: Graph): AnalysisRepository {
  return {
    unknownEquipment: (ids) =>
      graph.read(async (tx) => {
        const result = await tx.run(
          `UNWIND $ids AS id
           OPTIONAL MATCH (r:Router {id: id}) OPTIONAL MATCH (bp:Backplane {id: id})
           OPTIONAL MATCH (b:Blade {id: id}) OPTIONAL MATCH (p:Port {id: id})
           OPTIONAL MATCH (l:Link {id: id}) OPTIONAL MATCH (t:Trunk {id: id})
           WITH id, coalesce(r, bp, b, p, l, t) AS found WHERE found IS NULL RETURN id`,
          { ids },
        );
        return result.records.map((r) => String(r.get('id')));
      }),
    sharedQuestion: (siteIds, direction, choose) =>
      graph.read(async (tx) => {
        const known = await tx.run('MATCH (s:Site) WHERE s.id IN $siteIds RETURN s.id AS id', {
          siteIds,
        });
        const found = new Set(known.records.map((r) => String(r.get('id'))));
        const unknownSites = siteIds.filter((id) => !found.has(id));
        if (unknownSites.length > 0) {
          return { unknownSites, own: [], crossed: new Map() };
        }
        const result = await tx.run(
          `MATCH (p:Path) WHERE p.aSiteId IN $siteIds OR p.zSiteId IN $siteIds
           MATCH (l:Link)-[o:ON_PATH]->(p) WHERE $direction IS NULL OR o.direction = $direction
           MATCH (l)-[:A_END|Z_END]->(port:Port)
           MATCH (r:Router {id: port.routerId}), (b:Blade {id: port.bladeId})
           OPTIONAL MATCH (t:Trunk {id: o.trunkId})
           RETURN DISTINCT r.id AS routerId, r.name AS routerName, r.carrierId AS routerCarrierId,
                  b.id AS bladeId, b.slot AS slot, b.model AS bladeModel,
                  l.id AS linkId, l.name AS linkName, l.carrierId AS linkCarrierId,
                  t.id AS trunkId, t.name AS trunkName, t.carrierId AS trunkCarrierId,
                  p.id AS pathId, p.aSiteId AS aSiteId, p.zSiteId AS zSiteId, o.direction AS direction`,
          { siteIds, direction: direction ?? null },
        );
        const own = result.records.flatMap((record) =>
          usageRows(toPlain(record.toObject()) as NearRow),
        );
        const chosen = choose(own);
        const ids = (kind: EquipmentKind) => chosen.filter((e) => e.kind === kind).map((e) => e.id);
        const crossings = await tx.run(
          `MATCH (x:Link) WHERE x.id IN $links
           RETURN 'link' AS kind, x.id AS id, x.crossedByAtoZ AS atoz, x.crossedByZtoA AS ztoa
           UNION ALL MATCH (x:Trunk) WHERE x.id IN $trunks
           RETURN 'trunk' AS kind, x.id AS id, x.crossedByAtoZ AS atoz, x.crossedByZtoA AS ztoa
           UNION ALL MATCH (x:Blade) WHERE x.id IN $blades
           RETURN 'blade' AS kind, x.id AS id, x.crossedByAtoZ AS atoz, x.crossedByZtoA AS ztoa
           UNION ALL MATCH (x:Router) WHERE x.id IN $routers
           RETURN 'router' AS kind, x.id AS id, x.crossedByAtoZ AS atoz, x.crossedByZtoA AS ztoa`,
          {
            links: ids('link'),
            trunks: ids('trunk'),
            blades: ids('blade'),
            routers: ids('router'),
          },
        );
        const crossed = new Map<string, { AtoZ: string[]; ZtoA: string[] }>();
        for (const record of crossings.records) {
          crossed.set(`${String(record.get('kind'))}:${String(record.get('id'))}`, {
            AtoZ: (record.get('atoz') as string[] | null) ?? [],
            ZtoA: (record.get('ztoa') as string[] | null) ?? [],
          });
        }
        return { unknownSites, own, crossed };
      }),
    blades: () => graph.read(topologyQueries.blades),
    ports: () => graph.read(topologyQueries.ports),
    backplanes: () => graph.read(topologyQueries.backplanes),
    trunksWithMembers: () =>
      graph.read(async (tx) => {
        const trunks = await parsedRows(
          tx,
          `MATCH (t:Trunk) OPTIONAL MATCH (l:Link)-[:MEMBER_OF]->(t)
           WITH t, l ORDER BY l.id
           WITH t, collect(l.id) AS members
           RETURN t {.*, memberLinkIds: members} AS row ORDER BY t.id`,
          (row) => trunkSchema.parse(row),
        );
        const links = await parsedRows(
          tx,
          'MATCH (l:Link)-[:MEMBER_OF]->(:Trunk) RETURN l {.*} AS row',
          (row) => linkSchema.parse(row),
        );
        const ports = await parsedRows(
          tx,
          'MATCH (:Trunk)<-[:MEMBER_OF]-(:Link)-[:A_END|Z_END]->(p:Port) RETURN DISTINCT p {.*} AS row',
          (row) => portSchema.parse(row),
        );
        return { trunks, links, ports };
      }),
  };
}

interface NearRow {
  routerId: string;
  routerName: string;
  routerCarrierId: string;
  bladeId: string;
  slot: number;
  bladeModel: string;
  linkId: string;
  linkName: string;
  linkCarrierId: string;
  trunkId: string | null;
  trunkName: string | null;
  trunkCarrierId: string | null;
  pathId: string;
  aSiteId: string;
  zSiteId: string;
  direction: Direction;
}

/** One near-row names a router, a blade, a link and maybe a trunk on one path. */
function usageRows(row: NearRow): UsageRow[] {
  const on = {
    pathId: row.pathId,
    aSiteId: row.aSiteId,
    zSiteId: row.zSiteId,
    direction: row.direction,
  };
  const rows: UsageRow[] = [
    {
      kind: 'router',
      id: row.routerId,
      name: row.routerName,
      carrierId: row.routerCarrierId,
      ...on,
    },
    {
      kind: 'blade',
      id: row.bladeId,
      name: `${row.routerName} slot ${row.slot} (${row.bladeModel})`,
      carrierId: row.routerCarrierId,
      ...on,
    },
    { kind: 'link', id: row.linkId, name: row.linkName, carrierId: row.linkCarrierId, ...on },
  ];
  if (row.trunkId !== null) {
    rows.push({
      kind: 'trunk',
      id: row.trunkId,
      name: row.trunkName ?? row.trunkId,
      carrierId: row.trunkCarrierId ?? row.linkCarrierId,
      ...on,
    });
  }
  return rows;
}
