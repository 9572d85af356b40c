import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tokenAccessPolicy } from './access.js';
import { errorHandler, notFoundHandler } from './error-handler.js';
import { endlessPost } from '../test-support/endless-post.js';
import { allowedMethods, createRouteTable, Reply, type RouteTable } from './route-table.js';

/** The start of a JSON body that never ends. */
const JSON_CHUNK = '{"name": "' + 'x'.repeat(64 * 1024);

const TOKEN = 'route-table-test-token';

function declare(table: RouteTable): void {
  const item = z.object({ id: z.string() });
  table.add(
    {
      method: 'get',
      path: '/things',
      access: 'read',
      tag: 't',
      summary: 's',
      response: z.array(item),
    },
    () => Promise.resolve([]),
  );
  table.add(
    {
      method: 'post',
      path: '/things',
      access: 'admin',
      tag: 't',
      summary: 's',
      body: z.object({ name: z.string() }),
      response: z.object({ name: z.string() }),
    },
    ({ body }) => Promise.resolve(body),
  );
  table.add(
    {
      method: 'get',
      path: '/things/:id',
      access: 'read',
      tag: 't',
      summary: 's',
      params: item,
      response: item,
    },
    ({ params }) => Promise.resolve(params),
  );
  table.add(
    {
      method: 'post',
      path: '/files',
      access: 'admin',
      tag: 't',
      summary: 's',
      body: z.string(),
      bodyReading: { kind: 'text', limit: '10kb' },
      response: z.object({ length: z.number() }),
    },
    ({ body }) => Promise.resolve({ length: body.length }),
  );
}

let server: Server;
let port: number;

beforeAll(async () => {
  const app = express();
  const table = createRouteTable(tokenAccessPolicy(TOKEN));
  declare(table);
  app.use('/api', table.router);
  app.use('/api', notFoundHandler);
  app.use(errorHandler(pino({ level: 'silent' })));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

async function call(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; headers: Headers; text: string }> {
  const response = await fetch(`http://127.0.0.1:${port}/api${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe('the route table', () => {
  it('refuses an anonymous write with 401 before reading its body', async () => {
    for (const path of ['/things', '/files']) {
      const { response, body } = await endlessPost(
        `http://127.0.0.1:${port}/api${path}`,
        { 'content-type': 'application/json' },
        JSON_CHUNK,
      );
      expect(response.statusCode).toBe(401);
      expect(response.headers.connection).toBe('close');
      expect(JSON.parse(body)).toMatchObject({ status: 401 });
    }
  }, 40_000);

  it('refuses a wrong token with 401 before reading its body', async () => {
    const { response } = await endlessPost(
      `http://127.0.0.1:${port}/api/things`,
      { 'content-type': 'application/json', authorization: 'Bearer not-the-token' },
      JSON_CHUNK,
    );
    expect(response.statusCode).toBe(401);
  }, 40_000);

  it('reads the body of an authorized write, as JSON or text as the route declares', async () => {
    const auth = { authorization: `Bearer ${TOKEN}` };
    const json = await call(
      'POST',
      '/things',
      { ...auth, 'content-type': 'application/json' },
      '{"name":"a"}',
    );
    expect(json.status).toBe(200);
    expect(JSON.parse(json.text)).toEqual({ name: 'a' });
    const text = await call('POST', '/files', { ...auth, 'content-type': 'text/csv' }, 'a,b\n');
    expect(JSON.parse(text.text)).toEqual({ length: 4 });
  });

  it('holds each route to its own limit: 1 MB of JSON by default, what it declares otherwise', async () => {
    const auth = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };
    const big = JSON.stringify({ name: 'x'.repeat(1_100_000) });
    expect((await call('POST', '/things', auth, big)).status).toBe(413);
    expect(
      (await call('POST', '/things', auth, JSON.stringify({ name: 'x'.repeat(900_000) }))).status,
    ).toBe(200);
    expect((await call('POST', '/files', auth, 'x'.repeat(11 * 1024))).status).toBe(413);
  });

  it('answers a method a declared path does not take with 405 and Allow', async () => {
    const put = await call('PUT', '/things');
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    expect(put.headers.get('content-type')).toContain('application/problem+json');
    expect(JSON.parse(put.text)).toMatchObject({ status: 405, title: 'Method not allowed' });
    const del = await call('DELETE', '/things/a1');
    expect(del.status).toBe(405);
    expect(del.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const get = await call('GET', '/files');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('answers OPTIONS with 204 and Allow, HEAD like GET, and an unknown path with 404', async () => {
    const options = await call('OPTIONS', '/things');
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    expect((await call('HEAD', '/things')).status).toBe(200);
    expect((await call('GET', '/nothing-here')).status).toBe(404);
    expect((await call('DELETE', '/nothing-here')).status).toBe(404);
  });

  it('answers a path parameter that is not valid percent-encoding 400, naming the parameter', async () => {
    const bad = await call('GET', '/things/%E0%A4%A');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text)).toMatchObject({
      status: 400,
      errors: [{ path: 'params.id' }],
    });
  });
});

describe('allowedMethods', () => {
  it('adds HEAD to GET and always OPTIONS, in a fixed order', () => {
    const route = (method: 'get' | 'post' | 'delete') =>
      ({
        method,
        path: '/x',
        access: 'read',
        tag: 't',
        summary: 's',
        response: z.string(),
      }) as const;
    expect(allowedMethods('/x', [route('delete'), route('get')])).toEqual([
      'GET',
      'HEAD',
      'DELETE',
      'OPTIONS',
    ]);
    expect(allowedMethods('/y', [route('get')])).toEqual(['OPTIONS']);
  });
});

describe('createRouteTable: success statuses', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const table = createRouteTable(tokenAccessPolicy(undefined));
    const thing = z.object({ id: z.string() });
    table.add(
      {
        method: 'get',
        path: '/created',
        access: 'read',
        tag: 't',
        summary: 's',
        response: thing,
        status: 201,
      },
      () => Promise.resolve({ id: 'a' }),
    );
    table.add(
      {
        method: 'get',
        path: '/unchanged',
        access: 'read',
        tag: 't',
        summary: 's',
        response: thing,
        status: 201,
        replies: [200],
      },
      () => Promise.resolve(new Reply(200, { id: 'b' })),
    );
    const app = express();
    app.use(table.router);
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers a plain result with the status the route declares', async () => {
    const response = await fetch(`${base}/created`);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 'a' });
  });

  it('answers a Reply with its own status', async () => {
    const response = await fetch(`${base}/unchanged`);
    expect(response.status).toBe(200);
  });
});

describe('createRouteTable: a success status the route does not declare', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const table = createRouteTable(tokenAccessPolicy(undefined), { undeclaredStatus: 'refuse' });
    const thing = z.object({ id: z.string() });
    const spec = { access: 'read', tag: 't', summary: 's', response: thing } as const;
    // Declares 200 (the default) but answers 201 through a Reply.
    table.add({ ...spec, method: 'get', path: '/reply' }, () =>
      Promise.resolve(new Reply(201, { id: 'a' })),
    );
    // Declares 201 but the handler sends the answer itself, with 200.
    table.add({ ...spec, method: 'get', path: '/sent', status: 201 }, (_input, _req, res) => {
      res.status(200).json({ id: 'b' });
      return Promise.resolve({ id: 'b' });
    });
    // Declares 201 and answers it itself: allowed.
    table.add({ ...spec, method: 'get', path: '/declared', status: 201 }, (_input, _req, res) => {
      res.status(201).json({ id: 'c' });
      return Promise.resolve({ id: 'c' });
    });
    const app = express();
    app.use(table.router);
    app.use(errorHandler(pino({ level: 'silent' })));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('is refused with a 500 naming the route and the status, whether a Reply or sent by the handler', async () => {
    for (const path of ['/reply', '/sent']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(500);
    }
    const declared = await fetch(`${base}/declared`);
    expect(declared.status).toBe(201);
  });

  it('is answered as it is when the table is not told to refuse it (production)', async () => {
    const table = createRouteTable(tokenAccessPolicy(undefined), { undeclaredStatus: 'answer' });
    table.add(
      { access: 'read', tag: 't', summary: 's', response: z.object({}), method: 'get', path: '/r' },
      () => Promise.resolve(new Reply(202, {})),
    );
    const app = express();
    app.use(table.router);
    const other = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => other.once('listening', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(other.address() as AddressInfo).port}/r`);
      expect(response.status).toBe(202);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
