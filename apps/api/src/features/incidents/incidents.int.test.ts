import type { Incident, IncidentList, PathHealthResponse } from '@tiermap/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetToDemo, sendJson } from '../../test-support/app-server.js';
import { startFullApp, type FullApp } from '../../test-support/full-app.js';
import { query, testGraph } from '../../test-support/graph.js';
import { PATCH_PANEL_LINK, RAL_TRUNK, TRANSATLANTIC_LINK } from '../demo/demo-crossings.js';
import { SCENARIO_WINDOW_ID } from '../demo/scenario-maintenance.js';

const TOKEN = 'integration-test-token-0123456789';
const STEP_MS = 5_000;
const graph = testGraph();
let clock = Date.UTC(2026, 10, 23, 12, 0, 0);

let stack: FullApp;

/** Moves the clock on by `steps` simulator steps, writing one step of traffic each. */
function advance(steps: number): void {
  for (let i = 0; i < steps; i += 1) {
    clock += STEP_MS;
    stack.demo.tick();
  }
}

function send<T>(method: string, path: string, body?: unknown) {
  return sendJson<T>(`${stack.base}${path}`, TOKEN, method, body);
}

async function evaluate(): Promise<Incident[]> {
  await send('POST', '/incidents/evaluate', {});
  const { body } = await send<IncidentList>('GET', '/incidents?status=open');
  return body.incidents;
}

async function play(name: string): Promise<void> {
  const { status } = await send('POST', `/demo/scenarios/${name}`, { durationMs: 1_800_000 });
  expect(status).toBe(200);
}

describe('incidents from the demo scenarios (real Neo4j, real API)', () => {
  beforeAll(async () => {
    await resetToDemo(graph);
  });
  beforeEach(async () => {
    await graph.runAutoCommit('MATCH (i:Incident) DETACH DELETE i');
    await graph.runAutoCommit('MATCH (m:Maintenance {id: $id}) DETACH DELETE m', {
      id: SCENARIO_WINDOW_ID,
    });
    clock += 3_600_000;
    stack = await startFullApp(graph, TOKEN, { now: () => clock, demoIntervalMs: STEP_MS });
    advance(3);
  });
  afterEach(async () => {
    await stack.close();
  });
  afterAll(async () => {
    await graph.close();
  });

  it('the demo traffic alone opens no incident and every path direction is ok', async () => {
    expect(await evaluate()).toEqual([]);
    const { body } = await send<PathHealthResponse>('GET', '/health/paths');
    expect(body.paths.length).toBeGreaterThan(10);
    expect(body.paths.filter((p) => p.status !== 'ok')).toEqual([]);
  });

  it('fzk-patch-panel opens one incident whose top suspect is the GÉANT link in France, FZK to CERN', async () => {
    await play('fzk-patch-panel');
    advance(3);
    const incidents = await evaluate();
    expect(incidents).toHaveLength(1);
    const [incident] = incidents;
    expect(incident?.sites).toContain('FZK');
    const top = incident?.suspects[0];
    expect(top).toMatchObject({
      kind: 'link',
      id: PATCH_PANEL_LINK,
      direction: 'AtoZ',
      cause: true,
    });
    expect(top?.directionLabel).toContain('FZK → CERN');
    expect(top?.explains).toContain('FZK → CERN');
    expect(top?.explanation).toContain('loss');
    expect(incident?.affected.some((a) => a.toSiteId === 'FZK')).toBe(false);
    expect(incident?.situations.map((s) => s.code)).toContain('asymmetry');
    expect(incident?.known).toBeNull();
    // The next evaluation keeps the same incident rather than opening another.
    advance(2);
    expect((await evaluate()).map((i) => i.id)).toEqual([incident?.id]);
  });

  it('ral-trunk flags the load-sharing fault on the RAL trunk', async () => {
    await play('ral-trunk');
    advance(3);
    const incidents = await evaluate();
    expect(incidents).toHaveLength(1);
    const [incident] = incidents;
    expect(incident?.sites).toEqual(['RAL']);
    const fault = incident?.situations.find((s) => s.code === 'load-sharing');
    // Named as people know it, not by id.
    expect(fault?.message).toMatch(
      /^load-sharing fault on trunk SuperJANET5 London–Reading 2x1G \(/,
    );
    expect(fault?.message).not.toContain(RAL_TRUNK);
    expect(fault?.equipment).toContainEqual({ kind: 'trunk', id: RAL_TRUNK });
    expect([`${RAL_TRUNK}-1`, RAL_TRUNK]).toContain(incident?.suspects[0]?.id);
  });

  it('fnal-transatlantic ranks the shared transatlantic circuit first for FNAL and CalTech', async () => {
    await play('fnal-transatlantic');
    advance(30);
    const incidents = await evaluate();
    expect(incidents).toHaveLength(1);
    const [incident] = incidents;
    expect(incident?.sites).toEqual(expect.arrayContaining(['FNAL', 'CALTECH']));
    expect(incident?.suspects[0]).toMatchObject({
      kind: 'link',
      id: TRANSATLANTIC_LINK,
      cause: true,
    });
    expect(incident?.suspects[0]?.explains).toEqual(
      expect.arrayContaining(['CERN → FNAL', 'CERN → CALTECH']),
    );
  });

  it('ral-trunk, then fnal-transatlantic 60 s later: two incidents, each with its own title and cause', async () => {
    await play('ral-trunk');
    advance(3);
    const [ral] = await evaluate();
    expect(ral?.sites).toEqual(['RAL']);
    const ralTitle = ral?.title;

    await play('fnal-transatlantic');
    advance(12);
    const incidents = await evaluate();
    expect(incidents).toHaveLength(2);
    const again = incidents.find((i) => i.id === ral?.id);
    const fnal = incidents.find((i) => i.id !== ral?.id);
    expect(again?.sites).toEqual(['RAL']);
    expect(again?.title).toBe(ralTitle);
    expect(fnal?.sites).toEqual(expect.arrayContaining(['FNAL', 'CALTECH']));
    expect(fnal?.sites).not.toContain('RAL');
    expect(fnal?.suspects[0]).toMatchObject({ kind: 'link', id: TRANSATLANTIC_LINK });
  });

  it('geant-maintenance is marked known: scheduled maintenance by GÉANT', async () => {
    await play('geant-maintenance');
    advance(30); // the darkened links turn stale after two minutes
    const incidents = await evaluate();
    expect(incidents).toHaveLength(1);
    const [incident] = incidents;
    expect(incident?.known?.maintenanceId).toBe(SCENARIO_WINDOW_ID);
    expect(incident?.known?.message).toMatch(/^known: scheduled maintenance by GÉANT.* until /);
    expect(incident?.title).toContain('known');
    expect(incident?.suspects[0]?.maintenanceId).toBe(SCENARIO_WINDOW_ID);
    expect(incident?.timeline.map((t) => t.kind)).toEqual(
      expect.arrayContaining(['opened', 'suspect', 'known']),
    );
  });

  it('an incident resolves once its paths have been good for a minute', async () => {
    const { status } = await send('POST', '/demo/scenarios/ral-trunk', { durationMs: 20_000 });
    expect(status).toBe(200);
    advance(2);
    const [incident] = await evaluate();
    expect(incident).toBeDefined();
    advance(4); // the scenario ends
    await evaluate();
    advance(13);
    expect(await evaluate()).toEqual([]);
    const { body } = await send<Incident>('GET', `/incidents/${incident?.id ?? ''}`);
    expect(body.status).toBe('resolved');
    expect(body.timeline.map((t) => t.kind)).toEqual(
      expect.arrayContaining(['opened', 'path-recovered', 'resolved']),
    );
  });

  it('a measurement with heavy loss makes its path direction lossy; one between unknown sites is refused whole', async () => {
    const good = await send<{ accepted: number; filed: unknown[] }>('POST', '/measurements', {
      fromSiteId: 'PIC',
      toSiteId: 'CERN',
      ts: clock,
      throughputBps: 45e6,
      lossRatio: 0.3,
      rttMs: 28,
      retransmissions: 1200,
      source: 'perfsonar-pic',
    });
    expect(good.status).toBe(201);
    expect(good.body.filed).toEqual([{ pathId: 'CERN-PIC', direction: 'ZtoA' }]);
    const { body } = await send<PathHealthResponse>('GET', '/health/paths');
    const row = body.paths.find((p) => p.pathId === 'CERN-PIC' && p.direction === 'ZtoA');
    expect(row?.status).toBe('lossy');
    expect(row?.measured?.retransmissions).toBe(1200);

    const bad = await send<{ errors: Array<{ path: string }> }>('POST', '/measurements', [
      { fromSiteId: 'CERN', toSiteId: 'PIC', ts: clock, lossRatio: 0 },
      { fromSiteId: 'PIC', toSiteId: 'RAL', ts: clock, lossRatio: 0.1 },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e) => e.path)).toEqual(['body[1].toSiteId']);
    const after = await send<PathHealthResponse>('GET', '/health/paths');
    const atoz = after.body.paths.find((p) => p.pathId === 'CERN-PIC' && p.direction === 'AtoZ');
    expect(atoz?.measured).toBeNull();
  });

  it('a measurement dated a day ahead is refused naming body.ts, and a real 50 % loss after it makes the path bad', async () => {
    const future = await send<{ errors: Array<{ path: string; message: string }> }>(
      'POST',
      '/measurements',
      { fromSiteId: 'PIC', toSiteId: 'CERN', ts: clock + 86_400_000, lossRatio: 0 },
    );
    expect(future.status).toBe(400);
    expect(future.body.errors.map((e) => e.path)).toEqual(['body.ts']);
    expect(future.body.errors[0]?.message).toMatch(/1 day ahead of the server clock/);

    const real = await send('POST', '/measurements', {
      fromSiteId: 'PIC',
      toSiteId: 'CERN',
      ts: clock,
      lossRatio: 0.5,
    });
    expect(real.status).toBe(201);
    const { body } = await send<PathHealthResponse>('GET', '/health/paths');
    const row = body.paths.find((p) => p.pathId === 'CERN-PIC' && p.direction === 'ZtoA');
    expect(row?.measured?.lossRatio).toBe(0.5);
    expect(row?.status).not.toBe('ok');
  });

  it('an engineer opens an incident by hand for CNAF and FZK; the suspects are what they share', async () => {
    const { status, body } = await send<Incident>('POST', '/incidents', {
      sites: ['CNAF', 'FZK'],
      note: 'both report slow transfers',
    });
    expect(status).toBe(201);
    expect(body.origin).toBe('manual');
    expect(body.sites).toEqual(['CNAF', 'FZK']);
    const top = body.suspects[0];
    expect(top?.explains.some((label) => label.includes('CNAF'))).toBe(true);
    expect(top?.explains.some((label) => label.includes('FZK'))).toBe(true);
    expect(top?.cause).toBe(true);
    const unknown = await send('POST', '/incidents', { sites: ['NOPE'] });
    expect(unknown.status).toBe(404);
    const resolved = await send<Incident>('POST', `/incidents/${body.id}/resolve`, {
      note: 'fixed',
    });
    expect(resolved.body.status).toBe('resolved');
    const again = await send('POST', `/incidents/${body.id}/resolve`, {});
    expect(again.status).toBe(409);
    const stored = await query(
      graph,
      'MATCH (i:Incident {id: $id})-[:CONCERNS]->(s:Site) RETURN s.id AS id ORDER BY id',
      { id: body.id },
    );
    expect(stored.map((r) => r.id)).toEqual(['CNAF', 'FZK']);
  });

  it('writes need the token', async () => {
    const response = await fetch(`${stack.base}/incidents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sites: ['FZK'] }),
    });
    expect(response.status).toBe(401);
  });
});
