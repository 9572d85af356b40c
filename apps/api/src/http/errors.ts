// The domain errors live in ../errors.ts (services and repositories know no HTTP); they are
// re-exported here so routes and the error middleware find every kind in one place.
import type { FieldError } from '../errors.js';

export {
  BadGatewayError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnavailableError,
  UnprocessableError,
  ValidationError,
  type FieldError,
} from '../errors.js';

/** Errors only the HTTP layer throws. */
/** A body in a format the route does not read (415). */
export class UnsupportedMediaTypeError extends Error {
  override readonly name = 'UnsupportedMediaTypeError';
}

/** A body over a size or count limit (413). */
export class PayloadTooLargeError extends Error {
  override readonly name = 'PayloadTooLargeError';
  constructor(
    message: string,
    /** Each list over its limit, where it is. */
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

/** Something the server waited on (Chromium printing a report) did not finish in time. */
export class GatewayTimeoutError extends Error {
  override readonly name = 'GatewayTimeoutError';
}

export class UnauthorizedError extends Error {
  override readonly name = 'UnauthorizedError';
}

/** Too many failed attempts from one address (429); try again after `retryAfterSeconds`. */
export class TooManyRequestsError extends Error {
  override readonly name = 'TooManyRequestsError';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
