import type { Record as Neo4jRecord } from 'neo4j-driver';
import { z } from 'zod';
import { toPlain, withoutNulls } from './neo4j-values.js';

/**
 * A row the database answered that does not have the shape the repository expects: a bug or a
 * graph written by something else, never the client's fault (so a 500, logged with the query
 * and the field, never answered in detail).
 */
export class RowShapeError extends Error {
  override readonly name = 'RowShapeError';
  constructor(
    readonly query: string,
    readonly field: string,
    detail: string,
  ) {
    super(`${query}: the row read does not fit at "${field}": ${detail}`);
  }
}

/**
 * A node's or map projection's properties as stored: Neo4j answers an absent optional property
 * as null, which the domain schemas model as left out, so nulls are dropped before parsing.
 */
export function stored<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) =>
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? withoutNulls(value as Record<string, unknown>)
        : value,
    schema,
  );
}

/** Parses one value the driver answered (Integers, temporals converted first) with `schema`. */
export function parseValue<T extends z.ZodType>(
  schema: T,
  value: unknown,
  query: string,
): z.output<T> {
  const parsed = schema.safeParse(toPlain(value));
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const field =
    issue === undefined || issue.path.length === 0 ? '(row)' : issue.path.map(String).join('.');
  throw new RowShapeError(query, field, issue?.message ?? parsed.error.message);
}

/** Parses a whole record (its columns by name) with `schema`; a missing record is an error too. */
export function parseRow<T extends z.ZodType>(
  schema: T,
  record: Neo4jRecord | undefined,
  query: string,
): z.output<T> {
  if (record === undefined) throw new RowShapeError(query, '(row)', 'no row was answered');
  return parseValue(schema, record.toObject(), query);
}

/** Parses every record with `schema`. */
export function parseRows<T extends z.ZodType>(
  schema: T,
  records: readonly Neo4jRecord[],
  query: string,
): z.output<T>[] {
  return records.map((record) => parseRow(schema, record, query));
}
