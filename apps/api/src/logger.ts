import {
  pino,
  stdSerializers,
  type DestinationStream,
  type Logger,
  type LoggerOptions,
} from 'pino';

export type { Logger };

/** What a secret is replaced with in a log line. */
export const REDACTED = '[Redacted]';

/**
 * Request and response headers that carry a credential: `Authorization`, cookies, and any
 * `X-…-Token`, `X-Api-Key`, session or CSRF header a proxy or a tool might add.
 */
const SECRET_HEADER =
  /^(?:proxy-)?authorization$|^(?:set-)?cookie$|token|secret|passw(?:or)?d|api[-_]?key|session|csrf|xsrf|signature/i;

/**
 * Query string parameters that carry a credential (`?token=`, `?access_token=`, `?api_key=`,
 * InfluxDB 1.x's `?p=` password, a signed URL's `?sig=`).
 */
const SECRET_PARAM =
  /token|secret|passw(?:or)?d|api[-_]?key|auth|session|signature|csrf|xsrf|jwt|^p$|^sig$|^key$/i;

/**
 * Paths pino blanks in every log object, whatever logged it: the request and error objects'
 * credentials, and any `token`, `secret` or body field (a token route's body or answer, the
 * raw body a body-parser error carries). The serializers below catch the headers and
 * parameters whose names only a pattern can match.
 */
export const REDACT_PATHS: readonly string[] = [
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  'authorization',
  '*.authorization',
  'token',
  '*.token',
  '*.*.token',
  'secret',
  '*.secret',
  'password',
  '*.password',
  'body',
  '*.body',
  'err.body',
  'err.config',
  'err.request',
  'err.response',
];

/** A URL with the value of every secret-looking query parameter replaced by {@link REDACTED}. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const hash = url.indexOf('#', mark);
  const query = url.slice(mark + 1, hash < 0 ? undefined : hash);
  const redacted = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // a malformed name is judged as written
      }
      return equals >= 0 && SECRET_PARAM.test(name) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, mark + 1)}${redacted}${hash < 0 ? '' : url.slice(hash)}`;
}

/** Headers with every credential's value replaced by {@link REDACTED}. */
export function redactHeaders(headers: unknown): Record<string, unknown> {
  if (typeof headers !== 'object' || headers === null) return {};
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      SECRET_HEADER.test(name) ? REDACTED : value,
    ]),
  );
}

/** A parsed query (or any flat record) with secret-named entries replaced. */
function redactRecord(record: unknown): unknown {
  if (typeof record !== 'object' || record === null) return record;
  return Object.fromEntries(
    Object.entries(record).map(([name, value]) => [
      name,
      SECRET_PARAM.test(name) ? REDACTED : value,
    ]),
  );
}

interface SerializedRequest {
  url?: unknown;
  query?: unknown;
  headers?: unknown;
  [key: string]: unknown;
}

/** pino-http's request serializer, wrapped: URL, query and headers without credentials. */
export function requestSerializer(req: SerializedRequest): SerializedRequest {
  return {
    ...req,
    url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
    query: redactRecord(req.query),
    headers: redactHeaders(req.headers),
  };
}

/** pino-http's response serializer, wrapped: no `Set-Cookie` or other credential header. */
export function responseSerializer(res: { headers?: unknown; [key: string]: unknown }): {
  [key: string]: unknown;
} {
  return { ...res, headers: redactHeaders(res.headers) };
}

/** An error as logged: pino's own serializer, and no request it may carry. */
export function errorSerializer(err: Error): Record<string, unknown> {
  const serialized = stdSerializers.err(err) as unknown as Record<string, unknown>;
  return redactRecord(serialized) as Record<string, unknown>;
}

/** The options every tiermap logger is made with (exported for the tests). */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    base: { service: 'tiermap-api' },
    redact: { paths: [...REDACT_PATHS], censor: REDACTED },
    serializers: { err: errorSerializer },
  };
}

/** Structured JSON logs on stdout (or `destination`), one object per line, without secrets. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination === undefined
    ? pino(loggerOptions(level))
    : pino(loggerOptions(level), destination);
}
