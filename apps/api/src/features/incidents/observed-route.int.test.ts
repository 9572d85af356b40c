import type { Incident, IncidentList, PathDetail, PathHealthResponse } from '@tiermap/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetToDemo, sendJson } from '../../test-support/app-server.js';
import { startFullApp, type FullApp } from '../../test-support/full-app.js';
import { testGraph } from '../../test-support/graph.js';

// Issue 21, declared vs observed paths: a trace FZK → CERN that goes Frankfurt → Geneva
// directly, skipping the declared GÉANT2 Paris, through the real API and a real Neo4j.

const ADMIN = 'observed-route-admin-token-7c1a';
const graph = testGraph();
let clock = Date.UTC(2026, 10, 26, 9, 0, 0);
let stack: FullApp;

/** The ingress addresses of the demo's ports (graph-schema/src/demo/addresses.ts). */
const SKIPPING_PARIS = ['192.0.2.20', '192.0.2.19', '192.0.2.16', '192.0.2.0', '192.0.2.14'];
const DECLARED = ['192.0.2.20', '192.0.2.19', '192.0.2.16', '192.0.2.9', '192.0.2.5', '192.0.2.14'];

function send<T>(method: string, path: string, body?: unknown) {
  return sendJson<T>(`${stack.base}${path}`, ADMIN, method, body);
}
const fzkToCern = (fields: Record<string, unknown>) =>
  send('POST', '/measurements', {
    fromSiteId: 'FZK',
    toSiteId: 'CERN',
    ts: clock,
    source: 'perfsonar-fzk',
    ...fields,
  });
const trace = (ips: string[]) => fzkToCern({ hops: [{}, ...ips.map((ip) => ({ ip }))] });

async function fzkRow() {
  const { body } = await send<PathHealthResponse>('GET', '/health/paths');
  return body.paths.find((p) => p.pathId === 'CERN-FZK' && p.direction === 'ZtoA');
}

describe('observed routes (real Neo4j, real API)', () => {
  beforeAll(async () => {
    await resetToDemo(graph);
    await graph.runAutoCommit('MATCH (i:Incident) DETACH DELETE i');
    stack = await startFullApp(graph, ADMIN, { now: () => clock, demoIntervalMs: 5_000 });
    stack.demo.tick();
  });
  afterAll(async () => {
    await stack.close();
    await graph.close();
  });

  it('a trace alone is filed as the route and does not hide the loss filed before it', async () => {
    expect((await fzkToCern({ lossRatio: 0.3 })).status).toBe(201);
    expect((await fzkRow())?.status).toBe('lossy');
    const filed = await trace(SKIPPING_PARIS);
    expect(filed).toMatchObject({
      status: 201,
      body: { accepted: 1, filed: [{ pathId: 'CERN-FZK', direction: 'ZtoA' }] },
    });
    const row = await fzkRow();
    expect(row?.status).toBe('lossy');
    expect(row?.measured?.lossRatio).toBe(0.3);
    expect(row?.pathChanged).toEqual({
      sinceMs: clock,
      skippedRouterIds: ['geant-par'],
      addedRouterIds: [],
      message: 'path changed: skipped GÉANT2 Paris',
    });
  });

  it('GET /api/paths/:id shows the observed route beside the declared one, hop by hop', async () => {
    const { status, body } = await send<PathDetail>('GET', '/paths/CERN-FZK');
    expect(status).toBe(200);
    expect(body.observed?.AtoZ).toBeNull();
    const route = body.observed?.ZtoA;
    expect(route?.verdict).toBe('changed');
    expect(route?.declaredRouterIds).toContain('geant-par');
    expect(route?.hops.map((h) => h.kind)).toEqual([
      'no-answer',
      'declared',
      'declared',
      'declared',
      'declared',
      'declared',
    ]);
    expect(route?.hops[4]).toMatchObject({ ip: '192.0.2.0', routerName: 'GÉANT2 Geneva' });
    const list = await send<{ paths: PathDetail[] }>('GET', '/paths?site=FZK');
    expect(list.body.paths[0]?.observed?.ZtoA?.verdict).toBe('changed');
  });

  it('the incident says the path changed, and the finding clears when the trace follows the declared path again', async () => {
    await send('POST', '/incidents/evaluate', {});
    const [incident] = (await send<IncidentList>('GET', '/incidents?status=open')).body.incidents;
    expect(incident?.sites).toEqual(['FZK']);
    expect(incident?.affected.find((a) => a.direction === 'ZtoA')?.pathChanged?.message).toBe(
      'path changed: skipped GÉANT2 Paris',
    );
    expect(incident?.situations.map((s) => s.code)).toContain('path-changed');
    // The declared Paris–Geneva link is no longer crossed: not the suspect while they differ.
    expect(incident?.suspects.map((s) => s.id)).not.toContain('geant-par-gva');

    clock += 10_000;
    expect((await trace(DECLARED)).status).toBe(201);
    expect((await fzkRow())?.pathChanged).toBeUndefined();
    await send('POST', '/incidents/evaluate', {});
    const after = await send<Incident>('GET', `/incidents/${incident?.id ?? ''}`);
    expect(after.body.affected.find((a) => a.direction === 'ZtoA')?.pathChanged).toBeUndefined();
    expect(after.body.timeline.map((t) => t.message)).toContain(
      'FZK → CERN is back on its declared path',
    );
  });
});
