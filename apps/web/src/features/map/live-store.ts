import type { ChangeMarks } from '@tiermap/domain';
import type { LiveHandlers, LiveStatus } from '../../api/live.js';
import { mergeLive, type LiveByLink } from './live-model.js';

/** What the live stream has told the page so far. */
export interface LiveSnapshot {
  /** The link states, per link and direction. */
  live: LiveByLink;
  status: LiveStatus;
  /** When the newest event arrived here (the store's clock), undefined before any. */
  lastEventMs: number | undefined;
  /** The topology version and incidents revision the stream last announced. */
  marks: ChangeMarks | undefined;
}

/** Starts reading a live stream into the handlers; returns the function that stops it. */
export type LiveSource = (handlers: LiveHandlers) => () => void;

export interface LiveStore {
  /** The current snapshot; the same object until something changes. */
  state(): LiveSnapshot;
  subscribe(listener: () => void): () => void;
  /** What the stream reader feeds. */
  handlers: LiveHandlers;
  /** Starts from nothing and reads `source` into the store; returns the function that stops it. */
  connect(source: LiveSource): () => void;
}

const INITIAL: LiveSnapshot = {
  live: new Map(),
  status: 'connecting',
  lastEventMs: undefined,
  marks: undefined,
};

/** The live stream's state outside React, read with useSyncExternalStore. */
export function createLiveStore(nowMs: () => number = Date.now): LiveStore {
  const listeners = new Set<() => void>();
  let current = INITIAL;
  function set(next: Partial<LiveSnapshot>) {
    current = { ...current, ...next };
    for (const listener of [...listeners]) listener();
  }
  const handlers: LiveHandlers = {
    snapshot: (states) => set({ live: mergeLive(new Map(), states, true) }),
    delta: (states) => set({ live: mergeLive(current.live, states, false) }),
    alive: () => set({ lastEventMs: nowMs() }),
    status: (status) => {
      if (status !== current.status) set({ status });
    },
    // The stream repeats the marks: the same values keep the same object, so nothing moves.
    changes: (marks) => {
      if (
        marks.topologyVersion !== current.marks?.topologyVersion ||
        marks.incidentsRevision !== current.marks.incidentsRevision
      ) {
        set({ marks });
      }
    },
  };
  return {
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    handlers,
    connect(source) {
      set(INITIAL);
      return source(handlers);
    },
  };
}

export const selectLinkStates = (snapshot: LiveSnapshot): LiveByLink => snapshot.live;
export const selectStatus = (snapshot: LiveSnapshot): LiveStatus => snapshot.status;
export const selectLastEventMs = (snapshot: LiveSnapshot): number | undefined =>
  snapshot.lastEventMs;
export const selectMarks = (snapshot: LiveSnapshot): ChangeMarks | undefined => snapshot.marks;

/**
 * One part of the store, as useSyncExternalStore reads it: `get` answers the same value (by
 * Object.is) until that part changes, and a subscriber is told only when it has. The selectors
 * above answer parts of the snapshot itself, never a new object, so their answers are stable.
 */
export function selecting<T>(
  store: LiveStore,
  selector: (snapshot: LiveSnapshot) => T,
): { subscribe: (listener: () => void) => () => void; get: () => T } {
  const get = () => selector(store.state());
  return {
    get,
    subscribe(listener) {
      let seen = get();
      return store.subscribe(() => {
        const next = get();
        if (Object.is(next, seen)) return;
        seen = next;
        listener();
      });
    },
  };
}
