import type { LinkLiveState } from '@tiermap/domain';
import { liveState } from '../../test-support/topology-fixture.js';
import { describe, expect, it } from 'vitest';
import {
  createLiveStore,
  selectBus,
  selectLastEventMs,
  selectLinkStates,
  selectMarks,
  selectStatus,
  selecting,
  type LiveSnapshot,
  type LiveStore,
} from './live-store.js';

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
const state = (linkId: string, direction: 'AtoZ' | 'ZtoA', tsMs: number): LinkLiveState =>
  liveState(linkId, direction, { tsMs });

/**
 * A store fed by hand, its clock a counter: no timers, no stream. Its animation frames come
 * when the test calls `frame` (`framed`), or at once, as though each event had a frame.
 */
function fixture(framed = false) {
  let clock = T0;
  const frames: (() => void)[] = [];
  const store = createLiveStore(() => clock, framed ? (run) => frames.push(run) : (run) => run());
  const tick = () => (clock += 1000);
  const frame = () => {
    for (const run of frames.splice(0)) run();
  };
  return { store, tick, frame, frames };
}

/** How many times `selector`'s subscriber was told of a change, and what it read each time. */
function watch<T>(store: LiveStore, selector: (snapshot: LiveSnapshot) => T): T[] {
  const read = selecting(store, selector);
  const seen: T[] = [];
  read.subscribe(() => seen.push(read.get()));
  return seen;
}

describe('live store', () => {
  it("does not notify the app's read of the change marks on a delta of link states", () => {
    const { store, tick } = fixture();
    const marks = watch(store, selectMarks);
    store.handlers.status('live');
    store.handlers.changes({ topologyVersion: 3, incidentsRevision: 'r1' });
    expect(marks).toEqual([{ topologyVersion: 3, incidentsRevision: 'r1' }]);
    for (let i = 0; i < 5; i += 1) {
      tick();
      store.handlers.alive(T0);
      store.handlers.delta([state('l1', 'AtoZ', T0 + i * 1000)], T0);
    }
    store.handlers.snapshot([state('l2', 'ZtoA', T0)], T0);
    // The same marks again (the stream repeats them): nothing moved.
    store.handlers.changes({ topologyVersion: 3, incidentsRevision: 'r1' });
    expect(marks).toHaveLength(1);
    store.handlers.changes({ topologyVersion: 4, incidentsRevision: 'r1' });
    expect(marks).toEqual([
      { topologyVersion: 3, incidentsRevision: 'r1' },
      { topologyVersion: 4, incidentsRevision: 'r1' },
    ]);
  });

  it('holds the live bus’s state until it changes, and forgets it with the next snapshot', () => {
    const { store } = fixture();
    const seen = watch(store, selectBus);
    expect(selectBus(store.state())).toBeUndefined();
    const down = { state: 'down' as const, sinceMs: T0, instanceId: 'api-2' };
    store.handlers.bus?.(down);
    store.handlers.bus?.({ ...down });
    expect(seen).toEqual([down]);
    // A new stream begins with a snapshot; an instance alone then sends no state at all.
    store.handlers.snapshot([], T0);
    expect(selectBus(store.state())).toBeUndefined();
    store.handlers.bus?.(down);
    store.handlers.delta([state('l1', 'AtoZ', T0)], T0);
    expect(selectBus(store.state())).toEqual(down);
  });

  it('keeps the marks the same object while they hold the same values (a stable snapshot)', () => {
    const { store } = fixture();
    store.handlers.changes({ topologyVersion: 3, incidentsRevision: 'r1' });
    const first = selectMarks(store.state());
    store.handlers.changes({ topologyVersion: 3, incidentsRevision: 'r1' });
    expect(selectMarks(store.state())).toBe(first);
  });

  it('notifies the readers of the link states on every delta, with the states merged', () => {
    const { store } = fixture();
    const links = watch(store, selectLinkStates);
    store.handlers.snapshot([state('l1', 'AtoZ', T0), state('l1', 'ZtoA', T0)], T0);
    store.handlers.delta([state('l1', 'AtoZ', T0 + 1000)], T0);
    store.handlers.changes({ topologyVersion: 1, incidentsRevision: 'r' });
    store.handlers.status('live');
    expect(links).toHaveLength(2);
    expect(links[1]?.get('l1')?.AtoZ?.tsMs).toBe(T0 + 1000);
    expect(links[1]?.get('l1')?.ZtoA?.tsMs).toBe(T0);
  });

  it('merges the deltas and heartbeats of one animation frame into one update, in order', () => {
    const { store, tick, frame, frames } = fixture(true);
    const links = watch(store, selectLinkStates);
    const lastEvent = watch(store, selectLastEventMs);
    store.handlers.snapshot([state('l1', 'AtoZ', T0), state('l1', 'ZtoA', T0)], T0);
    expect(links).toHaveLength(1);
    for (let i = 1; i <= 20; i += 1) {
      tick();
      store.handlers.delta([state('l1', 'AtoZ', T0 + i * 1000)], T0);
      store.handlers.alive(T0);
    }
    store.handlers.delta([state('l2', 'ZtoA', T0 + 5)], T0);
    // Nothing told until the frame, and one frame asked for, not 21.
    expect(links).toHaveLength(1);
    expect(lastEvent).toHaveLength(0);
    expect(frames).toHaveLength(1);
    frame();
    expect(links).toHaveLength(2);
    expect(links[1]?.get('l1')?.AtoZ?.tsMs).toBe(T0 + 20_000);
    expect(links[1]?.get('l1')?.ZtoA?.tsMs).toBe(T0);
    expect(links[1]?.get('l2')?.ZtoA?.tsMs).toBe(T0 + 5);
    expect(lastEvent).toEqual([T0 + 20_000]);
    frame();
    expect(links).toHaveLength(2);
  });

  it('lets a snapshot replace the deltas not yet drawn, and keeps the deltas that follow it', () => {
    const { store, frame } = fixture(true);
    store.handlers.snapshot([state('l1', 'AtoZ', T0)], T0);
    store.handlers.delta([state('l9', 'AtoZ', T0 + 1)], T0);
    store.handlers.snapshot([state('l2', 'AtoZ', T0 + 2)], T0);
    store.handlers.delta([state('l2', 'ZtoA', T0 + 3)], T0);
    frame();
    const live = selectLinkStates(store.state());
    expect([...live.keys()]).toEqual(['l2']);
    expect(live.get('l2')?.ZtoA?.tsMs).toBe(T0 + 3);
  });

  it('drops the deltas not yet drawn when it is connected again', () => {
    const { store, frame } = fixture(true);
    store.handlers.delta([state('l9', 'AtoZ', T0 + 1)], T0);
    store.connect(() => () => undefined);
    frame();
    expect(selectLinkStates(store.state()).size).toBe(0);
  });

  it('notifies the readers of the status only when it changes, and dates events by its clock', () => {
    const { store, tick } = fixture();
    const status = watch(store, selectStatus);
    const lastEvent = watch(store, selectLastEventMs);
    expect(selectStatus(store.state())).toBe('connecting');
    store.handlers.status('live');
    store.handlers.status('live');
    store.handlers.delta([state('l1', 'AtoZ', T0)], T0);
    tick();
    store.handlers.alive(T0);
    store.handlers.status('lost');
    expect(status).toEqual(['live', 'lost']);
    expect(lastEvent).toEqual([T0 + 1000]);
  });

  it('starts again from nothing when it is connected again', () => {
    const { store } = fixture();
    store.handlers.status('live');
    store.handlers.snapshot([state('l1', 'AtoZ', T0)], T0);
    store.handlers.changes({ topologyVersion: 1, incidentsRevision: 'r' });
    const fed: string[] = [];
    const stop = store.connect((handlers) => {
      fed.push('started');
      handlers.status('live');
      return () => fed.push('stopped');
    });
    expect(store.state()).toMatchObject({
      status: 'live',
      marks: undefined,
      lastEventMs: undefined,
    });
    expect(selectLinkStates(store.state()).size).toBe(0);
    stop();
    expect(fed).toEqual(['started', 'stopped']);
  });
});
