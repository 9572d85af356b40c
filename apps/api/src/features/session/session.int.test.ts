import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitWhileThrottled } from '../../../../../scripts/lib/throttle.mjs';
import { AUTH_MAX_FAILURES, createAuthThrottle } from '../../http/auth-throttle.js';
import { startFullApp, type FullApp } from '../../test-support/full-app.js';
import { freshGraph, testGraph } from '../../test-support/graph.js';
import { createTopologyService } from '../topology/service.js';

const graph = testGraph();
const ADMIN = 'session-int-admin-token-5b7e01';
let stack: FullApp;
let clock = Date.UTC(2026, 10, 25, 12, 0, 0);
const logLines: string[] = [];

/** Signs in with `token` as the web app does; the cookie pair to send back. */
async function signIn(token: string, address = '192.0.2.40'): Promise<string> {
  const response = await fetch(`${stack.base}/session`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-tiermap-csrf': '1',
      'x-forwarded-for': address,
    },
    body: JSON.stringify({ token }),
  });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** Reads the live stream until its first event names `event`; the text read. Aborts after. */
async function firstEvent(headers: Record<string, string>, event: string): Promise<string> {
  const controller = new AbortController();
  const response = await fetch(`${stack.base}/live`, { headers, signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = (response.body as ReadableStream<Uint8Array> | null)?.getReader();
  if (reader === undefined) throw new Error('the live stream has no body');
  const decoder = new TextDecoder();
  let text = '';
  try {
    // Bounded: the snapshot is the first event; a few chunks at most.
    for (let chunk = 0; chunk < 100 && !text.includes(`event: ${event}`); chunk += 1) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    controller.abort();
  }
  return text;
}

describe('signing in by cookie with anonymous reads off (real Neo4j, real API)', () => {
  beforeAll(async () => {
    await freshGraph(graph);
    await createTopologyService(graph).loadDemoIfEmpty();
    const logger = pino(
      { level: 'warn' },
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          logLines.push(
            ...chunk
              .toString('utf8')
              .split('\n')
              .filter((line) => line !== ''),
          );
          callback();
        },
      }),
    );
    stack = await startFullApp(graph, ADMIN, {
      anonymousRead: false,
      logger,
      throttle: createAuthThrottle({ now: () => clock, logger }),
    });
  });
  afterAll(async () => {
    await stack.close();
    await graph.close();
  });

  it('the live stream answers a browser signed in by cookie alone, and refuses an anonymous one', async () => {
    expect((await fetch(`${stack.base}/live`)).status).toBe(401);
    const cookie = await signIn(ADMIN);
    expect(cookie).toMatch(/^tiermap_session=/);
    const text = await firstEvent({ cookie }, 'snapshot');
    expect(text).toContain('event: snapshot');
  });

  it('a write signed in by cookie without X-Tiermap-CSRF is refused with 403 and writes nothing; with it, it is done', async () => {
    const cookie = await signIn(ADMIN);
    const window = {
      carrierId: 'geant',
      title: 'csrf check',
      startsAt: '2030-01-01T00:00:00Z',
      endsAt: '2030-01-01T01:00:00Z',
      behaviour: 'mute',
      equipmentIds: ['geant-gva'],
    };
    const post = (headers: Record<string, string>) =>
      fetch(`${stack.base}/maintenance`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(window),
      });
    const forged = await post({});
    expect(forged.status).toBe(403);
    const list = (await (
      await fetch(`${stack.base}/maintenance`, { headers: { cookie } })
    ).json()) as { maintenances: Array<{ title: string }> };
    expect(list.maintenances.map((w) => w.title)).not.toContain('csrf check');
    expect((await post({ 'x-tiermap-csrf': '1' })).status).toBe(201);
  });

  it(`after ${AUTH_MAX_FAILURES} wrong tokens an address gets 429 with Retry-After, a right token too; another address is not slowed`, async () => {
    const guesser = '198.51.100.20';
    const read = (address: string, token: string) =>
      fetch(`${stack.base}/topology`, {
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address },
      });
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_MAX_FAILURES; i += 1) {
      statuses.push((await read(guesser, `tm_guess-${i}`)).status);
    }
    expect(statuses).toEqual(Array.from({ length: AUTH_MAX_FAILURES }, () => 401));
    const throttled = await read(guesser, 'tm_guess-next');
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('3');
    expect(await throttled.json()).toMatchObject({ status: 429, title: 'Too many requests' });
    // Decided: while throttled, a right token from that address waits too (it is not checked,
    // so guessing cannot go on), and so does signing in by cookie.
    expect((await read(guesser, ADMIN)).status).toBe(429);
    const cookieSignIn = await fetch(`${stack.base}/session`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-tiermap-csrf': '1',
        'x-forwarded-for': guesser,
      },
      body: JSON.stringify({ token: ADMIN }),
    });
    expect(cookieSignIn.status).toBe(429);
    // Another address is not affected.
    expect((await read('198.51.100.21', ADMIN)).status).toBe(200);
    // One attempt back after Retry-After.
    clock += 3_000;
    expect((await read(guesser, ADMIN)).status).toBe(200);

    const throttledLines = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'authentication throttled');
    expect(throttledLines).toEqual([
      expect.objectContaining({ level: 40, address: guesser, failures: AUTH_MAX_FAILURES }),
    ]);
    expect(JSON.stringify(throttledLines)).not.toMatch(/tm_guess|session-int-admin/);
  });

  it('a client with the right token that starts just after wrong ones from its address waits out Retry-After, bounded, then gets in', async () => {
    // The contract check's case: its anonymous run sends made-up credentials from 127.0.0.1,
    // then its admin run starts from the same address with the admin token.
    const address = '198.51.100.30';
    const headers = { authorization: `Bearer ${ADMIN}`, 'x-forwarded-for': address };
    for (let i = 0; i < AUTH_MAX_FAILURES; i += 1) {
      await fetch(`${stack.base}/topology`, {
        headers: { authorization: `Bearer tm_made-up-${i}`, 'x-forwarded-for': address },
      });
    }
    expect((await fetch(`${stack.base}/openapi.json`, { headers })).status).toBe(429);

    const sleeps: number[] = [];
    const sleep = (ms: number): Promise<void> => {
      sleeps.push(ms);
      clock += ms;
      return Promise.resolve();
    };
    const now = (): number => clock;
    const url = `${stack.base}/openapi.json`;
    expect(await waitWhileThrottled({ url, headers, sleep, now })).toEqual({
      status: 200,
      waitedMs: 3_000,
    });
    expect(sleeps).toEqual([3_000]);

    // Bounded: a client that would have to wait longer than its limit is told so, not hung.
    for (let i = 0; i < AUTH_MAX_FAILURES; i += 1) {
      await fetch(`${stack.base}/topology`, {
        headers: { authorization: `Bearer tm_made-up-again-${i}`, 'x-forwarded-for': address },
      });
    }
    await expect(
      waitWhileThrottled({ url, headers, sleep, now, timeoutMs: 2_000 }),
    ).rejects.toThrow(/still answered 429 Too Many Requests after 0 s \(limit 2 s\)/);
  });
});
