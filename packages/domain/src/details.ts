import { z } from 'zod';
import { observedRouteSchema } from './observed-route.js';
import { backplaneLoadSchema, bladeLoadSchema, equipmentKindSchema } from './analysis.js';
import { backplaneSchema, bladeSchema, portSchema, routerSchema } from './equipment.js';
import { carrierIdSchema, entityIdSchema, siteIdSchema } from './ids.js';
import { linkSchema, trunkSchema } from './link.js';
import { directionSchema } from './units.js';

/** Where a path crosses a piece of equipment: which path, which direction, which hop. */
export const pathCrossingSchema = z.object({
  pathId: entityIdSchema,
  /** The path's direction: AtoZ runs from the Tier0 (the path's A site). */
  direction: directionSchema,
  hop: z.number().int().nonnegative(),
});
export type PathCrossingDto = z.infer<typeof pathCrossingSchema>;

/** One end of a link: the router, blade and port it enters or leaves by. */
export const linkEndSchema = z.object({
  routerId: entityIdSchema,
  routerName: z.string(),
  bladeId: entityIdSchema,
  portId: entityIdSchema,
  portName: z.string(),
});
export type LinkEnd = z.infer<typeof linkEndSchema>;

/** `GET /api/links/{id}`. */
export const linkDetailSchema = z.object({
  link: linkSchema,
  aEnd: linkEndSchema,
  zEnd: linkEndSchema,
  trunk: trunkSchema.optional(),
  /**
   * What the link crosses, each with its kind, by kind then id: the patch panels (any kind the
   * entity catalogue says links cross); empty when it crosses none.
   */
  crossed: z.array(
    z.object({
      kind: equipmentKindSchema,
      id: entityIdSchema,
      name: z.string(),
      carrierId: carrierIdSchema,
    }),
  ),
  /**
   * The paths using the link, by the direction the traffic crosses the link itself
   * (AtoZ: from its A end to its Z end), which is how its counters are measured.
   */
  paths: z.object({ AtoZ: z.array(pathCrossingSchema), ZtoA: z.array(pathCrossingSchema) }),
});
export type LinkDetail = z.infer<typeof linkDetailSchema>;

/** `GET /api/routers/{id}`. */
export const routerDetailSchema = z.object({
  router: routerSchema,
  backplane: backplaneSchema.optional(),
  blades: z.array(
    bladeSchema.extend({
      ports: z.array(
        portSchema.extend({
          link: z
            .object({
              id: entityIdSchema,
              name: z.string(),
              capacityBps: z.number(),
              trunkId: entityIdSchema.optional(),
              /** The router at the other end of the link. */
              remoteRouterId: entityIdSchema,
              remotePortId: entityIdSchema,
            })
            .optional(),
        }),
      ),
    }),
  ),
  /** Paths that cross the router, with the directions they cross it in. */
  paths: z.array(z.object({ pathId: entityIdSchema, directions: z.array(directionSchema) })),
  /**
   * The verdicts on the router's blades and backplane, computed by the API: oversubscription by
   * port capacity, and the live load now (`bladeLoads`, `backplaneLoads`, `bladeLiveLoads`).
   */
  load: z.object({
    /** By slot, then id. */
    blades: z.array(bladeLoadSchema),
    backplane: backplaneLoadSchema.optional(),
  }),
});
export type RouterDetail = z.infer<typeof routerDetailSchema>;
/** A router's detail as read from the graph, before its verdicts are added. */
export type RouterDetailRow = Omit<RouterDetail, 'load'>;

/** One link crossed by a hop; a trunk hop crosses every member. */
export const hopLinkSchema = z.object({
  linkId: entityIdSchema,
  name: z.string(),
  carrierId: z.string(),
  capacityBps: z.number(),
  rttMs: z.number().optional(),
  /** Which way the traffic crosses the link relative to its own ends. */
  traversal: directionSchema,
  from: linkEndSchema,
  to: linkEndSchema,
});
export type HopLink = z.infer<typeof hopLinkSchema>;

export const hopDetailSchema = z.object({
  hop: z.number().int().nonnegative(),
  fromRouterId: entityIdSchema,
  toRouterId: entityIdSchema,
  trunkId: entityIdSchema.optional(),
  /** Sum of the capacities of the links crossed (a trunk's members add up). */
  capacityBps: z.number(),
  links: z.array(hopLinkSchema).min(1),
});
export type HopDetail = z.infer<typeof hopDetailSchema>;

/** `GET /api/paths/{id}`: the ordered hops per direction. */
export const pathDetailSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  aSiteId: siteIdSchema,
  zSiteId: siteIdSchema,
  /** False when the Z-to-A route is not the A-to-Z route reversed. */
  symmetric: z.boolean(),
  /** Sum over hops of the link round-trip times (a trunk hop counts its slowest member). */
  rttMs: z.object({ AtoZ: z.number().optional(), ZtoA: z.number().optional() }),
  hops: z.object({ AtoZ: z.array(hopDetailSchema), ZtoA: z.array(hopDetailSchema) }),
  /**
   * The newest route a traceroute saw per direction, hop by hop beside the declared routers
   * (null when none was filed); absent where path health is not served.
   */
  observed: z
    .object({ AtoZ: observedRouteSchema.nullable(), ZtoA: observedRouteSchema.nullable() })
    .optional(),
});
export type PathDetail = z.infer<typeof pathDetailSchema>;

export const pathListSchema = z.object({ paths: z.array(pathDetailSchema) });
export type PathList = z.infer<typeof pathListSchema>;
