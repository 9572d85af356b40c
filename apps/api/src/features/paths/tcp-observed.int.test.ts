import type { TcpPath, TopologyReport } from '@tiermap/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetToDemo } from '../../test-support/app-server.js';
import { startFullApp, type FullApp } from '../../test-support/full-app.js';
import { testGraph } from '../../test-support/graph.js';

// Issue 18 item 7: the TCP diagnosis of the running API sees perfSONAR results and the live link
// data, in /api/paths/{id}/tcp and in the topology report the PDF prints.

const ADMIN = 'tcp-observed-admin-token-51c2e9';
const STEP_MS = 5_000;
const graph = testGraph();
let clock = Date.UTC(2026, 10, 25, 12, 0, 0);
let stack: FullApp;

async function send<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${stack.base}${path}`, {
    method,
    headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return (await response.json()) as T;
}

describe('TCP figures from what is observed (real Neo4j, the API as npm start wires it)', () => {
  beforeAll(async () => {
    await resetToDemo(graph);
    stack = await startFullApp(graph, ADMIN, { now: () => clock, demoIntervalMs: STEP_MS });
    for (let i = 0; i < 3; i += 1) {
      clock += STEP_MS;
      stack.demo.tick();
    }
  });
  afterAll(async () => {
    await stack.close();
    await graph.close();
  });

  it('a perfSONAR result of PIC to CERN (18 Mbit/s at 28 ms: what a 64 KB window gives) is the observed rate of that direction and gets a diagnosis, in the API and the report', async () => {
    await send('POST', '/measurements', {
      fromSiteId: 'PIC',
      toSiteId: 'CERN',
      ts: clock,
      throughputBps: 18e6,
      lossRatio: 0,
      rttMs: 28,
      retransmissions: 0,
      source: 'perfsonar-pic',
    });
    const tcp = await send<TcpPath>('GET', '/paths/CERN-PIC/tcp');
    expect(tcp.directions.ZtoA.observed).toMatchObject({
      source: 'measurement',
      throughputBps: 18e6,
      lossRatio: 0,
      rttMs: 28,
      atMs: clock,
    });
    expect(tcp.directions.ZtoA.diagnosis?.code).toBe('window-limited');

    const report = await send<TopologyReport>('GET', '/reports/topology');
    const row = report.tcp.paths.find((p) => p.pathId === 'CERN-PIC');
    expect(row?.directions.ZtoA.observed?.source).toBe('measurement');
    expect(row?.directions.ZtoA.diagnosis?.code).toBe('window-limited');
  });

  it('without a measurement the live link data gives the loss along the path, and its Mathis limit', async () => {
    const tcp = await send<TcpPath>('GET', '/paths/CERN-FZK/tcp');
    expect(tcp.directions.AtoZ.observed).toMatchObject({ source: 'live', throughputBps: null });
    expect(tcp.directions.AtoZ.observed?.lossRatio).toBeGreaterThanOrEqual(0);
  });
});
