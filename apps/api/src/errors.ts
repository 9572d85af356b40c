/**
 * Errors the services and repositories throw, knowing nothing of HTTP: the error middleware
 * (http/error-handler.ts) maps each kind to its status (400, 404, 422, 409, 503, 502, 403).
 */

/** A field that failed validation, with its exact path such as `body.samples[3].ts`. */
export interface FieldError {
  path: string;
  message: string;
  /** In an uploaded file: where, 1-based. */
  line?: number;
  column?: number;
}

export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
  constructor(
    readonly entity: string,
    readonly id: string,
  ) {
    super(`${entity} '${id}' does not exist`);
  }
}

export class ValidationError extends Error {
  override readonly name = 'ValidationError';
  constructor(
    message: string,
    readonly errors: FieldError[],
  ) {
    super(message);
  }
}

/** A well-formed request whose content cannot be accepted as it is (422), every problem listed. */
export class UnprocessableError extends Error {
  override readonly name = 'UnprocessableError';
  constructor(
    message: string,
    readonly errors: FieldError[],
  ) {
    super(message);
  }
}

export class ConflictError extends Error {
  override readonly name = 'ConflictError';
}

export class UnavailableError extends Error {
  override readonly name = 'UnavailableError';
}

/** A server tiermap asked on the caller's behalf (a NetBox) failed or refused (502). */
export class BadGatewayError extends Error {
  override readonly name = 'BadGatewayError';
}

export class ForbiddenError extends Error {
  override readonly name = 'ForbiddenError';
  constructor(
    message: string,
    /** What exactly is not the caller's to change, when there are several things. */
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}
