import type { ChangeMarks, LinkLiveState, LiveBusState } from '@tiermap/domain';
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
  /**
   * Whether the instance serving the stream hears the other instances, as it last said;
   * undefined from each snapshot until it says (an instance alone never does).
   */
  bus: LiveBusState | undefined;
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

/** Runs `run` once before the next paint. */
export type FrameScheduler = (run: () => void) => void;

/** The browser's next animation frame; a timer of one frame's length where there is none. */
const nextAnimationFrame: FrameScheduler = (run) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => run());
  else setTimeout(run, 16);
};

const INITIAL: LiveSnapshot = {
  live: new Map(),
  status: 'connecting',
  lastEventMs: undefined,
  marks: undefined,
  bus: undefined,
};

/**
 * The live stream's state outside React, read with useSyncExternalStore. Deltas and heartbeats
 * are merged once per animation frame (`frame`), not one by one: the API sends a link direction
 * as soon as it may (deltas up to 20 a second, each small), and every update of the link states
 * makes the map rebuild its half-arrows over every link, which at 10,000 routers takes longer
 * than the deltas are apart. Whatever comes while a frame is drawn joins the next one. While the
 * page is hidden the browser runs no frames: what waits is one state per link direction.
 */
export function createLiveStore(
  nowMs: () => number = Date.now,
  frame: FrameScheduler = nextAnimationFrame,
): LiveStore {
  const listeners = new Set<() => void>();
  let current = INITIAL;
  /** The link states of the deltas since the last frame, the newest per link direction. */
  let pending = new Map<string, LinkLiveState>();
  /** When the newest event since the last frame came, if one did. */
  let pendingEventMs: number | undefined;
  let frameAsked = false;
  function set(next: Partial<LiveSnapshot>) {
    current = { ...current, ...next };
    for (const listener of [...listeners]) listener();
  }
  function drawFrame() {
    frameAsked = false;
    const next: Partial<LiveSnapshot> = {};
    if (pending.size > 0) next.live = mergeLive(current.live, [...pending.values()], false);
    if (pendingEventMs !== undefined) next.lastEventMs = pendingEventMs;
    pending = new Map();
    pendingEventMs = undefined;
    if (next.live !== undefined || next.lastEventMs !== undefined) set(next);
  }
  function askFrame() {
    if (frameAsked) return;
    frameAsked = true;
    frame(drawFrame);
  }
  function dropPending() {
    pending = new Map();
    pendingEventMs = undefined;
  }
  const handlers: LiveHandlers = {
    // A snapshot replaces everything at once, the deltas not yet drawn with it (it is newer).
    // The instance that sent it says after it whether it hears the others (if it has others).
    snapshot: (states) => {
      pending = new Map();
      set({ live: mergeLive(new Map(), states, true), bus: undefined });
    },
    delta: (states) => {
      for (const state of states) pending.set(`${state.linkId}\u0000${state.direction}`, state);
      askFrame();
    },
    alive: () => {
      pendingEventMs = nowMs();
      askFrame();
    },
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
    bus: (bus) => {
      const was = current.bus;
      if (
        bus.state !== was?.state ||
        bus.reason !== was.reason ||
        bus.sinceMs !== was.sinceMs ||
        bus.instanceId !== was.instanceId
      ) {
        set({ bus });
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
      dropPending();
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
export const selectBus = (snapshot: LiveSnapshot): LiveBusState | undefined => snapshot.bus;

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
