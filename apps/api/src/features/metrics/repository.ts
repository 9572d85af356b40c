import { perMetric, portMatchSchema } from '@tiermap/domain';
import neo4j from 'neo4j-driver';
import { z } from 'zod';
import type { Graph } from '../../db/graph.js';
import { WRITE_LATEST } from '../../db/live-metrics-cypher.js';
import { parseRow, parseRows } from '../../db/rows.js';
import { topologyVersionIn } from '../../db/topology-version.js';
import type { LinkEndsRow } from './link-map.js';
import type { IncidentMark, UploadMark, WindowMark } from './change-tracker.js';
import type { ChangeMarks } from './live-hub.js';
import type { LatestState } from './store.js';

export interface MetricsRepository {
  /** Every link with its capacity and the router and port at each end. */
  linkEnds(): Promise<LinkEndsRow[]>;
  /** Writes the latest state of these link directions onto the Link nodes, in one transaction. */
  writeLatest(states: readonly LatestState[]): Promise<void>;
  /** The topology version and the incidents revision, read in one transaction. */
  changeMarks(): Promise<ChangeMarks>;
  /** The incidents updated at or after `sinceMs` (at most the newest 1,000). */
  incidentsSince(sinceMs: number): Promise<IncidentMark[]>;
  /** The upload versions recorded at or after `sinceMs` (at most the newest 1,000). */
  uploadsSince(sinceMs: number): Promise<UploadMark[]>;
  /** Every maintenance window: when it is open, and all it says, by id. */
  maintenanceWindows(): Promise<WindowMark[]>;
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
  aCollectorNames: absent(z.array(z.string())),
  zCollectorNames: absent(z.array(z.string())),
  aDeviceLabel: absent(z.string()),
  zDeviceLabel: absent(z.string()),
  aPortMatch: absent(portMatchSchema),
  zPortMatch: absent(portMatchSchema),
  aIfIndex: absent(z.number()),
  zIfIndex: absent(z.number()),
  aIfAlias: absent(z.string()),
  zIfAlias: absent(z.string()),
  carrierId: absent(z.string()),
}) satisfies z.ZodType<LinkEndsRow>;

/** An optional property as Neo4j answers it (null when unset), undefined when absent. */
function absent<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((value) => value ?? undefined);
}
const MARKS_ROW = z.object({ n: z.number(), latest: z.number() });
const INCIDENT_MARK_ROW = z.object({
  id: z.string(),
  status: z.enum(['open', 'resolved']),
  openedAtMs: z.number(),
  updatedAtMs: z.number(),
}) satisfies z.ZodType<IncidentMark>;
const UPLOAD_MARK_ROW = z.object({
  id: z.string(),
  carrierId: z.string(),
  uploadedAtMs: z.number(),
}) satisfies z.ZodType<UploadMark>;
const WINDOW_MARK_ROW = z.object({
  id: z.string(),
  startsAtMs: z.number(),
  endsAtMs: z.number(),
  fields: z.record(z.string(), z.unknown()),
  equipmentIds: z.array(z.string()),
});
/** The most rows one read of recent incidents or uploads answers: the newest. */
const RECENT_LIMIT = 1000;

/**
 * Rows per statement when the latest states are written: at 10,000 routers a round writes up to
 * 80,000 link directions, and encoding them all for one statement holds this process's event loop
 * (every request waits) for tens of milliseconds; chunks of this size let requests in between.
 */
export const WRITE_LATEST_CHUNK = 2_000;

export function createMetricsRepository(
  graph: Graph,
  options: { writeChunk?: number } = {},
): MetricsRepository {
  const writeChunk = options.writeChunk ?? WRITE_LATEST_CHUNK;
  return {
    linkEnds: () =>
      graph.read(async (tx) => {
        const result = await tx.run(
          `MATCH (l:Link)-[:A_END]->(ap:Port), (l)-[:Z_END]->(zp:Port)
           MATCH (ar:Router {id: ap.routerId}), (zr:Router {id: zp.routerId})
           RETURN l.id AS linkId, l.capacityBps AS capacityBps,
                  ar.id AS aRouterId, ar.name AS aRouterName, ap.name AS aPortName,
                  zr.id AS zRouterId, zr.name AS zRouterName, zp.name AS zPortName,
                  ar.collectorNames AS aCollectorNames, zr.collectorNames AS zCollectorNames,
                  ar.deviceLabel AS aDeviceLabel, zr.deviceLabel AS zDeviceLabel,
                  ar.portMatch AS aPortMatch, zr.portMatch AS zPortMatch,
                  ap.ifIndex AS aIfIndex, zp.ifIndex AS zIfIndex,
                  ap.ifAlias AS aIfAlias, zp.ifAlias AS zIfAlias, l.carrierId AS carrierId`,
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
    incidentsSince: (sinceMs) =>
      graph.read(async (tx) => {
        const result = await tx.run(
          `MATCH (i:Incident) WHERE i.updatedAtMs >= $since
           RETURN i.id AS id, i.status AS status, coalesce(i.openedAtMs, i.updatedAtMs) AS openedAtMs,
                  i.updatedAtMs AS updatedAtMs
           ORDER BY i.updatedAtMs DESC LIMIT $limit`,
          { since: sinceMs, limit: neo4j.int(RECENT_LIMIT) },
        );
        return parseRows(INCIDENT_MARK_ROW, result.records, 'recent incidents');
      }),
    uploadsSince: (sinceMs) =>
      graph.read(async (tx) => {
        const result = await tx.run(
          `MATCH (u:Upload) WHERE u.uploadedAt >= datetime({epochMillis: $since})
           RETURN u.id AS id, u.carrierId AS carrierId, u.uploadedAt.epochMillis AS uploadedAtMs
           ORDER BY u.uploadedAt DESC LIMIT $limit`,
          // An integer parameter: datetime({epochMillis}) refuses a float.
          { since: neo4j.int(Math.floor(sinceMs)), limit: neo4j.int(RECENT_LIMIT) },
        );
        return parseRows(UPLOAD_MARK_ROW, result.records, 'recent uploads');
      }),
    maintenanceWindows: () =>
      graph.read(async (tx) => {
        const result = await tx.run(
          `MATCH (m:Maintenance)
           OPTIONAL MATCH (m)-[:AFFECTS]->(e)
           WITH m, e ORDER BY e.id
           WITH m, collect(e.id) AS equipmentIds
           RETURN m.id AS id, m.startsAt.epochMillis AS startsAtMs, m.endsAt.epochMillis AS endsAtMs,
                  m {.carrierId, .title, .behaviour} AS fields, equipmentIds
           ORDER BY m.id`,
        );
        return parseRows(WINDOW_MARK_ROW, result.records, 'maintenance windows').map((row) => ({
          id: row.id,
          startsAtMs: row.startsAtMs,
          endsAtMs: row.endsAtMs,
          content: JSON.stringify([
            row.id,
            row.startsAtMs,
            row.endsAtMs,
            Object.entries(row.fields).sort(([a], [b]) => a.localeCompare(b)),
            row.equipmentIds,
          ]),
        }));
      }),
    async writeLatest(states) {
      await graph.write(async (tx) => {
        // Two fixed statements (db/live-metrics-cypher.ts), one per direction, run per chunk
        // of rows in the one transaction; property names never come from input.
        for (const direction of ['AtoZ', 'ZtoA'] as const) {
          const all = states.filter((s) => s.direction === direction);
          for (let from = 0; from < all.length; from += writeChunk) {
            await tx.run(
              WRITE_LATEST[direction],
              latestColumns(all.slice(from, from + writeChunk)),
            );
          }
        }
      });
    },
  };
}

/**
 * The parameters of `WRITE_LATEST` for some states: one column per field, row `i` the `i`th
 * state (`linkIds`, `tsMs`, and one per live metric, null where the metric is unknown).
 */
export function latestColumns(states: readonly LatestState[]): Record<string, unknown[]> {
  return {
    linkIds: states.map((s) => s.linkId),
    tsMs: states.map((s) => s.tsMs),
    ...perMetric((m) => states.map((s) => s[m.name])),
  };
}
