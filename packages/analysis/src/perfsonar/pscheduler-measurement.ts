import {
  latencyResultSchema,
  rttResultSchema,
  throughputResultSchema,
  traceResultSchema,
  type LatencyResult,
  type Measurement,
  type PschedulerRecord,
  type PschedulerTestType,
  type RttResult,
  type SiteId,
  type ThroughputResult,
  type TraceHop,
  type TraceResult,
} from '@tiermap/domain';
import type { SiteOfHost } from './host-match.js';
import { isoDurationMs } from './iso-duration.js';
import { histogramFigures } from './latency-histogram.js';

/** The most hops a measurement carries (the schema's limit). */
const MAX_HOPS = 64;

/** A host the host map does not know, and where in the record it stands. */
export interface UnknownHost {
  host: string;
  /** `test.spec.source`, `participants[0]`, `run.href` or `test.spec.dest`. */
  field: string;
}

/** What one pScheduler record gives tiermap. */
export type RecordOutcome =
  | { kind: 'measurement'; testType: PschedulerTestType; measurement: Measurement }
  | {
      kind: 'failed-test';
      testType: PschedulerTestType;
      fromSiteId: SiteId;
      toSiteId: SiteId;
      error: string | null;
    }
  | { kind: 'unknown-hosts'; testType: PschedulerTestType; hosts: UnknownHost[] }
  | { kind: 'same-site'; testType: PschedulerTestType; siteId: SiteId };

/**
 * The host the test ran from: `test.spec.source` when given; otherwise the observer, as
 * perfSONAR's own archive normalises it: the first participant (the host that ran the test),
 * else the host of the run's URL.
 */
export function recordSourceHost(record: PschedulerRecord): UnknownHost | undefined {
  const { source } = record.test.spec;
  if (source !== undefined) return { host: source, field: 'test.spec.source' };
  const first = record.participants?.[0];
  if (first !== undefined) return { host: first, field: 'participants[0]' };
  const href = record.run.href;
  if (href !== undefined) {
    const host = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/]*@)?(\[[^\]]+\]|[^:/?#]+)/i.exec(href)?.[1];
    if (host !== undefined) return { host, field: 'run.href' };
  }
  return undefined;
}

const defined = <T>(value: T | null | undefined): value is T =>
  value !== undefined && value !== null;

/** Loss as a ratio of `lost` to `sent`, when both are known and something was sent. */
function lossOf(sent: number | null | undefined, lost: number | null | undefined) {
  return defined(sent) && defined(lost) && sent > 0 ? Math.min(1, lost / sent) : undefined;
}

type Figures = Pick<
  Measurement,
  'throughputBps' | 'lossRatio' | 'rttMs' | 'retransmissions' | 'hops'
>;

function throughputFigures(result: ThroughputResult): Figures {
  const summary = result.summary?.summary;
  return {
    throughputBps: summary?.['throughput-bits'] ?? undefined,
    retransmissions: summary?.retransmits ?? undefined,
    // UDP tests count what was sent and lost; TCP ones leave both out.
    lossRatio: lossOf(summary?.sent, summary?.lost),
  };
}

/**
 * A latency test measures one-way delay; tiermap keeps round-trip times, so it files twice the
 * median one-way delay (a symmetric path's RTT; the median resists the outliers a clock error
 * makes), and the loss of packets sent. An `rtt` test gives the measured round trip instead.
 */
function latencyFigures(result: LatencyResult): Figures {
  const sent = result['packets-sent'];
  const lost =
    result['packets-lost'] ??
    (defined(sent) && defined(result['packets-received'])
      ? Math.max(0, sent - result['packets-received'])
      : undefined);
  const histogram = result['histogram-latency'];
  const delay = defined(histogram) ? histogramFigures(histogram) : undefined;
  return {
    lossRatio: lossOf(sent, lost),
    rttMs: delay === undefined ? undefined : Math.min(600_000, Math.max(0, 2 * delay.medianMs)),
  };
}

function rttFigures(result: RttResult): Figures {
  const durations = (result.roundtrips ?? [])
    .map((r) => (defined(r.rtt) ? isoDurationMs(r.rtt) : undefined))
    .filter(defined);
  const mean = defined(result.mean) ? isoDurationMs(result.mean) : undefined;
  return {
    lossRatio: result.loss ?? lossOf(result.sent, result.lost),
    rttMs:
      mean ??
      (durations.length > 0 ? durations.reduce((a, b) => a + b, 0) / durations.length : undefined),
  };
}

function traceFigures(result: TraceResult): Figures {
  const first = result.paths?.[0] ?? [];
  const hops: TraceHop[] = first.slice(0, MAX_HOPS).map((hop) => {
    const rttMs = defined(hop.rtt) ? isoDurationMs(hop.rtt) : undefined;
    return {
      ...(defined(hop.ip) ? { ip: hop.ip } : {}),
      ...(defined(hop.hostname) && hop.hostname !== hop.ip ? { hostname: hop.hostname } : {}),
      ...(rttMs === undefined ? {} : { rttMs }),
    };
  });
  return hops.length === 0 ? {} : { hops };
}

/** The test type's figures; the record's schema checked its result already, parsing again types it. */
function figuresOf(record: PschedulerRecord): Figures {
  switch (record.test.type) {
    case 'throughput':
      return throughputFigures(throughputResultSchema.parse(record.result));
    case 'latency':
    case 'latencybg':
      return latencyFigures(latencyResultSchema.parse(record.result));
    case 'rtt':
      return rttFigures(rttResultSchema.parse(record.result));
    case 'trace':
      return traceFigures(traceResultSchema.parse(record.result));
  }
}

function withoutUndefined(figures: Figures): Figures {
  return Object.fromEntries(Object.entries(figures).filter(([, v]) => v !== undefined));
}

/**
 * The measurement of one pScheduler record (as its schema parsed it): its hosts mapped to sites
 * by `siteOf`, the run's start as its time, the test type's figures. A test that did not succeed,
 * or that succeeded without a figure, is a failed test: not a measurement of the path (a tool
 * that could not run says nothing of the loss on the way).
 */
export function pschedulerMeasurement(record: PschedulerRecord, siteOf: SiteOfHost): RecordOutcome {
  const testType = record.test.type;
  const source = recordSourceHost(record);
  const dest: UnknownHost = { host: record.test.spec.dest, field: 'test.spec.dest' };
  const fromSiteId = source === undefined ? undefined : siteOf(source.host);
  const toSiteId = siteOf(dest.host);
  if (fromSiteId === undefined || toSiteId === undefined) {
    const hosts: UnknownHost[] = [];
    if (fromSiteId === undefined) {
      hosts.push(
        source ?? { host: '(none: no source, participant or run URL)', field: 'test.spec.source' },
      );
    }
    if (toSiteId === undefined) hosts.push(dest);
    return { kind: 'unknown-hosts', testType, hosts };
  }
  if (fromSiteId === toSiteId) return { kind: 'same-site', testType, siteId: fromSiteId };
  const figures = record.result.succeeded ? withoutUndefined(figuresOf(record)) : {};
  if (Object.keys(figures).length === 0) {
    return {
      kind: 'failed-test',
      testType,
      fromSiteId,
      toSiteId,
      error: record.result.succeeded
        ? 'the test succeeded but reported no figure tiermap files'
        : (record.result.error ?? null),
    };
  }
  return {
    kind: 'measurement',
    testType,
    measurement: {
      fromSiteId,
      toSiteId,
      ts: Date.parse(record.run['start-time']),
      ...figures,
      source: (source?.host ?? 'perfsonar').slice(0, 200),
    },
  };
}
