import { z } from 'zod';
import { entityIdSchema, siteIdSchema } from './ids.js';

/** One hop of a path: it crosses either a single link or a whole trunk (any of its members). */
export const pathHopSchema = z.union([
  z.strictObject({ linkId: entityIdSchema }),
  z.strictObject({ trunkId: entityIdSchema }),
]);
export type PathHop = z.infer<typeof pathHopSchema>;

/**
 * The route one site pair's traffic takes, per direction. `AtoZ` runs from the A site
 * (the Tier0, CERN) to the Z site; `ZtoA` runs back and may differ: asymmetric routing is real.
 * Each direction's hops are listed in the order the traffic crosses them.
 */
export const pathSchema = z.object({
  id: entityIdSchema,
  name: z.string().min(1).max(200),
  aSiteId: siteIdSchema,
  zSiteId: siteIdSchema,
  hops: z.object({
    AtoZ: z.array(pathHopSchema).min(1),
    ZtoA: z.array(pathHopSchema).min(1),
  }),
});
export type Path = z.infer<typeof pathSchema>;
