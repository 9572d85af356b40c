import { z } from 'zod';
import { carrierIdSchema } from './ids.js';

/**
 * An operator that owns equipment and links: a national research network (NREN), a commercial
 * carrier, an exchange point, or a site's own campus network. NetBox calls this a Provider
 * (for circuits) or a Tenant (for devices).
 */
export const carrierKindSchema = z.enum(['nren', 'backbone', 'exchange', 'transit', 'site']);
export type CarrierKind = z.infer<typeof carrierKindSchema>;

export const carrierSchema = z.object({
  id: carrierIdSchema,
  name: z.string().min(1).max(200),
  kind: carrierKindSchema,
  country: z.string().length(2).optional(),
});
export type Carrier = z.infer<typeof carrierSchema>;
