import type { FieldValue, LinePoint } from '@tiermap/analysis';
import { z } from 'zod';

/**
 * gNMI collectors' shapes (formats.md §d) onto the same ingest as Telegraf's SNMP lines.
 *
 * - Telegraf `inputs.gnmi`: measurement `ifcounters` (the subscription's name), tags `source`
 *   (the target) and `name` (the interface), fields the counter leaves (`in-octets`, ...).
 * - gnmic's InfluxDB output: measurement the subscription name, tags `source` and
 *   `interface_name`, fields the full paths (`/interfaces/interface/state/counters/in-octets`).
 * - gnmic's `event` format (JSON): `[{name, timestamp, tags, values}]`, one value per event,
 *   timestamps in nanoseconds, counters as numbers or strings.
 */

/** The tags naming the interface of a gNMI reading, as Telegraf and gnmic write them. */
export const GNMI_PORT_TAGS = ['interface_name', 'name'];

const LEAF = /(?:^|\/state\/counters\/)([a-z][a-z0-9-]*)$/;

/**
 * The OpenConfig counter leaf a field names: the field itself (`in-octets`, Telegraf) or the
 * last part of a path under `.../state/counters/` (gnmic); undefined for anything else, and for
 * subinterface counters, which would count the same interface twice.
 */
export function openconfigLeaf(field: string): string | undefined {
  if (field.includes('/subinterfaces/')) return undefined;
  return LEAF.exec(field)?.[1];
}

/** Whether a gNMI point is about a subinterface (Telegraf's `path` tag, gnmic's index tag). */
export function isSubinterface(tags: Record<string, string>): boolean {
  return (
    Object.hasOwn(tags, 'subinterface_index') ||
    (Object.hasOwn(tags, 'path') && (tags.path ?? '').includes('/subinterfaces/'))
  );
}

/**
 * `text` with every integer of more than 15 digits outside a string quoted, so that
 * `JSON.parse` keeps its digits (nanosecond timestamps and counter64 values pass 2^53).
 */
export function quoteLongIntegers(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      // Copy the string as it is, escapes included.
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c !== undefined && /[-\d]/.test(c)) {
      const match = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
      const number = match?.[0] ?? c;
      out += /^-?\d{16,}$/.test(number) ? `"${number}"` : number;
      i += number.length;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

const NANOSECONDS =
  'must be nanoseconds since the epoch: a non-negative integer, as a number or a string';
const integerText = z.string().regex(/^\d{1,20}$/, NANOSECONDS);

/** One gnmic event (`event` format). */
const gnmicEventSchema = z.object({
  name: z.string().max(256),
  timestamp: z.union([z.number().int().nonnegative(), integerText], {
    error: NANOSECONDS,
  }),
  tags: z.record(z.string(), z.string()).default({}),
  values: z.record(z.string(), z.unknown()).default({}),
});

/** The most events one request takes. */
export const MAX_GNMIC_EVENTS = 200_000;

export interface GnmicPoint extends LinePoint {
  /** Where the first event of the point is in the body: `events[3]`. */
  origin: string;
}

/**
 * gnmic events as points, one per (measurement, tags, timestamp) with every value of those
 * events as a field, in the order of their first event; or why the body or an event cannot be
 * read, at its path.
 */
export function gnmicEventPoints(text: string): {
  points: GnmicPoint[];
  errors: { path: string; reason: string }[];
  /** Events read (taken into a point or not). */
  events: number;
} {
  let body: unknown;
  try {
    body = JSON.parse(quoteLongIntegers(text));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { points: [], errors: [{ path: 'body', reason: `not JSON: ${reason}` }], events: 0 };
  }
  if (!Array.isArray(body)) {
    return {
      points: [],
      errors: [{ path: 'body', reason: 'must be an array of gnmic events (format "event")' }],
      events: 0,
    };
  }
  if (body.length > MAX_GNMIC_EVENTS) {
    return {
      points: [],
      errors: [{ path: 'body', reason: `at most ${MAX_GNMIC_EVENTS} events are taken` }],
      events: 0,
    };
  }
  const errors: { path: string; reason: string }[] = [];
  const byKey = new Map<string, GnmicPoint>();
  body.forEach((raw: unknown, index) => {
    const where = `events[${index}]`;
    const parsed = gnmicEventSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = (issue?.path ?? []).map((part) => `.${String(part)}`).join('');
      errors.push({ path: `${where}${path}`, reason: issue?.message ?? 'invalid event' });
      return;
    }
    const event = parsed.data;
    // No prototype: a value named `__proto__` is an ordinary (unknown) field.
    const fields = Object.create(null) as Record<string, FieldValue>;
    for (const [key, value] of Object.entries(event.values)) {
      if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') {
        fields[key] = typeof value === 'string' && /^\d{1,20}$/.test(value) ? BigInt(value) : value;
      }
    }
    const measurement = event.tags['subscription-name'] ?? event.name;
    const timestampNs = BigInt(event.timestamp);
    const tagKey = Object.entries(event.tags)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${k}=${v}`)
      .join('\u0000');
    const key = `${measurement}\u0001${tagKey}\u0001${timestampNs}`;
    const point = byKey.get(key);
    if (point === undefined) {
      byKey.set(key, {
        line: index + 1,
        origin: where,
        measurement,
        tags: { ...event.tags },
        fields,
        timestampNs,
      });
    } else {
      Object.assign(point.fields, fields);
    }
  });
  return { points: [...byKey.values()], errors, events: body.length };
}
