import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { startStack } from '../../../scripts/lib/stack.mjs';
import { testGraph, wipe } from './test-support/graph.js';
import { repoRoot, STACK_TEST_PORT, testDataDir } from './test-support/paths.js';

// These run the built server (apps/api/dist), as `npm start` does; `npm test` builds it first.
const serverJs = path.join(repoRoot, 'apps/api/dist/server.js');

describe('the server process', () => {
  it('refuses a bad TIERMAP_PORT at start with exit code 2, naming the variable', () => {
    const result = spawnSync(process.execPath, [serverJs], {
      env: { ...process.env, TIERMAP_PORT: 'eighty' },
      encoding: 'utf8',
      // Bounded, with room for a slow start of Node on a busy machine.
      timeout: 60_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('TIERMAP_PORT');
  });
});

describe('startStack with NEO4J_URI', () => {
  const localDataDir = testDataDir('must-not-be-created');
  let stack: { url: string; stop(): Promise<void> } | undefined;

  beforeAll(async () => {
    const graph = testGraph();
    await wipe(graph);
    await graph.close();
    rmSync(localDataDir, { recursive: true, force: true });
    stack = await startStack({
      repoRoot,
      port: STACK_TEST_PORT,
      graphdbPort: 17699,
      dataDir: localDataDir,
      neo4jUri: inject('neo4jUri'),
      // The ingest gate on (it is off by default): its figures show at GET /api/metrics.
      env: { TIERMAP_LOG_LEVEL: 'warn', TIERMAP_INGEST_MAX_LAG_MS: '100' },
      log: () => undefined,
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('uses that server, migrates it, loads the demo, and starts no local Neo4j', async () => {
    const health = await fetch(`http://127.0.0.1:${STACK_TEST_PORT}/api/health`);
    expect(await health.json()).toMatchObject({
      status: 'ok',
      neo4j: 'up',
      parts: { graph: 'up', ingest: 'ok', live: 'ok' },
    });
    const topology = (await (
      await fetch(`http://127.0.0.1:${STACK_TEST_PORT}/api/topology`)
    ).json()) as {
      sites: unknown[];
    };
    expect(topology.sites.length).toBeGreaterThanOrEqual(12);
    expect(existsSync(localDataDir)).toBe(false);
  });

  it('reads TIERMAP_INGEST_MAX_LAG_MS: the gate counts its refusals and reads the loop at GET /api/metrics', async () => {
    const exposed = await (await fetch(`http://127.0.0.1:${STACK_TEST_PORT}/api/metrics`)).text();
    expect(exposed).toContain('tiermap_ingest_requests_refused_total{reason="overloaded"} 0\n');
    expect(exposed).toMatch(/^tiermap_event_loop_lag_seconds \d/m);
    expect(exposed).toMatch(/^tiermap_event_loop_busy_ratio \d/m);
  });
  it('keeps a collector connection idle for 6 s open (Keep-Alive timeout=65), so the next write on it is not reset', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ keepAlive: string | string[] | undefined; reused: boolean; status: number }>(
        (resolve, reject) => {
          const req = http.get(
            { host: '127.0.0.1', port: STACK_TEST_PORT, path: '/api/health', agent },
            (res) => {
              res.resume();
              res.on('end', () =>
                resolve({
                  keepAlive: res.headers['keep-alive'],
                  reused: req.reusedSocket,
                  status: res.statusCode ?? 0,
                }),
              );
            },
          );
          req.on('error', reject);
        },
      );
    try {
      const first = await get();
      expect(first.keepAlive).toBe('timeout=65');
      // Longer than Node's default keepAliveTimeout (5 s), shorter than Telegraf's 10 s flush.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const second = await get();
      expect(second).toMatchObject({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });
});
