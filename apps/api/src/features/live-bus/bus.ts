import type { LiveBusState } from '@tiermap/domain';
import type { LatestState, RateSample } from '../metrics/store.js';

/** How far an instance has read the shared stream: which stream, and its sequence. */
export interface StreamPosition {
  /** The stream, by its creation time shortened: another stream (NATS lost its data) never matches. */
  stream: string;
  seq: number;
}

/** A link direction, as the bus names it. */
export interface LinkDirection {
  linkId: string;
  direction: string;
}

/** What the bus says of itself, for `/api/health`. */
export interface LiveBusStatus {
  /** `memory`: one process, nothing shared; `nats`: the JetStream bus. */
  kind: 'memory' | 'nats';
  /** Reachable and caught up (always true in memory). */
  ok: boolean;
  /** Words for people: where, since when, what waits. Never a credential. */
  detail: string;
  /** Messages of samples waiting to be published. */
  pending: number;
  /** Messages of samples dropped (oldest first) because the publish buffer was full, since start. */
  dropped: number;
}

/**
 * How the API instances share their live state: each publishes the rate samples it ingests and a
 * poke after each write others should hear of; each hears the others'. The in-memory bus (one
 * process, no `TIERMAP_NATS_URL`) does nothing: the local store is the whole truth.
 */
export interface LiveBus {
  /** Connects, makes sure the stream and the snapshot bucket exist, and replays the stream. */
  start(): Promise<void>;
  /**
   * Publishes the samples one request had accepted, received at `receivedMs`. Never blocks nor
   * fails the caller: the message waits in a bounded buffer and is retried.
   */
  publishSamples(samples: readonly RateSample[], receivedMs: number): void;
  /** Samples another instance accepted (or this instance before a restart). */
  onSamples(listener: (samples: readonly RateSample[], receivedMs: number) => void): () => void;
  /** Tells the other instances that something they show changed (maintenance, upload, …). */
  publishChange(): void;
  /** Another instance's poke. */
  onChange(listener: () => void): () => void;
  /**
   * Saves the latest states as the snapshot a new instance loads first (each graph-write round);
   * `states` is called only by a bus that keeps a snapshot (not the memory bus).
   */
  snapshot(states: () => readonly LatestState[]): void;
  status(): LiveBusStatus;
  /**
   * Whether this instance hears the others now, each time that changes: `up` once it is
   * connected with its stream set up and has published all it holds, `down` from when it cannot reach the bus. What a
   * screen served by this instance is told (the live stream's `bus` event). The memory bus never
   * calls it: one process alone has no others to hear.
   */
  onState(listener: (state: LiveBusState) => void): () => void;
  /**
   * Where this instance has read the shared stream to, or undefined (the memory bus, or not set
   * up yet): what a live client's event ids carry, so that any instance can resume the client.
   */
  position(): StreamPosition | undefined;
  /**
   * The link directions the stream carried after `from`, once every sample this instance took
   * before the call is in the stream and read back (waiting at most `waitMs`): what a client
   * sent everything up to `from` (by any instance) has not been sent. Undefined when that cannot
   * be told: another stream, a position older than what this instance read, or not in time.
   */
  changedSince(from: StreamPosition, waitMs: number): Promise<LinkDirection[] | undefined>;
  /**
   * Whether it is connected and still reading the stream back to where the stream stood when
   * it (re)connected: the other instances' latest samples are not all here yet, so this
   * instance should not take a job that needs them (the diagnosis lease).
   */
  replaying(): boolean;
  close(): Promise<void>;
}

/** The bus of one process alone: nothing to publish, nothing to hear. */
export function createMemoryBus(): LiveBus {
  return {
    start: () => Promise.resolve(),
    publishSamples: () => undefined,
    onSamples: () => () => undefined,
    publishChange: () => undefined,
    onChange: () => () => undefined,
    snapshot: () => undefined,
    status: () => ({ kind: 'memory', ok: true, detail: 'one process', pending: 0, dropped: 0 }),
    onState: () => () => undefined,
    position: () => undefined,
    changedSince: () => Promise.resolve(undefined),
    replaying: () => false,
    close: () => Promise.resolve(),
  };
}
