import { describe, expect, it } from 'vitest';
import { deliver, postingHandlers, reconnectDelayMs } from './live.js';

describe('reconnectDelayMs', () => {
  it('reconnectDelayMs starts at a second and doubles up to half a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(reconnectDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('messages between the stream worker and the page', () => {
  it('every event posted by the worker reaches the same handler on the page', () => {
    const seen: string[] = [];
    const page = {
      snapshot: (states: unknown[], tsMs: number) => seen.push(`snapshot ${states.length} ${tsMs}`),
      delta: (states: unknown[], tsMs: number) => seen.push(`delta ${states.length} ${tsMs}`),
      alive: (tsMs: number) => seen.push(`alive ${tsMs}`),
      status: (status: string) => seen.push(`status ${status}`),
      changes: (marks: { topologyVersion: number; incidentsRevision: string }) =>
        seen.push(`changes ${marks.topologyVersion} ${marks.incidentsRevision}`),
    };
    const worker = postingHandlers((message, transfer) =>
      deliver(page, structuredClone(message, { transfer })),
    );
    worker.status('live');
    worker.snapshot([], 1);
    worker.delta([], 2);
    worker.alive(3);
    worker.changes({ topologyVersion: 7, incidentsRevision: '2-99' });
    worker.status('lost');
    expect(seen).toEqual([
      'status live',
      'snapshot 0 1',
      'delta 0 2',
      'alive 3',
      'changes 7 2-99',
      'status lost',
    ]);
  });
});
