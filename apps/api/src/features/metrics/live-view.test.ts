import { perMetric } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { liveState } from './live-view.js';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const SERVED = { utilizationCongested: 0.9 };
const state = {
  linkId: 'l1',
  direction: 'AtoZ' as const,
  tsMs: NOW - 30_000,
  freshMs: NOW - 30_000,
  ...perMetric(() => null),
  bps: 5e9,
  errorsPerSec: 0,
  outDiscardsPerSec: 2,
};

describe('liveState', () => {
  it('liveState gives utilization as a fraction of capacity', () => {
    expect(liveState(state, 10e9, NOW, 60_000, SERVED)).toMatchObject({
      utilization: 0.5,
      stale: false,
    });
  });

  it('liveState marks a link stale once its newest sample is older than the stale age (fixed clock)', () => {
    expect(liveState(state, 10e9, NOW, 30_000, SERVED).stale).toBe(false);
    expect(liveState(state, 10e9, NOW + 1, 30_000, SERVED).stale).toBe(true);
  });

  it('liveState leaves utilization null without a rate or a capacity', () => {
    expect(liveState({ ...state, bps: null }, 10e9, NOW, 60_000, SERVED).utilization).toBeNull();
    expect(liveState(state, undefined, NOW, 60_000, SERVED).utilization).toBeNull();
  });

  it('liveState says congested at the served threshold, and never of a stale direction', () => {
    expect(liveState(state, 10e9, NOW, 60_000, SERVED).congested).toBe(false);
    expect(liveState(state, 10e9, NOW, 60_000, { utilizationCongested: 0.5 }).congested).toBe(true);
    expect(liveState(state, 10e9, NOW, 10_000, { utilizationCongested: 0.5 }).congested).toBe(
      false,
    );
    expect(liveState(state, undefined, NOW, 60_000, { utilizationCongested: 0.5 }).congested).toBe(
      false,
    );
  });
});
