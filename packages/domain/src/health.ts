import { z } from 'zod';

/**
 * Each part of the API on its own: `graph` is Neo4j; `ingest` (POST /api/write, /api/metrics)
 * and `live` (the live view and its stream) run in memory and go on while the graph is down;
 * `graphWrites` is the live state waiting to be written to the graph (`deferred` while it cannot
 * be, retried until it is).
 */
export const healthPartsSchema = z.object({
  graph: z.enum(['up', 'down']),
  ingest: z.enum(['ok']).optional(),
  live: z.enum(['ok']).optional(),
  graphWrites: z.enum(['ok', 'deferred']).optional(),
  /** Link directions whose latest state waits to be written to the graph. */
  pendingGraphWrites: z.number().int().nonnegative().optional(),
});
export type HealthParts = z.infer<typeof healthPartsSchema>;

/** `GET /api/health`. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  neo4j: z.enum(['up', 'down']),
  detail: z.string().optional(),
  parts: healthPartsSchema,
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

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
