/**
 * The typed parts of an InfluxDB line protocol line: field values and the timestamp.
 * Each function returns the value, or a short reason naming what is wrong.
 */

/** `123i` and `123u` are bigint; floats are number; quoted values are string. */
export type FieldValue = bigint | number | string | boolean;

export type Precision = 'ns' | 'us' | 'ms' | 's';

/** A parsed value, or why it could not be parsed. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const UINT64_MAX = 2n ** 64n - 1n;

const TRUE_WORDS = new Set(['t', 'T', 'true', 'True', 'TRUE']);
const FALSE_WORDS = new Set(['f', 'F', 'false', 'False', 'FALSE']);

const SIGNED_INTEGER = /^-?\d+i$/;
const UNSIGNED_INTEGER = /^\d+u$/;
const FLOAT = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const TIMESTAMP = /^-?\d+$/;

const NANOSECONDS_PER: Record<Precision, bigint> = {
  ns: 1n,
  us: 1_000n,
  ms: 1_000_000n,
  s: 1_000_000_000n,
};

/**
 * An unquoted field value (`12i`, `7u`, `1.5`, `1e3`, `true`), as written between `=` and
 * the next `,` or space. Quoted strings are read by the line scanner, not here.
 */
export function unquotedFieldValue(raw: string): Parsed<FieldValue> {
  if (raw === '') return { ok: false, reason: 'missing value' };
  if (TRUE_WORDS.has(raw)) return { ok: true, value: true };
  if (FALSE_WORDS.has(raw)) return { ok: true, value: false };
  const last = raw.at(-1);
  const numeric = /^[-.\d]/.test(raw);
  if (numeric && last === 'i') {
    if (!SIGNED_INTEGER.test(raw)) return { ok: false, reason: `invalid integer "${raw}"` };
    const value = BigInt(raw.slice(0, -1));
    if (value < INT64_MIN || value > INT64_MAX) {
      return { ok: false, reason: `integer "${raw}" is out of the int64 range` };
    }
    return { ok: true, value };
  }
  if (numeric && last === 'u') {
    if (!UNSIGNED_INTEGER.test(raw)) {
      return { ok: false, reason: `invalid unsigned integer "${raw}"` };
    }
    const value = BigInt(raw.slice(0, -1));
    if (value > UINT64_MAX) {
      return { ok: false, reason: `unsigned integer "${raw}" is out of the uint64 range` };
    }
    return { ok: true, value };
  }
  if (numeric) {
    if (!FLOAT.test(raw)) return { ok: false, reason: `invalid number "${raw}"` };
    const value = Number(raw);
    if (!Number.isFinite(value)) {
      return { ok: false, reason: `number "${raw}" is out of the float64 range` };
    }
    return { ok: true, value };
  }
  return { ok: false, reason: `invalid value "${raw}" (strings must be double-quoted)` };
}

/** A timestamp in the given precision, as nanoseconds since the Unix epoch (int64). */
export function timestampNs(raw: string, precision: Precision): Parsed<bigint> {
  if (!TIMESTAMP.test(raw)) return { ok: false, reason: `invalid timestamp "${raw}"` };
  const value = BigInt(raw) * NANOSECONDS_PER[precision];
  if (value < INT64_MIN || value > INT64_MAX) {
    return { ok: false, reason: `timestamp "${raw}" is out of range for precision ${precision}` };
  }
  return { ok: true, value };
}
