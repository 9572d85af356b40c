import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Problem } from '@tiermap/domain';
import { isDatabaseUnavailable } from '../db/errors.js';
import { redactUrl, type Logger } from '../logger.js';
import {
  BadGatewayError,
  ConflictError,
  ForbiddenError,
  GatewayTimeoutError,
  type FieldError,
  NotFoundError,
  PayloadTooLargeError,
  TooManyRequestsError,
  UnauthorizedError,
  UnprocessableError,
  UnsupportedMediaTypeError,
  UnavailableError,
  ValidationError,
} from './errors.js';

/** What of the request an error is judged with: the body's Content-Encoding, when it has one. */
export interface ErrorContext {
  contentEncoding?: string | undefined;
}

/** Maps any thrown error to a problem-style JSON body. No stack trace leaves the server. */
export function problemFor(error: unknown, context: ErrorContext = {}): Problem {
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
  if (error instanceof TooManyRequestsError) {
    return problem(429, 'Too many requests', error.message);
  }
  if (error instanceof ConflictError) {
    return problem(409, 'Conflict', error.message);
  }
  if (error instanceof UnavailableError) {
    return problem(503, 'Service unavailable', error.message);
  }
  if (error instanceof BadGatewayError) {
    return problem(502, 'Bad gateway', error.message);
  }
  if (error instanceof GatewayTimeoutError) {
    return problem(504, 'Gateway timeout', error.message);
  }
  if (isDatabaseUnavailable(error)) {
    return problem(503, 'Database unavailable', 'Neo4j is not reachable; retry shortly.');
  }
  if (isClientError(error)) {
    if (error.status === 413) {
      return problem(
        413,
        'Payload too large',
        `the request body is over the limit: ${error.message}`,
      );
    }
    if (isDecompressionError(error)) {
      const encoding = context.contentEncoding ?? 'its Content-Encoding';
      return problem(
        400,
        'Invalid request body',
        `the body does not decompress as Content-Encoding ${encoding}: ${error.message}`,
        [{ path: 'headers.content-encoding', message: `the body is not valid ${encoding}` }],
      );
    }
    if (error.status === 415 && error.type === 'encoding.unsupported') {
      return problem(415, 'Unsupported media type', error.message, [
        { path: 'headers.content-encoding', message: 'send gzip, deflate, br or identity' },
      ]);
    }
    return problem(
      error.status,
      error.status === 400 ? 'Invalid request body' : titleOf(error.status),
      error.message,
    );
  }
  return problem(500, 'Internal error', 'An unexpected error occurred; it has been logged.');
}

function problem(status: number, title: string, detail: string, errors?: FieldError[]): Problem {
  const type = `https://tiermap.dev/problems/${title.toLowerCase().replace(/\s+/g, '-')}`;
  return errors === undefined
    ? { type, title, status, detail }
    : { type, title, status, detail, errors };
}

interface ClientError {
  status: number;
  message: string;
  type?: unknown;
  code?: unknown;
}

/**
 * An error Express or one of its parts (body-parser, the router, zlib through body-parser)
 * raised with a 4xx `status` or `statusCode`: the client's fault, answered as such.
 */
function isClientError(error: unknown): error is ClientError {
  if (!(error instanceof Error)) return false;
  const record = error as Error & { status?: unknown; statusCode?: unknown };
  const status = typeof record.status === 'number' ? record.status : record.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return false;
  record.status = status;
  return true;
}

/** zlib's errors for a body that is not what its Content-Encoding says. */
function isDecompressionError(error: ClientError): boolean {
  // gzip and deflate: Z_DATA_ERROR, Z_BUF_ERROR; br: ERR__ERROR_FORMAT_…, ERR_BROTLI_…
  return typeof error.code === 'string' && /^(Z_|ERR__|ERR_BROTLI|ERR_ZLIB)/.test(error.code);
}

const TITLES: Record<number, string> = {
  400: 'Invalid request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  408: 'Request timeout',
  411: 'Length required',
  413: 'Payload too large',
  415: 'Unsupported media type',
  416: 'Range not satisfiable',
  422: 'Unprocessable content',
};

function titleOf(status: number): string {
  return TITLES[status] ?? 'Invalid request';
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const body = problemFor(error, { contentEncoding: req.get('content-encoding') });
    if (body.status >= 500) {
      logger.error(
        { err: error, method: req.method, url: redactUrl(req.originalUrl) },
        'request failed',
      );
    }
    if (!req.complete) {
      // The body was not read (refused before it, or cut short): close the connection rather
      // than take in the rest of it.
      res.set('connection', 'close');
    }
    if (error instanceof TooManyRequestsError) {
      res.set('Retry-After', String(error.retryAfterSeconds));
    }
    res.status(body.status).type('application/problem+json').json(body);
  };
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new NotFoundError('route', `${req.method} ${req.path}`));
};
