import { z } from 'zod';

/**
 * Each part of the API on its own: `graph` is Neo4j; `ingest` (POST /api/write, /api/metrics)
 * and `live` (the live view and its stream) run in memory and go on while the graph is down;
 * `ingest` is `refusing` while the opt-in ingest gate (`TIERMAP_INGEST_MAX_LAG_MS`) answers
 * writes 503 because this instance runs behind, and `ingestDetail` says by how much;
 * `graphWrites` is the live state's writes to the graph (`deferred` while they cannot be made:
 * the graph down or the last write failed; retried until they are).
 */
export const healthPartsSchema = z.object({
  graph: z.enum(['up', 'down']),
  ingest: z.enum(['ok', 'refusing']).optional(),
  /** Why writes are refused, in words; only while `ingest` is `refusing`. */
  ingestDetail: z.string().optional(),
  live: z.enum(['ok']).optional(),
  graphWrites: z.enum(['ok', 'deferred']).optional(),
  /** Link directions whose latest state waits to be written to the graph. */
  pendingGraphWrites: z.number().int().nonnegative().optional(),
});
export type HealthParts = z.infer<typeof healthPartsSchema>;

/**
 * One outside source or destination tiermap talks to (a Prometheus it polls, a NetBox it syncs
 * from, an Alertmanager it notifies, perfSONAR results it is sent): how its last exchanges went.
 * `failing` from the first failure until the next success; `idle` before the first exchange.
 */
export const integrationStatusSchema = z.object({
  /** Which integration, e.g. `prometheus-live`, `perfsonar-archiver`, `netbox`, `alertmanager`. */
  name: z.string(),
  state: z.enum(['ok', 'failing', 'idle']),
  /** The last success and failure, ISO 8601; null before the first. */
  lastSuccessAt: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
  /** What the last failure was, in words (never a secret); null when none. */
  lastError: z.string().nullable(),
  /** What the last exchange did, e.g. "polled 12 interfaces" or "3 alerts sent". */
  detail: z.string().nullable(),
  /** Failures since the last success. */
  failuresInARow: z.number().int().nonnegative(),
});
export type IntegrationStatus = z.infer<typeof integrationStatusSchema>;

/**
 * Who runs the incident engine among several API instances: the holder of the diagnosis lease.
 * `leader` is this instance; `holder` the instance id last seen holding it (null: none), since
 * `sinceMs` (ms since the epoch, by the database's clock).
 */
export const diagnosisLeaderSchema = z.object({
  leader: z.boolean(),
  holder: z.string().nullable(),
  sinceMs: z.number().int().nullable(),
});
export type DiagnosisLeader = z.infer<typeof diagnosisLeaderSchema>;

/** `GET /api/health`. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  neo4j: z.enum(['up', 'down']),
  detail: z.string().optional(),
  parts: healthPartsSchema,
  /** Every integration this server has exchanged with or is set up for, by name. */
  integrations: z.array(integrationStatusSchema).optional(),
  /** The incident engine's lease; absent when this server does not evaluate on a timer. */
  diagnosis: diagnosisLeaderSchema.optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** The thresholds the server judges paths by (`TIERMAP_LOSS_PROBLEM_RATIO`, ...). */
export const healthThresholdsSchema = z.object({
  /** Path loss at or above this is a problem. */
  lossProblemRatio: z.number(),
  /** Path loss at or above this is an outage. */
  lossOutageRatio: z.number(),
  /** A hop this full (bps over capacity) is congested: a screen calls it saturated. */
  utilizationCongested: z.number(),
});

/**
 * `GET /api/config`: the server's judgements that screens show, read once, so that no screen
 * keeps a copy of them.
 */
export const servedConfigSchema = z.object({
  thresholds: healthThresholdsSchema,
  /** A link direction whose newest sample is older than this is stale (`TIERMAP_STALE_AFTER_MS`). */
  staleAfterMs: z.number().int().positive(),
  /** How often incidents are evaluated; 0 when the server does not (`TIERMAP_DIAGNOSIS_INTERVAL_MS`). */
  diagnosisIntervalMs: z.number().int().nonnegative(),
  /** An evaluation older than this means the server's diagnosis has fallen behind or stopped. */
  evaluationStaleAfterMs: z.number().int().positive(),
  /** The largest carrier upload the server reads, in bytes; larger bodies answer 413. */
  uploadBodyLimitBytes: z.number().int().positive(),
});
export type ServedConfig = z.infer<typeof servedConfigSchema>;

/** The problem-details body every error response carries (RFC 9457 style). */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  /** Every problem found, each with its field path; in uploaded files also its line and column. */
  errors: z
    .array(
      z.object({
        path: z.string(),
        message: z.string(),
        line: z.number().int().positive().optional(),
        column: z.number().int().positive().optional(),
      }),
    )
    .optional(),
});
export type Problem = z.infer<typeof problemSchema>;
