import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freeTcpPort } from '../test-support/alertmanager.js';
import { startHaproxy, type RunningHaproxy } from '../test-support/haproxy.js';

/**
 * The real HAProxy with the configuration docs/operations.md shows, in front of stand-ins for
 * instances (plain HTTP servers, so the health answer can be exactly what an instance gives
 * while Neo4j is down: 503, possibly after the health ping's 2 s wait). What is tested is the
 * balancer's configuration; that an instance goes on taking samples and serving its live
 * clients while its graph is down is outage.int.test.ts's.
 */

interface StandIn {
  port: number;
  close(): Promise<void>;
}

/** Answers `/api/health` with `healthStatus` after `healthDelayMs`, anything else 200 `name`. */
async function standIn(name: string, healthStatus: number, healthDelayMs = 0): Promise<StandIn> {
  const server = http.createServer((req, res) => {
    if (req.url === '/api/health') {
      setTimeout(() => {
        res.writeHead(healthStatus, { 'content-type': 'application/json' });
        res.end(
          healthStatus === 200
            ? '{"status":"ok","neo4j":"up"}'
            : '{"status":"degraded","neo4j":"down","detail":"Neo4j is unreachable"}',
        );
      }, healthDelayMs);
      return;
    }
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(name);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Waits (bounded) until HAProxy's log says `server` is DOWN in both backends. */
async function untilDown(haproxy: RunningHaproxy, server: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  const down = () =>
    ['tiermap_api', 'tiermap_collectors'].every((backend) =>
      haproxy.logTail(500).includes(`Server ${backend}/${server} is DOWN`),
    );
  while (!down() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (!down()) throw new Error(`HAProxy never took ${server} out:\n${haproxy.logTail()}`);
}

describe("HAProxy's health check, as docs/operations.md configures it", () => {
  let haproxy: RunningHaproxy | undefined;
  const standIns: StandIn[] = [];
  afterEach(async () => {
    await haproxy?.stop();
    haproxy = undefined;
    for (const s of standIns.splice(0)) await s.close();
  });

  it.each([
    ['at once', 0],
    // Neo4j not answering: the health ping gives up after its 2 s, well past the 500 ms interval.
    ['after the 2 s the health ping waits for Neo4j', 2_100],
  ])(
    'keeps an instance whose Neo4j is down (health 503 %s) in rotation, and takes out one that does not answer',
    async (_when, delayMs) => {
      const degraded = await standIn('api-1', 503, delayMs);
      standIns.push(degraded);
      const gone = await freeTcpPort();
      haproxy = await startHaproxy({
        backends: [
          { name: 'api-1', port: degraded.port },
          { name: 'api-2', port: gone },
        ],
      });
      // Every instance shares the one Neo4j: taking them all out would stop the live view and
      // ingest, which go on without it. One that does not answer at all must go.
      await untilDown(haproxy, 'api-2');
      // Several rounds of checks since, so a check failing api-1 would have taken it out too.
      await new Promise((r) => setTimeout(r, 3 * (500 + delayMs)));
      expect(haproxy.logTail(500)).not.toMatch(/Server tiermap_\w+\/api-1 is DOWN/);
      for (let i = 0; i < 4; i += 1) {
        const read = await fetch(`${haproxy.url}/api/live`);
        expect(read.status).toBe(200);
        expect(await read.text()).toBe('api-1');
        const write = await fetch(`${haproxy.url}/api/write`, { method: 'POST', body: 'x' });
        expect(write.status).toBe(200);
        expect(await write.text()).toBe('api-1');
      }
    },
    60_000,
  );
});
