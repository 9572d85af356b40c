/** A field that failed validation, with its exact path such as `body.samples[3].ts`. */
export interface FieldError {
  path: string;
  message: string;
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

export class ConflictError extends Error {
  override readonly name = 'ConflictError';
}

export class UnavailableError extends Error {
  override readonly name = 'UnavailableError';
}

export class ForbiddenError extends Error {
  override readonly name = 'ForbiddenError';
}

export class UnauthorizedError extends Error {
  override readonly name = 'UnauthorizedError';
}
