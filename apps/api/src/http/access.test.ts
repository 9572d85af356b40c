import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tokenAccessPolicy } from './access.js';
import { errorHandler } from './error-handler.js';
import { createRouteTable, Reply } from './route-table.js';
import { z } from 'zod';

const TOKEN = 'a-long-enough-admin-token';

describe('access levels through the route table', () => {
  let server: Server;
  let base: string;
  const table = createRouteTable(tokenAccessPolicy(TOKEN));

  beforeAll(async () => {
    const ok = z.object({ ok: z.boolean() });
    table.add(
      { method: 'get', path: '/thing', access: 'read', summary: 'read', tag: 't', response: ok },
      () => Promise.resolve({ ok: true }),
    );
    table.add(
      {
        method: 'post',
        path: '/thing',
        access: 'write',
        summary: 'change',
        tag: 't',
        response: ok,
      },
      () => Promise.resolve(new Reply(201, { ok: true })),
    );
    const app = express();
    app.use('/api', table.router);
    app.use(errorHandler(pino({ level: 'silent' })));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => {
    server.close();
  });

  it('routes() lists every route with its declared access level', () => {
    expect(table.routes().map((r) => `${r.method} ${r.path} ${r.access}`)).toEqual([
      'get /thing read',
      'post /thing write',
    ]);
  });

  it('a read route answers without credentials', async () => {
    expect((await fetch(`${base}/thing`)).status).toBe(200);
  });

  it('a write route answers 401 without a token and 403 with a wrong one', async () => {
    const none = await fetch(`${base}/thing`, { method: 'POST' });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ title: 'Unauthorized', status: 401 });
    const wrong = await fetch(`${base}/thing`, {
      method: 'POST',
      headers: { authorization: 'Bearer not-the-right-token-at-all' },
    });
    expect(wrong.status).toBe(403);
  });

  it('a write route answers with the right token', async () => {
    const ok = await fetch(`${base}/thing`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(ok.status).toBe(201);
  });

  it('write access is refused outright when no admin token is configured', () => {
    const policy = tokenAccessPolicy(undefined);
    const req = { get: () => `Bearer ${TOKEN}` } as unknown as Parameters<
      typeof policy.authorize
    >[0];
    expect(() => policy.authorize(req, 'write')).toThrow(/TIERMAP_ADMIN_TOKEN/);
    expect(() => policy.authorize(req, 'read')).not.toThrow();
  });
});
