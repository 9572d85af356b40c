import { z } from 'zod';
import { carrierIdSchema, entityIdSchema } from './ids.js';

/** What alerting does while the window is open, as LibreNMS names it. */
export const maintenanceBehaviourSchema = z.enum(['skip', 'mute', 'run']);
export type MaintenanceBehaviour = z.infer<typeof maintenanceBehaviourSchema>;

/** A scheduled intervention announced by a carrier on some of its equipment. */
export const maintenanceSchema = z
  .object({
    id: entityIdSchema,
    carrierId: carrierIdSchema,
    title: z.string().min(1).max(500),
    /** ISO 8601 instant, UTC. */
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    behaviour: maintenanceBehaviourSchema,
    /** Ids of the routers, blades, ports, links or trunks the window covers. */
    equipmentIds: z.array(entityIdSchema).min(1),
  })
  .refine((m) => Date.parse(m.endsAt) > Date.parse(m.startsAt), {
    message: 'endsAt must be after startsAt',
    path: ['endsAt'],
  });
export type Maintenance = z.infer<typeof maintenanceSchema>;
