import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Role } from '@tiermap/domain';
import {
  ROLE_ACCESS,
  rolePolicy,
  tokenAccessPolicy,
  whoami,
  type AccessLevel,
  type Principal,
} from './access.js';
import { errorHandler } from './error-handler.js';
import { createRouteTable, Reply } from './route-table.js';
import { z } from 'zod';

const ROLES: Role[] = ['viewer', 'engineer', 'carrier', 'collector', 'admin'];
const LEVELS: AccessLevel[] = [
  'read',
  'ingest',
  'incidents',
  'maintenance',
  'upload',
  'demo',
  'admin',
];

/** A verifier over a fixed table: `<role>-token` speaks for that role. */
const verifier = {
  verify(presented: string): Promise<Principal | undefined> {
    const role = ROLES.find((r) => presented === `${r}-token`);
    return Promise.resolve(
      role === undefined
        ? undefined
        : { tokenId: role, name: role, role, carrierId: role === 'carrier' ? 'geant' : null },
    );
  },
};

function request(authorization?: string) {
  return { get: () => authorization } as unknown as Parameters<
    ReturnType<typeof rolePolicy>['authorize']
  >[0];
}

describe('rolePolicy', () => {
  it('rolePolicy grants every role exactly its levels, and refuses the rest with 403', async () => {
    const policy = rolePolicy(verifier, { anonymousRead: false });
    for (const role of ROLES) {
      for (const level of LEVELS) {
        const attempt = policy.authorize(request(`Bearer ${role}-token`), level);
        if (ROLE_ACCESS[role].has(level)) await expect(attempt).resolves.toMatchObject({ role });
        else await expect(attempt).rejects.toMatchObject({ name: 'ForbiddenError' });
      }
    }
    expect([...ROLE_ACCESS.collector]).toEqual(['ingest']);
    expect([...ROLE_ACCESS.viewer]).toEqual(['read']);
  });

  it('rolePolicy answers 401 for a missing, unknown, expired or revoked token', async () => {
    const policy = rolePolicy(verifier, { anonymousRead: false });
    await expect(policy.authorize(request(), 'read')).rejects.toMatchObject({
      name: 'UnauthorizedError',
    });
    await expect(policy.authorize(request('Bearer nobody'), 'read')).rejects.toThrow(
      /unknown, expired or revoked/,
    );
  });

  it('rolePolicy lets anonymous requests read when configured, and only read', async () => {
    const policy = rolePolicy(verifier, { anonymousRead: true });
    await expect(policy.authorize(request(), 'read')).resolves.toBeNull();
    await expect(policy.authorize(request(), 'ingest')).rejects.toMatchObject({
      name: 'UnauthorizedError',
    });
    // A collector may read what anyone may read.
    await expect(
      policy.authorize(request('Bearer collector-token'), 'read'),
    ).resolves.toMatchObject({
      role: 'collector',
    });
  });

  it('whoami says what each role may do for the web app', () => {
    const carrier = {
      tokenId: 't',
      name: 'GÉANT NOC',
      role: 'carrier' as const,
      carrierId: 'geant',
    };
    expect(whoami(carrier, false)).toMatchObject({
      authenticated: true,
      carrierId: 'geant',
      can: {
        read: true,
        uploadEquipment: true,
        manageMaintenance: true,
        manageIncidents: false,
        manageTokens: false,
      },
    });
    expect(whoami(null, true).can).toMatchObject({ read: true, uploadEquipment: false });
    expect(whoami(null, false).can.read).toBe(false);
  });
});

describe('access levels through the route table', () => {
  let server: Server;
  let base: string;
  const TOKEN = 'a-long-enough-admin-token';
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
        access: 'incidents',
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
      'post /thing incidents',
    ]);
  });

  it('a read route answers without credentials', async () => {
    expect((await fetch(`${base}/thing`)).status).toBe(200);
  });

  it('a write route answers 401 without a token or with an unknown one', async () => {
    const none = await fetch(`${base}/thing`, { method: 'POST' });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ title: 'Unauthorized', status: 401 });
    const wrong = await fetch(`${base}/thing`, {
      method: 'POST',
      headers: { authorization: 'Bearer not-the-right-token-at-all' },
    });
    expect(wrong.status).toBe(401);
  });

  it('a write route answers with the right token', async () => {
    const ok = await fetch(`${base}/thing`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(ok.status).toBe(201);
  });

  it('tokenAccessPolicy without a token grants nothing but reads', async () => {
    const policy = tokenAccessPolicy(undefined);
    await expect(policy.authorize(request(`Bearer ${TOKEN}`), 'incidents')).rejects.toMatchObject({
      name: 'UnauthorizedError',
    });
    await expect(policy.authorize(request(), 'read')).resolves.toBeNull();
  });
});
