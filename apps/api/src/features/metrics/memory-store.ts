import { LIVE_METRICS, perMetric, type Direction } from '@tiermap/domain';
import {
  directionKey,
  type HistoryPoint,
  type HistoryQuery,
  type LatestState,
  type LiveStore,
  type RateSample,
  type StoreRefusal,
} from './store.js';
import { duration } from './time-bounds.js';

export interface MemoryStoreOptions {
  /** How long history is kept, milliseconds. */
  retentionMs: number;
  /** Hard cap on samples kept per link direction, whatever their age (bounds memory). */
  maxSamplesPerDirection: number;
}

/** Bytes per held sample: float64 columns, the time and one per live metric (48 bytes). */
export const BYTES_PER_SAMPLE = 8 * (1 + LIVE_METRICS.length);

/** Room for this many samples when a link direction is first seen; doubled as it fills. */
const FIRST_ROOM = 8;

/** A ring of samples for one link direction, in columns, grown up to the store's cap. */
interface Ring {
  /** The link direction's key (`directionKey`), made once. */
  key: string;
  state: LatestState;
  /** Samples it has room for now (at most the store's cap). */
  room: number;
  ts: Float64Array;
  /** One column per live metric, in the order of LIVE_METRICS; NaN where a sample had none. */
  columns: Float64Array[];
  /** Index of the oldest sample; `count` samples follow it (wrapping at `room`). */
  start: number;
  count: number;
}

/**
 * The columns of a ring with room for `room` samples: one buffer, the times first, then one
 * column per live metric.
 */
function columnsFor(room: number): Pick<Ring, 'room' | 'ts' | 'columns'> {
  const buffer = new Float64Array(room * (1 + LIVE_METRICS.length));
  return {
    room,
    ts: buffer.subarray(0, room),
    columns: LIVE_METRICS.map((_, i) => buffer.subarray((i + 1) * room, (i + 2) * room)),
  };
}

/** Moves the ring's samples, oldest first, into new columns with room for `room`. */
function grow(ring: Ring, room: number): void {
  const next = columnsFor(room);
  for (let i = 0; i < ring.count; i += 1) {
    const from = (ring.start + i) % ring.room;
    next.ts[i] = ring.ts[from] ?? 0;
    ring.columns.forEach((column, c) => {
      const into = next.columns[c];
      if (into !== undefined) into[i] = column[from] ?? Number.NaN;
    });
  }
  ring.room = next.room;
  ring.ts = next.ts;
  ring.columns = next.columns;
  ring.start = 0;
}

/**
 * The default live store, in process: the latest state and a bounded ring of recent samples per
 * link direction. A ring starts with room for a few samples and doubles as it fills, up to
 * maxSamplesPerDirection, so memory follows the samples held (room for at most twice as many)
 * and is never more than link directions x maxSamplesPerDirection x BYTES_PER_SAMPLE, plus a
 * small fixed cost per direction, however fast samples arrive. A sample older than the newest
 * held is put into the history in its place (collectors retry, and batches cross); one older than
 * the retention window behind the newest, or than everything a full ring holds, is refused and
 * counted.
 */
export function createMemoryStore(options: MemoryStoreOptions): LiveStore & {
  /** Samples refused since start (too old for the window or the ring). */
  refused(): number;
} {
  // By link, then direction: a read looks the link's id up as it is, with no key string to
  // build (the oversubscription page reads thousands of link directions per request).
  const byLink = new Map<string, Partial<Record<Direction, Ring>>>();
  /** Every ring, in the order first seen. */
  const rings: Ring[] = [];
  const ringAt = (linkId: string, direction: Direction): Ring | undefined =>
    byLink.get(linkId)?.[direction];
  const listeners = new Set<(changed: readonly LatestState[]) => void>();
  const capacity = Math.max(1, Math.floor(options.maxSamplesPerDirection));
  let refusedCount = 0;

  const ringOf = (linkId: string, direction: Direction): Ring => {
    let ofLink = byLink.get(linkId);
    if (ofLink === undefined) {
      ofLink = {};
      byLink.set(linkId, ofLink);
    }
    let ring = ofLink[direction];
    if (ring === undefined) {
      ring = {
        key: directionKey(linkId, direction),
        state: { linkId, direction, tsMs: 0, freshMs: 0, ...perMetric(() => null) },
        ...columnsFor(Math.min(FIRST_ROOM, capacity)),
        start: 0,
        count: 0,
      };
      ofLink[direction] = ring;
      rings.push(ring);
    }
    return ring;
  };

  /** Room for one more sample: a full ring below the cap doubles (up to the cap). */
  const makeRoom = (ring: Ring): void => {
    if (ring.count === ring.room && ring.room < capacity) {
      grow(ring, Math.min(capacity, ring.room * 2));
    }
  };

  const push = (ring: Ring, sample: RateSample): void => {
    makeRoom(ring);
    const at = (ring.start + ring.count) % ring.room;
    write(ring, at, sample);
    if (ring.count < ring.room) {
      ring.count += 1;
    } else {
      ring.start = (ring.start + 1) % ring.room;
    }
    // Age-based retention: drop from the front what has fallen out of the window.
    const horizon = sample.tsMs - options.retentionMs;
    while (ring.count > 1 && (ring.ts[ring.start] ?? 0) < horizon) {
      ring.start = (ring.start + 1) % ring.room;
      ring.count -= 1;
    }
  };

  /** Puts an older sample than the newest held into the history, in time order. */
  const insert = (ring: Ring, sample: RateSample): void => {
    makeRoom(ring);
    if (ring.count === ring.room) {
      // Full at the cap: the oldest makes room (the caller checked the sample is not older).
      ring.start = (ring.start + 1) % ring.room;
      ring.count -= 1;
    }
    let i = ring.count;
    for (; i > 0; i -= 1) {
      const before = (ring.start + i - 1) % ring.room;
      if ((ring.ts[before] ?? 0) <= sample.tsMs) break;
      const to = (ring.start + i) % ring.room;
      ring.ts[to] = ring.ts[before] ?? 0;
      for (const column of ring.columns) column[to] = column[before] ?? Number.NaN;
    }
    write(ring, (ring.start + i) % ring.room, sample);
    ring.count += 1;
  };

  /** Where the ring holds a sample of exactly `tsMs` (searched from the newest), or -1. */
  const slotOf = (ring: Ring, tsMs: number): number => {
    for (let i = ring.count - 1; i >= 0; i -= 1) {
      const at = (ring.start + i) % ring.room;
      const ts = ring.ts[at] ?? 0;
      if (ts === tsMs) return at;
      if (ts < tsMs) return -1;
    }
    return -1;
  };

  /** Why an older sample than the newest held cannot go into the history, if it cannot. */
  const tooOld = (ring: Ring, sample: RateSample): string | undefined => {
    if (sample.tsMs < ring.state.tsMs - options.retentionMs) {
      return `older than the ${duration(options.retentionMs)} of history kept behind the newest sample of this link direction`;
    }
    if (ring.count === capacity && sample.tsMs < (ring.ts[ring.start] ?? 0)) {
      return `older than every one of the ${capacity} samples held for this link direction`;
    }
    return undefined;
  };

  return {
    retentionMs: options.retentionMs,
    append(samples, receivedMs = Number.POSITIVE_INFINITY) {
      const changed = new Map<Ring, LatestState>();
      const refusals: StoreRefusal[] = [];
      samples.forEach((sample, index) => {
        const ring = ringOf(sample.linkId, sample.direction);
        // What this sample vouches for: its own time, but never later than it arrived.
        const vouchedMs = Math.min(sample.tsMs, receivedMs);
        // A time already held (the same sample heard twice, or another metric of that time):
        // merged into its point, never a second one.
        const held =
          ring.count > 0 && sample.tsMs <= ring.state.tsMs ? slotOf(ring, sample.tsMs) : -1;
        if (held >= 0) {
          merge(ring, held, sample);
          const valuesMoved = sample.tsMs === ring.state.tsMs && takeValues(ring.state, sample);
          if (fresher(ring.state, vouchedMs) || valuesMoved) changed.set(ring, ring.state);
          return;
        }
        if (ring.count > 0 && sample.tsMs < ring.state.tsMs) {
          const reason = tooOld(ring, sample);
          if (reason === undefined) {
            insert(ring, sample);
            // After one dated ahead, correct samples are older than the newest yet newer news.
            if (fresher(ring.state, vouchedMs)) changed.set(ring, ring.state);
          } else {
            refusedCount += 1;
            refusals.push({ index, reason });
          }
          return;
        }
        push(ring, sample);
        // In place: the ingest hot path makes no new object per sample.
        const state = ring.state;
        state.tsMs = sample.tsMs;
        fresher(state, vouchedMs);
        takeValues(state, sample);
        changed.set(ring, ring.state);
      });
      if (changed.size > 0) {
        const states = [...changed.values()];
        for (const listener of listeners) {
          listener(states);
        }
      }
      return refusals;
    },
    latest() {
      return rings.map((r) => r.state);
    },
    forEachLatest(visit) {
      for (const ring of rings) visit(ring.key, ring.state);
    },
    latestOf(linkId, direction) {
      return ringAt(linkId, direction)?.state;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    series(query) {
      const ring = ringAt(query.linkId, query.direction);
      return Promise.resolve(bucketed(ring, query));
    },
    stats() {
      let samples = 0;
      let room = 0;
      for (const ring of rings) {
        samples += ring.count;
        room += ring.room;
      }
      return {
        linkDirections: rings.length,
        samples,
        approxBytes: room * BYTES_PER_SAMPLE + rings.length * 200,
      };
    },
    refused: () => refusedCount,
  };
}

/** Writes a sample's time and values at `at` of the ring's columns. */
function write(ring: Ring, at: number, sample: RateSample): void {
  ring.ts[at] = sample.tsMs;
  LIVE_METRICS.forEach(({ name }, i) => {
    const column = ring.columns[i];
    if (column !== undefined) column[at] = sample[name] ?? Number.NaN;
  });
}

/** Writes the metrics `sample` has into the latest state, in place; true when one changed. */
function takeValues(state: LatestState, sample: RateSample): boolean {
  let moved = false;
  for (const { name } of LIVE_METRICS) {
    const value = sample[name];
    if (value !== undefined && value !== state[name]) {
      state[name] = value;
      moved = true;
    }
  }
  return moved;
}

/** Moves the state's freshness on to `vouchedMs` if that is later; true when it did. */
function fresher(state: LatestState, vouchedMs: number): boolean {
  if (vouchedMs <= state.freshMs) return false;
  state.freshMs = vouchedMs;
  return true;
}

/** Writes the metrics `sample` has into the point at `at`, keeping the others there. */
function merge(ring: Ring, at: number, sample: RateSample): void {
  LIVE_METRICS.forEach(({ name }, i) => {
    const column = ring.columns[i];
    const value = sample[name];
    if (column !== undefined && value !== undefined) column[at] = value;
  });
}

/** Averages the ring's samples into steps of `stepMs` from `fromMs` to `toMs` inclusive. */
function bucketed(ring: Ring | undefined, query: HistoryQuery): HistoryPoint[] {
  const steps = Math.floor((query.toMs - query.fromMs) / query.stepMs) + 1;
  // Per step, a [sum, count] per live metric: every metric aggregates as the mean of a step.
  const sums = Array.from({ length: steps }, () => LIVE_METRICS.map(() => [0, 0]));
  if (ring !== undefined) {
    for (let i = 0; i < ring.count; i += 1) {
      const at = (ring.start + i) % ring.room;
      const ts = ring.ts[at] ?? 0;
      if (ts < query.fromMs || ts >= query.fromMs + steps * query.stepMs) continue;
      const bucket = sums[Math.floor((ts - query.fromMs) / query.stepMs)];
      if (bucket === undefined) continue;
      bucket.forEach((sum, column) => add(sum, ring.columns[column]?.[at]));
    }
  }
  const column = new Map(LIVE_METRICS.map((m, i) => [m.name, i]));
  return sums.map((bucket, i) => ({
    tsMs: query.fromMs + i * query.stepMs,
    ...perMetric((m) => mean(bucket[column.get(m.name) ?? -1] ?? [])),
  }));
}

function add(sum: number[], value: number | undefined): void {
  if (value !== undefined && !Number.isNaN(value)) {
    sum[0] = (sum[0] ?? 0) + value;
    sum[1] = (sum[1] ?? 0) + 1;
  }
}

function mean(sum: number[]): number | null {
  const count = sum[1] ?? 0;
  return count === 0 ? null : (sum[0] ?? 0) / count;
}
