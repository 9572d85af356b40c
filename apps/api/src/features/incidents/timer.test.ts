import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IncidentService } from './service.js';
import { startDiagnosisTimer } from './timer.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('the diagnosis timer', () => {
  it('tells onWritten after an evaluation that wrote incidents, and only then', async () => {
    vi.useFakeTimers();
    const results = [[{ id: 'inc-1' }], [], [{ id: 'inc-1' }, { id: 'inc-2' }]];
    const incidents = {
      evaluate: () => Promise.resolve(results.shift() ?? []),
    } as unknown as IncidentService;
    let told = 0;
    const stop = startDiagnosisTimer(incidents, 1000, pino({ level: 'silent' }), () => {
      told += 1;
    });
    const counts: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await vi.advanceTimersByTimeAsync(1000);
      counts.push(told);
    }
    await stop();
    expect(counts).toEqual([1, 1, 2]);
  });

  it('never calls evaluate while this instance does not hold the lease', async () => {
    vi.useFakeTimers();
    let evaluations = 0;
    const incidents = {
      evaluate: () => {
        evaluations += 1;
        return Promise.resolve([]);
      },
    } as unknown as IncidentService;
    let holding = false;
    const stop = startDiagnosisTimer(incidents, 1000, pino({ level: 'silent' }), undefined, {
      held: () => holding,
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(evaluations).toBe(0);
    holding = true;
    await vi.advanceTimersByTimeAsync(2000);
    expect(evaluations).toBe(2);
    holding = false;
    await vi.advanceTimersByTimeAsync(5000);
    await stop();
    expect(evaluations).toBe(2);
  });
});
