import { z } from 'zod';
import { equipmentKindSchema } from './analysis.js';
import { healthThresholdsSchema } from './health.js';
import { carrierIdSchema, entityIdSchema, siteIdSchema } from './ids.js';
import { instantSchema, MAX_BPS } from './metrics.js';
import { pathChangedSchema } from './observed-route.js';
import { directionSchema } from './units.js';

/** How one direction of one path looks from the live data; see docs/diagnosis.md. */
export const pathStatusSchema = z.enum(['ok', 'congested', 'lossy', 'outage', 'dark', 'unknown']);
export type PathStatusName = z.infer<typeof pathStatusSchema>;

/**
 * How bad a path status is, higher worse: what a site's worst path, the wall's grid and the
 * report's worst paths are ranked by (one order for every screen and the engine).
 */
export const PATH_STATUS_SEVERITY: Readonly<Record<PathStatusName, number>> = {
  outage: 5,
  dark: 4,
  lossy: 3,
  congested: 2,
  unknown: 1,
  ok: 0,
};

/** One direction of one path and its health. */
export const pathHealthRowSchema = z.object({
  pathId: entityIdSchema,
  direction: directionSchema,
  fromSiteId: siteIdSchema,
  toSiteId: siteIdSchema,
  status: pathStatusSchema,
  lossRatio: z.number().nullable(),
  maxUtilization: z.number().nullable(),
  /** The lowest rate seen on a single-link hop, bits per second. */
  minBps: z.number().nullable(),
  reasons: z.array(z.string()),
  /** A direct measurement taken into account, if any. */
  measured: z
    .object({
      tsMs: z.number(),
      throughputBps: z.number().nullable(),
      lossRatio: z.number().nullable(),
      rttMs: z.number().nullable(),
      retransmissions: z.number().nullable(),
    })
    .nullable(),
  /**
   * Set while the newest traceroute of the direction leaves its declared path (absent when the
   * route was not traced, matched, or could not be told).
   */
  pathChanged: pathChangedSchema.optional(),
});
export type PathHealthRow = z.infer<typeof pathHealthRowSchema>;

/** `GET /api/health/paths`: every path direction, and the site-level summary. */
export const pathHealthResponseSchema = z.object({
  atMs: z.number(),
  thresholds: healthThresholdsSchema,
  paths: z.array(pathHealthRowSchema),
  sites: z.array(
    z.object({
      siteId: siteIdSchema,
      /** The worst status of the site's path directions. */
      status: pathStatusSchema,
      badDirections: z.number().int().nonnegative(),
      directions: z.number().int().nonnegative(),
    }),
  ),
});
export type PathHealthResponse = z.infer<typeof pathHealthResponseSchema>;

/** `POST /api/measurements`: one perfSONAR-style result between two sites, in one direction. */
/**
 * One hop of a traceroute, in the order the tool saw it (a pScheduler `trace` result's hop): the
 * address that answered, when one did; `{}` for a hop that did not answer.
 */
export const traceHopSchema = z.object({
  ip: z.union([z.ipv4(), z.ipv6()]).optional(),
  hostname: z.string().min(1).max(255).optional(),
  /** Round-trip time to this hop, milliseconds. */
  rttMs: z.number().finite().nonnegative().max(600_000).optional(),
});
export type TraceHop = z.infer<typeof traceHopSchema>;

export const measurementSchema = z
  .object({
    /** The site the test traffic left from and the site it reached. */
    fromSiteId: siteIdSchema,
    toSiteId: siteIdSchema,
    ts: instantSchema,
    throughputBps: z
      .number()
      .finite()
      .nonnegative()
      .max(MAX_BPS, `must be at most ${MAX_BPS} (1 Pb/s)`)
      .optional(),
    lossRatio: z.number().min(0).max(1).optional(),
    /** Round-trip time, milliseconds; at most 10 minutes. */
    rttMs: z
      .number()
      .finite()
      .nonnegative()
      .max(600_000, 'must be at most 600000 (10 minutes)')
      .optional(),
    retransmissions: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
    /** Who measured: a perfSONAR host or a tool name. */
    source: z.string().min(1).max(200).optional(),
    /**
     * The route the test packets took (a traceroute), first hop first: compared with the path's
     * declared hops to find a path that changed.
     */
    hops: z.array(traceHopSchema).min(1).max(64).optional(),
  })
  .refine((m) => m.fromSiteId !== m.toSiteId, {
    message: 'fromSiteId and toSiteId must differ',
    path: ['toSiteId'],
  })
  .refine(
    (m) =>
      m.throughputBps !== undefined ||
      m.lossRatio !== undefined ||
      m.rttMs !== undefined ||
      m.retransmissions !== undefined ||
      m.hops !== undefined,
    { message: 'give at least one of throughputBps, lossRatio, rttMs, retransmissions, hops' },
  );
export type Measurement = z.infer<typeof measurementSchema>;

export const measurementBatchSchema = z.union([
  measurementSchema,
  z.array(measurementSchema).min(1).max(10_000),
]);

export const measurementResultSchema = z.object({
  accepted: z.number().int().nonnegative(),
  /** Per accepted measurement, the path direction it was filed under. */
  filed: z.array(z.object({ pathId: entityIdSchema, direction: directionSchema })),
});
export type MeasurementResult = z.infer<typeof measurementResultSchema>;

/** `DELETE /api/measurements?source=`: the results of one source, withdrawn. */
export const measurementSourceQuerySchema = z.strictObject({
  source: z.string().min(1).max(200),
});

export const measurementWithdrawalSchema = z.object({
  /** How many path directions lost the result `source` had filed there. */
  withdrawn: z.number().int().nonnegative(),
});
export type MeasurementWithdrawal = z.infer<typeof measurementWithdrawalSchema>;

export const suspectDirectionSchema = z.enum(['AtoZ', 'ZtoA', 'both']);

/** One likely cause of an incident, with why. */
export const suspectSchema = z.object({
  rank: z.number().int().positive(),
  kind: equipmentKindSchema,
  id: entityIdSchema,
  name: z.string(),
  /**
   * The router a screen shows it in: a blade's router, a router itself; null for links and
   * trunks (a screen never has to take a blade's id apart).
   */
  routerId: entityIdSchema.nullable(),
  /** The carrier that runs it (a blade's or router's: its router's carrier). */
  carrierId: carrierIdSchema.nullable(),
  /** The element's own direction (links, trunks) or both. */
  direction: suspectDirectionSchema,
  /** The direction in the users' words, e.g. "FZK → CERN", or "both ways". */
  directionLabel: z.string(),
  /**
   * The equipment the paths cannot tell from this suspect (the very same path directions cross
   * it), likeliest first: its own counters or a look on site must decide between them.
   */
  alternatives: z.array(
    z.object({
      kind: equipmentKindSchema,
      id: entityIdSchema,
      name: z.string(),
      direction: suspectDirectionSchema,
      /** For a link or trunk, its direction in the users' words ("both ways", "A → B"). */
      directionLabel: z.string(),
    }),
  ),
  /** Part of the smallest likely set of causes. */
  cause: z.boolean(),
  hitRatio: z.number(),
  /**
   * Log posterior odds that it or one of its alternatives is the cause; only differences
   * between suspects mean anything.
   */
  score: z.number(),
  /** The bad path directions it explains, as "FZK → CERN". */
  explains: z.array(z.string()),
  /** The good path directions crossing it, which argue against it. */
  against: z.array(z.string()),
  live: z
    .object({
      utilization: z.number().nullable(),
      errorsPerSec: z.number().nullable(),
      discardsPerSec: z.number().nullable(),
      lossRatio: z.number().nullable(),
      stale: z.boolean(),
    })
    .nullable(),
  oversubscribed: z.boolean().nullable(),
  /** The open maintenance window covering it, if any. */
  maintenanceId: z.string().nullable(),
  explanation: z.string(),
});
export type Suspect = z.infer<typeof suspectSchema>;

export const situationSchema = z.object({
  code: z.enum([
    'maintenance',
    'load-sharing',
    'asymmetry',
    'blade-overload',
    'site-problem',
    'path-changed',
  ]),
  known: z.boolean(),
  message: z.string(),
  equipment: z.array(
    z.object({
      kind: z.enum([...equipmentKindSchema.options, 'site']),
      id: z.string(),
      /** A blade's router (screens never take a blade's id apart). */
      routerId: z.string().optional(),
      /** How people know it ("GÉANT2 Geneva slot 3 (MPC)"), when the diagnosis named it. */
      name: z.string().optional(),
    }),
  ),
  maintenanceId: z.string().optional(),
});
export type SituationDto = z.infer<typeof situationSchema>;

export const affectedPathSchema = z.object({
  pathId: entityIdSchema,
  direction: directionSchema,
  fromSiteId: siteIdSchema,
  toSiteId: siteIdSchema,
  /** The status now (ok once it recovered). */
  status: pathStatusSchema,
  /** When it turned bad. */
  sinceMs: z.number(),
  /** When it last turned good again; null while bad. */
  recoveredAtMs: z.number().nullable(),
  /** Set while the direction's traceroute leaves its declared path. */
  pathChanged: pathChangedSchema.optional(),
});

export const timelineEntrySchema = z.object({
  atMs: z.number(),
  kind: z.enum(['opened', 'path-bad', 'path-recovered', 'known', 'suspect', 'resolved', 'note']),
  message: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const incidentSchema = z.object({
  id: entityIdSchema,
  title: z.string(),
  status: z.enum(['open', 'resolved']),
  /** `auto` when bad paths opened it, `manual` when a person did. */
  origin: z.enum(['auto', 'manual']),
  openedAtMs: z.number(),
  updatedAtMs: z.number(),
  resolvedAtMs: z.number().nullable(),
  sites: z.array(siteIdSchema),
  affected: z.array(affectedPathSchema),
  /** Set when a rule recognises the incident as expected (scheduled maintenance). */
  known: z
    .object({
      message: z.string(),
      maintenanceId: z.string(),
      behaviour: z.enum(['skip', 'mute', 'run']),
    })
    .nullable(),
  situations: z.array(situationSchema),
  suspects: z.array(suspectSchema),
  timeline: z.array(timelineEntrySchema),
});
export type Incident = z.infer<typeof incidentSchema>;

export const incidentListSchema = z.object({
  /**
   * When the incidents were last brought up to date from the live data, by whichever API
   * instance evaluated (with several, the diagnosis lease holder); null before the first.
   */
  evaluatedAtMs: z.number().nullable(),
  incidents: z.array(incidentSchema),
});
export type IncidentList = z.infer<typeof incidentListSchema>;

export const newIncidentSchema = z.object({
  sites: z.array(siteIdSchema).min(1).max(100),
  note: z.string().min(1).max(2000).optional(),
});
export type NewIncident = z.infer<typeof newIncidentSchema>;
