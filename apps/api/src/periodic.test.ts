import { afterEach, describe, expect, it, vi } from 'vitest';
import { periodic } from './periodic.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('periodic', () => {
  it('runs one round at a time: a slow round skips the ticks that come while it runs', async () => {
    vi.useFakeTimers();
    let started = 0;
    let finish: (() => void) | undefined;
    const rounds = periodic(
      () =>
        new Promise<number>((resolve) => {
          started += 1;
          finish = () => resolve(started);
        }),
      () => undefined,
    );
    rounds.start(1_000);
    await vi.advanceTimersByTimeAsync(3_500);
    expect(started).toBe(1);
    // Asked for meanwhile, the round under way is the answer.
    const now = rounds.runNow();
    finish?.();
    await expect(now).resolves.toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(2);
    finish?.();
    await rounds.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(started).toBe(2);
  });

  it('gives a timed round that fails to onError, and goes on', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let calls = 0;
    const rounds = periodic(
      () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('no answer')) : Promise.resolve(calls);
      },
      (error) => errors.push(error),
    );
    rounds.start(100);
    await vi.advanceTimersByTimeAsync(250);
    expect(errors).toEqual([new Error('no answer')]);
    expect(calls).toBe(2);
    await rounds.stop();
  });
});
