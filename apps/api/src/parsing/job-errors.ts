import {
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  UnprocessableError,
  UnsupportedMediaTypeError,
  ValidationError,
  type FieldError,
} from '../http/errors.js';

/** A typed error as it crosses from a worker thread: its kind and what it said. */
export interface JobErrorData {
  name: string;
  message: string;
  errors?: FieldError[];
  entity?: string;
  id?: string;
}

/** What a worker sends back for an error its job threw. */
export function jobErrorData(error: unknown): JobErrorData {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const data: JobErrorData = { name: error.name, message: error.message };
  if ('errors' in error && Array.isArray(error.errors)) data.errors = error.errors as FieldError[];
  if (error instanceof NotFoundError) Object.assign(data, { entity: error.entity, id: error.id });
  return data;
}

/**
 * The same typed error again on the request's side, so the error handler answers as if the
 * job had run there (400, 403, 404, 413, 415 or 422 with every field path, line and column).
 * Anything else is an Error: a bug, answered 500 without its details.
 */
export function jobError(data: JobErrorData): Error {
  switch (data.name) {
    case 'ValidationError':
      return new ValidationError(data.message, data.errors ?? []);
    case 'UnprocessableError':
      return new UnprocessableError(data.message, data.errors ?? []);
    case 'ForbiddenError':
      return new ForbiddenError(data.message, data.errors);
    case 'PayloadTooLargeError':
      return new PayloadTooLargeError(data.message, data.errors);
    case 'UnsupportedMediaTypeError':
      return new UnsupportedMediaTypeError(data.message);
    case 'NotFoundError':
      return new NotFoundError(data.entity ?? 'Entity', data.id ?? '');
    default:
      return new Error(`a parse worker failed: ${data.message}`);
  }
}
