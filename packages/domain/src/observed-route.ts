import { z } from 'zod';
import { entityIdSchema } from './ids.js';

/**
 * What one hop of a traceroute says about the declared path: seen at a router of the declared
 * path (`declared`), at a router off it (`added`), at an address no port carries (`unknown`),
 * or no answer at all (`no-answer`, which never counts as a difference by itself).
 */
export const observedHopKindSchema = z.enum(['declared', 'added', 'unknown', 'no-answer']);
export type ObservedHopKind = z.infer<typeof observedHopKindSchema>;

/** One hop of the route a traceroute saw, matched to a router through the ports' addresses. */
export const observedHopSchema = z.object({
  ip: z.string().nullable(),
  hostname: z.string().nullable(),
  rttMs: z.number().nullable(),
  kind: observedHopKindSchema,
  /** The router whose port answers on `ip`; null for `unknown` and `no-answer`. */
  routerId: entityIdSchema.nullable(),
  routerName: z.string().nullable(),
  portId: entityIdSchema.nullable(),
});
export type ObservedHop = z.infer<typeof observedHopSchema>;

/**
 * `same`: the routers seen are the declared ones, in order; `changed`: they leave the declared
 * path; `unknown`: too few hops matched a router to say.
 */
export const routeVerdictSchema = z.enum(['same', 'changed', 'unknown']);
export type RouteVerdict = z.infer<typeof routeVerdictSchema>;

/** How the observed route differs from the declared one. */
export const pathChangedSchema = z.object({
  /** When a trace first saw the route that differs (the current run of equal traces). */
  sinceMs: z.number(),
  /** Declared routers the packets did not cross, in declared order. */
  skippedRouterIds: z.array(entityIdSchema),
  /** Routers the packets crossed that the declared path does not. */
  addedRouterIds: z.array(entityIdSchema),
  /** In words: "path changed: skipped GÉANT2 Paris; via GÉANT2 Milan". */
  message: z.string(),
});
export type PathChanged = z.infer<typeof pathChangedSchema>;

/** The newest route a traceroute saw for one path direction, beside the declared routers. */
export const observedRouteSchema = z.object({
  /** When the trace ran. */
  tsMs: z.number(),
  source: z.string().nullable(),
  verdict: routeVerdictSchema,
  /** The declared routers of the direction, in order. */
  declaredRouterIds: z.array(entityIdSchema),
  hops: z.array(observedHopSchema),
  /** Set while the verdict is `changed`. */
  pathChanged: pathChangedSchema.nullable(),
});
export type ObservedRoute = z.infer<typeof observedRouteSchema>;
