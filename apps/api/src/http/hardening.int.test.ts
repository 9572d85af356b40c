import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import type { Graph } from '../db/graph.js';
import type { MetricsRuntime } from '../features/metrics/runtime.js';
import { createLogger } from '../logger.js';
import { createServices } from '../services.js';
import { startTestMetrics } from '../test-support/app-server.js';
import { endlessPost } from '../test-support/endless-post.js';
import { freshGraph, testGraph } from '../test-support/graph.js';
import { rolePolicy } from './access.js';

// The HTTP hardening of issue 17, from the outside: the app as `npm start` builds it (accounts in
// the graph, a real pino logger), over a loopback socket.

const ADMIN_TOKEN = 'tm-hardening-admin-7c1e9a0f4b2d';

let graph: Graph;
let server: Server;
let base: string;
let port: number;
let webDist: string;
let metrics: MetricsRuntime;
const logChunks: string[] = [];

beforeAll(async () => {
  graph = testGraph();
  await freshGraph(graph);
  const services = createServices(graph);
  await services.tokens.ensureAdmin(ADMIN_TOKEN);
  webDist = mkdtempSync(path.join(tmpdir(), 'tiermap-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(path.join(webDist, 'assets/app.js'), 'console.log(1);');
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logChunks.push(chunk.toString('utf8'));
      done();
    },
  });
  const logger = createLogger('info', stream);
  metrics = await startTestMetrics(graph, logger, Date.now, { maxSamplesPerDirection: 100 });
  const app = createApp({
    logger,
    metrics,
    accessPolicy: rolePolicy(services.tokens, { anonymousRead: true }),
    webDist,
    instanceId: 'api-7',
    ...services,
  });
  server = app.express.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await metrics.close();
  rmSync(webDist, { recursive: true, force: true });
  await graph.close();
});

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

describe('no secret in the log', () => {
  it('logs every request but never a token: headers, cookies, query strings, token routes', async () => {
    const before = logChunks.length;
    // A token made and used during the run, as well as the admin token.
    const created = await fetch(`${base}/api/tokens`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'log test', role: 'viewer' }),
    });
    expect(created.status).toBe(201);
    const { token: viewerToken } = (await created.json()) as { token: string };
    const secrets = [ADMIN_TOKEN, viewerToken];

    for (const secret of secrets) {
      await fetch(`${base}/api/whoami`, { headers: { authorization: `Bearer ${secret}` } });
      await fetch(`${base}/api/whoami`, { headers: { authorization: `Token ${secret}` } });
      await fetch(`${base}/api/topology`, { headers: { cookie: `tiermap_session=${secret}` } });
      await fetch(`${base}/api/topology?token=${secret}&access_token=${secret}`);
      await fetch(`${base}/api/tokens`, {
        headers: { 'x-auth-token': secret, 'x-api-key': secret },
      });
      // Problems: a refused write, a bad body, an undeclared method, a missing route.
      await fetch(`${base}/api/tokens`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: `{"name": "${secret}", broken`,
      });
      await fetch(`${base}/api/tokens?token=${secret}`, { method: 'PUT', headers: admin });
      await fetch(`${base}/api/nothing/${'x'}?access_token=${secret}`, { headers: admin });
    }
    const written = logChunks.slice(before).join('');
    const requestLines = written
      .split('\n')
      .filter((line) => line.includes('"req":') && line.includes('"responseTime"'));
    expect(requestLines.length).toBeGreaterThanOrEqual(16);
    expect(written).toContain('"authorization":"[Redacted]"');
    expect(written).toContain('token=[Redacted]');
    for (const secret of secrets) {
      expect(written).not.toContain(secret);
    }
  });
});

describe('authentication before the body is read', () => {
  it.each([
    ['/api/write', 'text/plain'],
    ['/api/metrics', 'application/json'],
    ['/api/carriers/geant/uploads', 'application/yaml'],
    ['/api/topology/import', 'application/json'],
    ['/api/tokens', 'application/json'],
  ])(
    'refuses an anonymous POST %s with 401 while its body is still arriving',
    async (url, type) => {
      const { response, body } = await endlessPost(`${base}${url}`, { 'content-type': type });
      expect(response.statusCode).toBe(401);
      expect(response.headers.connection).toBe('close');
      expect(JSON.parse(body)).toMatchObject({ status: 401 });
    },
  );

  it('refuses an unknown token the same way', async () => {
    const { response } = await endlessPost(`${base}/api/write`, {
      'content-type': 'text/plain',
      authorization: 'Bearer not-a-token-anyone-made',
    });
    expect(response.statusCode).toBe(401);
  });

  it('holds JSON writes to 1 MB unless the route needs more', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1_200_000), role: 'viewer' });
    const tokens = await fetch(`${base}/api/tokens`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: big,
    });
    expect(tokens.status).toBe(413);
    const samples = await fetch(`${base}/api/metrics`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ samples: [], padding: 'x'.repeat(1_200_000) }),
    });
    // Read (the batch limit is 20 MB), then refused for its unknown field, not its size.
    expect(samples.status).toBe(400);
  });
});

describe('malformed input is a 4xx naming the place', () => {
  it('answers an undecodable path parameter 400 naming it', async () => {
    const response = await fetch(`${base}/api/routers/%E0%A4%A`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ path: 'params.id' }] });
  });

  it.each(['gzip', 'deflate', 'br'])(
    'answers a %s body that does not decompress 400 naming the encoding',
    async (encoding) => {
      for (const [url, type] of [
        ['/api/metrics', 'application/json'],
        ['/api/write', 'text/plain'],
        ['/api/tokens', 'application/json'],
      ] as const) {
        const response = await fetch(`${base}${url}`, {
          method: 'POST',
          headers: { ...admin, 'content-type': type, 'content-encoding': encoding },
          body: 'this is not compressed at all',
        });
        expect(response.status).toBe(400);
        const problem = (await response.json()) as { detail: string; errors: unknown[] };
        expect(problem.detail).toContain(`Content-Encoding ${encoding}`);
        expect(problem.errors).toEqual([
          { path: 'headers.content-encoding', message: `the body is not valid ${encoding}` },
        ]);
      }
    },
  );

  it('answers a truncated gzip body 400 and still takes a whole one', async () => {
    const whole = gzipSync(JSON.stringify({ samples: [] }));
    const cut = await fetch(`${base}/api/metrics`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: whole.subarray(0, whole.length - 6),
    });
    expect(cut.status).toBe(400);
    const ok = await fetch(`${base}/api/metrics`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: whole,
    });
    expect(ok.status).toBe(200);
  });

  it('answers an unknown Content-Encoding 415 naming the header', async () => {
    const response = await fetch(`${base}/api/metrics`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json', 'content-encoding': 'compress' },
      body: '{}',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ errors: [{ path: 'headers.content-encoding' }] });
  });
});

describe('undeclared methods', () => {
  it('answers 405 with the Allow of the path, OPTIONS 204 with it, and keeps 404 for unknown paths', async () => {
    const del = await fetch(`${base}/api/topology`, { method: 'DELETE', headers: admin });
    expect(del.status).toBe(405);
    expect(del.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const put = await fetch(`${base}/api/tokens`, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    const patch = await fetch(`${base}/api/tokens/abc`, { method: 'PATCH' });
    expect(patch.headers.get('allow')).toBe('DELETE, OPTIONS');
    const options = await fetch(`${base}/api/tokens`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    expect((await fetch(`${base}/api/topology`, { method: 'HEAD' })).status).toBe(200);
    expect((await fetch(`${base}/api/no-such-thing`, { method: 'DELETE' })).status).toBe(404);
  });
});

const SECURITY_HEADERS = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
};

function expectSecurityHeaders(response: Response): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(response.headers.get(name), name).toBe(value);
  }
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
}

describe('security headers', () => {
  it('are on an API answer, a problem answer, a web page and a static file', async () => {
    const answers = await Promise.all([
      fetch(`${base}/api/topology`),
      fetch(`${base}/api/routers/nope`),
      fetch(`${base}/api/tokens`),
      fetch(`${base}/`),
      fetch(`${base}/sites/FZK`),
      fetch(`${base}/assets/app.js`),
    ]);
    expect(answers.map((response) => response.status)).toEqual([200, 404, 401, 200, 200, 200]);
    for (const response of answers) {
      expectSecurityHeaders(response);
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('name the instance that answered (X-Tiermap-Instance), so a balancer can be followed', async () => {
    const answers = await Promise.all([
      fetch(`${base}/api/health`),
      fetch(`${base}/api/routers/nope`),
      fetch(`${base}/`),
    ]);
    for (const response of answers) {
      expect(response.headers.get('x-tiermap-instance')).toBe('api-7');
    }
  });

  it('add HSTS only to a request that came over TLS (X-Forwarded-Proto from a loopback proxy)', async () => {
    const tls = await fetch(`${base}/api/topology`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
    const plain = await fetch(`${base}/api/topology`, { headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});
