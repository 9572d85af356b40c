import type { UploadResult } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import type { RequestFetch } from '@tiermap/client';
import {
  ApiProblem,
  CHUNK_BYTES,
  UnexpectedAnswerError,
  UnreachableError,
  countedBody,
  createClient,
} from './http-client.js';

const server = { url: 'http://tiermap.test', token: 'the-token' };
const zero = { created: 0, changed: 0, removed: 0 };
const noChange: UploadResult = {
  dryRun: true,
  changed: false,
  upload: null,
  diff: {
    created: [],
    changed: [],
    removed: [],
    counts: {
      router: zero,
      backplane: zero,
      blade: zero,
      port: zero,
      link: zero,
      trunk: zero,
      maintenance: zero,
    },
  },
};

interface Seen {
  url: string;
  method: string;
  headers: Headers;
  body: Uint8Array;
}

/** A fetch that records the request (reading a streamed body to the end) and answers `reply`. */
function fakeFetch(reply: () => Response, seen: Seen[] = []): RequestFetch {
  return async (request) => {
    const body = new Uint8Array(await request.arrayBuffer());
    seen.push({ url: request.url, method: request.method, headers: request.headers, body });
    return reply();
  };
}

function problem(status: number, extra: Record<string, unknown> = {}): Response {
  return new Response(JSON.stringify({ type: 'about:blank', title: 'Problem', status, ...extra }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
}

describe('createClient', () => {
  it('upload sends the file as it is, with its type, length and token, to the dry-run URL', async () => {
    const seen: Seen[] = [];
    const client = createClient(
      server,
      fakeFetch(() => Response.json(noChange), seen),
    );
    const body = new TextEncoder().encode('format: tiermap-carrier/1\n');
    const result = await client.upload('netherlight', {
      body,
      contentType: 'application/yaml',
      dryRun: true,
    });
    expect(result).toEqual(noChange);
    expect(seen[0]?.url).toBe('http://tiermap.test/api/carriers/netherlight/uploads?dryRun=true');
    expect(seen[0]?.method).toBe('POST');
    const headers = seen[0]?.headers;
    expect([
      headers?.get('authorization'),
      headers?.get('content-type'),
      headers?.get('content-length'),
    ]).toEqual(['Bearer the-token', 'application/yaml', String(body.byteLength)]);
    expect(seen[0]?.body).toEqual(body);
  });

  it('upload turns a 422 problem into an ApiProblem that keeps every located problem', async () => {
    const errors = [{ path: 'routers[0].lat', line: 9, column: 10, message: 'too large' }];
    const client = createClient(
      server,
      fakeFetch(() => problem(422, { detail: '1 problem', errors })),
    );
    const failure = await client
      .upload('geant', { body: new Uint8Array(1), contentType: 'application/json', dryRun: true })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiProblem);
    expect(failure).toMatchObject({
      status: 422,
      errors,
      message: '422 Problem: 1 problem',
    });
  });

  it('a 401 without a token says how to give one', async () => {
    const client = createClient(
      { url: server.url, token: undefined },
      fakeFetch(() => problem(401)),
    );
    await expect(client.history('geant')).rejects.toThrow(/pass --token or set TIERMAP_TOKEN/);
  });

  it('an answer that is not a problem keeps the status and the start of the text', async () => {
    const client = createClient(
      server,
      fakeFetch(() => new Response('Bad Gateway', { status: 502 })),
    );
    await expect(client.history('geant')).rejects.toMatchObject({
      status: 502,
      problem: undefined,
    });
  });

  it('a refused connection is an UnreachableError naming the server', async () => {
    const refused: RequestFetch = () =>
      Promise.reject(
        new TypeError('fetch failed', {
          cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
        }),
      );
    const failure = await createClient(server, refused)
      .history('geant')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UnreachableError);
    expect(String(failure)).toMatch(
      /cannot reach the tiermap server at http:\/\/tiermap.test: ECONNREFUSED/,
    );
  });

  it('an answer that does not match the schema is an UnexpectedAnswerError', async () => {
    const client = createClient(
      server,
      fakeFetch(() => Response.json({ hello: 'world' })),
    );
    await expect(client.history('geant')).rejects.toBeInstanceOf(UnexpectedAnswerError);
  });

  it('restore posts to the version, its id escaped', async () => {
    const seen: Seen[] = [];
    const client = createClient(
      server,
      fakeFetch(() => Response.json(noChange), seen),
    );
    await client.restore('dfn', 'up/1');
    expect(seen[0]?.url).toBe('http://tiermap.test/api/carriers/dfn/uploads/up%2F1/restore');
  });
});

describe('countedBody', () => {
  it('countedBody hands the bytes over in chunks, counting each, then says it has finished', async () => {
    const bytes = new Uint8Array(CHUNK_BYTES * 2 + 10).fill(7);
    const sent: number[] = [];
    let finished = 0;
    const out = await new Response(
      countedBody(bytes, {
        sent: (done, total) => {
          expect(total).toBe(bytes.byteLength);
          sent.push(done);
        },
        finished: () => (finished += 1),
      }),
    ).arrayBuffer();
    expect(new Uint8Array(out)).toEqual(bytes);
    expect(sent).toEqual([CHUNK_BYTES, CHUNK_BYTES * 2, CHUNK_BYTES * 2 + 10]);
    expect(finished).toBe(1);
  });
});
