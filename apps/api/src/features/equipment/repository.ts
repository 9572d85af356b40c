import {
  backplaneSchema,
  bladeSchema,
  linkSchema,
  portSchema,
  routerSchema,
  trunkSchema,
  type LinkDetail,
  type RouterDetailRow,
} from '@tiermap/domain';
import type { Graph } from '../../db/graph.js';
import { toPlain, withoutNulls } from '../../db/neo4j-values.js';

export interface EquipmentRepository {
  /** A router with its backplane, blades, ports, the link on each port and its paths. */
  router(id: string): Promise<RouterDetailRow | undefined>;
  /** A link with its ends, trunk and the paths using it per direction. */
  link(id: string): Promise<LinkDetail | undefined>;
}

const plain = (value: unknown): Record<string, unknown> =>
  withoutNulls(toPlain(value) as Record<string, unknown>);

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
        for (const record of ports.records) {
          const blade = bladeSchema.parse(plain(record.get('blade')));
          const entry = blades.get(blade.id) ?? { ...blade, ports: [] };
          blades.set(blade.id, entry);
          const port = record.get('port') as unknown;
          if (port !== null) {
            const link = record.get('link') as unknown;
            entry.ports.push({
              ...portSchema.parse(plain(port)),
              ...(link === null ? {} : { link: plain(link) as never }),
            });
          }
        }
        const backplane = first.get('backplane') as unknown;
        return {
          router: routerSchema.parse(plain(first.get('router'))),
          ...(backplane === null ? {} : { backplane: backplaneSchema.parse(plain(backplane)) }),
          blades: [...blades.values()],
          paths: paths.records.map(
            (r) => toPlain(r.toObject()) as RouterDetailRow['paths'][number],
          ),
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
                  CASE WHEN t IS NULL THEN null ELSE t {.*, memberLinkIds: members} END AS trunk`,
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
        for (const record of crossings.records) {
          const row = toPlain(record.toObject()) as {
            pathId: string;
            direction: 'AtoZ' | 'ZtoA';
            hop: number;
            traversal: 'AtoZ' | 'ZtoA';
          };
          paths[row.traversal].push({ pathId: row.pathId, direction: row.direction, hop: row.hop });
        }
        const trunk = first.get('trunk') as unknown;
        return {
          link: linkSchema.parse(plain(first.get('link'))),
          aEnd: toPlain(first.get('aEnd')) as LinkDetail['aEnd'],
          zEnd: toPlain(first.get('zEnd')) as LinkDetail['zEnd'],
          ...(trunk === null ? {} : { trunk: trunkSchema.parse(plain(trunk)) }),
          paths,
        };
      }),
  };
}
