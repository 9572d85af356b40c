import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PathDetail, Problem, TcpObservation, TcpPath, TcpTable } from '@tiermap/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { tokenAccessPolicy } from '../../http/access.js';
import { createServices } from '../../services.js';
import { getJson, startDemoApp } from '../../test-support/app-server.js';
import { testGraph } from '../../test-support/graph.js';
import type { TcpObservationSource } from './tcp.js';

const graph = testGraph();
let base = '';
let close = () => undefined as void;

/** The Penn State measurement, filed under FZK to CERN with its own 9.85 ms round trip. */
const pennState: TcpObservation = {
  throughputBps: 51e6,
  lossRatio: 0,
  retransmissions: 0,
  rttMs: 9.85,
  source: 'measurement',
  atMs: Date.parse('2026-03-17T23:00:00Z'),
};

describe('TCP expectations on the demo (real Neo4j)', () => {
  beforeAll(async () => {
    ({ base, close } = await startDemoApp(graph));
  });
  afterAll(async () => {
    close();
    await graph.close();
  });

  it('GET /api/paths/CERN-FZK/tcp adds up the RTT of each direction and finds the 10 Gb/s bottleneck', async () => {
    const { status, body } = await getJson<TcpPath>(`${base}/paths/CERN-FZK/tcp`);
    expect(status).toBe(200);
    const detail = (await getJson<PathDetail>(`${base}/paths/CERN-FZK`)).body;
    for (const direction of ['AtoZ', 'ZtoA'] as const) {
      const figures = body.directions[direction];
      const rttMs = detail.rttMs[direction] ?? Number.NaN;
      expect(figures.rttMs).toBe(rttMs);
      expect(figures.bottleneckCapacityBps).toBe(
        Math.min(...detail.hops[direction].map((h) => h.capacityBps)),
      );
      expect(figures.bdpBytes).toBeCloseTo((10e9 * rttMs) / 1000 / 8, 3);
      expect(figures.recommendedWindowBytes).toBeCloseTo((2 * 10e9 * rttMs) / 1000 / 8, 3);
      expect(figures.windowLimitedBps).toBeCloseTo((65_536 * 8) / (rttMs / 1000), 3);
      expect(figures).toMatchObject({ mssBytes: 1460, windowBytes: 65_536, observed: null });
      expect(figures.diagnosis).toBeNull();
    }
    expect(body.directions.AtoZ.bottleneckCapacityBps).toBe(10e9);
    // FZK's return route is longer than its way out.
    expect(body.directions.ZtoA.rttMs).toBeGreaterThan(body.directions.AtoZ.rttMs ?? Infinity);
    expect(body).toMatchObject({ pathId: 'CERN-FZK', aSiteId: 'CERN', zSiteId: 'FZK' });
  });

  it('GET /api/paths/CERN-RAL/tcp takes the 2 x 1 Gb/s trunk as the bottleneck', async () => {
    const { body } = await getJson<TcpPath>(`${base}/paths/CERN-RAL/tcp`);
    expect(body.directions.AtoZ.bottleneckCapacityBps).toBe(2e9);
    expect(body.directions.ZtoA.bottleneckCapacityBps).toBe(2e9);
  });

  it('GET /api/paths/CERN-ASGC/tcp?windowBytes=131072&mtuBytes=9000 uses the asked window and jumbo frames', async () => {
    const { body } = await getJson<TcpPath>(
      `${base}/paths/CERN-ASGC/tcp?windowBytes=131072&mtuBytes=9000`,
    );
    const figures = body.directions.AtoZ;
    const rttS = (figures.rttMs ?? Number.NaN) / 1000;
    expect(rttS).toBeGreaterThan(0.32);
    expect(body.mtuBytes).toBe(9000);
    expect(figures.mssBytes).toBe(8960);
    expect(figures.windowBytes).toBe(131_072);
    expect(figures.windowLimitedBps).toBeCloseTo((131_072 * 8) / rttS, 3);
    expect(figures.renoResponsivenessS).toBeCloseTo(
      ((figures.bottleneckCapacityBps ?? Number.NaN) * rttS * rttS) / (2 * 8960 * 8),
      3,
    );
  });

  it('GET /api/tcp lists every path at the default 64 KB window and MTU 1500', async () => {
    const { status, body } = await getJson<TcpTable>(`${base}/tcp`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ windowBytes: 65_536, mtuBytes: 1500 });
    expect(body.paths.map((p) => p.zSiteId)).toEqual(
      expect.arrayContaining(['ASGC', 'CALTECH', 'FZK', 'RAL', 'TRIUMF']),
    );
    expect(body.paths).toHaveLength(12);
    expect(body.paths.every((p) => p.directions.AtoZ.rttMs !== null)).toBe(true);
  });

  it('GET /api/tcp refuses a bad window or MTU with 400 naming the query field', async () => {
    for (const [search, field] of [
      ['windowBytes=abc', 'query.windowBytes'],
      ['windowBytes=0', 'query.windowBytes'],
      ['windowBytes=1.5', 'query.windowBytes'],
      ['mtuBytes=100', 'query.mtuBytes'],
    ] as const) {
      const { status, body } = await getJson<Problem>(`${base}/tcp?${search}`);
      expect(status, search).toBe(400);
      expect(body.errors?.[0]?.path, search).toBe(field);
    }
    expect((await getJson(`${base}/paths/CERN-FZK/tcp?window=65536`)).status).toBe(400);
  });

  it('GET /api/paths/{id}/tcp answers 404 for an unknown path', async () => {
    const { status, body } = await getJson<Problem>(`${base}/paths/CERN-NOWHERE/tcp`);
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: 404, detail: "Path 'CERN-NOWHERE' does not exist" });
  });

  it('with an observation source, FZK to CERN at 51 Mbit/s, no loss and 9.85 ms is window-limited at 64 KB', async () => {
    const source: TcpObservationSource = {
      read: () =>
        Promise.resolve((pathId, direction) =>
          pathId === 'CERN-FZK' && direction === 'ZtoA' ? pennState : undefined,
        ),
    };
    const app = createApp({
      logger: pino({ level: process.env.TIERMAP_TEST_LOG_LEVEL ?? 'silent' }),
      accessPolicy: tokenAccessPolicy(undefined),
      webDist: undefined,
      ...createServices(graph, { tcpObservations: source }),
    });
    const server: Server = app.express.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const { body } = await getJson<TcpPath>(`http://127.0.0.1:${port}/api/paths/CERN-FZK/tcp`);
      expect(body.directions.ZtoA.observed).toEqual(pennState);
      expect(body.directions.ZtoA.diagnosis).toEqual({
        code: 'window-limited',
        message:
          'window-limited at 64 KB: 51 Mbit/s is what a 64 KB window gives at 9.85 ms (53 Mbit/s) with no loss; enable window scaling / check firewalls that strip it',
      });
      expect(body.directions.AtoZ.diagnosis).toBeNull();
    } finally {
      server.close();
    }
  });
});
