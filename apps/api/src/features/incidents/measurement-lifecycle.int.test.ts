import type { Incident, IncidentList, PathHealthResponse } from '@tiermap/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetToDemo, sendJson } from '../../test-support/app-server.js';
import { startFullApp, type FullApp } from '../../test-support/full-app.js';
import { testGraph } from '../../test-support/graph.js';

// Issue 18 item 4: measurements can be withdrawn, and an incident resolved by hand is not
// reopened by the same stale results, only by new bad ones.

const ADMIN = 'measurement-lifecycle-admin-token-2d8e';
const STEP_MS = 5_000;
const graph = testGraph();
let clock = Date.UTC(2026, 10, 25, 12, 0, 0);
let stack: FullApp;

function send<T>(method: string, path: string, body?: unknown) {
  return sendJson<T>(`${stack.base}${path}`, ADMIN, method, body);
}

/** A perfSONAR result PIC → CERN from `source` with `lossRatio`, taken now. */
const picToCern = (lossRatio: number, source = 'perfsonar-pic') =>
  send('POST', '/measurements', {
    fromSiteId: 'PIC',
    toSiteId: 'CERN',
    ts: clock,
    throughputBps: 40e6,
    lossRatio,
    source,
  });

async function picRow() {
  const { body } = await send<PathHealthResponse>('GET', '/health/paths');
  return body.paths.find((p) => p.pathId === 'CERN-PIC' && p.direction === 'ZtoA');
}

async function openIncidents(): Promise<Incident[]> {
  await send('POST', '/incidents/evaluate', {});
  return (await send<IncidentList>('GET', '/incidents?status=open')).body.incidents;
}

function advance(steps: number): void {
  for (let i = 0; i < steps; i += 1) {
    clock += STEP_MS;
    stack.demo.tick();
  }
}

describe('measurements with a lifecycle (real Neo4j, real API)', () => {
  beforeAll(async () => {
    await resetToDemo(graph);
  });
  beforeEach(async () => {
    await graph.runAutoCommit('MATCH (i:Incident) DETACH DELETE i');
    clock += 3_600_000;
    await stack?.close();
    stack = await startFullApp(graph, ADMIN, { now: () => clock, demoIntervalMs: STEP_MS });
    advance(3);
  });
  afterAll(async () => {
    await stack.close();
    await graph.close();
  });

  it('DELETE /api/measurements?source= withdraws that source’s results and no other’s', async () => {
    expect((await picToCern(0.3)).status).toBe(201);
    expect((await picRow())?.status).toBe('lossy');

    const other = await send<{ withdrawn: number }>(
      'DELETE',
      '/measurements?source=perfsonar-elsewhere',
    );
    expect(other).toEqual({ status: 200, body: { withdrawn: 0 } });
    expect((await picRow())?.status).toBe('lossy');

    const withdrawn = await send<{ withdrawn: number }>(
      'DELETE',
      '/measurements?source=perfsonar-pic',
    );
    expect(withdrawn).toEqual({ status: 200, body: { withdrawn: 1 } });
    const row = await picRow();
    expect(row?.measured).toBeNull();
    expect(row?.status).toBe('ok');

    const missing = await send<{ errors: Array<{ path: string }> }>('DELETE', '/measurements');
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e) => e.path)).toEqual(['query.source']);
  });

  it('an incident resolved by hand stays resolved on the same bad results; a new bad result opens one again', async () => {
    expect((await picToCern(0.3)).status).toBe(201);
    const [incident] = await openIncidents();
    expect(incident?.sites).toEqual(['PIC']);

    const resolved = await send<Incident>('POST', `/incidents/${incident?.id ?? ''}/resolve`, {
      note: 'perfSONAR host misconfigured',
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.timeline.at(-1)?.message).toMatch(
      /resolved by hand: perfSONAR host misconfigured; set aside 1 measurement \(PIC → CERN from perfsonar-pic/,
    );
    advance(1);
    expect(await openIncidents()).toEqual([]);

    advance(1);
    expect((await picToCern(0.4)).status).toBe(201);
    const again = await openIncidents();
    expect(again.map((i) => i.sites)).toEqual([['PIC']]);
    expect(again[0]?.id).not.toBe(incident?.id);
  });
});
