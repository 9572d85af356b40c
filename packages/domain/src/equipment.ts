import { z } from 'zod';
import { carrierIdSchema, entityIdSchema, siteIdSchema } from './ids.js';
import { bitsPerSecondSchema, latitudeSchema, longitudeSchema } from './units.js';

/** A device with a chassis, holding blades in slots. NetBox: Device. */
export const routerSchema = z.object({
  id: entityIdSchema,
  name: z.string().min(1).max(200),
  carrierId: carrierIdSchema,
  vendor: z.string().min(1).max(100),
  model: z.string().min(1).max(100),
  os: z.string().min(1).max(100),
  /** City or point of presence, for people. */
  location: z.string().min(1).max(200),
  lat: latitudeSchema,
  lon: longitudeSchema,
  /** Set when the router is a site's own border router. */
  siteId: siteIdSchema.optional(),
});
export type Router = z.infer<typeof routerSchema>;

/** The router's switching fabric. One per router. */
export const backplaneSchema = z.object({
  id: entityIdSchema,
  routerId: entityIdSchema,
  /** Total switching capacity of the fabric, bits per second. */
  capacityBps: bitsPerSecondSchema.positive(),
});
export type Backplane = z.infer<typeof backplaneSchema>;

/** A line card in a router slot. NetBox: Module. */
export const bladeSchema = z.object({
  id: entityIdSchema,
  routerId: entityIdSchema,
  slot: z.number().int().nonnegative(),
  model: z.string().min(1).max(100),
  /** Capacity of the blade's connection to the backplane, bits per second. */
  fabricCapacityBps: bitsPerSecondSchema.positive(),
});
export type Blade = z.infer<typeof bladeSchema>;

/** A physical interface on a blade. NetBox: Interface. */
export const portSchema = z.object({
  id: entityIdSchema,
  routerId: entityIdSchema,
  bladeId: entityIdSchema,
  /** The interface name as the device knows it, e.g. `xe-1/0/0` or `TenGigE0/2/0/1`. */
  name: z.string().min(1).max(100),
  speedBps: bitsPerSecondSchema,
  /**
   * The port's cross-connect, when its carrier lets another carrier's link end on it: the carrier
   * whose link may, and the port at that link's other end (docs/carrier-upload.md#cross-connects).
   */
  crossConnectCarrierId: carrierIdSchema.optional(),
  crossConnectPortId: entityIdSchema.optional(),
  /**
   * The IP addresses the port answers on (IPv4 or IPv6): a traceroute hop with one of them was
   * seen at this port's router (docs/carrier-upload.md#port-addresses).
   */
  addresses: z
    .array(z.union([z.ipv4(), z.ipv6()]))
    .max(16)
    .optional(),
});
export type Port = z.infer<typeof portSchema>;
