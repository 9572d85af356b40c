import { z } from 'zod';
import {
  oversubscriptionResponseSchema,
  sharedResponseSchema,
  trunksResponseSchema,
} from './analysis.js';
import { pathDetailSchema } from './details.js';
import { incidentSchema, pathHealthResponseSchema } from './incident.js';
import { linkLiveStateSchema, linkSeriesSchema } from './metrics.js';
import { tcpTableSchema } from './tcp.js';
import { topologyResponseSchema } from './topology.js';

/** When the data in a report was taken: the times a reader must see before trusting it. */
export const reportTimesSchema = z.object({
  /** When the report's data was read, epoch milliseconds. */
  generatedAtMs: z.number(),
  /** The newest live sample among the links, epoch milliseconds; null when there is none. */
  liveAtMs: z.number().nullable(),
  /** Samples older than this count as stale, milliseconds. */
  staleAfterMs: z.number(),
  /** Link directions with a live sample, and how many of those are stale. */
  liveDirections: z.number().int().nonnegative(),
  staleDirections: z.number().int().nonnegative(),
});
export type ReportTimes = z.infer<typeof reportTimesSchema>;

/**
 * `GET /api/reports/topology`: everything the topology report prints, read at one time. The
 * print page (`/print/topology`) draws it; the PDF is that page printed by Chromium.
 */
export const topologyReportSchema = z.object({
  times: reportTimesSchema,
  topology: topologyResponseSchema,
  /** The live state of every link direction with a sample. */
  live: z.array(linkLiveStateSchema),
  /** Every path, hop by hop per direction, with carriers and round-trip times. */
  paths: z.array(pathDetailSchema),
  /** Equipment on the paths of two or more Tier1 sites (both directions). */
  shared: sharedResponseSchema,
  /** Every blade and backplane with its ratio; oversubscribed ones first. */
  oversubscription: oversubscriptionResponseSchema,
  trunks: trunksResponseSchema,
  /** The TCP table for the default window. */
  tcp: tcpTableSchema,
  /** Open incidents, newest first; empty when the incident engine does not run. */
  incidents: z.array(incidentSchema),
  /**
   * The status of every path direction when the report was read (as `GET /api/health/paths`),
   * for the health summary on page 1; null when the incident engine does not run.
   */
  health: pathHealthResponseSchema.nullable(),
});
export type TopologyReport = z.infer<typeof topologyReportSchema>;

/**
 * `GET /api/reports/incidents/{id}`: one incident with what its report prints: the affected
 * paths hop by hop, and the series of its key links (its suspects') over the incident.
 */
export const incidentReportSchema = z.object({
  times: reportTimesSchema,
  incident: incidentSchema,
  topology: topologyResponseSchema,
  live: z.array(linkLiveStateSchema),
  paths: z.array(pathDetailSchema),
  /** Utilization and errors of the key links from before the incident opened to its end. */
  keyLinks: z.array(linkSeriesSchema),
});
export type IncidentReport = z.infer<typeof incidentReportSchema>;
