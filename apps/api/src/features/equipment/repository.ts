import {
  backplaneSchema,
  bladeSchema,
  directionSchema,
  linkDetailSchema,
  linkEndSchema,
  linkSchema,
  pathCrossingSchema,
  portSchema,
  routerDetailSchema,
  routerSchema,
  trunkSchema,
  type LinkDetail,
  type RouterDetailRow,
} from '@tiermap/domain';
import { z } from 'zod';
import { linkCrossedElementsExpression } from '../../db/catalogue-cypher.js';
import type { Graph } from '../../db/graph.js';
import { parseRow, parseRows, stored } from '../../db/rows.js';

export interface EquipmentRepository {
  /** A router with its backplane, blades, ports, the link on each port and its paths. */
  router(id: string): Promise<RouterDetailRow | undefined>;
  /** A link with its ends, trunk and the paths using it per direction. */
  link(id: string): Promise<LinkDetail | undefined>;
}

// Each row as the queries below answer it, parsed (never cast) before it is used.
const ROUTER_HEAD_ROW = z.object({
  router: stored(routerSchema),
  backplane: stored(backplaneSchema).nullable(),
});
const PORT_LINK = routerDetailSchema.shape.blades.element.shape.ports.element.shape.link.unwrap();
const BLADE_PORT_ROW = z.object({
  blade: stored(bladeSchema),
  port: stored(portSchema).nullable(),
  link: stored(PORT_LINK).nullable(),
});
const ROUTER_PATH_ROW = routerDetailSchema.shape.paths.element;
const LINK_HEAD_ROW = z.object({
  link: stored(linkSchema),
  aEnd: linkEndSchema,
  zEnd: linkEndSchema,
  trunk: stored(trunkSchema).nullable(),
  crossed: linkDetailSchema.shape.crossed,
});
const LINK_CROSSING_ROW = pathCrossingSchema.extend({ traversal: directionSchema });

export function createEquipmentRepository(graph: Graph): EquipmentRepository {
  return {
    router: (id) =>
      graph.read(async (tx) => {
        const head = await tx.run(
          `MATCH (r:Router {id: $id})
           OPTIONAL MATCH (r)-[:HAS_BACKPLANE]->(bp:Backplane)
           RETURN r {.*} AS router, bp {.*} AS backplane`,
          { id },
        );
        const first = head.records[0];
        if (first === undefined) {
          return undefined;
        }
        const ports = await tx.run(
          `MATCH (:Router {id: $id})-[:HAS_BLADE]->(b:Blade)
           OPTIONAL MATCH (b)-[:HAS_PORT]->(p:Port)
           OPTIONAL MATCH (l:Link)-[:A_END|Z_END]->(p)
           OPTIONAL MATCH (l)-[:A_END|Z_END]->(remote:Port) WHERE remote <> p
           RETURN b {.*} AS blade, p {.*} AS port,
                  CASE WHEN l IS NULL THEN null ELSE l {.id, .name, .capacityBps, .trunkId,
                       remoteRouterId: remote.routerId, remotePortId: remote.id} END AS link
           ORDER BY b.slot, b.id, p.name`,
          { id },
        );
        const paths = await tx.run(
          `MATCH (:Router {id: $id})-[:HAS_BLADE]->(:Blade)-[:HAS_PORT]->(:Port)<-[:A_END|Z_END]-(:Link)-[o:ON_PATH]->(p:Path)
           WITH p.id AS pathId, o.direction AS direction ORDER BY direction
           RETURN pathId, collect(DISTINCT direction) AS directions ORDER BY pathId`,
          { id },
        );
        const blades = new Map<string, RouterDetailRow['blades'][number]>();
        for (const { blade, port, link } of parseRows(
          BLADE_PORT_ROW,
          ports.records,
          'router blades and ports',
        )) {
          const entry = blades.get(blade.id) ?? { ...blade, ports: [] };
          blades.set(blade.id, entry);
          if (port !== null) entry.ports.push({ ...port, ...(link === null ? {} : { link }) });
        }
        const { router, backplane } = parseRow(ROUTER_HEAD_ROW, first, 'router');
        return {
          router,
          ...(backplane === null ? {} : { backplane }),
          blades: [...blades.values()],
          paths: parseRows(ROUTER_PATH_ROW, paths.records, 'router paths'),
        };
      }),
    link: (id) =>
      graph.read(async (tx) => {
        const head = await tx.run(
          `MATCH (l:Link {id: $id})-[:A_END]->(ap:Port), (l)-[:Z_END]->(zp:Port)
           MATCH (ar:Router {id: ap.routerId}), (zr:Router {id: zp.routerId})
           OPTIONAL MATCH (l)-[:MEMBER_OF]->(t:Trunk)
           OPTIONAL MATCH (m:Link)-[:MEMBER_OF]->(t)
           WITH l, ap, zp, ar, zr, t, m ORDER BY m.id
           WITH l, ap, zp, ar, zr, t, collect(m.id) AS members
           RETURN l {.*} AS link,
                  {routerId: ar.id, routerName: ar.name, bladeId: ap.bladeId, portId: ap.id, portName: ap.name} AS aEnd,
                  {routerId: zr.id, routerName: zr.name, bladeId: zp.bladeId, portId: zp.id, portName: zp.name} AS zEnd,
                  CASE WHEN t IS NULL THEN null ELSE t {.*, memberLinkIds: members} END AS trunk,
                  ${linkCrossedElementsExpression('l')} AS crossed`,
          { id },
        );
        const first = head.records[0];
        if (first === undefined) {
          return undefined;
        }
        const crossings = await tx.run(
          `MATCH (:Link {id: $id})-[o:ON_PATH]->(p:Path)
           RETURN p.id AS pathId, o.direction AS direction, o.hop AS hop, o.traversal AS traversal
           ORDER BY pathId, direction`,
          { id },
        );
        const paths: LinkDetail['paths'] = { AtoZ: [], ZtoA: [] };
        for (const row of parseRows(LINK_CROSSING_ROW, crossings.records, 'link crossings')) {
          paths[row.traversal].push({ pathId: row.pathId, direction: row.direction, hop: row.hop });
        }
        const { link, aEnd, zEnd, trunk, crossed } = parseRow(LINK_HEAD_ROW, first, 'link');
        return { link, aEnd, zEnd, ...(trunk === null ? {} : { trunk }), crossed, paths };
      }),
  };
}
