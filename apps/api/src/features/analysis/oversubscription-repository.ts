import { backplaneLoads, bladeLoads } from '@tiermap/analysis';
import type { Backplane, Blade, Port, Router } from '@tiermap/domain';
import neo4j from 'neo4j-driver';
import { z } from 'zod';
import type { Graph, ManagedTransaction } from '../../db/graph.js';
import { parseRow } from '../../db/rows.js';
import { readTopologyIn } from '../topology/repository.js';

// Each blade's and backplane's oversubscription totals are stored on it when the topology is
// written (an import, a load, a carrier's upload or restore), in the writing transaction: a
// page of `GET /api/analysis/oversubscription` then reads a few nodes in ratio order instead of
// every blade, port and link. The ratio is computed by @tiermap/analysis; Cypher only stores,
// filters and orders what it is given.

/** The routers, blades, ports and backplanes whose totals change (a carrier's slice or all). */
export interface LoadsPart {
  routers: readonly Pick<Router, 'id' | 'carrierId'>[];
  blades: readonly Blade[];
  ports: readonly Port[];
  backplanes: readonly Backplane[];
}

/** Stores the totals of every blade and backplane of `part`, in the caller's transaction. */
export async function storeOversubscriptionTotals(
  tx: ManagedTransaction,
  part: LoadsPart,
): Promise<void> {
  const carrierOf = new Map(part.routers.map((router) => [router.id, router.carrierId]));
  const blades = bladeLoads(part.blades, part.ports).map((load) => ({
    id: load.id,
    portCount: load.portCount,
    portCapacityBps: load.portCapacityBps,
    ratio: load.ratio,
    carrierId: carrierOf.get(load.routerId) ?? null,
  }));
  const backplanes = backplaneLoads(part.backplanes, part.blades).map((load) => ({
    id: load.id,
    bladeCount: load.bladeCount,
    bladeFabricCapacityBps: load.bladeFabricCapacityBps,
    ratio: load.ratio,
    carrierId: carrierOf.get(load.routerId) ?? null,
  }));
  for (let i = 0; i < blades.length; i += STORE_BATCH) {
    await tx.run(
      `UNWIND $rows AS r MATCH (b:Blade {id: r.id})
       SET b.loadPortCount = r.portCount, b.loadPortCapacityBps = r.portCapacityBps,
           b.loadRatio = r.ratio, b.loadCarrierId = r.carrierId`,
      { rows: blades.slice(i, i + STORE_BATCH) },
    );
  }
  for (let i = 0; i < backplanes.length; i += STORE_BATCH) {
    await tx.run(
      `UNWIND $rows AS r MATCH (b:Backplane {id: r.id})
       SET b.loadBladeCount = r.bladeCount,
           b.loadBladeFabricCapacityBps = r.bladeFabricCapacityBps,
           b.loadRatio = r.ratio, b.loadCarrierId = r.carrierId`,
      { rows: backplanes.slice(i, i + STORE_BATCH) },
    );
  }
}

const STORE_BATCH = 20_000;

const MISSING_ROW = z.object({ missing: z.boolean() });

/**
 * A graph written before the totals were stored (or by hand) gets them for its whole topology,
 * in one write transaction; says whether it had to. Run at start-up, after the migrations.
 */
export function storeMissingOversubscriptionTotals(graph: Graph): Promise<boolean> {
  return graph.write(async (tx) => {
    const result = await tx.run(
      `RETURN EXISTS { MATCH (b:Blade) WHERE b.loadRatio IS NULL } OR
              EXISTS { MATCH (b:Backplane) WHERE b.loadRatio IS NULL } AS missing`,
    );
    if (!parseRow(MISSING_ROW, result.records[0], 'missing totals').missing) return false;
    await storeOversubscriptionTotals(tx, await readTopologyIn(tx));
    return true;
  });
}

/** Which stored rows a page reads, in which order. */
export interface LoadsPageQuery {
  carrierId: string | undefined;
  /** Keep only items whose stored ratio exceeds this (the `only=oversubscribed` filter). */
  ratioAbove: number | undefined;
  sort: 'ratio' | 'id';
  limit: number;
  offset: number;
}

const BLADE_ROW = z.object({
  id: z.string(),
  routerId: z.string(),
  slot: z.number().int(),
  model: z.string(),
  fabricCapacityBps: z.number(),
  portCount: z.number().int(),
  portCapacityBps: z.number(),
});
const BACKPLANE_ROW = z.object({
  id: z.string(),
  routerId: z.string(),
  capacityBps: z.number(),
  bladeCount: z.number().int(),
  bladeFabricCapacityBps: z.number(),
});
const PORT_ROW = z.object({ id: z.string(), bladeId: z.string() });
const LINK_ROW = z.object({ id: z.string(), aPortId: z.string(), zPortId: z.string() });
const LIVE_BLADE_ROW = z.object({
  id: z.string(),
  routerId: z.string(),
  fabricCapacityBps: z.number(),
});

const PAGE_ROW = z.object({
  blades: z.array(BLADE_ROW),
  backplanes: z.array(BACKPLANE_ROW),
  totalBlades: z.number().int(),
  totalBackplanes: z.number().int(),
});
const LIVE_ROW = z.object({
  blades: z.array(LIVE_BLADE_ROW),
  ports: z.array(PORT_ROW),
  links: z.array(LINK_ROW),
});

export type StoredBladeRow = z.output<typeof BLADE_ROW>;
export type StoredBackplaneRow = z.output<typeof BACKPLANE_ROW>;

export interface LoadsPage {
  blades: StoredBladeRow[];
  backplanes: StoredBackplaneRow[];
  totalBlades: number;
  totalBackplanes: number;
}

/** What the live load of a page's blades and backplanes is read from. */
export interface LoadsLiveInput {
  blades: z.output<typeof LIVE_BLADE_ROW>[];
  ports: z.output<typeof PORT_ROW>[];
  links: z.output<typeof LINK_ROW>[];
}

export interface OversubscriptionRepository {
  /** One page of stored blade and backplane totals, with how many the filters keep. */
  page(query: LoadsPageQuery): Promise<LoadsPage>;
  /**
   * The given blades and every blade of the given routers, their ports and the links on those
   * ports (ordered by id): what their live load is computed from.
   */
  liveInput(bladeIds: readonly string[], routerIds: readonly string[]): Promise<LoadsLiveInput>;
}

/**
 * The filter on a node `x` of a page: ratios are never negative, so `loadRatio > -1` keeps all
 * and lets the ratio index (or the carrier-and-ratio index) serve the order and the limit.
 */
function filterOf(query: LoadsPageQuery): string {
  return query.carrierId === undefined
    ? 'x.loadRatio > $ratioAbove'
    : 'x.loadCarrierId = $carrierId AND x.loadRatio > $ratioAbove';
}

export function createOversubscriptionRepository(graph: Graph): OversubscriptionRepository {
  return {
    page: (query) =>
      graph.read(async (tx) => {
        const filter = filterOf(query);
        const params = {
          carrierId: query.carrierId ?? null,
          ratioAbove: query.ratioAbove ?? -1,
          skip: neo4j.int(query.offset),
          limit: neo4j.int(query.limit),
        };
        const order = query.sort === 'id' ? 'x.id' : 'x.loadRatio DESC, x.id';
        // One round trip: both pages and both totals.
        const result = await tx.run(
          `CALL () {
             MATCH (x:Blade) WHERE ${filter}
             WITH x ORDER BY ${order} SKIP $skip LIMIT $limit
             RETURN collect(x {.id, .routerId, .slot, .model, .fabricCapacityBps,
                               portCount: x.loadPortCount,
                               portCapacityBps: x.loadPortCapacityBps}) AS blades
           }
           CALL () {
             MATCH (x:Backplane) WHERE ${filter}
             WITH x ORDER BY ${order} SKIP $skip LIMIT $limit
             RETURN collect(x {.id, .routerId, .capacityBps, bladeCount: x.loadBladeCount,
                               bladeFabricCapacityBps: x.loadBladeFabricCapacityBps}) AS backplanes
           }
           CALL () { MATCH (x:Blade) WHERE ${filter} RETURN count(x) AS totalBlades }
           CALL () { MATCH (x:Backplane) WHERE ${filter} RETURN count(x) AS totalBackplanes }
           RETURN blades, backplanes, totalBlades, totalBackplanes`,
          params,
        );
        return parseRow(PAGE_ROW, result.records[0], 'oversubscription page');
      }),
    liveInput: (bladeIds, routerIds) =>
      graph.read(async (tx) => {
        // One round trip: the blades, their ports, the links on those ports, each by id.
        const result = await tx.run(
          `CALL () {
             UNWIND $bladeIds AS id MATCH (b:Blade {id: id}) RETURN b
             UNION
             UNWIND $routerIds AS id MATCH (:Router {id: id})-[:HAS_BLADE]->(b:Blade) RETURN b
           }
           WITH b ORDER BY b.id
           WITH collect(b) AS blades
           CALL (blades) {
             UNWIND blades AS b MATCH (b)-[:HAS_PORT]->(p:Port)
             WITH p ORDER BY p.id
             RETURN collect(p) AS ports
           }
           CALL (ports) {
             UNWIND ports AS p MATCH (l:Link)-[:A_END|Z_END]->(p)
             WITH DISTINCT l ORDER BY l.id
             RETURN collect(l {.id, .aPortId, .zPortId}) AS links
           }
           RETURN [b IN blades | b {.id, .routerId, .fabricCapacityBps}] AS blades,
                  [p IN ports | p {.id, .bladeId}] AS ports, links`,
          { bladeIds, routerIds },
        );
        return parseRow(LIVE_ROW, result.records[0], 'oversubscription live input');
      }),
  };
}
