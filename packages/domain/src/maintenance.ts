import { z } from 'zod';
import { carrierIdSchema, entityIdSchema } from './ids.js';

/**
 * What alerting does while the window is open, as LibreNMS names it: `skip` opens no alert or
 * incident for the covered equipment; `mute` opens them but marks them known and raises no alarm;
 * `run` alerts as usual, annotated with the window.
 */
export const maintenanceBehaviourSchema = z.enum(['skip', 'mute', 'run']);
export type MaintenanceBehaviour = z.infer<typeof maintenanceBehaviourSchema>;

const maintenanceFields = z.object({
  id: entityIdSchema,
  carrierId: carrierIdSchema,
  title: z.string().min(1).max(500),
  /** ISO 8601 instant, UTC. */
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  behaviour: maintenanceBehaviourSchema,
  /** Ids of the routers, blades, ports, links or trunks the window covers. */
  equipmentIds: z.array(entityIdSchema).min(1),
});

function endsAfterStarts(m: { startsAt: string; endsAt: string }): boolean {
  return Date.parse(m.endsAt) > Date.parse(m.startsAt);
}
const ENDS_AFTER_STARTS = { message: 'endsAt must be after startsAt', path: ['endsAt'] };

/** A scheduled intervention announced by a carrier on some of its equipment. */
export const maintenanceSchema = maintenanceFields.refine(endsAfterStarts, ENDS_AFTER_STARTS);
export type Maintenance = z.infer<typeof maintenanceSchema>;

/** A window as `POST /api/maintenance` takes it: without an id, the API makes one up. */
export const newMaintenanceSchema = maintenanceFields
  .extend({ id: entityIdSchema.optional() })
  .refine(endsAfterStarts, ENDS_AFTER_STARTS);
export type NewMaintenance = z.infer<typeof newMaintenanceSchema>;

/** `GET /api/maintenance`: the windows, earliest start first. */
export const maintenanceListSchema = z.object({ maintenances: z.array(maintenanceSchema) });
export type MaintenanceList = z.infer<typeof maintenanceListSchema>;

/**
 * Where a window stands at `nowMs`: `open` from its start (included) to its end (excluded), as
 * the API's `activeAt` filter and the diagnosis count it; one rule for every screen.
 */
export type MaintenanceWindowState = 'upcoming' | 'open' | 'past';

export function maintenanceWindowState(
  window: Pick<Maintenance, 'startsAt' | 'endsAt'>,
  nowMs: number,
): MaintenanceWindowState {
  if (nowMs < Date.parse(window.startsAt)) return 'upcoming';
  return nowMs < Date.parse(window.endsAt) ? 'open' : 'past';
}

/** Whether the window is open at `nowMs` (`maintenanceWindowState`). */
export function isWindowOpen(
  window: Pick<Maintenance, 'startsAt' | 'endsAt'>,
  nowMs: number,
): boolean {
  return maintenanceWindowState(window, nowMs) === 'open';
}
