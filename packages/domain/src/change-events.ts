import { z } from 'zod';
import { carrierIdSchema, entityIdSchema } from './ids.js';

/**
 * The live stream's change events (`GET /api/live`, docs/api.md "Change events"): besides the
 * `changes` marks, one event per thing that changed, named by its kind (`event: topology`),
 * its data the fields below without `kind`. A client knows from them which of its queries to
 * ask again; none is replayed to a client that connects later (the `changes` marks are).
 */

/** `event: topology`: the topology version moved on (import, upload, restore, carrier, window). */
export const topologyChangeSchema = z.object({ version: z.number().int().nonnegative() });

/**
 * `event: maintenance`: a maintenance window was created, changed or deleted, or one opened or
 * ended as its time came. `revision` is opaque: it differs whenever the windows or the set of
 * those open now differ.
 */
export const maintenanceChangeSchema = z.object({ revision: z.string().min(1).max(64) });

/**
 * `event: incident`: one incident was opened, updated (its paths, suspects, notes) or resolved.
 * `revision` is the incident's `updatedAtMs` as written: an incident fetched with that
 * `updatedAtMs` or a later one is current.
 */
export const incidentChangeSchema = z.object({
  id: entityIdSchema,
  change: z.enum(['opened', 'updated', 'resolved']),
  revision: z.number().int().nonnegative(),
});

/** `event: upload`: a carrier's upload or restore was applied; `version` is the new version's id. */
export const uploadChangeSchema = z.object({
  carrierId: carrierIdSchema,
  version: entityIdSchema,
});

export const CHANGE_EVENT_KINDS = ['topology', 'maintenance', 'incident', 'upload'] as const;
export type ChangeEventKind = (typeof CHANGE_EVENT_KINDS)[number];

/** The data each kind of change event carries on the stream. */
export const CHANGE_EVENT_DATA = {
  topology: topologyChangeSchema,
  maintenance: maintenanceChangeSchema,
  incident: incidentChangeSchema,
  upload: uploadChangeSchema,
} as const satisfies Record<ChangeEventKind, z.ZodObject>;

/** A change event with its kind: what the web client hands to whoever listens for changes. */
export const changeEventSchema = z.discriminatedUnion('kind', [
  topologyChangeSchema.extend({ kind: z.literal('topology') }),
  maintenanceChangeSchema.extend({ kind: z.literal('maintenance') }),
  incidentChangeSchema.extend({ kind: z.literal('incident') }),
  uploadChangeSchema.extend({ kind: z.literal('upload') }),
]);
export type ChangeEvent = z.infer<typeof changeEventSchema>;
export type TopologyChange = z.infer<typeof topologyChangeSchema>;
export type MaintenanceChange = z.infer<typeof maintenanceChangeSchema>;
export type IncidentChange = z.infer<typeof incidentChangeSchema>;
export type UploadChange = z.infer<typeof uploadChangeSchema>;

/**
 * The change event an SSE event named `name` with (parsed JSON) `data` stands for; undefined
 * when the name is no change kind or the data does not fit it. A `kind` in the data is ignored:
 * the event's name says the kind.
 */
export function changeEventOf(name: string, data: unknown): ChangeEvent | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  if (!(CHANGE_EVENT_KINDS as readonly string[]).includes(name)) return undefined;
  const parsed = changeEventSchema.safeParse({ ...data, kind: name });
  return parsed.success ? parsed.data : undefined;
}

/** The SSE data of a change event: its fields without `kind` (the event's name says it). */
export function changeEventData(event: ChangeEvent): Omit<ChangeEvent, 'kind'> {
  const { kind: _kind, ...data } = event;
  return data;
}
