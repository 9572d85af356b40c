import { Neo4jError } from 'neo4j-driver';
import { ConflictError } from '../errors.js';

/**
 * The one place that reads Neo4j's error codes. Repositories turn a driver error into a domain
 * error here (a refused uniqueness constraint is a ConflictError, 409); the error middleware
 * asks here whether an error means "the database is not there" (503).
 */

/** Driver errors that mean "the database is not there", not "the query is wrong". */
const UNREACHABLE_CODES = new Set(['ServiceUnavailable', 'SessionExpired']);

/** Whether this error says Neo4j could not be reached (as opposed to a bad query). */
export function isGraphUnavailable(error: unknown): boolean {
  return error instanceof Neo4jError && UNREACHABLE_CODES.has(error.code);
}

/**
 * Whether a request failed because the database cannot serve it now: unreachable, or refusing
 * our credentials for a while after too many attempts. Answered 503, "retry shortly".
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return (
    isGraphUnavailable(error) ||
    (error instanceof Neo4jError &&
      error.code === 'Neo.ClientError.Security.AuthenticationRateLimit')
  );
}

/** Turns a uniqueness-constraint failure into a ConflictError naming the label and id. */
export function asConflict(error: unknown): ConflictError | undefined {
  if (
    !(error instanceof Neo4jError) ||
    error.code !== 'Neo.ClientError.Schema.ConstraintValidationFailed'
  ) {
    return undefined;
  }
  const match = /label `(\w+)` and property `id` = '([^']*)'/.exec(error.message);
  if (match === null) {
    return new ConflictError(`refused by a uniqueness constraint: ${error.message}`);
  }
  return new ConflictError(`${match[1] ?? 'entity'} '${match[2] ?? ''}' already exists`);
}

/** The domain error a driver error stands for (a ConflictError), or the error itself. */
export function domainError(error: unknown): unknown {
  return asConflict(error) ?? error;
}
