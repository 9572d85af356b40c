import { z } from 'zod';

/** `GET /api/health`. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  neo4j: z.enum(['up', 'down']),
  detail: z.string().optional(),
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
