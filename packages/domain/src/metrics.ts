import { z } from 'zod';
import { entityIdSchema } from './ids.js';
import { directionSchema } from './units.js';
import { LIVE_METRICS, liveValuesShape, perMetric } from './live-metrics.js';

/** Epoch milliseconds or an ISO 8601 instant, as a number of epoch milliseconds. */
export const instantSchema = z.union([
  z.number().int().nonnegative().max(8.64e15),
  z.iso.datetime({ offset: true }).transform((text) => Date.parse(text)),
]);

/** The largest rate tiermap takes, bits per second: 1 Pb/s, far above any link it maps. */
export const MAX_BPS = 1e15;
/** The largest errors or discards per second tiermap takes: 1 Pb/s in 64-byte frames. */
export const MAX_PACKETS_PER_SEC = MAX_BPS / 512;

const bps = z.number().finite().nonnegative().max(MAX_BPS, `must be at most ${MAX_BPS} (1 Pb/s)`);
const perSecond = z
  .number()
  .finite()
  .nonnegative()
  .max(MAX_PACKETS_PER_SEC, `must be at most ${MAX_PACKETS_PER_SEC} per second`);
const counter = z.union([
  z.number().int().nonnegative(),
  z.string().regex(/^\d{1,20}$/, 'must be a non-negative integer'),
]);

type Row = (typeof LIVE_METRICS)[number];
type LegacyRow = Extract<Row, { legacy: unknown }>;
const rateBound = (metric: Row) => (metric.unit === 'bit/s' ? bps : perSecond);
const legacyRows = LIVE_METRICS.filter((m): m is LegacyRow => 'legacy' in m);
const fromLegacy = <T>(make: (metric: LegacyRow) => T) =>
  Object.fromEntries(legacyRows.map((m) => [m.legacy.rate, make(m)])) as {
    [K in LegacyRow['legacy']['rate']]: T;
  };
const fromLegacyCounter = <T>(make: (metric: LegacyRow) => T) =>
  Object.fromEntries(legacyRows.map((m) => [m.legacy.counter, make(m)])) as {
    [K in LegacyRow['legacy']['counter']]: T;
  };
const fromCounters = <T>(make: (metric: Row) => T) =>
  Object.fromEntries(LIVE_METRICS.map((m) => [m.jsonCounter, make(m)])) as {
    [K in Row['jsonCounter']]: T;
  };

/** The one way a metric's counters count through a port, or undefined when both (octets). */
function oneWay(metric: Row): 'in' | 'out' | undefined {
  const ways = new Set<'in' | 'out'>(metric.mib.counters.map((c) => c.way));
  return ways.size === 1 ? [...ways][0] : undefined;
}

/** The rate fields a JSON sample may carry, the table's names first, then older names. */
export const RATE_FIELDS: readonly string[] = [
  ...LIVE_METRICS.map((m) => m.name),
  ...legacyRows.map((m) => m.legacy.rate),
];

/**
 * One measurement of one direction of one link, as `POST /api/metrics` takes it: either rates
 * (one field per live metric: `bps`, `errorsPerSec`, `outErrorsPerSec`, `inDiscardsPerSec`,
 * `outDiscardsPerSec`) or raw cumulative counters (`octets`, `errors`, `outErrors`, `inDiscards`,
 * `outDiscards`), which tiermap
 * turns into rates from consecutive samples. The older merged `discardsPerSec` and
 * `counters.discards` are taken as `outDiscardsPerSec` and `outDiscards` (what they were read
 * as); giving both an older and its new name is refused. The link is named by id, or by the
 * device and port at one end (then `direction` is the traffic leaving that port: "out", or
 * arriving: "in"); a port's in-counters then go with "in" and its out-counters with "out".
 */
export const metricSampleSchema = z
  .object({
    linkId: entityIdSchema.optional(),
    device: z.string().min(1).max(200).optional(),
    port: z.string().min(1).max(200).optional(),
    direction: z.enum(['AtoZ', 'ZtoA', 'in', 'out']),
    ts: instantSchema,
    ...perMetric((m) => rateBound(m).optional()),
    ...fromLegacy((m) => rateBound(m).optional()),
    counters: z
      .object({
        ...fromCounters(() => counter.optional()),
        ...fromLegacyCounter(() => counter.optional()),
      })
      .optional(),
  })
  .superRefine((s, ctx) => {
    const byLink = s.linkId !== undefined;
    const byPort = s.device !== undefined || s.port !== undefined;
    if (byLink === byPort) {
      ctx.addIssue({
        code: 'custom',
        message: 'give either linkId or device and port',
        path: ['linkId'],
      });
    } else if (byPort && (s.device === undefined || s.port === undefined)) {
      ctx.addIssue({
        code: 'custom',
        message: 'device and port go together',
        path: [s.device === undefined ? 'device' : 'port'],
      });
    }
    if (byLink && (s.direction === 'in' || s.direction === 'out')) {
      ctx.addIssue({
        code: 'custom',
        message: 'with linkId the direction is AtoZ or ZtoA',
        path: ['direction'],
      });
    }
    if (byPort && (s.direction === 'AtoZ' || s.direction === 'ZtoA')) {
      ctx.addIssue({
        code: 'custom',
        message: 'with device and port the direction is in or out',
        path: ['direction'],
      });
    }
    for (const m of legacyRows) {
      if (s[m.legacy.rate] !== undefined && s[m.name] !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `give ${m.name} or its older name ${m.legacy.rate}, not both`,
          path: [m.legacy.rate],
        });
      }
      if (s.counters?.[m.legacy.counter] !== undefined && s.counters[m.jsonCounter] !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `give ${m.jsonCounter} or its older name ${m.legacy.counter}, not both`,
          path: ['counters', m.legacy.counter],
        });
      }
    }
    if (byPort && (s.direction === 'in' || s.direction === 'out')) {
      // A port's in-counters count what arrives at it, its out-counters what leaves it: filed
      // the way line protocol files ifInDiscards and ifOutDiscards, never under the other way.
      for (const m of LIVE_METRICS) {
        const way = oneWay(m);
        if (way === undefined || way === s.direction) continue;
        const given = [
          { value: s[m.name], path: [m.name] },
          {
            value: 'legacy' in m ? s[m.legacy.rate] : undefined,
            path: ['legacy' in m ? m.legacy.rate : ''],
          },
          { value: s.counters?.[m.jsonCounter], path: ['counters', m.jsonCounter] },
          {
            value: 'legacy' in m ? s.counters?.[m.legacy.counter] : undefined,
            path: ['counters', 'legacy' in m ? m.legacy.counter : ''],
          },
        ];
        for (const { value, path } of given) {
          if (value === undefined) continue;
          ctx.addIssue({
            code: 'custom',
            message: `${path[path.length - 1]} counts packets ${way === 'in' ? 'arriving at' : 'leaving'} the port (${m.mib.counters[0].name}): send it in a sample with direction "${way}"`,
            path,
          });
        }
      }
    }
    const hasRates = RATE_FIELDS.some((name) => (s as Record<string, unknown>)[name] !== undefined);
    if (hasRates === (s.counters !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        message: `give rates (${RATE_FIELDS.join(', ')}) or counters, not both or neither`,
        path: ['bps'],
      });
    }
  });
export type MetricSample = z.infer<typeof metricSampleSchema>;

/** The outcome of an ingest call: what was taken, what was not and why. */
export const ingestResultSchema = z.object({
  accepted: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
  /** Samples that name a device or port tiermap does not know (see /api/metrics/unmapped). */
  unmapped: z.number().int().nonnegative(),
  /** Points of other measurements than `interface`, which tiermap does not read. */
  ignored: z.number().int().nonnegative().optional(),
  errors: z.array(
    z.object({
      line: z.number().int().optional(),
      path: z.string().optional(),
      reason: z.string(),
    }),
  ),
});
export type IngestResult = z.infer<typeof ingestResultSchema>;

/** The live state of one direction of one link. */
export const linkLiveStateSchema = z.object({
  linkId: entityIdSchema,
  direction: directionSchema,
  /**
   * When the newest sample was taken, epoch milliseconds; when it was received if it is dated
   * later (a collector's clock ahead), so that freshness never trusts a clock running ahead.
   */
  tsMs: z.number(),
  /** bps / link capacity. */
  utilization: z.number().nullable(),
  /** One value per live metric (LIVE_METRICS), null while unknown. */
  ...liveValuesShape,
  /** True when the newest sample is older than the stale age. */
  stale: z.boolean(),
  /**
   * True when the direction is fresh and at or over the server's `utilizationCongested`
   * (`GET /api/config`); judged once by the API (analysis `linkCongested`), shown by the screens.
   */
  congested: z.boolean(),
  /**
   * True when an interface at either end reports ifOperStatus down (2) to the Prometheus tiermap
   * polls (docs/metrics.md); absent when nothing said so.
   */
  down: z.boolean().optional(),
});
export type LinkLiveState = z.infer<typeof linkLiveStateSchema>;

/**
 * The live stream's `changes` event: what a client compares to know that something it shows
 * changed elsewhere. `topologyVersion` moves on with every topology write (import, carrier
 * upload or restore, carrier details, maintenance window); `incidentsRevision` is opaque and
 * differs whenever an incident was opened, updated or resolved.
 */
export const changeMarksSchema = z.object({
  topologyVersion: z.number().int().nonnegative(),
  incidentsRevision: z.string().max(64),
});
export type ChangeMarks = z.infer<typeof changeMarksSchema>;

/**
 * The live stream's `bus` event, sent only by an API instance that shares its live state with
 * other instances over a live bus (`TIERMAP_NATS_URL`): whether this instance hears the others
 * now. While `down`, its clients are sent only the samples collectors send to this instance; the
 * others' link directions keep their last state until they turn stale.
 */
export const liveBusStateSchema = z.object({
  state: z.enum(['up', 'down']),
  /** Since when, epoch milliseconds. */
  sinceMs: z.number(),
  /** The instance serving the stream (`TIERMAP_INSTANCE_ID`). */
  instanceId: z.string().min(1).max(128),
  /**
   * Only while `down`, why: `unreachable`, it cannot reach the bus (or set its stream up there);
   * `replaying`, it is connected and still reading the stream back to where it stood when it
   * (re)connected, so what the others took is not all here yet. Absent from older servers.
   */
  reason: z.enum(['unreachable', 'replaying']).optional(),
});
export type LiveBusState = z.infer<typeof liveBusStateSchema>;

/** The average of each live metric over one step; null where no sample fell in it. */
export const seriesPointSchema = z.object({
  tsMs: z.number(),
  utilization: z.number().nullable(),
  ...liveValuesShape,
});
export type SeriesPoint = z.infer<typeof seriesPointSchema>;

/** `GET /api/links/{id}/series`. */
export const linkSeriesSchema = z.object({
  linkId: entityIdSchema,
  capacityBps: z.number(),
  fromMs: z.number(),
  toMs: z.number(),
  stepMs: z.number(),
  AtoZ: z.array(seriesPointSchema),
  ZtoA: z.array(seriesPointSchema),
});
export type LinkSeries = z.infer<typeof linkSeriesSchema>;

/** `GET /api/metrics/unmapped`: what collectors sent that tiermap could not map. */
export const unmappedSchema = z.object({
  /** Samples for unknown devices or ports since the API started. */
  total: z.number().int().nonnegative(),
  /** Distinct (device, port) pairs held (at most 1,000). */
  distinct: z.number().int().nonnegative(),
  /** Pairs forgotten, the one seen longest ago first, to keep the list bounded. */
  evicted: z.number().int().nonnegative(),
  /** The most frequent pairs, at most `limit` of them. */
  devices: z.array(
    z.object({
      device: z.string(),
      port: z.string(),
      count: z.number().int(),
      lastSeenMs: z.number(),
    }),
  ),
});
export type Unmapped = z.infer<typeof unmappedSchema>;
