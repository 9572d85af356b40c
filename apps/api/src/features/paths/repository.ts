import { directionSchema, linkEndSchema } from '@tiermap/domain';
import { z } from 'zod';
import type { Graph } from '../../db/graph.js';
import { parseRow, parseRows, stored } from '../../db/rows.js';
import type { CrossingRow, PathHeader } from './path-details.js';

export interface PathRepository {
  /** Headers of the given paths that exist, by id. */
  headers(pathIds: readonly string[]): Promise<PathHeader[]>;
  /** Ids of every path, sorted. */
  pathIds(): Promise<string[]>;
  /** Ids of the paths that start or end at the site, sorted. */
  pathIdsOfSite(siteId: string): Promise<string[]>;
  siteExists(siteId: string): Promise<boolean>;
  /** Every link crossed by the given paths, with both of its ends. */
  crossings(pathIds: readonly string[]): Promise<Map<string, CrossingRow[]>>;
}

const HEADER_ROW = z.object({
  row: z.object({ id: z.string(), name: z.string(), aSiteId: z.string(), zSiteId: z.string() }),
}) satisfies z.ZodType<{ row: PathHeader }>;
const FOUND_ROW = z.object({ found: z.boolean() });
const CROSSING_ROW = z.object({
  pathId: z.string(),
  direction: directionSchema,
  hop: z.number().int(),
  traversal: directionSchema,
  trunkId: z.string().nullable(),
  link: stored(
    z.object({
      id: z.string(),
      name: z.string(),
      carrierId: z.string(),
      capacityBps: z.number(),
      rttMs: z.number().optional(),
    }),
  ),
  aEnd: linkEndSchema,
  zEnd: linkEndSchema,
}) satisfies z.ZodType<CrossingRow & { pathId: string }>;

export function createPathRepository(graph: Graph): PathRepository {
  return {
    headers: (pathIds) =>
      graph.read(async (tx) => {
        const result = await tx.run(
          `MATCH (p:Path) WHERE p.id IN $pathIds
           RETURN p {.id, .name, .aSiteId, .zSiteId} AS row ORDER BY p.id`,
          { pathIds },
        );
        return parseRows(HEADER_ROW, result.records, 'path headers').map((r) => r.row);
      }),
    pathIds: () =>
      graph.read(async (tx) => {
        const result = await tx.run('MATCH (p:Path) RETURN p.id AS id ORDER BY id');
        return result.records.map((r) => String(r.get('id')));
      }),
    pathIdsOfSite: (siteId) =>
      graph.read(async (tx) => {
        const result = await tx.run(
          `MATCH (p:Path) WHERE p.aSiteId = $siteId OR p.zSiteId = $siteId
           RETURN p.id AS id ORDER BY id`,
          { siteId },
        );
        return result.records.map((r) => String(r.get('id')));
      }),
    siteExists: (siteId) =>
      graph.read(async (tx) => {
        const result = await tx.run('MATCH (s:Site {id: $siteId}) RETURN count(s) > 0 AS found', {
          siteId,
        });
        return parseRow(FOUND_ROW, result.records[0], 'siteExists').found;
      }),
    crossings: (pathIds) =>
      graph.read(async (tx) => {
        const result = await tx.run(
          `MATCH (l:Link)-[o:ON_PATH]->(p:Path) WHERE p.id IN $pathIds
           MATCH (l)-[:A_END]->(ap:Port), (l)-[:Z_END]->(zp:Port)
           MATCH (ar:Router {id: ap.routerId}), (zr:Router {id: zp.routerId})
           RETURN p.id AS pathId, o.direction AS direction, o.hop AS hop,
                  o.traversal AS traversal, o.trunkId AS trunkId,
                  l {.id, .name, .carrierId, .capacityBps, .rttMs} AS link,
                  {routerId: ar.id, routerName: ar.name, bladeId: ap.bladeId, portId: ap.id, portName: ap.name} AS aEnd,
                  {routerId: zr.id, routerName: zr.name, bladeId: zp.bladeId, portId: zp.id, portName: zp.name} AS zEnd`,
          { pathIds },
        );
        const byPath = new Map<string, CrossingRow[]>();
        for (const { pathId, ...crossing } of parseRows(
          CROSSING_ROW,
          result.records,
          'path crossings',
        )) {
          byPath.set(pathId, [...(byPath.get(pathId) ?? []), crossing]);
        }
        return byPath;
      }),
  };
}
