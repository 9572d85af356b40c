import { z } from 'zod';
import { entityIdSchema, siteIdSchema } from './ids.js';
import { directionSchema } from './units.js';

/**
 * perfSONAR as it is, unchanged: the record pScheduler's HTTP archiver sends (one test run and its
 * result, `pscheduler-archiver-http`), and the documents of the archives that store them (a
 * perfSONAR 5 archive's `pscheduler_*` indices, the WLCG central archive's `ps_*`). Field names
 * are pScheduler's own (formats.md §a); unknown fields are allowed, as pScheduler adds some.
 */

/** The test types tiermap files: each gives loss, throughput, RTT or the hops of a path. */
export const PSCHEDULER_TEST_TYPES = [
  'throughput',
  'latency',
  'latencybg',
  'rtt',
  'trace',
] as const;
export const pschedulerTestTypeSchema = z.enum(PSCHEDULER_TEST_TYPES);
export type PschedulerTestType = z.infer<typeof pschedulerTestTypeSchema>;

const number = String.raw`\d+(?:\.\d+)?`;
/**
 * An ISO 8601 duration as pScheduler writes them (`PT0.000976S`, `PT1M2.5S`, `P1DT2H`): weeks,
 * days, hours, minutes and seconds; no years or months, whose length is not fixed.
 */
export const ISO_DURATION_PATTERN = new RegExp(
  `^P(?=\\d|T\\d)(?:(${number})W)?(?:(${number})D)?(?:T(?=\\d)(?:(${number})H)?(?:(${number})M)?(?:(${number})S)?)?$`,
);
export const isoDurationSchema = z
  .string()
  .max(100)
  .regex(ISO_DURATION_PATTERN, 'not an ISO 8601 duration');

/** A host as pScheduler names it: a host name, an IPv4 or an IPv6 address. */
export const perfsonarHostSchema = z.string().trim().min(1).max(255);

const count = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const nonNegative = z.number().finite().nonnegative();

/** One stream's (or a summary's) figures of a throughput test; `start`/`end` are seconds. */
const throughputDataSchema = z.looseObject({
  'throughput-bits': nonNegative.nullish(),
  'throughput-bytes': nonNegative.nullish(),
  'receiver-throughput-bits': nonNegative.nullish(),
  sent: count.nullish(),
  lost: count.nullish(),
  retransmits: count.nullish(),
  /** Seconds from the test's start, plain numbers (not ISO durations). */
  start: z.number().finite().nullish(),
  end: z.number().finite().nullish(),
});

export const throughputResultSchema = z.looseObject({
  intervals: z
    .array(
      z.looseObject({
        streams: z.array(throughputDataSchema).optional(),
        summary: throughputDataSchema.optional(),
      }),
    )
    .optional(),
  summary: z
    .looseObject({
      streams: z.array(throughputDataSchema).optional(),
      summary: throughputDataSchema,
    })
    .optional(),
});

/** A latency histogram's keys: milliseconds, as strings, in no order (may be negative). */
const histogramSchema = z.record(
  z.string().regex(/^-?\d+(?:\.\d+)?$/, 'not a number of milliseconds'),
  count,
);

export const latencyResultSchema = z.looseObject({
  'packets-sent': count.nullish(),
  'packets-received': count.nullish(),
  'packets-lost': count.nullish(),
  'histogram-latency': histogramSchema.nullish(),
});

export const rttResultSchema = z.looseObject({
  roundtrips: z
    .array(
      z.looseObject({
        seq: count.nullish(),
        ip: z.string().nullish(),
        rtt: isoDurationSchema.nullish(),
        error: z.string().nullish(),
      }),
    )
    .nullish(),
  loss: z.number().min(0).max(1).nullish(),
  sent: count.nullish(),
  received: count.nullish(),
  lost: count.nullish(),
  min: isoDurationSchema.nullish(),
  max: isoDurationSchema.nullish(),
  mean: isoDurationSchema.nullish(),
  stddev: isoDurationSchema.nullish(),
});

/** A traceroute hop; a hop that did not answer is `{}`. */
const traceHopRecordSchema = z.looseObject({
  ip: z.union([z.ipv4(), z.ipv6()]).nullish(),
  hostname: z.string().min(1).max(255).nullish(),
  rtt: isoDurationSchema.nullish(),
  error: z.string().nullish(),
});

export const traceResultSchema = z.looseObject({
  /** An array of paths (pScheduler may trace several); each an array of hops, first hop first. */
  paths: z.array(z.array(traceHopRecordSchema)).nullish(),
});

const RESULT_SCHEMAS: Readonly<Record<PschedulerTestType, z.ZodType>> = {
  throughput: throughputResultSchema,
  latency: latencyResultSchema,
  latencybg: latencyResultSchema,
  rtt: rttResultSchema,
  trace: traceResultSchema,
};

const instantTextSchema = z.iso.datetime({ offset: true });

/**
 * The record pScheduler's HTTP archiver POSTs or PUTs, one test run:
 * `{id, schedule, test:{type, spec}, tool, run, task, participants, result, reference}`.
 * `test.spec.source` may be absent: then the host that ran the test (`participants[0]`) is the
 * source. The result is checked by the test type's shape, with its exact field paths.
 */
export const pschedulerRecordSchema = z
  .looseObject({
    id: z.union([z.string(), z.number()]).optional(),
    schedule: z
      .looseObject({ start: instantTextSchema.optional(), duration: isoDurationSchema.optional() })
      .optional(),
    test: z.looseObject({
      type: pschedulerTestTypeSchema,
      spec: z.looseObject({
        source: perfsonarHostSchema.optional(),
        dest: perfsonarHostSchema,
      }),
    }),
    tool: z.looseObject({ name: z.string(), version: z.string().optional() }).optional(),
    run: z.looseObject({
      'start-time': instantTextSchema,
      'end-time': instantTextSchema.optional(),
      href: z.string().max(2000).optional(),
    }),
    participants: z.array(perfsonarHostSchema).max(10).optional(),
    result: z.looseObject({
      succeeded: z.boolean(),
      error: z.string().nullish(),
    }),
  })
  .superRefine((record, ctx) => {
    const parsed = RESULT_SCHEMAS[record.test.type].safeParse(record.result);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['result', ...issue.path] });
      }
      return;
    }
    if (record.result.succeeded && record.test.type === 'throughput') {
      const summary = (record.result as { summary?: unknown }).summary;
      if (summary === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: 'a succeeded throughput test carries its summary',
          path: ['result', 'summary'],
        });
      }
    }
  });
export type PschedulerRecord = z.infer<typeof pschedulerRecordSchema>;
/** The result of a throughput test, as the record's schema checked it. */
export type ThroughputResult = z.infer<typeof throughputResultSchema>;
export type LatencyResult = z.infer<typeof latencyResultSchema>;
export type RttResult = z.infer<typeof rttResultSchema>;
export type TraceResult = z.infer<typeof traceResultSchema>;

/**
 * Which perfSONAR hosts stand for which site (`TIERMAP_PERFSONAR_HOSTS`): host names or IP
 * addresses; names are matched case-insensitively without a trailing dot, addresses normalised.
 */
export const perfsonarHostMapSchema = z.record(
  siteIdSchema,
  z.array(perfsonarHostSchema).min(1).max(1000),
);
export type PerfsonarHostMap = z.infer<typeof perfsonarHostMapSchema>;

/** `POST|PUT /api/perfsonar/archive`: what was filed, or why nothing was. */
export const perfsonarArchiveResultSchema = z.object({
  accepted: z.number().int().nonnegative(),
  filed: z.array(z.object({ pathId: entityIdSchema, direction: directionSchema })),
  testType: pschedulerTestTypeSchema,
  fromSiteId: siteIdSchema,
  toSiteId: siteIdSchema,
  /**
   * A test that did not succeed (`result.succeeded` false): kept as such, and not filed as a
   * measurement: a test that failed to run says nothing of the path's loss.
   */
  failedTest: z.object({ error: z.string().nullable() }).optional(),
});
export type PerfsonarArchiveResult = z.infer<typeof perfsonarArchiveResultSchema>;

/** A document of a perfSONAR 5 archive's `pscheduler_*` indices (Logstash's pipeline). */
const endpointDocSchema = z.looseObject({
  ip: z.string().nullish(),
  hostname: z.string().nullish(),
});
export const pschedulerArchiveDocSchema = z.looseObject({
  pscheduler: z.looseObject({ start_time: instantTextSchema }),
  test: z.looseObject({ type: pschedulerTestTypeSchema }),
  meta: z.looseObject({
    source: endpointDocSchema.optional(),
    destination: endpointDocSchema,
    observer: endpointDocSchema.optional(),
  }),
  result: z.looseObject({
    succeeded: z.boolean().nullish(),
    error: z.string().nullish(),
    throughput: nonNegative.nullish(),
    retransmits: count.nullish(),
    packets: z.looseObject({ loss: z.number().min(0).max(1).nullish() }).nullish(),
    /** Round-trip figures, seconds (the pipeline converts the ISO durations). */
    rtt: z.looseObject({ min: nonNegative.nullish(), mean: nonNegative.nullish() }).nullish(),
    /** One-way delay figures of a latency test, milliseconds. */
    latency: z
      .looseObject({ median: z.number().finite().nullish(), min: z.number().finite().nullish() })
      .nullish(),
    hop: z.looseObject({ ip: z.array(z.string().nullable()).nullish() }).nullish(),
  }),
});
export type PschedulerArchiveDoc = z.infer<typeof pschedulerArchiveDocSchema>;

/** A document of the WLCG central archive's `ps_packetloss`, `ps_owd`, `ps_throughput`, `ps_trace`. */
export const wlcgArchiveDocSchema = z.looseObject({
  src: z.string().nullish(),
  dest: z.string().nullish(),
  src_host: z.string().nullish(),
  dest_host: z.string().nullish(),
  /** Epoch milliseconds, or an ISO date-time. */
  timestamp: z.union([z.number().int().nonnegative(), instantTextSchema]),
  packet_loss: z.number().min(0).max(1).nullish(),
  /** Mean one-way delay, milliseconds. */
  delay_mean: z.number().finite().nullish(),
  /** Bits per second. */
  throughput: nonNegative.nullish(),
  /** `ps_trace`: the hops' addresses, first hop first. */
  hops: z.array(z.string().nullable()).nullish(),
});
export type WlcgArchiveDoc = z.infer<typeof wlcgArchiveDocSchema>;
