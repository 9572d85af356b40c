import { topologyQueries } from '../topology/repository.js';
import {
  linkSchema,
  portSchema,
  trunkSchema,
  type Backplane,
  type Blade,
  directionSchema,
  equipmentKindSchema,
  type Direction,
  type EquipmentKind,
  type Link,
  type Port,
  type Trunk,
} from '@tiermap/domain';
import type { EquipmentUsage } from '@tiermap/analysis';
import { z } from 'zod';
import {
  CROSSED_RISK_ELEMENTS,
  linkCrossedElementsExpression,
  UNKNOWN_EQUIPMENT,
} from '../../db/catalogue-cypher.js';
import type { Graph, ManagedTransaction } from '../../db/graph.js';
import { parseRows, parseValue, stored } from '../../db/rows.js';

/** "This piece of equipment is on this path in this direction", as the analysis takes it. */
export type UsageRow = EquipmentUsage;

export interface AnalysisRepository {
  /** Ids among `ids` that are no equipment a maintenance window may cover (the catalogue's targets). */
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

/** Runs a query answering one `row` column and parses each with `schema`. */
async function parsedRows<T extends z.ZodType>(
  tx: ManagedTransaction,
  cypher: string,
  schema: T,
): Promise<z.output<T>[]> {
  const result = await tx.run(cypher);
  const row = stored(schema);
  return result.records.map((record): z.output<T> => parseValue(row, record.get('row'), cypher));
}

const ID_ROW = z.object({ id: z.string() });
const NEAR_ROW = z.object({
  routerId: z.string(),
  routerName: z.string(),
  routerCarrierId: z.string(),
  bladeId: z.string(),
  slot: z.number().int(),
  bladeModel: z.string(),
  linkId: z.string(),
  linkName: z.string(),
  linkCarrierId: z.string(),
  trunkId: z.string().nullable(),
  trunkName: z.string().nullable(),
  trunkCarrierId: z.string().nullable(),
  pathId: z.string(),
  aSiteId: z.string(),
  zSiteId: z.string(),
  direction: directionSchema,
  /** What the link crosses (patch panels...), from the entity catalogue. */
  crossed: z.array(
    z.object({
      kind: equipmentKindSchema,
      id: z.string(),
      name: z.string(),
      carrierId: z.string(),
    }),
  ),
});
type NearRow = z.output<typeof NEAR_ROW>;
const CROSSED_ROW = z.object({
  kind: z.string(),
  id: z.string(),
  atoz: z.array(z.string()).nullable(),
  ztoa: z.array(z.string()).nullable(),
});

export function createAnalysisRepository(graph: Graph): AnalysisRepository {
  return {
    unknownEquipment: (ids) =>
      graph.read(async (tx) => {
        const result = await tx.run(UNKNOWN_EQUIPMENT, { ids });
        return parseRows(ID_ROW, result.records, 'unknown equipment').map((r) => r.id);
      }),
    sharedQuestion: (siteIds, direction, choose) =>
      graph.read(async (tx) => {
        const known = await tx.run('MATCH (s:Site) WHERE s.id IN $siteIds RETURN s.id AS id', {
          siteIds,
        });
        const found = new Set(parseRows(ID_ROW, known.records, 'known sites').map((r) => r.id));
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
                  p.id AS pathId, p.aSiteId AS aSiteId, p.zSiteId AS zSiteId, o.direction AS direction,
                  ${linkCrossedElementsExpression('l')} AS crossed`,
          { siteIds, direction: direction ?? null },
        );
        const own = parseRows(NEAR_ROW, result.records, 'equipment near the sites').flatMap(
          usageRows,
        );
        const chosen = choose(own);
        const ids: Record<string, string[]> = {};
        for (const e of chosen) (ids[e.kind] ??= []).push(e.id);
        const crossings = await tx.run(CROSSED_RISK_ELEMENTS, { ids });
        const crossed = new Map<string, { AtoZ: string[]; ZtoA: string[] }>();
        for (const row of parseRows(CROSSED_ROW, crossings.records, 'crossed equipment')) {
          crossed.set(`${row.kind}:${row.id}`, { AtoZ: row.atoz ?? [], ZtoA: row.ztoa ?? [] });
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
          trunkSchema,
        );
        const links = await parsedRows(
          tx,
          'MATCH (l:Link)-[:MEMBER_OF]->(:Trunk) RETURN l {.*} AS row',
          linkSchema,
        );
        const ports = await parsedRows(
          tx,
          'MATCH (:Trunk)<-[:MEMBER_OF]-(:Link)-[:A_END|Z_END]->(p:Port) RETURN DISTINCT p {.*} AS row',
          portSchema,
        );
        return { trunks, links, ports };
      }),
  };
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
  for (const element of row.crossed) rows.push({ ...element, ...on });
  return rows;
}
