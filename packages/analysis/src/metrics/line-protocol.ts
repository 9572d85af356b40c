import {
  timestampNs,
  unquotedFieldValue,
  type FieldValue,
  type Precision,
} from './line-protocol-values.js';

export type { FieldValue, Precision } from './line-protocol-values.js';

/** One point of InfluxDB line protocol. */
export interface LinePoint {
  /** 1-based line number in the body. */
  line: number;
  measurement: string;
  tags: Record<string, string>;
  fields: Record<string, FieldValue>;
  /** Nanoseconds since the Unix epoch, or `undefined` when the line carries no timestamp. */
  timestampNs: bigint | undefined;
}

/** Why one line was not taken. */
export interface LineError {
  /** 1-based line number in the body. */
  line: number;
  reason: string;
}

/** Characters a backslash escapes in a measurement. */
const MEASUREMENT_ESCAPES = ', ';
/** Characters a backslash escapes in tag keys, tag values and field keys. */
const KEY_ESCAPES = ',= ';

/** A position in one line, moved forward as the line is read. */
interface Cursor {
  text: string;
  pos: number;
}

/**
 * Parses InfluxDB line protocol as Telegraf writes it:
 * `measurement[,tag=value...] field=value[,field=value...] [timestamp]`.
 *
 * Blank lines and `#` comments are skipped; CRLF line ends and trailing whitespace are accepted.
 * A backslash escapes `,` and space in the measurement, and `,`, `=` and space in tag keys, tag
 * values and field keys; before any other character it is an ordinary backslash. String field
 * values are double-quoted, with `\"` and `\\` escapes. Timestamps are read in `precision` and
 * returned in nanoseconds. Each bad line becomes one error and never stops the lines after it.
 */
export function parseLineProtocol(
  body: string,
  precision: Precision = 'ns',
): { points: LinePoint[]; errors: LineError[] } {
  const points: LinePoint[] = [];
  const errors: LineError[] = [];
  body.split('\n').forEach((raw, index) => {
    // Trailing whitespace (the CR of CRLF among it) is never part of a point.
    const text = raw.trimEnd();
    const content = text.trimStart();
    if (content === '' || content.startsWith('#')) return;
    const result =
      fastLine(content, index + 1, precision) ??
      parseLine(text, text.length - content.length, index + 1, precision);
    if ('reason' in result) errors.push(result);
    else points.push(result);
  });
  return { points, errors };
}

function parseLine(
  text: string,
  start: number,
  line: number,
  precision: Precision,
): LinePoint | LineError {
  const at: Cursor = { text, pos: start };
  const measurement = readToken(at, ', ', MEASUREMENT_ESCAPES);
  if (measurement === '') return { line, reason: 'missing measurement' };

  const tags = new Map<string, string>();
  while (at.text[at.pos] === ',') {
    at.pos += 1;
    const problem = readTag(at, tags);
    if (problem !== undefined) return { line, reason: problem };
  }

  skipSpaces(at);
  if (at.pos >= text.length) return { line, reason: 'missing fields' };
  const fields = new Map<string, FieldValue>();
  for (;;) {
    const problem = readField(at, fields);
    if (problem !== undefined) return { line, reason: problem };
    if (at.text[at.pos] !== ',') break;
    at.pos += 1;
  }

  skipSpaces(at);
  let timestamp: bigint | undefined;
  if (at.pos < text.length) {
    const parsed = timestampNs(readPlain(at, ' '), precision);
    if (!parsed.ok) return { line, reason: parsed.reason };
    timestamp = parsed.value;
    skipSpaces(at);
    if (at.pos < text.length) {
      return { line, reason: `unexpected text after the timestamp at column ${at.pos + 1}` };
    }
  }
  // Object.fromEntries defines own properties, so even a key like `__proto__` stays a key.
  return {
    line,
    measurement,
    tags: Object.fromEntries(tags),
    fields: Object.fromEntries(fields),
    timestampNs: timestamp,
  };
}

/** Reads `key=value` after a comma of the tag set; returns why it is bad, if it is. */
function readTag(at: Cursor, tags: Map<string, string>): string | undefined {
  const column = at.pos + 1;
  const key = readToken(at, ',= ', KEY_ESCAPES);
  if (key === '') return `missing tag key at column ${column}`;
  if (at.text[at.pos] !== '=') return `tag "${key}": missing "="`;
  at.pos += 1;
  const value = readToken(at, ', ', KEY_ESCAPES);
  if (value === '') return `tag "${key}": missing value`;
  if (tags.has(key)) return `duplicate tag "${key}"`;
  tags.set(key, value);
  return undefined;
}

/** Reads `key=value` of the field set; a repeated key keeps the last value, as InfluxDB does. */
function readField(at: Cursor, fields: Map<string, FieldValue>): string | undefined {
  const column = at.pos + 1;
  const key = readToken(at, ',= ', KEY_ESCAPES);
  if (key === '') return `missing field key at column ${column}`;
  if (at.text[at.pos] !== '=') return `field "${key}": missing "="`;
  at.pos += 1;
  if (at.text[at.pos] === '"') {
    const value = readQuoted(at);
    if (value === undefined) return `unterminated string in field "${key}"`;
    const next = at.text[at.pos];
    if (next !== undefined && next !== ',' && next !== ' ') {
      return `field "${key}": unexpected text after the closing quote`;
    }
    fields.set(key, value);
    return undefined;
  }
  const parsed = unquotedFieldValue(readPlain(at, ', '));
  if (!parsed.ok) return `field "${key}": ${parsed.reason}`;
  fields.set(key, parsed.value);
  return undefined;
}

/** Reads up to the first unescaped stop character, removing the backslash of each escape. */
function readToken(at: Cursor, stops: string, escapes: string): string {
  let out = '';
  while (at.pos < at.text.length) {
    const char = at.text.charAt(at.pos);
    const next = at.text.charAt(at.pos + 1);
    if (char === '\\' && next !== '' && escapes.includes(next)) {
      out += next;
      at.pos += 2;
    } else if (stops.includes(char)) {
      break;
    } else {
      out += char;
      at.pos += 1;
    }
  }
  return out;
}

/** Reads up to the first stop character, with no escapes. */
function readPlain(at: Cursor, stops: string): string {
  const start = at.pos;
  while (at.pos < at.text.length && !stops.includes(at.text.charAt(at.pos))) at.pos += 1;
  return at.text.slice(start, at.pos);
}

/** Reads a double-quoted string from its opening quote; `undefined` if it never closes. */
function readQuoted(at: Cursor): string | undefined {
  let out = '';
  let pos = at.pos + 1;
  while (pos < at.text.length) {
    const char = at.text.charAt(pos);
    const next = at.text.charAt(pos + 1);
    if (char === '\\' && (next === '"' || next === '\\')) {
      out += next;
      pos += 2;
    } else if (char === '"') {
      at.pos = pos + 1;
      return out;
    } else {
      out += char;
      pos += 1;
    }
  }
  return undefined;
}

function skipSpaces(at: Cursor): void {
  while (at.text.charAt(at.pos) === ' ') at.pos += 1;
}

/**
 * The common case, fast: a line with no backslash and no double quote (what Telegraf writes for
 * SNMP counters), split on its separators. Returns undefined for anything it does not fully
 * accept, and the careful parser above then reads the line and words any error.
 */
function fastLine(content: string, line: number, precision: Precision): LinePoint | undefined {
  if (content.includes('\\') || content.includes('"')) return undefined;
  const parts = content.split(' ');
  if (parts.length < 2 || parts.length > 3) return undefined;
  const [head = '', fieldText = '', stamp] = parts;
  const headParts = head.split(',');
  const measurement = headParts[0] ?? '';
  if (measurement === '') return undefined;
  const tags: [string, string][] = [];
  const seen = new Set<string>();
  for (let i = 1; i < headParts.length; i += 1) {
    const pair = headParts[i] ?? '';
    const eq = pair.indexOf('=');
    if (eq <= 0 || eq === pair.length - 1) return undefined;
    const key = pair.slice(0, eq);
    if (seen.has(key)) return undefined;
    seen.add(key);
    tags.push([key, pair.slice(eq + 1)]);
  }
  const fields: [string, FieldValue][] = [];
  for (const pair of fieldText.split(',')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) return undefined;
    const value = unquotedFieldValue(pair.slice(eq + 1));
    if (!value.ok) return undefined;
    fields.push([pair.slice(0, eq), value.value]);
  }
  let timestamp: bigint | undefined;
  if (stamp !== undefined) {
    const parsed = timestampNs(stamp, precision);
    if (!parsed.ok) return undefined;
    timestamp = parsed.value;
  }
  // Object.fromEntries defines own properties, so even a key like `__proto__` stays a key.
  return {
    line,
    measurement,
    tags: Object.fromEntries(tags),
    fields: Object.fromEntries(fields),
    timestampNs: timestamp,
  };
}
