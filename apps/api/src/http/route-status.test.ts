import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tokenAccessPolicy } from './access.js';
import { createRouteTable, Reply } from './route-table.js';

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
