import type { Direction, LiveMetricName, LiveValues } from '@tiermap/domain';

/** One rate measurement of one direction of one link, after mapping and counter handling. */
export type RateSample = {
  linkId: string;
  direction: Direction;
  tsMs: number;
} & Partial<Record<LiveMetricName, number>>;

/** A sample the store did not keep: its index in the appended batch and why. */
export interface StoreRefusal {
  index: number;
  reason: string;
}

/** The newest values of one link direction; a field keeps its last known value. */
export type LatestState = {
  linkId: string;
  direction: Direction;
  /** When the newest sample was taken, by its own clock (kept for the history and the graph). */
  tsMs: number;
  /**
   * The newest time the data can vouch for: the latest, over the samples taken, of the sample's
   * time or the time it was received, whichever is earlier. Freshness is judged by it, so a
   * sample dated ahead of the server's clock (clock skew) never keeps a link fresh longer than
   * one dated when it arrived.
   */
  freshMs: number;
} & LiveValues;

/** Averages of each live metric over one step of a series; null where no sample fell in it. */
export type HistoryPoint = { tsMs: number } & LiveValues;

export interface HistoryQuery {
  linkId: string;
  direction: Direction;
  fromMs: number;
  toMs: number;
  stepMs: number;
}

/** Where past values come from: the in-process store, or a Prometheus server. */
export interface HistoryReader {
  series(query: HistoryQuery): Promise<HistoryPoint[]>;
}

/** One link direction's key in the live store, the hub and the graph write: `<linkId>\0<direction>`. */
export function directionKey(linkId: string, direction: string): string {
  return `${linkId}\u0000${direction}`;
}

/**
 * The live store: the latest value and a bounded recent history per link direction. The
 * in-process implementation is the default; another backend can replace it behind this interface.
 */
export interface LiveStore extends HistoryReader {
  /**
   * Takes samples; a sample older than the newest held for its direction goes into the history
   * in time order and leaves the latest state alone. Returns the samples it could not keep, by
   * their index in `samples`, with why (older than the retention window, or than everything a
   * full ring holds), so that no caller reports a sample taken that was not. `receivedMs`: when
   * the samples arrived; one dated later counts as fresh only from then (`freshMs`).
   */
  append(samples: readonly RateSample[], receivedMs?: number): StoreRefusal[];
  /** How long history is kept, milliseconds: older samples are refused. */
  readonly retentionMs: number;
  latest(): LatestState[];
  latestOf(linkId: string, direction: Direction): LatestState | undefined;
  /**
   * Calls `visit` with each link direction's key (`directionKey`) and latest state, without
   * building a list: what a check over every direction, every second, reads.
   */
  forEachLatest(visit: (key: string, state: LatestState) => void): void;
  /** Called with the link directions whose latest state changed, after each append. */
  onChange(listener: (changed: readonly LatestState[]) => void): () => void;
  /** What the store holds, for docs, benchmarks and /api/metrics/status. */
  stats(): { linkDirections: number; samples: number; approxBytes: number };
}
