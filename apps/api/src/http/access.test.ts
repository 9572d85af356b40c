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
import { addSessionRoutes } from '../features/session/routes.js';
import { createAuthThrottle } from './auth-throttle.js';
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
        status: 201,
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

describe('the session cookie, CSRF and throttling through the route table', () => {
  let server: Server;
  let base: string;
  let clock = 0;
  const throttle = createAuthThrottle({ maxFailures: 3, windowMs: 60_000, now: () => clock });
  const policy = rolePolicy(verifier, { anonymousRead: false, throttle });
  const table = createRouteTable(policy);

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
        summary: 'w',
        tag: 't',
        response: ok,
        status: 201,
      },
      () => Promise.resolve(new Reply(201, { ok: true })),
    );
    addSessionRoutes(table, policy);
    const app = express();
    app.set('trust proxy', 'loopback');
    app.use(express.json());
    app.use('/api', table.router);
    app.use(errorHandler(pino({ level: 'silent' })));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => {
    server.close();
  });

  /** Signs in as `token` from `address`; the response and the cookie it set. */
  async function signIn(
    token: string,
    address = '192.0.2.10',
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(`${base}/session`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-tiermap-csrf': '1',
        'x-forwarded-for': address,
        ...headers,
      },
      body: JSON.stringify({ token }),
    });
    const setCookie = response.headers.get('set-cookie') ?? '';
    return { response, setCookie, cookie: setCookie.split(';')[0] ?? '' };
  }

  it('POST /api/session sets an HttpOnly, SameSite=Strict cookie and answers who, never the token', async () => {
    const { response, setCookie } = await signIn('engineer-token');
    expect(response.status).toBe(200);
    expect(setCookie).toMatch(/^tiermap_session=engineer-token; /);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Strict/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toMatch(/Secure/);
    const text = await response.text();
    expect(text).not.toContain('engineer-token');
    expect(JSON.parse(text)).toMatchObject({
      authenticated: true,
      role: 'engineer',
      name: 'engineer',
      anonymousRead: false,
    });
  });

  it('POST /api/session marks the cookie Secure when the request came over TLS', async () => {
    const { setCookie } = await signIn('viewer-token', '192.0.2.11', {
      'x-forwarded-proto': 'https',
    });
    expect(setCookie).toMatch(/; Secure/);
  });

  it('POST /api/session refuses a wrong token with 401 and sets no cookie, and needs the CSRF header', async () => {
    const wrong = await signIn('nobody-token', '192.0.2.12');
    expect(wrong.response.status).toBe(401);
    expect(wrong.setCookie).toBe('');
    const noHeader = await signIn('engineer-token', '192.0.2.12', { 'x-tiermap-csrf': '' });
    expect(noHeader.response.status).toBe(403);
  });

  it('the cookie reads (no CSRF header needed) and GET /api/session says who is signed in', async () => {
    const { cookie } = await signIn('engineer-token');
    expect((await fetch(`${base}/thing`)).status).toBe(401);
    expect((await fetch(`${base}/thing`, { headers: { cookie } })).status).toBe(200);
    const session = await fetch(`${base}/session`, { headers: { cookie } });
    expect(await session.json()).toMatchObject({ authenticated: true, role: 'engineer' });
    const anonymous = await fetch(`${base}/session`);
    expect(await anonymous.json()).toMatchObject({ authenticated: false, role: null });
  });

  it('a write signed in by cookie without X-Tiermap-CSRF is refused with 403; with it, it goes through', async () => {
    const { cookie } = await signIn('engineer-token');
    const without = await fetch(`${base}/thing`, { method: 'POST', headers: { cookie } });
    expect(without.status).toBe(403);
    expect(((await without.json()) as { detail: string }).detail).toMatch(/X-Tiermap-CSRF/);
    const crossSite = await fetch(`${base}/thing`, {
      method: 'POST',
      headers: { cookie, 'x-tiermap-csrf': '1', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const withHeader = await fetch(`${base}/thing`, {
      method: 'POST',
      headers: { cookie, 'x-tiermap-csrf': '1', 'sec-fetch-site': 'same-origin' },
    });
    expect(withHeader.status).toBe(201);
    // Tools with a bearer token need no CSRF header.
    const bearer = await fetch(`${base}/thing`, {
      method: 'POST',
      headers: { authorization: 'Bearer engineer-token' },
    });
    expect(bearer.status).toBe(201);
  });

  it('a refused cookie is cleared with the 401, and DELETE /api/session clears it too', async () => {
    const refused = await fetch(`${base}/thing`, {
      headers: { cookie: 'tiermap_session=revoked-token', 'x-forwarded-for': '192.0.2.13' },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('set-cookie')).toMatch(
      /^tiermap_session=; .*Expires=Thu, 01 Jan 1970/,
    );
    const out = await fetch(`${base}/session`, { method: 'DELETE' });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/^tiermap_session=; /);
    expect(await out.json()).toMatchObject({ authenticated: false });
  });

  it('failed bearer, cookie and sign-in attempts from one address are throttled with 429 and Retry-After; other addresses are not', async () => {
    const from = (address: string, auth: Record<string, string>) =>
      fetch(`${base}/thing`, { headers: { 'x-forwarded-for': address, ...auth } });
    expect((await from('203.0.113.5', { authorization: 'Bearer guess-1' })).status).toBe(401);
    expect((await from('203.0.113.5', { cookie: 'tiermap_session=guess-2' })).status).toBe(401);
    expect((await signIn('guess-3', '203.0.113.5')).response.status).toBe(401);
    const throttled = await from('203.0.113.5', { authorization: 'Bearer guess-4' });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('20');
    // The right token from the throttled address waits too: it is not even checked.
    expect((await from('203.0.113.5', { authorization: 'Bearer admin-token' })).status).toBe(429);
    expect((await signIn('admin-token', '203.0.113.5')).response.status).toBe(429);
    // Another address signs in and reads as usual.
    expect((await from('203.0.113.6', { authorization: 'Bearer admin-token' })).status).toBe(200);
    clock += 20_000;
    expect((await from('203.0.113.5', { authorization: 'Bearer admin-token' })).status).toBe(200);
  });
});
