import { z } from 'zod';
import { carrierIdSchema, siteIdSchema } from './ids.js';
import { latitudeSchema, longitudeSchema } from './units.js';

/** WLCG tier: 0 is CERN, 1 the large national centres, 2 the university centres. */
export const tierSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type Tier = z.infer<typeof tierSchema>;

/** An end point of paths: a Tier0, Tier1 or Tier2 computing centre. */
export const siteSchema = z.object({
  id: siteIdSchema,
  name: z.string().min(1).max(200),
  tier: tierSchema,
  city: z.string().min(1).max(100),
  country: z.string().length(2),
  lat: latitudeSchema,
  lon: longitudeSchema,
  /** The carrier that runs the site's own border equipment. */
  carrierId: carrierIdSchema,
});
export type Site = z.infer<typeof siteSchema>;
