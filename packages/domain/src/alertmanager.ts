import { z } from 'zod';
import { entityIdSchema } from './ids.js';

/**
 * An Alertmanager time: RFC 3339 with up to nanoseconds (`2026-11-26T08:00:00.123456789Z`), or
 * Go's zero time `0001-01-01T00:00:00Z` that a firing alert's `endsAt` carries. Kept as text.
 */
const alertmanagerTimeSchema = z.iso.datetime({ offset: true });

const labelSetSchema = z.record(z.string().max(1_000), z.string().max(10_000));

/** One alert of an Alertmanager webhook call (`template.Alert`); unknown fields are ignored. */
export const alertmanagerAlertSchema = z.object({
  status: z.enum(['firing', 'resolved']),
  labels: labelSetSchema,
  annotations: labelSetSchema.default({}),
  startsAt: alertmanagerTimeSchema,
  endsAt: alertmanagerTimeSchema,
  generatorURL: z.string().max(10_000).default(''),
  /** Alertmanager's identity of the alert (a hash of its labels). */
  fingerprint: z.string().min(1).max(200),
});
export type AlertmanagerAlert = z.infer<typeof alertmanagerAlertSchema>;

/**
 * The body Alertmanager's webhook receiver posts (`notify/webhook`, `version` "4"): one
 * notification of one alert group. Newer versions add top-level fields; they are ignored.
 */
export const alertmanagerWebhookSchema = z.object({
  version: z.literal('4', { error: 'must be "4" (Alertmanager\'s webhook version), a string' }),
  groupKey: z.string().max(10_000),
  truncatedAlerts: z.number().int().nonnegative().default(0),
  /** The group's status; each alert carries its own. */
  status: z.enum(['firing', 'resolved']),
  receiver: z.string().max(1_000),
  groupLabels: labelSetSchema.default({}),
  commonLabels: labelSetSchema.default({}),
  commonAnnotations: labelSetSchema.default({}),
  externalURL: z.string().max(10_000).default(''),
  alerts: z.array(alertmanagerAlertSchema).max(10_000),
});
export type AlertmanagerWebhook = z.infer<typeof alertmanagerWebhookSchema>;

/** An alert taken as evidence on one element. */
export const alertEvidenceSchema = z.object({
  fingerprint: z.string(),
  alertname: z.string(),
  kind: z.enum(['link', 'router']),
  id: entityIdSchema,
  /** The element as people know it: "xe-1/0/0 on geant-gva" or the router's name. */
  on: z.string(),
  /** When the alert started firing, milliseconds since the epoch. */
  startsAtMs: z.number(),
  labels: labelSetSchema,
});
export type AlertEvidence = z.infer<typeof alertEvidenceSchema>;

/** An alert that names no element tiermap knows. */
export const unmatchedAlertSchema = z.object({
  fingerprint: z.string(),
  alertname: z.string(),
  /** Why it matched nothing, e.g. "no router named rtr-x". */
  reason: z.string(),
});
export type UnmatchedAlert = z.infer<typeof unmatchedAlertSchema>;

/** What `POST /api/alertmanager/webhook` did with one notification. */
export const alertmanagerReceiptSchema = z.object({
  /** Firing alerts now held as evidence on an element. */
  firing: z.number().int().nonnegative(),
  /** Resolved alerts whose evidence was withdrawn. */
  withdrawn: z.number().int().nonnegative(),
  unmatched: z.array(unmatchedAlertSchema),
});
export type AlertmanagerReceipt = z.infer<typeof alertmanagerReceiptSchema>;

/** `GET /api/alertmanager/evidence`: the alerts held as evidence now, and the firing unmatched. */
export const alertEvidenceListSchema = z.object({
  evidence: z.array(alertEvidenceSchema),
  unmatched: z.array(unmatchedAlertSchema),
});
export type AlertEvidenceList = z.infer<typeof alertEvidenceListSchema>;
