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
});
