import type { LinkLiveState } from '@tiermap/domain';
import { liveState } from '../../test-support/topology-fixture.js';
import { describe, expect, it } from 'vitest';
import { freshness, mergeLive, partialFeedText } from './live-model.js';

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
const state = (
  linkId: string,
  direction: 'AtoZ' | 'ZtoA',
  tsMs: number,
  stale = false,
): LinkLiveState => liveState(linkId, direction, { tsMs, stale });

describe('live model', () => {
  it('mergeLive keeps the other direction of a link when a delta changes one', () => {
    const first = mergeLive(new Map(), [state('l1', 'AtoZ', T0), state('l1', 'ZtoA', T0)], true);
    const next = mergeLive(first, [state('l1', 'AtoZ', T0 + 1000)], false);
    expect(next.get('l1')?.AtoZ?.tsMs).toBe(T0 + 1000);
    expect(next.get('l1')?.ZtoA?.tsMs).toBe(T0);
  });

  it('mergeLive with a snapshot forgets links the snapshot does not name', () => {
    const first = mergeLive(new Map(), [state('l1', 'AtoZ', T0)], true);
    expect(mergeLive(first, [state('l2', 'AtoZ', T0)], true).has('l1')).toBe(false);
  });

  it('freshness says stale when the connection is lost, even with fresh data', () => {
    const live = mergeLive(new Map(), [state('l1', 'AtoZ', T0)], true);
    expect(freshness(live, true, T0 + 1000, 120_000).stale).toBe(false);
    expect(freshness(live, false, T0 + 1000, 120_000).stale).toBe(true);
  });

  it('freshness says stale when the newest sample is too old, or there is none', () => {
    const live = mergeLive(new Map(), [state('l1', 'AtoZ', T0, true)], true);
    expect(freshness(live, true, T0 + 130_000, 120_000)).toMatchObject({
      stale: true,
      staleCount: 1,
      newestMs: T0,
    });
    expect(freshness(new Map(), true, T0, 120_000).stale).toBe(true);
  });

  it('freshness judges no age until the stale time is known (GET /api/config), only the stream', () => {
    const live = mergeLive(new Map(), [state('l1', 'AtoZ', T0)], true);
    expect(freshness(live, true, T0 + 130_000, undefined, T0 - 130_000)).toMatchObject({
      stale: false,
      reason: undefined,
    });
    expect(freshness(live, false, T0, undefined).reason).toBe('disconnected');
    expect(freshness(new Map(), true, T0, undefined).reason).toBe('no data');
  });

  it('until the stale time is known, data the API itself calls stale everywhere is old data', () => {
    const live = mergeLive(
      new Map(),
      [state('l1', 'AtoZ', T0, true), state('l1', 'ZtoA', T0, true)],
      true,
    );
    expect(freshness(live, true, T0 + 130_000, undefined)).toMatchObject({
      stale: true,
      staleCount: 2,
      reason: 'old data',
    });
    const mixed = mergeLive(live, [state('l1', 'ZtoA', T0 + 1_000)], false);
    expect(freshness(mixed, true, T0 + 1_000, undefined).reason).toBeUndefined();
  });

  it('freshness says stale when not even a heartbeat came within the stale time', () => {
    const live = mergeLive(new Map(), [state('l1', 'AtoZ', T0)], true);
    expect(freshness(live, true, T0 + 5_000, 10_000, T0 + 4_000)).toMatchObject({
      stale: false,
      reason: undefined,
    });
    expect(freshness(live, true, T0 + 9_000, 10_000, T0 - 2_000)).toMatchObject({
      stale: true,
      reason: 'silent stream',
    });
  });

  it('partialFeedText names the instance cut off from the live bus and since when; nothing otherwise', () => {
    const sinceMs = Date.UTC(2026, 10, 29, 23, 12, 5);
    expect(partialFeedText(undefined)).toBeUndefined();
    expect(partialFeedText({ state: 'up', sinceMs, instanceId: 'api-2' })).toBeUndefined();
    expect(partialFeedText({ state: 'down', sinceMs, instanceId: 'api-2' })).toBe(
      'api-2 has not reached the live bus since 2026-11-29 23:12:05 UTC; only what is sent to api-2 arrives here',
    );
    expect(
      partialFeedText({ state: 'down', sinceMs, instanceId: 'api-2', reason: 'unreachable' }),
    ).toBe(
      'api-2 has not reached the live bus since 2026-11-29 23:12:05 UTC; only what is sent to api-2 arrives here',
    );
  });

  it('partialFeedText says an instance still reading the bus back is catching up, not cut off', () => {
    const sinceMs = Date.UTC(2026, 10, 29, 23, 12, 5);
    expect(
      partialFeedText({ state: 'down', sinceMs, instanceId: 'api-3', reason: 'replaying' }),
    ).toBe(
      'api-3 is still reading back the live bus (since 2026-11-29 23:12:05 UTC); what the other instances took is not all here yet',
    );
  });
});
