import type { ErrorRequestHandler, RequestHandler } from 'express';
import { Neo4jError } from 'neo4j-driver';
import type { Problem } from '@tiermap/domain';
import { redactUrl, type Logger } from '../logger.js';
import {
  ConflictError,
  ForbiddenError,
  GatewayTimeoutError,
  type FieldError,
  NotFoundError,
  PayloadTooLargeError,
  UnauthorizedError,
  UnprocessableError,
  UnsupportedMediaTypeError,
  UnavailableError,
  ValidationError,
} from './errors.js';

const UNAVAILABLE_CODES = new Set([
  'ServiceUnavailable',
  'SessionExpired',
  'Neo.ClientError.Security.AuthenticationRateLimit',
]);

/** Maps any thrown error to a problem-style JSON body. No stack trace leaves the server. */
export function problemFor(error: unknown): Problem {
  if (error instanceof ValidationError) {
    return problem(400, 'Invalid request', error.message, error.errors);
  }
  if (error instanceof NotFoundError) {
    return problem(404, 'Not found', error.message);
  }
  if (error instanceof UnauthorizedError) {
    return problem(401, 'Unauthorized', error.message);
  }
  if (error instanceof ForbiddenError) {
    return problem(403, 'Forbidden', error.message, error.errors);
  }
  if (error instanceof UnprocessableError) {
    return problem(422, 'Unprocessable content', error.message, error.errors);
  }
  if (error instanceof UnsupportedMediaTypeError) {
    return problem(415, 'Unsupported media type', error.message);
  }
  if (error instanceof PayloadTooLargeError) {
    return problem(413, 'Payload too large', error.message, error.errors);
  }
  if (error instanceof ConflictError) {
    return problem(409, 'Conflict', error.message);
  }
  if (error instanceof UnavailableError) {
    return problem(503, 'Service unavailable', error.message);
  }
  if (error instanceof GatewayTimeoutError) {
    return problem(504, 'Gateway timeout', error.message);
  }
  if (error instanceof Neo4jError && UNAVAILABLE_CODES.has(error.code)) {
    return problem(503, 'Database unavailable', 'Neo4j is not reachable; retry shortly.');
  }
  if (isBodyParserError(error)) {
    if (error.status === 413) {
      return problem(
        413,
        'Payload too large',
        `the request body is over the limit: ${error.message}`,
      );
    }
    return problem(error.status, 'Invalid request body', error.message);
  }
  return problem(500, 'Internal error', 'An unexpected error occurred; it has been logged.');
}

function problem(status: number, title: string, detail: string, errors?: FieldError[]): Problem {
  const type = `https://tiermap.dev/problems/${title.toLowerCase().replace(/\s+/g, '-')}`;
  return errors === undefined
    ? { type, title, status, detail }
    : { type, title, status, detail, errors };
}

function isBodyParserError(error: unknown): error is { status: number; message: string } {
  if (typeof error !== 'object' || error === null || !('type' in error) || !('status' in error)) {
    return false;
  }
  const { type, status } = error;
  return typeof type === 'string' && typeof status === 'number' && status >= 400 && status < 500;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const body = problemFor(error);
    if (body.status >= 500) {
      logger.error(
        { err: error, method: req.method, url: redactUrl(req.originalUrl) },
        'request failed',
      );
    }
    res.status(body.status).type('application/problem+json').json(body);
  };
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new NotFoundError('route', `${req.method} ${req.path}`));
};
