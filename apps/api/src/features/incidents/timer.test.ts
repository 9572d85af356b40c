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
});
