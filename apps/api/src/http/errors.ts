/** A field that failed validation, with its exact path such as `body.samples[3].ts`. */
export interface FieldError {
  path: string;
  message: string;
  /** In an uploaded file: where, 1-based. */
  line?: number;
  column?: number;
}

/** Errors the services throw; the error middleware maps each kind to an HTTP status. */
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

export class ConflictError extends Error {
  override readonly name = 'ConflictError';
}

export class UnavailableError extends Error {
  override readonly name = 'UnavailableError';
}

/** Something the server waited on (Chromium printing a report) did not finish in time. */
export class GatewayTimeoutError extends Error {
  override readonly name = 'GatewayTimeoutError';
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
