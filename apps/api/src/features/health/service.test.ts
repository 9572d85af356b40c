import { describe, expect, it } from 'vitest';
import type { Graph } from '../../db/graph.js';
import { createHealthService } from './service.js';

const answering = { ping: () => Promise.resolve() } as unknown as Graph;

describe('the health service', () => {
  it('check shows who holds the diagnosis lease when the server evaluates', async () => {
    const health = createHealthService(answering, {
      diagnosis: () => ({ leader: false, holder: 'api-2', sinceMs: 1_700_000_000_000 }),
    });
    const report = await health.check();
    expect(report.body.diagnosis).toEqual({
      leader: false,
      holder: 'api-2',
      sinceMs: 1_700_000_000_000,
    });
  });

  it('check leaves diagnosis out when the server does not evaluate on a timer', async () => {
    const report = await createHealthService(answering).check();
    expect(report.body).not.toHaveProperty('diagnosis');
  });

  it('check says ingest is refusing, and why, while the ingest gate refuses writes', async () => {
    const refusal = { words: undefined as string | undefined };
    const live = {
      metrics: { pendingGraphWrites: () => 0, graphWritesDeferred: () => false },
      ingestGate: { refusal: () => refusal.words },
    };
    const health = createHealthService(answering);
    const taking = await health.check(live);
    expect(taking.body.parts).toEqual({
      graph: 'up',
      ingest: 'ok',
      live: 'ok',
      graphWrites: 'ok',
      pendingGraphWrites: 0,
    });

    refusal.words = 'writes are refused with 503: this instance runs 180 ms behind';
    const refusing = await health.check(live);
    // The instance still serves reads and its live clients: 200, and the part says what is not.
    expect(refusing.httpStatus).toBe(200);
    expect(refusing.body.status).toBe('ok');
    expect(refusing.body.parts.ingest).toBe('refusing');
    expect(refusing.body.parts.ingestDetail).toBe(refusal.words);
  });

  it('check says graph writes are ok while states only wait for the next round, deferred once a write failed', async () => {
    const deferred = { now: false };
    const live = {
      metrics: { pendingGraphWrites: () => 102, graphWritesDeferred: () => deferred.now },
    };
    const health = createHealthService(answering);
    expect((await health.check(live)).body.parts).toMatchObject({
      graphWrites: 'ok',
      pendingGraphWrites: 102,
    });
    deferred.now = true;
    expect((await health.check(live)).body.parts).toMatchObject({
      graphWrites: 'deferred',
      pendingGraphWrites: 102,
    });
  });
});
