import neo4j, {
  type Date as Neo4jDate,
  type DateTime,
  type Duration,
  type LocalDateTime,
  type LocalTime,
  type Time,
} from 'neo4j-driver';

type Temporal = Neo4jDate | DateTime | LocalDateTime | Time | LocalTime | Duration;

/**
 * Converts what the driver returns into plain JSON values: Neo4j Integers to numbers (they are
 * counts, slots and hop numbers here, all far below 2^53), temporal values to ISO strings, and
 * nested lists and maps recursively. This is the only place such values are converted.
 */
export function toPlain(value: unknown): unknown {
  if (neo4j.isInt(value)) {
    return value.toNumber();
  }
  if (Array.isArray(value)) {
    return value.map(toPlain);
  }
  if (value !== null && typeof value === 'object') {
    if (isTemporal(value)) {
      return value.toString();
    }
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] = toPlain(inner);
    }
    return out;
  }
  return value;
}

function isTemporal(value: object): value is Temporal {
  return (
    neo4j.isDateTime(value) ||
    neo4j.isDate(value) ||
    neo4j.isLocalDateTime(value) ||
    neo4j.isTime(value) ||
    neo4j.isLocalTime(value) ||
    neo4j.isDuration(value)
  );
}

/** Removes properties whose value is null, as Neo4j returns absent optional properties. */
export function withoutNulls(record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (value !== null && value !== undefined) {
      out[key] = value;
    }
  }
  return out;
}
