import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import {
  changeEventData,
  type ChangeMarks,
  type LinkLiveState,
  type LiveBusState,
} from '@tiermap/domain';
import {
  deflatedPiece,
  deflatedPieceLater,
  fold,
  GZIP_HEADER,
  gzipTrailer,
  storedPiece,
  type GzipPiece,
  type GzipRunning,
} from '../../http/gzip-stream.js';
import type { LinkDirection, LiveBus, StreamPosition } from '../live-bus/bus.js';
import type { ChangeRead } from './change-tracker.js';
import { directionKey } from './store.js';

export type { ChangeMarks, ChangeRead };

/** What the stale check is told of one link direction (`LiveHubOptions.eachStaleness`). */
export type StalenessVisit = (
  key: string,
  linkId: string,
  direction: string,
  stale: boolean,
) => void;

export interface LiveHubOptions {
  /**
   * Every link direction's live state now: the snapshot a new client starts from. It is read a
   * few thousand at a time, one turn of the event loop each (80,000 at 10,000 routers), so a
   * lazy sequence spreads the work of building them too.
   */
  snapshot: () => Iterable<LinkLiveState>;
  /** Subscribes to changed link directions; returns the unsubscribe function. */
  subscribe: (
    listener: (changed: readonly { linkId: string; direction: string }[]) => void,
  ) => () => void;
  /** The live state of one link direction now. */
  stateOf: (linkId: string, direction: string) => LinkLiveState | undefined;
  /**
   * Calls `visit` with each link direction's key (`directionKey`) and whether it is stale now,
   * as its live state would say: what the stale check reads every `staleCheckMs`, without
   * building every state (80,000 of them at 10,000 routers, every second).
   */
  eachStaleness: (visit: StalenessVisit) => void;
  /**
   * Reads the change marks as the graph holds them now, with the change events since the last
   * read (so writes of every API process are seen); undefined when they cannot be read (the
   * last known marks stand).
   */
  readChanges?: () => Promise<ChangeRead | undefined>;
  /** How often the changes are read while a client listens, milliseconds; 1000 by default. */
  marksIntervalMs?: number;
  /**
   * The coalescing interval, milliseconds; 250 by default (`TIERMAP_LIVE_INTERVAL_MS`): how often
   * one link direction is sent, not how often a delta goes out. A link direction that changed
   * goes out at the next delta unless it was sent less than the interval ago (less one flush
   * spacing, see below); then it goes out when that is up, with its state then. Deltas are at
   * least a fifth of the interval apart (the flush spacing: 50 ms by default), and a change
   * after a quiet spell goes out at once.
   */
  intervalMs?: number;
  /** How often every link direction is checked for turning stale, milliseconds; 1000 by default. */
  staleCheckMs?: number;
  /** A monotonic clock (ms) for the pace of deltas and the resume window; `performance.now` by default. */
  clock?: () => number;
  heartbeatMs?: number;
  /** A client whose unsent output exceeds this is dropped (it reconnects and resumes). */
  maxBufferedBytes?: number;
  /**
   * How long past deltas are kept for Last-Event-ID resumption, milliseconds (`clock`); two
   * minutes by default, however many deltas that is.
   */
  resumeWindowMs?: number;
  /**
   * How long one snapshot serves the clients that attach, milliseconds (`clock`); 1000 by
   * default. Each is sent it, then the deltas that went out since it was built.
   */
  snapshotReuseMs?: number;
  /**
   * On an instance sharing its live state over a bus (the NATS bus, no Prometheus poller of its
   * own): where it has read the shared stream to. Event ids then carry that position, and a
   * client that comes from another instance (or from outside this one's window) is sent what
   * changed since its position instead of a whole snapshot.
   */
  shared?: SharedPosition;
  now: () => number;
}

/** The part of the live bus a hub resumes clients of other instances by. */
export type SharedPosition = Pick<LiveBus, 'position' | 'changedSince'>;

/**
 * How long a client from another instance is held while this one reads the stream up to its
 * position (and publishes what it took itself): past it, it gets a snapshot.
 */
const RESUME_WAIT_MS = 2_000;

/**
 * A catch-up of more link directions than this is not built: it is built and written in one turn
 * of the event loop, which at 8,000 holds the other clients up about as long as the longest turn
 * of a snapshot's building and writing (50 to 90 ms on this machine, `bench:live-failover`);
 * beyond, the shared snapshot, built a chunk per turn, is sent instead.
 */
export const MAX_CATCH_UP = 8_000;

/** Catch-ups kept for reuse at most, the newest. */
const MAX_CATCH_UPS_KEPT = 8;

/**
 * One event as it goes out, encoded at most once however many clients it goes to: as it is to
 * a client that takes it so, as a gzip piece to the others.
 */
interface Outgoing {
  text: string | Buffer;
  piece?: GzipPiece;
}

const outgoing = (text: string | Buffer): Outgoing => ({ text });

/**
 * How many link directions of a snapshot are built and encoded in one turn of the event loop:
 * about 15 ms of it on this machine, where 80,000 at once held every other client up for about
 * 270 ms.
 */
const SNAPSHOT_CHUNK = 4_000;

/**
 * Events from this size on are compressed (once, whatever number of clients they go to), smaller
 * ones (heartbeats, marks) stored: they would not shrink.
 */
const DEFLATE_FROM_BYTES = 512;

/** An event's gzip piece: compressed when it is large enough to shrink, else stored. */
function eventPiece(text: string | Buffer): GzipPiece {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  return bytes.length >= DEFLATE_FROM_BYTES ? deflatedPiece(bytes) : storedPiece(bytes);
}

/** A snapshot event built, with its sequence number and when (`clock`). */
interface Built {
  seq: number;
  atMs: number;
  event: Outgoing & { text: Buffer };
  /** Its gzip piece being compressed, for the gzip clients it serves. */
  compressing?: Promise<void>;
}

/** A delta of the resume window. */
interface LogEntry {
  seq: number;
  data: string;
  /** Its id's stream position (`-<stream>-<seq>`), on an instance sharing its live state. */
  at: string;
  /** When it went out (`clock`). */
  atMs: number;
  /**
   * Its gzip piece once one was made, kept for the gzip clients that catch up on it: after a
   * blip, hundreds may resume from the same point, and each compressing every delta anew would
   * hold the others up for seconds.
   */
  piece?: GzipPiece;
}

interface Client {
  res: Response;
  /**
   * While the client catches up after a resume, the sequence number of the next delta it is
   * owed from the log; `undefined` once it is live.
   */
  next: number | undefined;
  /** Where its gzip stream is, when it is sent one; undefined when it is sent the text as it is. */
  gzip: GzipRunning | undefined;
}

/**
 * Server-Sent Events for `GET /api/live`: a snapshot first, then deltas with only the link
 * directions that changed (or turned stale) since they were last sent, each link direction at
 * most about once per interval and the deltas at least a fifth of it apart, heartbeats,
 * resumption from Last-Event-ID within a window of recent deltas (two minutes), and dropping
 * of clients that do not keep up, so a slow client never grows server memory without bound nor
 * holds up the others (no write waits for a client). A resuming client is sent the
 * deltas it missed at the pace it reads them (socket backpressure), never dropped for the size
 * of its catch-up; one whose id is outside the window gets a fresh snapshot, unless the
 * instances share a stream (`shared`) and the id says where on it the client stands: then what
 * changed since, as one delta (`resumeShared`). A client that
 * accepts gzip (every browser) is sent the stream gzipped, each event compressed once for all
 * the clients it goes to and written at once. Beside the states: the change marks and events,
 * and, on an instance sharing its live state over a bus, whether it hears the others (`bus`).
 */
export function createLiveHub(options: LiveHubOptions) {
  const intervalMs = options.intervalMs ?? 250;
  // Deltas go out at most this often: it bounds the SSE messages a client gets (20 a second at
  // the default), while a link direction that had been quiet waits at most this long.
  const spacingMs = intervalMs / 5;
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const maxBufferedBytes = options.maxBufferedBytes ?? 1 << 20;
  const resumeWindowMs = options.resumeWindowMs ?? 120_000;
  const snapshotReuseMs = options.snapshotReuseMs ?? 1_000;
  const clock = options.clock ?? (() => performance.now());
  const clients = new Set<Client>();
  /**
   * The link directions changed since they were last sent, by key, with the stream position
   * when the first of those changes came (on an instance sharing its live state).
   */
  const dirty = new Map<string, { linkId: string; direction: string; at: number | undefined }>();
  /** When each link direction was last sent (`clock`). */
  const sentAt = new Map<string, number>();
  const lastStale = new Map<string, boolean>();
  /** The deltas of the resume window, oldest first, with when each went out (`clock`). */
  const log: LogEntry[] = [];
  let seq = 0;
  let dropped = 0;
  /** When the last delta went out (`clock`), and the timer of the next one and when it is due. */
  let lastDeltaAt = Number.NEGATIVE_INFINITY;
  let due: ReturnType<typeof setTimeout> | undefined;
  let dueAt: number | undefined;
  let closed = false;
  let marks: ChangeMarks | undefined;
  let marksEvent: Outgoing | undefined;
  /** The live bus's state as last announced (only an instance on a shared bus has one). */
  let busEvent: Outgoing | undefined;
  // Event ids are `<epoch>-<seq>`: a client resuming against another process (or after a
  // restart) does not match the epoch, so it is not sent this process's deltas after its
  // number. On an instance sharing its live state they also carry the stream position the
  // event reflects (`<epoch>-<seq>-<stream>-<position>`): every instance reads the same stream,
  // so any of them can send such a client what changed since (`catchUpEvent`).
  // The start time alone would not do: instances started together may start in the same
  // millisecond, and a client moving between them would be sent the wrong deltas.
  const epoch = `${Math.floor(options.now()).toString(36)}${randomBytes(3).toString('hex')}`;
  const shared = options.shared;
  /** The id suffix of a stream position (empty when there is none). */
  const atPosition = (position: StreamPosition | undefined): string =>
    position === undefined ? '' : `-${position.stream}-${position.seq}`;
  const eventId = (n: number, at: string) => `${epoch}-${n}${at}`;

  /**
   * When a link direction may be sent again: an interval after it last was, less one flush
   * spacing. Without that slack a link that changes about once an interval would drift: each
   * send a little late (a timer, the flush spacing) would make the next one wait a little
   * more, until every change waited a whole interval.
   */
  const readyAt = (key: string): number =>
    (sentAt.get(key) ?? Number.NEGATIVE_INFINITY) + intervalMs - spacingMs;

  /**
   * Sends the next delta at `at` or as soon after it as the flush spacing allows, unless one is
   * due sooner already: at once after a quiet spell (on the next turn of the event loop, so the
   * samples of one request go together); whatever changes meanwhile joins it.
   */
  const scheduleAt = (at: number): void => {
    if (closed) return;
    const now = clock();
    const when = Math.max(at, lastDeltaAt + spacingMs, now);
    if (due !== undefined && dueAt !== undefined && dueAt <= when) return;
    if (due !== undefined) clearTimeout(due);
    dueAt = when;
    due = setTimeout(sendDelta, when - now);
    due.unref();
  };

  /** Marks a link direction changed; when it may be sent. */
  const markDirty = (key: string, link: { linkId: string; direction: string }): number => {
    if (!dirty.has(key)) {
      dirty.set(key, {
        linkId: link.linkId,
        direction: link.direction,
        at: shared?.position()?.seq,
      });
    }
    return readyAt(key);
  };

  const unsubscribe = options.subscribe((changed) => {
    // The next delta is due when the first of them may be sent.
    let first = Number.POSITIVE_INFINITY;
    for (const c of changed)
      first = Math.min(first, markDirty(directionKey(c.linkId, c.direction), c));
    if (first < Number.POSITIVE_INFINITY) scheduleAt(first);
  });

  const drop = (client: Client): void => {
    dropped += 1;
    clients.delete(client);
    client.res.destroy();
  };

  /** Writes `event` to the client in its encoding; false when its socket asks to wait for `drain`. */
  const write = (client: Client, event: Outgoing): boolean => {
    if (client.gzip === undefined) return client.res.write(event.text);
    const made = (event.piece ??= eventPiece(event.text));
    fold(client.gzip, made);
    return client.res.write(made.blocks);
  };

  const send = (client: Client, event: Outgoing): void => {
    if (client.res.writableLength > maxBufferedBytes) {
      drop(client);
      return;
    }
    write(client, event);
  };

  /** Sends `event` to every client that is live (not waiting for its snapshot nor catching up). */
  const sendToLive = (event: Outgoing): void => {
    for (const client of [...clients]) if (client.next === undefined) send(client, event);
  };

  const deltaText = (entry: { seq: number; data: string; at: string }) =>
    `id: ${eventId(entry.seq, entry.at)}\nevent: delta\ndata: ${entry.data}\n\n`;

  /**
   * The last snapshot event built, encoded once (and compressed once, for the clients that take
   * gzip), with its sequence number and when (`clock`).
   */
  let built: Built | undefined;

  /** The snapshot being built over several turns of the event loop, if one is. */
  let building: Promise<Built> | undefined;

  /**
   * A snapshot of every state now, under the sequence number now: built and encoded
   * `SNAPSHOT_CHUNK` states per turn of the event loop, at once when they fit in one. States that
   * change meanwhile may be taken before or after their change; either way the change goes out
   * in a delta after that number, which the client is sent after the snapshot.
   */
  const buildSnapshot = (): Built | Promise<Built> => {
    const atSeq = seq;
    const atMs = clock();
    const tsMs = options.now();
    // Every state is read at or after this position (a chunk per turn): nothing is held back.
    const at = atPosition(shared?.position());
    const states = options.snapshot()[Symbol.iterator]();
    const parts: string[] = [];
    /** Encodes the next chunk; true once there are no more. */
    const take = (): boolean => {
      const chunk: LinkLiveState[] = [];
      let done = false;
      while (chunk.length < SNAPSHOT_CHUNK) {
        const next = states.next();
        if (next.done === true) {
          done = true;
          break;
        }
        chunk.push(next.value);
      }
      if (chunk.length > 0) parts.push(JSON.stringify(chunk).slice(1, -1));
      return done;
    };
    const finish = (): Built => {
      // As JSON.stringify({ seq, tsMs, states }) would write it.
      const data = `{"seq":${atSeq},"tsMs":${JSON.stringify(tsMs)},"states":[${parts.join(',')}]}`;
      const text = Buffer.from(`id: ${eventId(atSeq, at)}\nevent: snapshot\ndata: ${data}\n\n`);
      return { seq: atSeq, atMs, event: { text } };
    };
    if (take()) return finish();
    return (async () => {
      for (;;) {
        await new Promise((resolve) => setImmediate(resolve));
        if (take()) return finish();
      }
    })();
  };

  /**
   * Whether an event built earlier (a snapshot, a catch-up) still serves a new client: built
   * less than `snapshotReuseMs` ago, and the log still holds every delta since.
   */
  const servable = (made: Built): boolean => {
    const first = log[0];
    return (
      clock() - made.atMs < snapshotReuseMs &&
      (made.seq === seq || (first !== undefined && first.seq <= made.seq + 1))
    );
  };

  /**
   * The snapshot event a new client is sent: the one built less than `snapshotReuseMs` ago while
   * the log still holds every delta since, else the one being built, else a new one. At 10,000
   * routers it is 80,000 states and about 18 MB: when an instance fails, hundreds of clients
   * come at once, and each building and encoding its own would hold this process up for minutes.
   */
  const snapshotEvent = (): Built | Promise<Built> => {
    if (building !== undefined) return building;
    if (built !== undefined && servable(built)) return built;
    const made = buildSnapshot();
    if (!(made instanceof Promise)) {
      built = made;
      return made;
    }
    const pending = made.then((done) => {
      built = done;
      return done;
    });
    building = pending;
    // Settled either way, the next client starts a new one. A failed build is not this
    // promise's to report (its waiting clients are dropped, `holdUntil`), and left unhandled it
    // would end the process.
    const settled = () => {
      if (building === pending) building = undefined;
    };
    pending.then(settled, settled);
    return pending;
  };

  /**
   * Writes a catching-up client the deltas it is owed, one at a time while its socket takes
   * them, and waits for `drain` when it does not: the catch-up is bounded by the log, and what
   * waits in memory for the client is at most the socket's high-water mark plus one delta. When
   * it has them all it is live; if it read so slowly that the log moved past it, it is dropped.
   */
  const pump = (client: Client): void => {
    while (client.next !== undefined && clients.has(client)) {
      const first = log[0];
      if (client.next > seq || first === undefined) {
        client.next = undefined;
        // Caught up: now the marks and the bus's state, which a catching-up client is not sent.
        sendStanding(client);
        return;
      }
      const entry = log[client.next - first.seq];
      if (entry === undefined) {
        drop(client);
        return;
      }
      client.next += 1;
      const event: Outgoing = outgoing(deltaText(entry));
      if (entry.piece !== undefined) event.piece = entry.piece;
      const written = write(client, event);
      entry.piece ??= event.piece;
      if (!written) {
        client.res.once('drain', () => pump(client));
        return;
      }
    }
  };

  /**
   * Sends a new client the snapshot, then the deltas since it was built and the marks (`pump`).
   * The snapshot is what the client asked for, so it is written whole whatever its size (every
   * client shares its one buffer); what follows waits for the socket to drain, as a resuming
   * client's catch-up does. While its snapshot is built or compressed the client is sent
   * nothing (`next` is infinite: neither live nor owed a delta yet).
   */
  const startWithSnapshot = (client: Client): void => {
    const snapshot = snapshotEvent();
    if (snapshot instanceof Promise)
      holdUntil(client, snapshot, (done) => sendSnapshot(client, done));
    else sendSnapshot(client, snapshot);
  };

  /**
   * Sends `client` nothing (`next` infinite: neither live nor owed a delta yet) until `ready`
   * settles, then calls `go` if it is still there; drops it if `ready` fails.
   */
  const holdUntil = <T>(client: Client, ready: Promise<T>, go: (value: T) => void): void => {
    client.next = Number.POSITIVE_INFINITY;
    ready.then(
      (value) => {
        if (clients.has(client)) go(value);
      },
      () => {
        if (clients.has(client)) drop(client);
      },
    );
  };

  const sendSnapshot = (client: Client, snapshot: Built): void => {
    const writeIt = () => {
      client.next = snapshot.seq + 1;
      if (write(client, snapshot.event)) pump(client);
      else client.res.once('drain', () => pump(client));
    };
    if (client.gzip === undefined || snapshot.event.piece !== undefined) {
      writeIt();
      return;
    }
    // Compressed off the event loop, once for every gzip client it serves.
    snapshot.compressing ??= deflatedPieceLater(snapshot.event.text).then((made) => {
      snapshot.event.piece = made;
    });
    holdUntil(client, snapshot.compressing, writeIt);
  };

  /**
   * Catch-ups built lately, by the position they start from (see `catchUpEvent`), with the
   * delta number their clients' wait began at.
   */
  const catchUps = new Map<string, Built & { waitedFrom: number }>();

  /** The link directions of the deltas after number `after` (those still in the log). */
  const sentSince = (after: number): LinkDirection[] => {
    const sent: LinkDirection[] = [];
    for (const entry of log) {
      if (entry.seq <= after) continue;
      const { states } = JSON.parse(entry.data) as { states: LinkDirection[] };
      for (const { linkId, direction } of states) sent.push({ linkId, direction });
    }
    return sent;
  };

  /**
   * The delta that brings a client sent everything up to `from` (by any instance) to this
   * instance's state now: the state of each link direction the stream carried since, and of
   * each stale one (staleness comes with time, not with the stream). Built once per position
   * and served for `snapshotReuseMs` while the log holds every delta since, as the snapshot is:
   * the clients of a failed instance all come with the last id it sent. It also holds the state
   * of each link direction this instance sent its own clients in the deltas after number
   * `waitedFrom`, while the client waited for `changed`: a sample taken here meanwhile may not
   * be on the stream yet. Undefined when there are so many that the shared snapshot is cheaper.
   */
  const catchUpEvent = (
    from: StreamPosition,
    changed: readonly LinkDirection[],
    waitedFrom: number,
  ): Built | undefined => {
    const key = `${from.stream}-${from.seq}`;
    const reused = catchUps.get(key);
    if (reused !== undefined && reused.waitedFrom <= waitedFrom && servable(reused)) return reused;
    const wanted = new Map<string, LinkDirection>();
    for (const c of [...changed, ...sentSince(waitedFrom)]) {
      wanted.set(directionKey(c.linkId, c.direction), c);
    }
    options.eachStaleness((k, linkId, direction, stale) => {
      if (stale) wanted.set(k, { linkId, direction });
    });
    if (wanted.size > MAX_CATCH_UP) return undefined;
    const states: LinkLiveState[] = [];
    for (const { linkId, direction } of wanted.values()) {
      const state = options.stateOf(linkId, direction);
      if (state !== undefined) states.push(state);
    }
    const data = JSON.stringify({ seq, tsMs: options.now(), states });
    // Whole at this instance's position now: every state in it is read now.
    const text = deltaText({ seq, data, at: atPosition(shared?.position()) });
    const made = { seq, atMs: clock(), event: { text: Buffer.from(text) }, waitedFrom };
    catchUps.delete(key);
    catchUps.set(key, made);
    // A few kept (up to a few MB each): clients that lost their last events come with others.
    for (const old of catchUps.keys()) {
      if (catchUps.size <= MAX_CATCH_UPS_KEPT) break;
      catchUps.delete(old);
    }
    return made;
  };

  /**
   * Sends a client from another instance (or from outside the log's window) what changed since
   * its stream position, then the deltas since and the marks (`pump`); a snapshot when this
   * instance cannot tell what changed.
   */
  const resumeShared = (client: Client, from: StreamPosition, source: SharedPosition): void => {
    const waitedFrom = seq;
    const changed = source.changedSince(from, RESUME_WAIT_MS).catch(() => undefined);
    holdUntil(client, changed, (found) => {
      const event = found === undefined ? undefined : catchUpEvent(from, found, waitedFrom);
      if (event === undefined) {
        startWithSnapshot(client);
        return;
      }
      client.next = event.seq + 1;
      if (write(client, event.event)) pump(client);
      else client.res.once('drain', () => pump(client));
    });
  };

  /**
   * What stands until it changes, for a client that has just caught up (or attached up to
   * date): the change marks, then the live bus's state, each when known.
   */
  function sendStanding(client: Client): void {
    for (const event of [marksEvent, busEvent]) {
      if (event !== undefined && clients.has(client)) send(client, event);
    }
  }

  /** A link turning stale (or fresh again) is news too, though no sample arrived. */
  const checkStale = (): void => {
    let first = Number.POSITIVE_INFINITY;
    options.eachStaleness((key, linkId, direction, stale) => {
      const was = lastStale.get(key);
      if (was === stale) return;
      lastStale.set(key, stale);
      if (was !== undefined) first = Math.min(first, markDirty(key, { linkId, direction }));
    });
    if (first < Number.POSITIVE_INFINITY) scheduleAt(first);
  };

  /**
   * One delta with the state now of each changed link direction that may be sent now (all of
   * them when `all`), then the timer for the first of the others.
   */
  function sendDelta(all = false): void {
    if (due !== undefined) clearTimeout(due);
    due = undefined;
    dueAt = undefined;
    const now = clock();
    const states: LinkLiveState[] = [];
    let next = Number.POSITIVE_INFINITY;
    /** The earliest stream sequence of a change held back for the next delta. */
    let held = Number.POSITIVE_INFINITY;
    for (const [key, { linkId, direction, at }] of dirty) {
      const ready = readyAt(key);
      if (!all && ready > now) {
        next = Math.min(next, ready);
        held = Math.min(held, at ?? held);
        continue;
      }
      dirty.delete(key);
      const state = options.stateOf(linkId, direction);
      if (state === undefined) continue;
      states.push(state);
      sentAt.set(key, now);
      lastStale.set(key, state.stale);
    }
    if (states.length > 0) {
      lastDeltaAt = now;
      seq += 1;
      const data = JSON.stringify({ seq, tsMs: options.now(), states });
      // The position this delta brings a client to: before the first change it holds back.
      const read = shared?.position();
      const at = atPosition(read && { ...read, seq: Math.min(read.seq, held - 1) });
      const entry: LogEntry = { seq, data, at, atMs: now };
      log.push(entry);
      // Two minutes of deltas, however many: they are more frequent and smaller than one per
      // interval would be. The oldest go first; the window is at most one per flush spacing.
      while ((log[0]?.atMs ?? now) < now - resumeWindowMs) log.shift();
      const event = outgoing(deltaText(entry));
      for (const client of [...clients]) {
        if (client.next === undefined) {
          send(client, event);
        } else if (client.next < (log[0]?.seq ?? 0)) {
          // Still catching up, and the deltas it is owed have left the window: it cannot keep up.
          drop(client);
        }
      }
      if (event.piece !== undefined) entry.piece = event.piece;
    }
    if (next < Number.POSITIVE_INFINITY) scheduleAt(next);
  }

  const heartbeatText = () =>
    `event: heartbeat\ndata: ${JSON.stringify({ tsMs: options.now(), seq })}\n\n`;

  const heartbeat = (): void => {
    // A snapshot no longer served is let go (about 18 MB at 10,000 routers), catch-ups too.
    if (built !== undefined && !servable(built)) built = undefined;
    for (const [key, made] of catchUps) if (!servable(made)) catchUps.delete(key);
    const event = outgoing(heartbeatText());
    sendToLive(event);
  };

  /**
   * Takes new change marks and, when they differ from the last, sends every client a `changes`
   * event (no id: it is not part of the delta sequence, and the latest marks supersede any
   * earlier ones, so a resuming client needs only the current marks, sent when it attaches).
   */
  const announce = (next: ChangeMarks): void => {
    const text = `event: changes\ndata: ${JSON.stringify(next)}\n\n`;
    if (text === marksEvent?.text) return;
    marks = next;
    const event = outgoing(text);
    marksEvent = event;
    // A client still catching up is sent them once it has (pump).
    sendToLive(event);
  };

  /**
   * Sends every live client one event per change (named by its kind, no id: like the marks, not
   * part of the delta sequence, never replayed: a client that connects or resumes later is sent
   * the marks only), then the marks if they moved.
   */
  const announceChanges = (read: ChangeRead): void => {
    for (const change of read.events) {
      const event = outgoing(
        `event: ${change.kind}\ndata: ${JSON.stringify(changeEventData(change))}\n\n`,
      );
      sendToLive(event);
    }
    announce(read.marks);
  };

  let reading = false;
  let readAgain = false;
  // Set when a client attaches to a hub no one listened to: the changes are not read while no
  // one listens, so the next read reports what changed meanwhile, before that client came.
  let marksOnlyNext = false;
  const readChanges = options.readChanges;
  const pollMarks = (): void => {
    if (readChanges === undefined || clients.size === 0) return;
    if (reading) {
      // A write just made may have committed after this read began: read once more after it.
      readAgain = true;
      return;
    }
    reading = true;
    readAgain = false;
    const marksOnly = marksOnlyNext;
    marksOnlyNext = false;
    readChanges()
      .then((next) => {
        if (next === undefined) return;
        if (marksOnly) announce(next.marks);
        else announceChanges(next);
      })
      .catch(() => undefined)
      .finally(() => {
        reading = false;
        if (readAgain) pollMarks();
      });
  };

  const ticker = setInterval(checkStale, options.staleCheckMs ?? 1000);
  const beater = setInterval(heartbeat, heartbeatMs);
  const marker = setInterval(pollMarks, options.marksIntervalMs ?? 1000);
  ticker.unref();
  beater.unref();
  marker.unref();

  /**
   * A Last-Event-ID read: the sequence number when it is one of this process's, and the stream
   * position when it carries one (whichever instance sent it).
   */
  const resumeFrom = (
    header: string,
  ): { seq: number | undefined; position: StreamPosition | undefined } => {
    const match = /^([0-9a-z]+)-(\d+)(?:-([0-9a-f]+)-(\d+))?$/.exec(header);
    if (match === null) return { seq: undefined, position: undefined };
    const [, from, n, stream, at] = match;
    return {
      seq: from === epoch ? Number(n) : undefined,
      position: stream === undefined ? undefined : { stream, seq: Number(at) },
    };
  };

  return {
    attach(req: Request, res: Response): void {
      // Every browser accepts gzip; each event is compressed once for all (`http/gzip-stream.ts`).
      const gzip = req.acceptsEncodings('gzip', 'identity') === 'gzip';
      res.status(200).set({
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        vary: 'accept-encoding',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      res.flushHeaders();
      const client: Client = {
        res,
        next: undefined,
        gzip: gzip ? { crc: 0, length: 0 } : undefined,
      };
      if (clients.size === 0) marksOnlyNext = true;
      clients.add(client);
      req.on('close', () => clients.delete(client));
      if (gzip) res.write(GZIP_HEADER);
      write(client, outgoing(`retry: 2000\n\n`));
      const fromQuery = req.query.lastEventId;
      const { seq: lastId, position } = resumeFrom(
        req.get('last-event-id') ?? (typeof fromQuery === 'string' ? fromQuery : ''),
      );
      const first = log[0];
      if (lastId === seq) {
        // Up to date: say the stream is alive rather than send nothing, then the marks.
        send(client, outgoing(heartbeatText()));
        sendStanding(client);
      } else if (
        lastId !== undefined &&
        lastId < seq &&
        first !== undefined &&
        lastId >= first.seq - 1
      ) {
        // The deltas it missed, then the marks once it has caught up (pump).
        client.next = lastId + 1;
        pump(client);
      } else if (position !== undefined && shared !== undefined) {
        // From another instance, or from before this one's window: what changed since.
        resumeShared(client, position, shared);
      } else {
        // A snapshot, the deltas since it was built, then the marks known now (pump), so the
        // client can tell at once whether what it loaded is current.
        startWithSnapshot(client);
      }
      // And a read of the marks, for the first client after a quiet spell.
      pollMarks();
    },
    clientCount: () => clients.size,
    stats: () => ({ clients: clients.size, dropped, seq }),
    /** The change marks last read, if any. */
    marks: () => marks,
    /**
     * Reads the changes now and tells the clients what moved: after a write in this process,
     * so its clients need not wait for the next read (and in tests).
     */
    pollMarks,
    announce,
    announceChanges,
    /**
     * Tells every client whether this instance hears the other instances now (a `bus` event, no
     * id: like the marks it stands until it changes, and a client that attaches later is sent
     * it after its snapshot). Sent only when it differs from the last; never called in a process
     * alone, whose clients get no `bus` event at all.
     */
    announceBus(state: LiveBusState): void {
      const text = `event: bus\ndata: ${JSON.stringify(state)}\n\n`;
      if (text === busEvent?.text) return;
      const event = outgoing(text);
      busEvent = event;
      sendToLive(event);
    },
    /**
     * Checks for stale link directions and sends everything that changed now, however recently
     * it was sent (tests and shutdown).
     */
    flush(): void {
      checkStale();
      sendDelta(true);
    },
    close(): void {
      closed = true;
      if (due !== undefined) clearTimeout(due);
      clearInterval(ticker);
      clearInterval(beater);
      clearInterval(marker);
      unsubscribe();
      for (const client of clients) {
        client.res.end(client.gzip === undefined ? undefined : gzipTrailer(client.gzip));
      }
      clients.clear();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
