import type { LinkLiveState } from '@tiermap/domain';
import { liveState } from '../../test-support/topology-fixture.js';
import { describe, expect, it } from 'vitest';
import {
  createLiveStore,
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

/** A store fed by hand, its clock a counter: no timers, no stream. */
function fixture() {
  let clock = T0;
  const store = createLiveStore(() => clock);
  const tick = () => (clock += 1000);
  return { store, tick };
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
