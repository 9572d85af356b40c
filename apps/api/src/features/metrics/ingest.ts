import {
  counterTracker,
  parseLineProtocol,
  type CounterStep,
  type FieldValue,
  type LinePoint,
  type Precision,
} from '@tiermap/analysis';
import {
  LIVE_METRICS,
  metricSampleSchema,
  type Direction,
  type IngestResult,
  type LiveMetricName,
  type MetricSample,
} from '@tiermap/domain';
import { formatPath } from '../../http/validate.js';
import { gnmicEventPoints, GNMI_PORT_TAGS, isSubinterface, openconfigLeaf } from './gnmi.js';
import { directionAt, type LinkMap, type PortOnLink } from './link-map.js';
import type { LiveStore, RateSample } from './store.js';
import { timestampProblem } from './time-bounds.js';
import type { createUnmappedRegistry } from './unmapped.js';

/**
 * SNMP IF-MIB counters tiermap reads, from the table of live metrics: which rate each feeds,
 * which way, its width and the unit it counts. Octets are read at either end (both count the
 * same traffic). Errors are read where they are found: at the receiving end (`ifInErrors`:
 * damaged frames, the CNAF/FZK patch panel) and at the sending end (`ifOutErrors`), each its own
 * rate; discards both where a receiver drops them (`ifInDiscards`) and where a sender's queue is
 * full (`ifOutDiscards`), each its own rate. A Map, not an object literal: a field named
 * `constructor` or `__proto__` is just unknown.
 */
type CounterSpec = { field: LiveMetricName; way: 'in' | 'out'; bits: 32 | 64; perUnit: number };

const COUNTERS: ReadonlyMap<string, CounterSpec> = new Map(
  LIVE_METRICS.flatMap((m) =>
    m.mib.counters.map(
      (c) => [c.name, { field: m.name, way: c.way, bits: c.bits, perUnit: m.mib.perUnit }] as const,
    ),
  ),
);

/** The OpenConfig counter leaves (gNMI), from the same table: all counter64. */
const OPENCONFIG_COUNTERS: ReadonlyMap<string, CounterSpec> = new Map(
  LIVE_METRICS.flatMap((m) =>
    m.openconfig.map(
      (c) => [c.name, { field: m.name, way: c.way, bits: c.bits, perUnit: m.mib.perUnit }] as const,
    ),
  ),
);

/** The counters that count octets (IF-MIB and OpenConfig names), bounded by link capacity. */
const OCTET_COUNTERS: ReadonlySet<string> = new Set(
  [...COUNTERS, ...OPENCONFIG_COUNTERS]
    .filter(([, spec]) => spec.perUnit === 8)
    .map(([name]) => name),
);

/**
 * The counters of a point tiermap reads, each with its field name as sent and the counter it is
 * tracked as: the IF-MIB fields of measurement `interface` (Telegraf `inputs.snmp`), or the
 * OpenConfig counter leaves of any other measurement (gNMI: Telegraf `inputs.gnmi`, gnmic).
 * Undefined when the point is not an interface reading (counted as ignored).
 */
function pointCounters(
  point: LinePoint,
):
  | { counters: { sent: string; counter: string; spec: CounterSpec }[]; portTags: string[] }
  | undefined {
  const counters: { sent: string; counter: string; spec: CounterSpec }[] = [];
  if (point.measurement === 'interface') {
    for (const name of Object.keys(point.fields)) {
      const spec = COUNTERS.get(name);
      if (spec !== undefined) counters.push({ sent: name, counter: name, spec });
    }
    return { counters, portTags: PORT_TAGS };
  }
  if (isSubinterface(point.tags)) return undefined;
  for (const name of Object.keys(point.fields)) {
    const leaf = openconfigLeaf(name);
    const spec = leaf === undefined ? undefined : OPENCONFIG_COUNTERS.get(leaf);
    if (leaf !== undefined && spec !== undefined)
      counters.push({ sent: name, counter: leaf, spec });
  }
  return counters.length === 0 ? undefined : { counters, portTags: GNMI_PORT_TAGS };
}

/** A rate above this many times its link's capacity is a broken collector, not traffic. */
export const MAX_CAPACITY_MULTIPLE = 10;

const DEVICE_TAGS = ['device', 'agent_host', 'hostname', 'source'];
const PORT_TAGS = ['ifName', 'ifDescr'];
/** Tried after the names: a carrier may match its ports by ifAlias or ifIndex (link-map.ts). */
const PORT_ID_TAGS = ['ifAlias', 'ifIndex'];

export interface IngestService {
  /** InfluxDB line protocol as Telegraf writes it. */
  writeLineProtocol(body: string, precision: Precision): IngestResult;
  /** The JSON batch of `POST /api/metrics`. */
  writeSamples(samples: readonly unknown[]): IngestResult;
  /** gnmic's `event` format output (a JSON array of events), as text. */
  writeGnmicEvents(body: string): IngestResult;
}

export interface IngestDependencies {
  store: LiveStore;
  linkMap: () => LinkMap;
  unmapped: ReturnType<typeof createUnmappedRegistry>;
  now: () => number;
  /**
   * The longest gap between two readings of a counter that still makes a rate, ms (none by
   * default): the runtime gives the stale threshold, so a rate never spans time shown stale.
   */
  counterGapMs?: number;
}

/**
 * Turns collector data into rate samples for the live store: maps (device, port) to a link end,
 * turns cumulative counters into rates (wrap and reset aware), and reports what it could not
 * take, line by line or sample by sample, while still taking the rest.
 */
export function createIngestService(deps: IngestDependencies): IngestService {
  // Counters of both widths; the plausible maximum is the link's speed, with room to spare.
  const trackers = {
    32: counterTracker({ bits: 32, maxPerSecond, maxGapMs: deps.counterGapMs }),
    64: counterTracker({ bits: 64, maxPerSecond, maxGapMs: deps.counterGapMs }),
  };
  // Tracker keys are (link id, end, counter); a link's octets cannot plausibly grow faster
  // than its capacity with half again to spare.
  function maxPerSecond(key: { counter: string; device: string }): number {
    const capacityBps = deps.linkMap().capacityOf(key.device) ?? 400e9;
    return OCTET_COUNTERS.has(key.counter) ? (capacityBps / 8) * 1.5 + 1e6 : 1e9;
  }

  /**
   * One counter reading on one link end: a rate, nothing yet (the first reading, or a reset:
   * the reading is kept as the new base), or why it cannot be used (out of order).
   */
  function counterRate(
    linkId: string,
    end: string,
    counter: string,
    value: bigint,
    tsMs: number,
    spec: CounterSpec | undefined = COUNTERS.get(counter),
  ): { rate?: number; problem?: string } {
    if (spec === undefined) return {};
    const step: CounterStep | { kind: 'first' } = trackers[spec.bits].observe(
      { device: linkId, port: end, counter },
      { value, tsMs },
    );
    if (step.kind === 'rate') return { rate: step.perSecond * spec.perUnit };
    // A repeated reading (a collector's retry) is already counted; any other skip is not taken.
    if (step.kind === 'skip' && step.reason !== 'duplicate timestamp') {
      return { problem: step.reason };
    }
    return {};
  }

  /** Why a sample dated `tsMs` cannot be taken now, if it cannot. */
  function whenProblem(tsMs: number): string | undefined {
    return timestampProblem(tsMs, deps.now(), deps.store.retentionMs, 'the retention window');
  }

  function pointSamples(
    point: LinePoint,
    result: IngestResult,
    out: Batch,
    origin: number | string = point.line,
  ): void {
    const tooLong = sizeProblem(point);
    if (tooLong !== undefined) {
      reject(result, origin, tooLong);
      return;
    }
    const reading = pointCounters(point);
    if (reading === undefined) {
      result.ignored = (result.ignored ?? 0) + 1;
      return;
    }
    const device = firstTag(point, DEVICE_TAGS);
    const port = firstTag(point, reading.portTags);
    if (device === undefined || port === undefined) {
      reject(
        result,
        origin,
        `missing tag ${device === undefined ? 'device' : (reading.portTags[0] ?? 'ifName')}`,
      );
      return;
    }
    const tsMs =
      point.timestampNs === undefined ? deps.now() : Number(point.timestampNs / 1_000_000n);
    const late = whenProblem(tsMs);
    if (late !== undefined) {
      reject(result, origin, `timestamp ${late}`);
      return;
    }
    const onLink = lookupPoint(deps.linkMap(), point, reading.portTags);
    if (onLink === undefined) {
      deps.unmapped.record(device, port, deps.now());
      result.unmapped += 1;
      return;
    }
    const samples = new Map<Direction, RateSample>();
    for (const { sent, counter: name, spec } of reading.counters) {
      const value = point.fields[sent];
      const counter = value === undefined ? undefined : asCounter(value);
      if (counter === undefined) {
        reject(result, origin, `field "${sent}" must be a non-negative integer counter`);
        return;
      }
      const { rate, problem } = counterRate(onLink.linkId, onLink.end, name, counter, tsMs, spec);
      if (problem !== undefined) {
        reject(result, origin, `field "${sent}": ${problem}`);
        return;
      }
      if (rate === undefined) continue;
      const direction = directionAt(onLink.end, spec.way);
      const sample = samples.get(direction) ?? { linkId: onLink.linkId, direction, tsMs };
      sample[spec.field] = rate;
      samples.set(direction, sample);
    }
    for (const sample of samples.values()) out.add(sample, origin);
    result.accepted += 1;
  }

  /** Why rates of `sample` are more than its link can carry, field by field. */
  function rateProblems(sample: RateSample): { field: string; reason: string }[] {
    const capacityBps = deps.linkMap().capacityOf(sample.linkId);
    if (capacityBps === undefined || capacityBps <= 0) return [];
    const problems: { field: string; reason: string }[] = [];
    const maxBps = MAX_CAPACITY_MULTIPLE * capacityBps;
    // Packets per second: at most the capacity in minimum-size (64-byte) frames, ten times over.
    const maxPps = maxBps / 512;
    for (const { name, unit } of LIVE_METRICS) {
      const value = sample[name];
      if (value === undefined) continue;
      if (unit === 'bit/s' && value > maxBps) {
        problems.push({
          field: name,
          reason: `${value} bps is more than ${MAX_CAPACITY_MULTIPLE} times the capacity of link ${sample.linkId} (${capacityBps} bps)`,
        });
      } else if (unit === 'packets/s' && value > maxPps) {
        problems.push({
          field: name,
          reason: `${value} per second is more than ${MAX_CAPACITY_MULTIPLE} times the packets of minimum size link ${sample.linkId} can carry (${maxPps} per second)`,
        });
      }
    }
    return problems;
  }

  return {
    writeLineProtocol(body, precision) {
      const parsed = parseLineProtocol(body, precision);
      const result: IngestResult = { accepted: 0, rejected: 0, unmapped: 0, errors: [] };
      for (const error of parsed.errors) reject(result, error.line, error.reason);
      const batch = new Batch();
      for (const point of parsed.points) pointSamples(point, result, batch);
      batch.commit(deps.store, result, deps.now());
      return result;
    },
    writeGnmicEvents(body) {
      const parsed = gnmicEventPoints(body);
      const result: IngestResult = { accepted: 0, rejected: 0, unmapped: 0, errors: [] };
      for (const error of parsed.errors) {
        result.rejected += 1;
        pushError(result, error);
      }
      const batch = new Batch('timestamp');
      for (const point of parsed.points) pointSamples(point, result, batch, point.origin);
      batch.commit(deps.store, result, deps.now());
      return result;
    },
    writeSamples(input) {
      const result: IngestResult = { accepted: 0, rejected: 0, unmapped: 0, errors: [] };
      const batch = new Batch();
      input.forEach((raw, index) => {
        const where = `samples[${index}]`;
        const parsed = metricSampleSchema.safeParse(raw);
        if (!parsed.success) {
          for (const issue of parsed.error.issues.slice(0, 3)) {
            pushError(result, { path: formatPath(where, issue.path), reason: issue.message });
          }
          result.rejected += 1;
          return;
        }
        const s = parsed.data;
        const late = whenProblem(s.ts);
        if (late !== undefined) {
          pushError(result, { path: `${where}.ts`, reason: late });
          result.rejected += 1;
          return;
        }
        let linkId: string;
        let direction: Direction;
        let end: 'A' | 'Z' | undefined;
        if (s.linkId !== undefined) {
          if (!deps.linkMap().has(s.linkId)) {
            pushError(result, {
              path: `${where}.linkId`,
              reason: `link '${s.linkId}' does not exist`,
            });
            result.rejected += 1;
            return;
          }
          linkId = s.linkId;
          direction = s.direction === 'ZtoA' ? 'ZtoA' : 'AtoZ';
        } else {
          const onLink = deps.linkMap().lookup(s.device ?? '', s.port ?? '');
          if (onLink === undefined) {
            deps.unmapped.record(s.device ?? '', s.port ?? '', deps.now());
            result.unmapped += 1;
            return;
          }
          ({ linkId, end } = onLink);
          direction = directionAt(onLink.end, s.direction === 'in' ? 'in' : 'out');
        }
        const sample: RateSample = { linkId, direction, tsMs: s.ts };
        const { counters } = s;
        if (counters === undefined) {
          for (const metric of LIVE_METRICS) {
            const { value } = jsonRate(s, metric);
            if (value !== undefined) sample[metric.name] = value;
          }
          const problems = rateProblems(sample);
          if (problems.length > 0) {
            for (const p of problems) {
              const given = LIVE_METRICS.find((m) => m.name === p.field);
              const path = given === undefined ? p.field : jsonRate(s, given).given;
              pushError(result, { path: `${where}.${path}`, reason: p.reason });
            }
            result.rejected += 1;
            return;
          }
        } else {
          const side = `${end ?? 'link'}:${direction}`;
          for (const metric of LIVE_METRICS) {
            const { value, given } = jsonCounter(counters, metric);
            // The first MIB counter of a metric is what a JSON counter is tracked (and sized) as.
            const counter = metric.mib.counters[0].name;
            if (value === undefined) continue;
            const { rate, problem } = counterRate(linkId, side, counter, BigInt(value), s.ts);
            if (problem !== undefined) {
              pushError(result, { path: `${where}.counters.${given}`, reason: problem });
              result.rejected += 1;
              return;
            }
            if (rate !== undefined) sample[metric.name] = rate;
          }
        }
        batch.add(sample, where);
        result.accepted += 1;
      });
      batch.commit(deps.store, result, deps.now());
      return result;
    },
  };
}

type Row = (typeof LIVE_METRICS)[number];

/** A metric's rate in a JSON sample, under its name or its older name, and which was given. */
function jsonRate(s: MetricSample, metric: Row): { value?: number; given: string } {
  const own = s[metric.name];
  if (own !== undefined || !('legacy' in metric)) return { value: own, given: metric.name };
  return { value: s[metric.legacy.rate], given: metric.legacy.rate };
}

/** A metric's raw counter in a JSON sample, under its key or its older key. */
function jsonCounter(
  counters: NonNullable<MetricSample['counters']>,
  metric: Row,
): { value?: number | string; given: string } {
  const own = counters[metric.jsonCounter];
  if (own !== undefined || !('legacy' in metric)) return { value: own, given: metric.jsonCounter };
  return { value: counters[metric.legacy.counter], given: metric.legacy.counter };
}

/**
 * The samples of one request and where each came from (a line number, or a path such as
 * `samples[3]`), so that a sample the store refuses turns its line or item from accepted into
 * rejected, with the store's reason.
 */
class Batch {
  readonly samples: RateSample[] = [];
  readonly origins: (number | string)[] = [];

  /** @param timeField the field a path origin's time is in (`samples[3].ts`, `events[2].timestamp`). */
  constructor(private readonly timeField = 'ts') {}

  add(sample: RateSample, origin: number | string): void {
    this.samples.push(sample);
    this.origins.push(origin);
  }

  /** Hands the samples to the store, received at `receivedMs`. */
  commit(store: LiveStore, result: IngestResult, receivedMs: number): void {
    const refused = new Set<number | string>();
    for (const { index, reason } of store.append(this.samples, receivedMs)) {
      const origin = this.origins[index];
      const sample = this.samples[index];
      if (origin === undefined || sample === undefined || refused.has(origin)) continue;
      refused.add(origin);
      result.accepted -= 1;
      const what = `sample of ${sample.linkId} ${sample.direction} is ${reason}`;
      if (typeof origin === 'number') {
        reject(result, origin, what);
      } else {
        result.rejected += 1;
        pushError(result, { path: `${origin}.${this.timeField}`, reason: what });
      }
    }
  }
}

/**
 * Lists an error, up to 100 per answer (the counts stay exact), its reason cut to 300
 * characters: a reason may quote what was sent, and the answer stays small whatever that was.
 */
function pushError(result: IngestResult, error: IngestResult['errors'][number]): void {
  if (result.errors.length >= 100) return;
  const reason =
    error.reason.length > MAX_REASON ? `${error.reason.slice(0, MAX_REASON - 1)}…` : error.reason;
  result.errors.push({ ...error, reason });
}

const MAX_REASON = 300;

/** The longest measurement name, tag name or value, field name or string value taken. */
export const MAX_NAME_LENGTH = 256;
/** The most tags, and the most fields, one line may carry. */
const MAX_PAIRS = 256;

/** Why a point's names or strings are too long (or too many) to be taken, if they are. */
function sizeProblem(point: LinePoint): string | undefined {
  const long = (text: string) =>
    `is ${text.length} characters long; at most ${MAX_NAME_LENGTH} are taken`;
  if (point.measurement.length > MAX_NAME_LENGTH)
    return `the measurement name ${long(point.measurement)}`;
  const tags = Object.entries(point.tags);
  if (tags.length > MAX_PAIRS) return `${tags.length} tags; at most ${MAX_PAIRS} are taken`;
  for (const [key, value] of tags) {
    if (key.length > MAX_NAME_LENGTH) return `a tag name ${long(key)}`;
    if (value.length > MAX_NAME_LENGTH) return `tag "${key}": the value ${long(value)}`;
  }
  const fields = Object.entries(point.fields);
  if (fields.length > MAX_PAIRS) return `${fields.length} fields; at most ${MAX_PAIRS} are taken`;
  for (const [key, value] of fields) {
    if (key.length > MAX_NAME_LENGTH) return `a field name ${long(key)}`;
    if (typeof value === 'string' && value.length > MAX_NAME_LENGTH) {
      return `field "${key}": the value ${long(value)}`;
    }
  }
  return undefined;
}

function reject(result: IngestResult, origin: number | string, reason: string): void {
  result.rejected += 1;
  pushError(
    result,
    typeof origin === 'number' ? { line: origin, reason } : { path: origin, reason },
  );
}

/**
 * The link end a point's tags name: every device tag it carries (the device may be known by its
 * agent_host rather than its name) with every port tag of its kind (SNMP: ifName, ifDescr; gNMI:
 * interface_name, name), names first, then ifAlias and ifIndex.
 */
function lookupPoint(
  map: LinkMap,
  point: LinePoint,
  portTags: readonly string[],
): PortOnLink | undefined {
  for (const deviceTag of DEVICE_TAGS) {
    const device = firstTag(point, [deviceTag]);
    if (device === undefined) continue;
    for (const portTag of [...portTags, ...PORT_ID_TAGS]) {
      const port = firstTag(point, [portTag]);
      if (port === undefined) continue;
      const found = map.lookup(device, port);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function firstTag(point: LinePoint, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = Object.hasOwn(point.tags, name) ? point.tags[name] : undefined;
    if (value !== undefined && value !== '') return value;
  }
  return undefined;
}

function asCounter(value: FieldValue): bigint | undefined {
  if (typeof value === 'bigint') return value >= 0n ? value : undefined;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return BigInt(value);
  return undefined;
}
