import { perMetric } from '@tiermap/domain';
import { z } from 'zod';
import type { Graph } from '../../db/graph.js';
import { WRITE_LATEST } from '../../db/live-metrics-cypher.js';
import { parseRow, parseRows } from '../../db/rows.js';
import { topologyVersionIn } from '../../db/topology-version.js';
import type { LinkEndsRow } from './link-map.js';
import type { ChangeMarks } from './live-hub.js';
import type { LatestState } from './store.js';

export interface MetricsRepository {
  /** Every link with its capacity and the router and port at each end. */
  linkEnds(): Promise<LinkEndsRow[]>;
  /** Writes the latest state of these link directions onto the Link nodes, in one transaction. */
  writeLatest(states: readonly LatestState[]): Promise<void>;
  /** The topology version and the incidents revision, read in one transaction. */
  changeMarks(): Promise<ChangeMarks>;
}

const LINK_ENDS_ROW = z.object({
  linkId: z.string(),
  capacityBps: z.number(),
  aRouterId: z.string(),
  aRouterName: z.string(),
  aPortName: z.string(),
  zRouterId: z.string(),
  zRouterName: z.string(),
  zPortName: z.string(),
}) satisfies z.ZodType<LinkEndsRow>;
const MARKS_ROW = z.object({ n: z.number(), latest: z.number() });

export function createMetricsRepository(graph: Graph): MetricsRepository {
  return {
    linkEnds: () =>
      graph.read(async (tx) => {
        const result = await tx.run(
          `MATCH (l:Link)-[:A_END]->(ap:Port), (l)-[:Z_END]->(zp:Port)
           MATCH (ar:Router {id: ap.routerId}), (zr:Router {id: zp.routerId})
           RETURN l.id AS linkId, l.capacityBps AS capacityBps,
                  ar.id AS aRouterId, ar.name AS aRouterName, ap.name AS aPortName,
                  zr.id AS zRouterId, zr.name AS zRouterName, zp.name AS zPortName`,
        );
        return parseRows(LINK_ENDS_ROW, result.records, 'link ends');
      }),
    changeMarks: () =>
      graph.read(async (tx) => {
        const topologyVersion = await topologyVersionIn(tx);
        // Every incident write (open, update, resolve) sets updatedAtMs; the count moves when
        // one is opened, so the pair moves with every change even within one millisecond.
        const result = await tx.run(
          `MATCH (i:Incident) RETURN count(i) AS n, coalesce(max(i.updatedAtMs), 0) AS latest`,
        );
        const { n, latest } = parseRow(MARKS_ROW, result.records[0], 'incidents revision');
        return { topologyVersion, incidentsRevision: `${n}-${latest}` };
      }),
    async writeLatest(states) {
      const rows = (direction: 'AtoZ' | 'ZtoA') =>
        states
          .filter((s) => s.direction === direction)
          .map((s) => ({ linkId: s.linkId, tsMs: s.tsMs, ...perMetric((m) => s[m.name]) }));
      await graph.write(async (tx) => {
        // Two fixed statements (db/live-metrics-cypher.ts), one per direction; property names
        // never come from input.
        await tx.run(WRITE_LATEST.AtoZ, { rows: rows('AtoZ') });
        await tx.run(WRITE_LATEST.ZtoA, { rows: rows('ZtoA') });
      });
    },
  };
}
