import type { HealthResponse, PathHealthResponse } from '@tiermap/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetToDemo, sendJson } from '../../test-support/app-server.js';
import { startFullApp, type FullApp } from '../../test-support/full-app.js';
import { testGraph } from '../../test-support/graph.js';
import { perfsonarFixture } from './fixtures.js';

// Issue 21: tiermap is a pScheduler HTTP archiver target. The records are the constructed
// fixtures in packages/analysis/src/perfsonar/fixtures (no pScheduler runs here).

const ADMIN = 'perfsonar-archiver-admin-token-7c1f';
const graph = testGraph();
// Just after the fixtures' runs (2026-11-25 12:00–12:04 UTC), within the 15 minutes they count.
const clock = Date.UTC(2026, 10, 25, 12, 5, 0);
let stack: FullApp;

type Filed = { accepted: number; filed: { pathId: string; direction: string }[] };
type Problem = { detail: string; errors: { path: string; message: string }[] };

function archive<T = Filed>(method: 'POST' | 'PUT', record: unknown) {
  return sendJson<T>(`${stack.base}/perfsonar/archive`, ADMIN, method, record);
}

async function picToCern() {
  const { body } = await sendJson<PathHealthResponse>(`${stack.base}/health/paths`, ADMIN, 'GET');
  return body.paths.find((p) => p.pathId === 'CERN-PIC' && p.direction === 'ZtoA');
}

async function archiverHealth() {
  const { body } = await sendJson<HealthResponse>(`${stack.base}/health`, ADMIN, 'GET');
  return body.integrations?.find((i) => i.name === 'perfsonar-archiver');
}

describe('POST|PUT /api/perfsonar/archive (real Neo4j, real API)', () => {
  beforeAll(async () => {
    await resetToDemo(graph);
    stack = await startFullApp(graph, ADMIN, {
      now: () => clock,
      demoIntervalMs: 5_000,
      perfsonarHosts: {
        PIC: ['psb01.pic.es', 'PSL01.pic.es.'],
        CERN: ['perfsonar-bw.cern.ch', 'perfsonar-lt.cern.ch'],
      },
    });
    for (let i = 0; i < 3; i += 1) stack.demo.tick();
  });
  afterAll(async () => {
    await stack.close();
    await graph.close();
  });

  it('files a throughput record PIC → CERN under CERN-PIC Z→A, and health shows it', async () => {
    expect(await archiverHealth()).toMatchObject({ state: 'idle' });
    const posted = await archive('POST', perfsonarFixture('pscheduler-throughput.json'));
    expect(posted).toEqual({
      status: 201,
      body: {
        accepted: 1,
        filed: [{ pathId: 'CERN-PIC', direction: 'ZtoA' }],
        testType: 'throughput',
        fromSiteId: 'PIC',
        toSiteId: 'CERN',
      },
    });
    expect((await picToCern())?.measured).toMatchObject({
      throughputBps: 9.403e9,
      retransmissions: 3,
    });
    expect(await archiverHealth()).toMatchObject({
      state: 'ok',
      detail: 'filed a throughput result PIC → CERN',
    });
  });

  it('takes PUT as pScheduler’s op put, each test type on its own direction', async () => {
    const bg = await archive('PUT', perfsonarFixture('pscheduler-latencybg.json'));
    expect(bg.status).toBe(201);
    expect(bg.body.filed).toEqual([{ pathId: 'CERN-PIC', direction: 'AtoZ' }]);

    const rtt = await archive('PUT', perfsonarFixture('pscheduler-rtt.json'));
    expect(rtt.body.filed).toEqual([{ pathId: 'CERN-PIC', direction: 'ZtoA' }]);
    expect((await picToCern())?.measured).toMatchObject({ rttMs: 11.2914, lossRatio: 1 / 6 });

    const trace = await archive('POST', perfsonarFixture('pscheduler-trace.json'));
    expect(trace).toMatchObject({
      status: 201,
      body: { filed: [{ pathId: 'CERN-PIC', direction: 'ZtoA' }], testType: 'trace' },
    });
  });

  it('keeps a run that did not succeed as a failed test: 200, nothing filed, no outage', async () => {
    const before = await picToCern();
    const failed = await archive('POST', perfsonarFixture('pscheduler-rtt-failed.json'));
    expect(failed).toEqual({
      status: 200,
      body: {
        accepted: 0,
        filed: [],
        testType: 'rtt',
        fromSiteId: 'PIC',
        toSiteId: 'CERN',
        failedTest: { error: 'ping: connect: Network is unreachable' },
      },
    });
    const after = await picToCern();
    expect(after?.measured).toEqual(before?.measured);
    expect(after?.status).not.toBe('outage');
  });

  it('answers 400 naming the field of a malformed record, files nothing, and health says so', async () => {
    const before = await picToCern();
    const record = perfsonarFixture<{ result: { roundtrips: { rtt: string }[]; mean: string } }>(
      'pscheduler-rtt.json',
    );
    const third = record.result.roundtrips[3];
    if (third !== undefined) third.rtt = '11.3 ms';
    record.result.mean = 'PT0.0005S';
    const refused = await archive<Problem>('POST', record);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'body.result.roundtrips[3].rtt', message: 'not an ISO 8601 duration' },
    ]);
    expect((await picToCern())?.measured).toEqual(before?.measured);
    const health = await archiverHealth();
    expect(health?.state).toBe('failing');
    expect(health?.lastError).toMatch(
      /^400: body\.result\.roundtrips\[3\]\.rtt: not an ISO 8601 duration/,
    );
  });

  it('answers 422 naming a host no site lists and how to map it, and files nothing', async () => {
    const before = await picToCern();
    const record = perfsonarFixture<{
      test: { spec: { source: string } };
      result: { summary: unknown };
    }>('pscheduler-throughput.json');
    record.test.spec.source = 'ps-new.pic.es';
    const refused = await archive<Problem>('POST', record);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      {
        path: 'body.test.spec.source',
        message: '"ps-new.pic.es" is in no site\'s perfSONAR host list (TIERMAP_PERFSONAR_HOSTS)',
      },
    ]);
    expect(refused.body.detail).toMatch(/add each to its site in the TIERMAP_PERFSONAR_HOSTS file/);
    expect((await picToCern())?.measured).toEqual(before?.measured);
    expect((await archiverHealth())?.lastError).toMatch(/^422: no site lists "ps-new\.pic\.es"/);
  });
});
