import {
  CHANGE_EVENT_KINDS,
  changeEventOf,
  changeMarksSchema,
  linkLiveStateSchema,
  liveBusStateSchema,
  type ChangeEvent,
  type ChangeMarks,
  type LinkLiveState,
  type LiveBusState,
} from '@tiermap/domain';
import { z } from 'zod';
import { packStates, transferables, unpackStates, type PackedStates } from './live-pack.js';

const eventSchema = z.object({
  seq: z.number(),
  tsMs: z.number(),
  states: z.array(linkLiveStateSchema),
});

export type LiveStatus = 'connecting' | 'live' | 'lost';

export interface LiveHandlers {
  /** The whole live state: replace what is held. */
  snapshot(states: LinkLiveState[], serverTimeMs: number): void;
  /** Changed link directions: merge into what is held. */
  delta(states: LinkLiveState[], serverTimeMs: number): void;
  /** A heartbeat or any event: the connection is alive at this server time. */
  alive(serverTimeMs: number): void;
  status(status: LiveStatus): void;
  /** The topology version and incidents revision now (`changes` event). */
  changes(marks: ChangeMarks): void;
  /**
   * One thing that changed (`topology`, `maintenance`, `incident` or `upload` event). Every
   * such event also reaches the subscribers of subscribeChanges, whatever the handlers.
   */
  change?(event: ChangeEvent): void;
  /**
   * Whether the instance serving the stream hears the other instances (`bus` event): sent only
   * by an instance that shares its live state over a bus, after the snapshot and on each change.
   */
  bus?(state: LiveBusState): void;
}

/** What the stream reader (in a worker, or on the page) hands to the page, one per event. */
export type LiveMessage =
  | { kind: 'snapshot'; states: PackedStates; tsMs: number }
  | { kind: 'delta'; states: PackedStates; tsMs: number }
  | { kind: 'alive'; tsMs: number }
  | { kind: 'status'; status: LiveStatus }
  | { kind: 'changes'; marks: ChangeMarks }
  | { kind: 'change'; event: ChangeEvent }
  | { kind: 'bus'; state: LiveBusState };

const changeListeners = new Set<(event: ChangeEvent) => void>();

/**
 * Listens for the change events of the live stream this page reads (however it reads it: in
 * the worker or on the page), each checked with the domain's schemas: what a query cache
 * invalidates by (change-events.ts names the query roots each touches). Returns the function
 * that stops listening. Only changes from now on: the stream replays none.
 */
export function subscribeChanges(listener: (event: ChangeEvent) => void): () => void {
  changeListeners.add(listener);
  return () => {
    changeListeners.delete(listener);
  };
}

/** Hands one change event to the page's handler, then to every subscriber. */
function announceChange(handlers: LiveHandlers, event: ChangeEvent): void {
  handlers.change?.(event);
  for (const listener of [...changeListeners]) listener(event);
}

/**
 * The change event an SSE event named `name` with the text `data` stands for, checked with the
 * domain's schemas; undefined for any other event name, text that is not JSON or data that
 * does not fit (ignored, as an unknown event is).
 */
export function parseChangeEvent(name: string, data: string): ChangeEvent | undefined {
  return changeEventOf(name, parseJson(data));
}

/** The JSON text's value, or undefined when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Handlers that post each event as a LiveMessage (what the worker does), with the buffers of
 * packed states to move rather than copy.
 */
export function postingHandlers(
  post: (message: LiveMessage, transfer: ArrayBuffer[]) => void,
): LiveHandlers {
  const states = (kind: 'snapshot' | 'delta', list: LinkLiveState[], tsMs: number) => {
    const packed = packStates(list);
    post({ kind, states: packed, tsMs }, transferables(packed));
  };
  return {
    snapshot: (list, tsMs) => states('snapshot', list, tsMs),
    delta: (list, tsMs) => states('delta', list, tsMs),
    alive: (tsMs) => post({ kind: 'alive', tsMs }, []),
    status: (status) => post({ kind: 'status', status }, []),
    changes: (marks) => post({ kind: 'changes', marks }, []),
    change: (event) => post({ kind: 'change', event }, []),
    bus: (state) => post({ kind: 'bus', state }, []),
  };
}

/** Calls the handler a LiveMessage is for (what the page does with the worker's messages). */
export function deliver(handlers: LiveHandlers, message: LiveMessage): void {
  switch (message.kind) {
    case 'snapshot':
      handlers.snapshot(unpackStates(message.states), message.tsMs);
      break;
    case 'delta':
      handlers.delta(unpackStates(message.states), message.tsMs);
      break;
    case 'alive':
      handlers.alive(message.tsMs);
      break;
    case 'status':
      handlers.status(message.status);
      break;
    case 'changes':
      handlers.changes(message.marks);
      break;
    case 'change':
      announceChange(handlers, message.event);
      break;
    case 'bus':
      handlers.bus?.(message.state);
      break;
  }
}

/**
 * How long to wait before the `attempt`-th reconnect (0 first) once the browser has given up
 * on the stream: 1 s, doubling, at most 30 s.
 */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, Math.min(attempt, 10)));
}

/**
 * Subscribes to `GET /api/live` (Server-Sent Events). The browser's EventSource reconnects by
 * itself after a dropped connection and sends Last-Event-ID, so a short outage resumes where it
 * left off; when it gives up (the server answered an error, or restarted behind a balancer that
 * refused it), this opens a new stream after a growing delay, for ever: a wall display must
 * come back by itself. Returns the function that closes the stream.
 */
export function subscribeLive(handlers: LiveHandlers, url = '/api/live'): () => void {
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let closed = false;
  const parse = (event: MessageEvent<string>) => {
    const parsed = eventSchema.safeParse(JSON.parse(event.data));
    return parsed.success ? parsed.data : undefined;
  };
  const open = () => {
    const current = new EventSource(url);
    source = current;
    handlers.status('connecting');
    current.addEventListener('open', () => {
      attempt = 0;
      handlers.status('live');
    });
    current.addEventListener('error', () => {
      if (current.readyState !== EventSource.CLOSED) {
        handlers.status('connecting');
        return;
      }
      handlers.status('lost');
      current.close();
      if (!closed) timer = setTimeout(open, reconnectDelayMs(attempt++));
    });
    current.addEventListener('snapshot', (event) => {
      const data = parse(event as MessageEvent<string>);
      if (data !== undefined) {
        handlers.snapshot(data.states, data.tsMs);
        handlers.alive(data.tsMs);
      }
    });
    current.addEventListener('delta', (event) => {
      const data = parse(event as MessageEvent<string>);
      if (data !== undefined) {
        handlers.delta(data.states, data.tsMs);
        handlers.alive(data.tsMs);
      }
    });
    current.addEventListener('changes', (event) => {
      const marks = changeMarksSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (marks.success) handlers.changes(marks.data);
    });
    for (const kind of CHANGE_EVENT_KINDS) {
      current.addEventListener(kind, (event) => {
        const change = parseChangeEvent(kind, (event as MessageEvent<string>).data);
        if (change !== undefined) announceChange(handlers, change);
      });
    }
    current.addEventListener('bus', (event) => {
      const state = liveBusStateSchema.safeParse(parseJson((event as MessageEvent<string>).data));
      if (state.success) handlers.bus?.(state.data);
    });
    current.addEventListener('heartbeat', (event) => {
      const data = z
        .object({ tsMs: z.number() })
        .safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (data.success) handlers.alive(data.data.tsMs);
    });
  };
  open();
  return () => {
    closed = true;
    if (timer !== undefined) clearTimeout(timer);
    source?.close();
  };
}

/** Starts the worker that reads the stream; a function so a test can stand one in. */
export type WorkerFactory = () => Worker;

const liveWorker: WorkerFactory = () =>
  new Worker(new URL('./live-worker.ts', import.meta.url), { type: 'module', name: 'live' });

/**
 * subscribeLive, with the stream read, parsed and checked in a worker: with 10,000 routers a
 * delta is megabytes of JSON every second, and reading it on the page (the browser's own
 * EventSource parsing, JSON.parse, the schema check) took a third of the main thread and made
 * pan and zoom stutter. The page only merges the parsed states. Where workers are missing or
 * the worker fails to start, the stream is read on the page as before.
 */
export function subscribeLiveOffThread(
  handlers: LiveHandlers,
  url = '/api/live',
  createWorker: WorkerFactory = liveWorker,
): () => void {
  if (typeof Worker === 'undefined') return subscribeLive(handlers, url);
  let worker: Worker;
  try {
    worker = createWorker();
  } catch {
    return subscribeLive(handlers, url);
  }
  let fallback: (() => void) | undefined;
  worker.onmessage = (event: MessageEvent<LiveMessage>) => deliver(handlers, event.data);
  worker.onerror = () => {
    worker.terminate();
    fallback ??= subscribeLive(handlers, url);
  };
  worker.postMessage({ url: new URL(url, location.href).href });
  return () => {
    worker.terminate();
    fallback?.();
  };
}
