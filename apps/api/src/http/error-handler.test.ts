import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { Neo4jError } from 'neo4j-driver';
import { describe, expect, it } from 'vitest';
import { problemFor } from './error-handler.js';
import { NotFoundError, ValidationError } from './errors.js';

describe('problemFor', () => {
  it('problemFor maps a missing entity to 404 naming the id', () => {
    expect(problemFor(new NotFoundError('Router', 'geant-xyz'))).toMatchObject({
      status: 404,
      detail: "Router 'geant-xyz' does not exist",
    });
  });

  it('problemFor keeps the exact field paths of a validation error', () => {
    const body = problemFor(
      new ValidationError('bad', [{ path: 'query.sites[1]', message: 'unknown site' }]),
    );
    expect(body).toMatchObject({ status: 400, errors: [{ path: 'query.sites[1]' }] });
  });

  it('problemFor answers 503 when Neo4j is unavailable', () => {
    expect(
      problemFor(
        new Neo4jError('connection refused', 'ServiceUnavailable', '08000', 'connection exception'),
      ).status,
    ).toBe(503);
  });

  it('problemFor hides the message of an unexpected error', () => {
    const body = problemFor(new Error('secret internals at /srv/app.js:12'));
    expect(body.status).toBe(500);
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  /** An error as http-errors' createError(status, error) makes it, what body-parser throws. */
  function createHttpError(status: number, error: Error | string, props: object = {}): Error {
    const base = typeof error === 'string' ? new Error(error) : error;
    return Object.assign(base, { status, statusCode: status, expose: status < 500 }, props);
  }

  /** What zlib throws for `body` under `inflate`, wrapped as body-parser wraps it. */
  function decompressionError(inflate: (body: Buffer) => Buffer): unknown {
    try {
      inflate(Buffer.from('this is not compressed'));
    } catch (error) {
      return createHttpError(400, error as Error);
    }
    throw new Error('the body decompressed');
  }

  it.each([
    ['gzip', gunzipSync],
    ['deflate', inflateSync],
    ['br', brotliDecompressSync],
  ])(
    'problemFor answers 400 naming the encoding of a %s body that does not decompress',
    (encoding, inflate) => {
      const body = problemFor(decompressionError(inflate), { contentEncoding: encoding });
      expect(body).toMatchObject({
        status: 400,
        errors: [
          { path: 'headers.content-encoding', message: `the body is not valid ${encoding}` },
        ],
      });
      expect(body.detail).toContain(`Content-Encoding ${encoding}`);
    },
  );

  it('problemFor answers a truncated gzip body 400, not 500', () => {
    let error: unknown;
    try {
      gunzipSync(gzipSync('hello world').subarray(0, 12));
    } catch (caught) {
      error = createHttpError(400, caught as Error);
    }
    expect(problemFor(error, { contentEncoding: 'gzip' }).status).toBe(400);
  });

  it('problemFor keeps the 4xx status of any error Express raises, with or without a type', () => {
    const undecodable = Object.assign(new URIError("Failed to decode param '%E0%A4%A'"), {
      status: 400,
      statusCode: 400,
    });
    expect(problemFor(undecodable)).toMatchObject({ status: 400 });
    expect(problemFor(createHttpError(416, 'Range Not Satisfiable'))).toMatchObject({
      status: 416,
      title: 'Range not satisfiable',
    });
    expect(problemFor(Object.assign(new Error('gone'), { statusCode: 408 })).status).toBe(408);
  });

  it('problemFor still answers 500 for an error whose status is 5xx or not a number', () => {
    expect(problemFor(Object.assign(new Error('x'), { status: 502 })).status).toBe(500);
    expect(problemFor(Object.assign(new Error('x'), { status: '400' })).status).toBe(500);
  });

  it('problemFor names an unsupported Content-Encoding', () => {
    const error = createHttpError(415, 'unsupported content encoding "compress"', {
      type: 'encoding.unsupported',
    });
    expect(problemFor(error)).toMatchObject({
      status: 415,
      errors: [{ path: 'headers.content-encoding' }],
    });
  });
});
