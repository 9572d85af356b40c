import { z } from 'zod';
import { LINK_CROSSINGS, type LinkCrossingField } from './catalogue.js';
import { carrierIdSchema, entityIdSchema, siteIdSchema } from './ids.js';
import { bitsPerSecondSchema } from './units.js';

/**
 * One optional id list per kind links cross (`patchPanelIds`...), from the entity catalogue: the
 * elements the link crosses, its carrier's, in no particular order. `max` bounds each list.
 */
export function linkCrossingFields(max?: number): {
  [F in LinkCrossingField]: z.ZodOptional<z.ZodArray<typeof entityIdSchema>>;
} {
  const list = max === undefined ? z.array(entityIdSchema) : z.array(entityIdSchema).max(max);
  // Object.fromEntries loses the keys' literal types; they are exactly LINK_CROSSINGS' fields.
  return Object.fromEntries(LINK_CROSSINGS.map((c) => [c.field, list.optional()])) as {
    [F in LinkCrossingField]: z.ZodOptional<z.ZodArray<typeof entityIdSchema>>;
  };
}

/**
 * A physical link or circuit between two ports. It has an A end and a Z end, and traffic is
 * measured per direction (A to Z, Z to A). NetBox: Cable or Circuit.
 */
export const linkSchema = z.object({
  id: entityIdSchema,
  name: z.string().min(1).max(200),
  carrierId: carrierIdSchema,
  aPortId: entityIdSchema,
  zPortId: entityIdSchema,
  /** Usable capacity, bits per second (SONET "10G" carries about 9.62 Gb/s of payload). */
  capacityBps: bitsPerSecondSchema,
  /** Round-trip time across this link alone, milliseconds. */
  rttMs: z.number().finite().nonnegative().optional(),
  lengthKm: z.number().finite().nonnegative().optional(),
  /** The trunk this link is a member of, if any. */
  trunkId: entityIdSchema.optional(),
  /** The patch panels (and any other kind links cross) the link crosses: `patchPanelIds`... */
  ...linkCrossingFields(),
});
export type Link = z.infer<typeof linkSchema>;

/** Several member links bundled into one logical link. NetBox: LAG interface. */
export const trunkSchema = z.object({
  id: entityIdSchema,
  name: z.string().min(1).max(200),
  carrierId: carrierIdSchema,
  memberLinkIds: z.array(entityIdSchema).min(2, 'a trunk bundles at least two links'),
});
export type Trunk = z.infer<typeof trunkSchema>;

/**
 * A carrier's passive cross-connect at a site or point of presence: the links that cross it
 * (`patchPanelIds`) share it, and fail with it. NetBox: Front/Rear Port panel.
 */
export const patchPanelSchema = z.object({
  id: entityIdSchema,
  name: z.string().min(1).max(200),
  carrierId: carrierIdSchema,
  /** City or point of presence, for people. */
  location: z.string().min(1).max(200),
  /** Set when the panel stands at a site. */
  siteId: siteIdSchema.optional(),
});
export type PatchPanel = z.infer<typeof patchPanelSchema>;
