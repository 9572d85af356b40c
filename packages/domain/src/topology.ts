import { z } from 'zod';
import { carrierSchema } from './carrier.js';
import { OPTIONAL_LIST_ENTRIES, type OptionalSliceKey } from './catalogue.js';
import { backplaneSchema, bladeSchema, portSchema, routerSchema } from './equipment.js';
import { entityIdSchema } from './ids.js';
import { linkSchema, patchPanelSchema, trunkSchema } from './link.js';
import { maintenanceSchema } from './maintenance.js';
import { pathSchema } from './path.js';
import { siteSchema } from './site.js';

/** A whole topology as loaded into the graph: the demo, an import, a carrier's upload. */
export const topologySchema = z.object({
  carriers: z.array(carrierSchema),
  sites: z.array(siteSchema),
  routers: z.array(routerSchema),
  backplanes: z.array(backplaneSchema),
  blades: z.array(bladeSchema),
  ports: z.array(portSchema),
  links: z.array(linkSchema),
  trunks: z.array(trunkSchema),
  paths: z.array(pathSchema),
  maintenances: z.array(maintenanceSchema),
  /** Carriers' patch panels; absent in topologies written before they existed. */
  patchPanels: z.array(patchPanelSchema).optional(),
});
export type Topology = z.infer<typeof topologySchema>;

/** The topology's lists of the kinds added later (patch panels...), from the entity catalogue. */
const OPTIONAL_LISTS = topologySchema.pick(
  // Object.fromEntries loses the keys' literal types; they are exactly the optional slice keys.
  Object.fromEntries(OPTIONAL_LIST_ENTRIES.map((e) => [e.sliceKey, true])) as {
    [K in OptionalSliceKey]: true;
  },
).shape;

/** A link as the topology endpoint returns it: with the routers at its ends and its paths. */
export const topologyLinkSchema = linkSchema.extend({
  aRouterId: entityIdSchema,
  zRouterId: entityIdSchema,
  /** Ids of every path that crosses this link, in either direction. */
  pathIds: z.array(entityIdSchema),
});
export type TopologyLink = z.infer<typeof topologyLinkSchema>;

/** `GET /api/topology`: everything the map needs to draw. */
export const topologyResponseSchema = z.object({
  sites: z.array(siteSchema),
  carriers: z.array(carrierSchema),
  routers: z.array(routerSchema),
  links: z.array(topologyLinkSchema),
  trunks: z.array(trunkSchema),
  paths: z.array(pathSchema),
  /** Every announced maintenance window; the map marks the equipment of those open now. */
  maintenances: z.array(maintenanceSchema).default([]),
  /**
   * Per maintenance window id, the links the map marks while the window is open: those its
   * equipment touches (the link, its trunk, a port, a port's blade, or a router at either end).
   */
  maintenanceLinkIds: z.record(z.string(), z.array(entityIdSchema)).optional(),
  /**
   * The topology version this answer is at least as new as (read before the rest); a client
   * whose live stream announces a later one reloads (docs/api.md, "Change events").
   */
  version: z.number().int().nonnegative().optional(),
  /** The kinds added later (patch panels...), each absent when the graph holds none. */
  ...OPTIONAL_LISTS,
});
export type TopologyResponse = z.infer<typeof topologyResponseSchema>;
