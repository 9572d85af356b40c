import { z } from 'zod';
import { carrierIdSchema, entityIdSchema, siteIdSchema } from './ids.js';
import { bitsPerSecondSchema, latitudeSchema, longitudeSchema } from './units.js';

/** A Prometheus label name (PromQL syntax), e.g. `instance` or `device`. */
export const promLabelNameSchema = z
  .string()
  .regex(
    /^[a-zA-Z_][a-zA-Z0-9_]*$/,
    'must be a Prometheus label name: a letter or _, then letters, digits or _ (e.g. instance)',
  )
  .max(100);

/** Which interface label a port is matched by in collected series. */
export const PORT_MATCHES = ['ifName', 'ifAlias', 'ifIndex'] as const;
export const portMatchSchema = z.enum(PORT_MATCHES, {
  error: 'must be one of ifName, ifAlias, ifIndex',
});
export type PortMatch = z.infer<typeof portMatchSchema>;

/** An SNMP ifIndex: 1 to 2147483647 (IF-MIB InterfaceIndex). */
export const ifIndexSchema = z
  .number()
  .int('must be a whole number')
  .min(1, 'must be 1 to 2147483647')
  .max(2147483647, 'must be 1 to 2147483647');

/** An interface description (IF-MIB ifAlias, up to 64 octets on most devices). */
export const ifAliasSchema = z.string().trim().min(1, 'must not be empty').max(256);

/** The values collectors label a device with (scrape target, agent_host...). */
export const collectorNamesSchema = z
  .array(z.string().trim().min(1, 'must not be empty').max(256))
  .min(1, 'list at least one name, or leave the field out')
  .max(16);

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
  /** The values collectors label it with, besides its id and name. */
  collectorNames: collectorNamesSchema.optional(),
  /** Its carrier's device label (the upload's `collectors.deviceLabel`). */
  deviceLabel: promLabelNameSchema.optional(),
  /** Its carrier's port matching (the upload's `collectors.portMatch`). */
  portMatch: portMatchSchema.optional(),
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
  /** Its SNMP ifIndex, as collectors label it. */
  ifIndex: ifIndexSchema.optional(),
  /** Its description on the device (IF-MIB ifAlias). */
  ifAlias: ifAliasSchema.optional(),
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
