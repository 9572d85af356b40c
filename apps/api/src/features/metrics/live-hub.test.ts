import { DEFAULT_THRESHOLDS } from '@tiermap/analysis';
import express, { type Request, type Response } from 'express';
import { get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:net';
import { createGunzip } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChangeEvent } from '@tiermap/domain';
import type { ChangeRead } from './change-tracker.js';
import type * as gzipStream from '../../http/gzip-stream.js';
import { deflatedPiece } from '../../http/gzip-stream.js';
import {
  createLiveHub,
  MAX_CATCH_UP,
  type ChangeMarks,
  type SharedPosition,
  type StalenessVisit,
} from './live-hub.js';
import { isStale, liveState } from './live-view.js';
import { createMemoryStore } from './memory-store.js';
import type { LiveStore, RateSample } from './store.js';

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);

// Counted, not changed: how many times the hub compresses an event.
vi.mock('../../http/gzip-stream.js', async (importOriginal) => {
  const actual = await importOriginal<typeof gzipStream>();
  return { ...actual, deflatedPiece: vi.fn(actual.deflatedPiece) };
});

interface SseEvent {
  id?: string;
  event: string;
  /** The event's text as sent, without the blank line that ends it. */
  raw: string;
  data: {
    seq: number;
    states: { linkId: string; direction: string; bps: number | null; stale: boolean }[];
  };
}

/** A test bed: a memory store, a hub on it with a fast interval, served on loopback. */
async function bed(
  options: {
    maxBufferedBytes?: number;
    staleAfterMs?: number;
    readMarks?: () => Promise<ChangeMarks | undefined>;
    readChanges?: () => Promise<ChangeRead | undefined>;
    /** How often the hub reads the changes by itself; 20 ms unless given. */
    marksIntervalMs?: number;
    /** The coalescing interval; 50 ms unless given. */
    intervalMs?: number;
    /** How long one snapshot serves new clients (the hub's default unless given). */
    snapshotReuseMs?: number;
    /** Called once per snapshot build, at the first turn of the event loop after it began. */
    duringBuild?: () => void;
    /** The snapshot's reading fails after this many states (the store read throws). */
    snapshotFailsAfter?: number;
    /** The hub's view of a shared stream (an instance on the live bus), given the bed's store. */
    shared?: (store: LiveStore) => SharedPosition;
  } = {},
) {
  let clock = T0;
  // The hub's monotonic clock runs with real time, and a test may move it ahead (the resume
  // window is counted by it).
  let ahead = 0;
  const store = createMemoryStore({ retentionMs: 3_600_000, maxSamplesPerDirection: 100 });
  const toLive = (s: Parameters<typeof liveState>[0]) =>
    liveState(s, 10e9, clock, staleAfterMs, DEFAULT_THRESHOLDS);
  const staleAfterMs = options.staleAfterMs ?? 60_000;
  let snapshots = 0;
  // How many states the hub had read of its snapshot at the first turn after the build began.
  let pulledByNextTurn: number | undefined;
  const hub = createLiveHub({
    snapshot: function* () {
      snapshots += 1;
      let pulled = 0;
      setImmediate(() => {
        pulledByNextTurn = pulled;
        options.duringBuild?.();
      });
      for (const state of store.latest()) {
        if (pulled === options.snapshotFailsAfter) throw new Error('the store could not be read');
        pulled += 1;
        yield toLive(state);
      }
    },
    // As the runtime does: each direction's staleness from the store, no state built.
    eachStaleness: (visit: StalenessVisit) =>
      store.forEachLatest((key, s) =>
        visit(key, s.linkId, s.direction, isStale(s, clock, staleAfterMs)),
      ),
    subscribe: (listener) => store.onChange(listener),
    stateOf: (linkId, direction) => {
      const s = store.latestOf(linkId, direction as 'AtoZ' | 'ZtoA');
      return s === undefined ? undefined : toLive(s);
    },
    intervalMs: options.intervalMs ?? 50,
    staleCheckMs: 50,
    clock: () => performance.now() + ahead,
    heartbeatMs: 60_000,
    ...(options.readMarks === undefined && options.readChanges === undefined
      ? {}
      : {
          readChanges:
            options.readChanges ??
            (async () => {
              const marks = await options.readMarks?.();
              return marks === undefined ? undefined : { marks, events: [] };
            }),
          marksIntervalMs: options.marksIntervalMs ?? 20,
        }),
    ...(options.maxBufferedBytes === undefined
      ? {}
      : { maxBufferedBytes: options.maxBufferedBytes }),
    ...(options.snapshotReuseMs === undefined ? {} : { snapshotReuseMs: options.snapshotReuseMs }),
    ...(options.shared === undefined ? {} : { shared: options.shared(store) }),
    now: () => clock,
  });
  const app = express();
  app.get('/live', (req, res) => hub.attach(req, res));
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    store,
    hub,
    port,
    url: `http://127.0.0.1:${port}/live`,
    setClock: (ms: number) => (clock = ms),
    /** How many times the hub built every state (`snapshot`). */
    snapshots: () => snapshots,
    /** How many states of the last snapshot the hub had read when the event loop next turned. */
    pulledByNextTurn: () => pulledByNextTurn,
    /** Moves the hub's monotonic clock `ms` ahead. */
    advance: (ms: number) => (ahead += ms),
    close: () => {
      hub.close();
      server.closeAllConnections();
      server.close();
    },
  };
}

/**
 * Reads SSE events from `url` until `count` arrived, then disconnects. The 30 s cap only ends
 * a test whose events never come; a busy machine may be slow to send them.
 */
async function readEvents(
  url: string,
  count: number,
  headers: Record<string, string> = {},
  during?: () => void,
): Promise<SseEvent[]> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  let buffer = '';
  const timer = setTimeout(() => controller.abort(), 30_000);
  let started = false;
  try {
    while (events.length < count && reader !== undefined) {
      const { value, done } = (await reader.read()) as {
        value?: Uint8Array;
        done: boolean;
      };
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const fields = Object.fromEntries(
          block
            .split('\n')
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
        );
        if (fields.event !== undefined && fields.data !== undefined) {
          events.push({
            id: fields.id,
            event: fields.event,
            raw: block,
            data: JSON.parse(fields.data) as SseEvent['data'],
          });
        }
      }
      if (!started && events.length > 0) {
        started = true;
        during?.();
      }
    }
  } catch {
    // aborted at the deadline: return what arrived
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return events;
}

/**
 * A client on a raw HTTP request with `headers`, decoding gzip itself (as a browser does) when
 * the answer is gzipped: the events as they come (their text, up to the blank line, the retry
 * line left out), the bytes over the wire, and `ended`: `ended` once the whole stream was read and
 * checked (gunzip checks the trailer's CRC and length), else the error.
 */
function rawStream(port: number, headers: Record<string, string>) {
  const events: string[] = [];
  let wire = 0;
  let answer: (headers: IncomingHttpHeaders) => void = () => undefined;
  const headersOf = new Promise<IncomingHttpHeaders>((resolve) => (answer = resolve));
  const ended = new Promise<string>((resolve) => {
    const req = httpGet({ host: '127.0.0.1', port, path: '/live', headers }, (res) => {
      answer(res.headers);
      res.on('data', (chunk: Buffer) => (wire += chunk.length));
      const body = res.headers['content-encoding'] === 'gzip' ? res.pipe(createGunzip()) : res;
      let buffer = '';
      body.setEncoding('utf8');
      body.on('data', (text: string) => {
        buffer += text;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (!block.startsWith('retry:')) events.push(block);
        }
      });
      body.on('end', () => resolve('ended'));
      body.on('error', (error: Error) => resolve(error.message));
    });
    req.on('error', (error) => resolve(error.message));
  });
  return { headers: headersOf, events: () => events, wireBytes: () => wire, ended };
}

/**
 * A client that keeps reading SSE events from `url` into `events` as they come, until closed;
 * `closed` settles when the stream ends, whoever ended it.
 */
function listen(url: string) {
  const controller = new AbortController();
  const events: SseEvent[] = [];
  const closed = (async () => {
    try {
      const response = await fetch(url, { signal: controller.signal });
      const reader = response.body?.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const chunk = await reader?.read();
        if (chunk === undefined || chunk.done) return;
        buffer += decoder.decode(chunk.value as Uint8Array, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event !== undefined && data !== undefined) {
            events.push({ event, raw: block, data: JSON.parse(data) as SseEvent['data'] });
          }
        }
      }
    } catch {
      // aborted, or dropped by the server
    }
  })();
  return {
    events,
    closed,
    deltas: () => events.filter((e) => e.event === 'delta'),
    close: () => controller.abort(),
  };
}

/** `count` link directions (`l-0` AtoZ, …) at T0, each its own load. */
function manyStates(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    linkId: `l-${i}`,
    direction: 'AtoZ' as const,
    tsMs: T0,
    bps: i,
  }));
}

let current: Awaited<ReturnType<typeof bed>> | undefined;
afterEach(() => {
  current?.close();
  current = undefined;
});

describe('the live hub (GET /api/live)', () => {
  it('sends a snapshot first, then one coalesced delta for several samples', async () => {
    current = await bed();
    const { store, url, hub, advance } = current;
    store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 1e9 }]);
    // Sent now, so the hub's own 50 ms tick cannot deliver this sample as a delta of its own
    // between the snapshot and the three samples below (it did on a loaded machine).
    hub.flush();
    const events = await readEvents(url, 2, {}, () => {
      // l1 was just sent: it may go again an interval later. Past that, so that it goes with l2
      // (else l2 leaves first, alone: on a quiet machine the samples below come well within it).
      advance(1_000);
      store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0 + 1, bps: 2e9 }]);
      store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0 + 2, bps: 3e9 }]);
      store.append([{ linkId: 'l2', direction: 'ZtoA', tsMs: T0 + 2, bps: 5e9 }]);
    });
    expect(events[0]?.event).toBe('snapshot');
    expect(events[0]?.data.states).toEqual([expect.objectContaining({ linkId: 'l1', bps: 1e9 })]);
    expect(events[1]?.event).toBe('delta');
    expect(events[1]?.data.states.map((s) => [s.linkId, s.bps])).toEqual([
      ['l1', 3e9],
      ['l2', 5e9],
    ]);
  });

  it('sends in each delta only the link directions that changed since the last delta', async () => {
    current = await bed();
    const { store, url, hub } = current;
    const events = await readEvents(url, 4, {}, () => {
      store.append([
        { linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 1e9 },
        { linkId: 'l1', direction: 'ZtoA', tsMs: T0, bps: 2e9 },
        { linkId: 'l2', direction: 'AtoZ', tsMs: T0, bps: 3e9 },
      ]);
      hub.flush();
      store.append([{ linkId: 'l1', direction: 'ZtoA', tsMs: T0 + 1, bps: 4e9 }]);
      hub.flush();
      // Nothing changed: no delta at all, not a repeat of the last one.
      hub.flush();
      store.append([{ linkId: 'l2', direction: 'AtoZ', tsMs: T0 + 2, bps: 5e9 }]);
      hub.flush();
    });
    expect(events.map((e) => e.event)).toEqual(['snapshot', 'delta', 'delta', 'delta']);
    const deltas = events.slice(1).map((e) => e.data);
    expect(deltas.map((d) => d.seq)).toEqual([1, 2, 3].map((n) => (deltas[0]?.seq ?? 0) + n - 1));
    expect(deltas.map((d) => d.states.map((s) => [s.linkId, s.direction, s.bps]))).toEqual([
      [
        ['l1', 'AtoZ', 1e9],
        ['l1', 'ZtoA', 2e9],
        ['l2', 'AtoZ', 3e9],
      ],
      [['l1', 'ZtoA', 4e9]],
      [['l2', 'AtoZ', 5e9]],
    ]);
  });

  it('sends a change after a quiet spell at once, and coalesces the changes within the interval into the next delta', async () => {
    // An interval of an hour: a delta that comes at all did not wait for it to end.
    current = await bed({ intervalMs: 3_600_000 });
    const { store, url, hub } = current;
    const client = listen(url);
    await expect.poll(() => client.events.length, { timeout: 30_000 }).toBe(1);
    store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 1 }]);
    await expect.poll(() => client.deltas().length, { timeout: 30_000 }).toBe(1);
    // Within the interval: held back (several turns of the event loop), then sent together.
    store.append([{ linkId: 'l2', direction: 'AtoZ', tsMs: T0 + 1, bps: 2 }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    store.append([{ linkId: 'l3', direction: 'AtoZ', tsMs: T0 + 2, bps: 3 }]);
    hub.flush();
    await expect.poll(() => client.deltas().length, { timeout: 30_000 }).toBe(2);
    client.close();
    expect(client.deltas().map((e) => e.data.states.map((s) => s.linkId))).toEqual([
      ['l1'],
      ['l2', 'l3'],
    ]);
  });

  it('drops a client that never reads while the others go on getting every delta, in order', async () => {
    current = await bed({ maxBufferedBytes: 64 * 1024 });
    const { store, port, hub } = current;
    const fast = [listen(current.url), listen(current.url)];
    const socket = connect(port, '127.0.0.1');
    socket.pause(); // never reads: the kernel buffers fill, then the server's
    socket.write('GET /live HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const slowClosed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await expect.poll(() => hub.clientCount(), { timeout: 30_000 }).toBe(3);
    for (const client of fast) {
      await expect.poll(() => client.events.length, { timeout: 30_000 }).toBeGreaterThan(0);
    }
    const big = Array.from({ length: 2000 }, (_, i) => ({
      linkId: `a-long-link-name-to-make-each-delta-large-${i}`,
      direction: 'AtoZ' as const,
    }));
    // Each round waits for the fast clients to have read its delta (they keep up), never for
    // the slow one; rounds go on until it is dropped (bounded), then three more.
    let rounds = 0;
    let after = 0;
    while (rounds < 400 && after < 3) {
      rounds += 1;
      store.append(big.map((s) => ({ ...s, tsMs: T0 + rounds, bps: rounds })));
      hub.flush();
      for (const client of fast) {
        await expect
          .poll(() => client.deltas().length, { timeout: 30_000, interval: 5 })
          .toBe(rounds);
      }
      if (hub.stats().dropped > 0) after += 1;
    }
    expect(hub.stats().dropped).toBe(1);
    expect(hub.clientCount()).toBe(2);
    for (const client of fast) {
      const deltas = client.deltas();
      const first = deltas[0]?.data.seq ?? 0;
      expect(deltas.map((e) => e.data.seq)).toEqual(
        Array.from({ length: rounds }, (_, i) => first + i),
      );
      expect(deltas.map((e) => e.data.states[0]?.bps)).toEqual(
        Array.from({ length: rounds }, (_, i) => i + 1),
      );
      client.close();
    }
    socket.resume();
    await slowClosed;
    socket.destroy();
  });

  it('resumes from Last-Event-ID with exactly the deltas missed, and no snapshot', async () => {
    current = await bed();
    const { store, url, hub } = current;
    store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 1 }]);
    hub.flush();
    const [snapshot] = await readEvents(url, 1);
    store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0 + 10, bps: 2 }]);
    hub.flush();
    store.append([{ linkId: 'l2', direction: 'AtoZ', tsMs: T0 + 20, bps: 3 }]);
    hub.flush();
    const resumed = await readEvents(url, 2, { 'last-event-id': snapshot?.id ?? '' });
    expect(resumed.map((e) => e.event)).toEqual(['delta', 'delta']);
    expect(resumed.map((e) => e.data.states[0]?.bps)).toEqual([2, 3]);
  });

  it('answers a Last-Event-ID from another process or an old epoch with a snapshot', async () => {
    current = await bed();
    const [first] = await readEvents(current.url, 1, { 'last-event-id': 'zzzz-3' });
    expect(first?.event).toBe('snapshot');
  });

  it('never takes the ids of a process started in the same millisecond for its own (instances started together)', async () => {
    current = await bed();
    const twin = await bed();
    try {
      // One delta each, so their numbers match too.
      for (const one of [current, twin]) {
        one.store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 1 }]);
        one.hub.flush();
      }
      const [fromOne] = await readEvents(current.url, 1);
      // Taken for its own, an id of the same number would be answered with a heartbeat: the
      // client would never get the twin's state.
      const [onTwin] = await readEvents(twin.url, 1, { 'last-event-id': fromOne?.id ?? '' });
      expect(onTwin?.event).toBe('snapshot');
    } finally {
      twin.close();
    }
  });

  it('tells clients when a link turns stale, though no sample arrived (fixed clock)', async () => {
    current = await bed({ staleAfterMs: 30_000 });
    const { store, url, setClock } = current;
    store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 1 }]);
    const events = await readEvents(url, 2, {}, () => setClock(T0 + 31_000));
    expect(events[0]?.data.states[0]?.stale).toBe(false);
    expect(events[1]).toMatchObject({ event: 'delta' });
    expect(events[1]?.data.states[0]).toMatchObject({ linkId: 'l1', stale: true });
  });

  it('checks for stale links without building every live state (eachStaleness)', async () => {
    current = await bed({ staleAfterMs: 30_000 });
    const { store, url, setClock, snapshots } = current;
    store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 1 }]);
    const events = await readEvents(url, 2, {}, () => setClock(T0 + 31_000));
    expect(events[1]?.data.states[0]).toMatchObject({ linkId: 'l1', stale: true });
    // Only the client's first snapshot built every state, though the check ran every 50 ms.
    expect(snapshots()).toBe(1);
  });

  it('drops a client that does not read, instead of buffering for it without bound', async () => {
    current = await bed({ maxBufferedBytes: 64 * 1024 });
    const { store, port, hub } = current;
    const socket = connect(port, '127.0.0.1');
    socket.pause(); // never reads: the kernel buffers fill, then the server's
    socket.write('GET /live HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await expect.poll(() => hub.clientCount()).toBe(1);
    const big = Array.from({ length: 2000 }, (_, i) => ({
      linkId: `a-long-link-name-to-make-each-delta-large-${i}`,
      direction: 'AtoZ' as const,
      bps: 1e9,
    }));
    for (let round = 0; round < 200 && hub.clientCount() > 0; round += 1) {
      store.append(big.map((s) => ({ ...s, tsMs: T0 + round })));
      hub.flush();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(hub.clientCount()).toBe(0);
    expect(hub.stats().dropped).toBe(1);
    socket.resume();
    await closed;
    socket.destroy();
  });

  it('sends a snapshot larger than a client may have unsent whole, then the marks and the deltas: it is not dropped for its size', async () => {
    const marks: ChangeMarks = { topologyVersion: 4, incidentsRevision: '2-100' };
    current = await bed({ maxBufferedBytes: 64 * 1024, readMarks: () => Promise.resolve(marks) });
    const { store, url, hub } = current;
    // About 400 kB of states (80,000 link directions at 10,000 routers make about 18 MB).
    const many = Array.from({ length: 4000 }, (_, i) => ({
      linkId: `a-link-with-a-name-long-enough-${i}`,
      direction: 'AtoZ' as const,
      tsMs: T0,
      bps: i,
    }));
    store.append(many);
    hub.flush();
    // A first client makes the hub read the marks, so the next is sent them with its snapshot.
    await readEvents(url, 2);
    await expect.poll(() => hub.marks()).toEqual(marks);
    const events = await readEvents(url, 3, {}, () => {
      store.append([{ linkId: 'l-new', direction: 'AtoZ', tsMs: T0 + 1, bps: 7 }]);
      hub.flush();
    });
    expect(events.map((e) => e.event)).toEqual(['snapshot', 'changes', 'delta']);
    expect(events[0]?.data.states).toHaveLength(4000);
    expect(events[2]?.data.states).toEqual([expect.objectContaining({ linkId: 'l-new', bps: 7 })]);
    expect(hub.stats().dropped).toBe(0);
  });

  it('builds one snapshot for clients that attach together (a failover brings hundreds at once), each then getting what went out since', async () => {
    // A minute, so that a slow machine's pauses between the requests below stay within it.
    current = await bed({ snapshotReuseMs: 60_000 });
    const { store, url, hub, snapshots } = current;
    store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 1 }]);
    hub.flush();
    const first = await readEvents(url, 1);
    expect(snapshots()).toBe(1);
    // A delta goes out after that snapshot was built; the next client is sent the same
    // snapshot and that delta after it, so it sees what a fresh snapshot would show.
    store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0 + 1, bps: 2 }]);
    hub.flush();
    const together = await Promise.all([readEvents(url, 2), readEvents(url, 2)]);
    expect(snapshots()).toBe(1);
    for (const events of together) {
      expect(events.map((e) => e.event)).toEqual(['snapshot', 'delta']);
      expect(events[0]?.id).toBe(first[0]?.id);
      expect(events[1]?.data.states[0]).toMatchObject({ linkId: 'l1', bps: 2 });
    }
    // Once that is up, the snapshot is built anew, with the state now.
    current.advance(60_001);
    const later = await readEvents(url, 1);
    expect(snapshots()).toBe(2);
    expect(later[0]?.data.states[0]).toMatchObject({ linkId: 'l1', bps: 2 });
  });

  it('compresses each delta of a catch-up once, however many gzip clients resume from the same point', async () => {
    current = await bed({ maxBufferedBytes: 64 * 1024 });
    const { store, port, hub } = current;
    store.append([{ linkId: 'l0', direction: 'AtoZ', tsMs: T0, bps: 1 }]);
    hub.flush();
    const first = rawStream(port, {});
    await expect.poll(() => first.events().length, { timeout: 20_000 }).toBe(1);
    const id = /^id: (.*)$/m.exec(first.events()[0] ?? '')?.[1] ?? '';
    expect(id).not.toBe('');
    // 20 deltas of about 1 kB each, sent to no gzip client: none compressed yet.
    for (let i = 1; i <= 20; i += 1) {
      store.append(
        Array.from({ length: 10 }, (_, j) => ({
          linkId: `a-link-with-a-name-long-enough-${j}`,
          direction: 'AtoZ' as const,
          tsMs: T0 + i,
          bps: i * 100 + j,
        })),
      );
      hub.flush();
    }
    await expect.poll(() => first.events().length, { timeout: 20_000 }).toBe(21);
    vi.mocked(deflatedPiece).mockClear();
    // After a blip, clients resume from the same point, one after another.
    for (let client = 0; client < 3; client += 1) {
      const resumed = rawStream(port, { 'accept-encoding': 'gzip', 'last-event-id': id });
      await expect.poll(() => resumed.events().length, { timeout: 20_000 }).toBe(20);
      expect(resumed.events()).toEqual(first.events().slice(1));
    }
    expect(vi.mocked(deflatedPiece)).toHaveBeenCalledTimes(20);
  });

  it('builds a large snapshot a few thousand states per turn of the event loop, and a change made meanwhile follows it in a delta', async () => {
    current = await bed({
      duringBuild: () => {
        current?.store.append([{ linkId: 'l-0', direction: 'AtoZ', tsMs: T0 + 1, bps: 99 }]);
        current?.hub.flush();
      },
    });
    const { store, url, hub } = current;
    store.append(manyStates(10_000));
    hub.flush();
    const events = await readEvents(url, 2);
    expect(events.map((e) => e.event)).toEqual(['snapshot', 'delta']);
    expect(events[0]?.data.states).toHaveLength(10_000);
    // Other work ran before the hub had read all 10,000: the build let the event loop turn.
    expect(current.pulledByNextTurn()).toBeLessThan(10_000);
    expect(events[1]?.data.seq).toBe(events[0]!.data.seq + 1);
    expect(events[1]?.data.states).toEqual([expect.objectContaining({ linkId: 'l-0', bps: 99 })]);
  });

  it('ends the streams of the clients waiting for a snapshot whose reading failed, and the process goes on', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      // Failing after the first chunk: the build had gone on over several turns of the event loop.
      current = await bed({ snapshotFailsAfter: 6_000 });
      const { store, url, hub } = current;
      store.append(manyStates(10_000));
      hub.flush();
      const events = await readEvents(url, 1);
      expect(events).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
      expect(hub.stats().dropped).toBe(1);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('sends a client that accepts gzip its stream gzipped, each event decodable as it arrives, and one that does not as it is', async () => {
    current = await bed({ snapshotReuseMs: 60_000 });
    const { store, port, hub } = current;
    // About 400 kB of states, which compress well, as a snapshot does.
    store.append(
      Array.from({ length: 4000 }, (_, i) => ({
        linkId: `a-link-with-a-name-long-enough-${i}`,
        direction: 'AtoZ' as const,
        tsMs: T0,
        bps: i,
      })),
    );
    hub.flush();
    const gzipped = rawStream(port, { 'accept-encoding': 'gzip, deflate, br' });
    const plain = rawStream(port, {});
    expect((await gzipped.headers)['content-encoding']).toBe('gzip');
    expect((await plain.headers)['content-encoding']).toBeUndefined();
    await expect.poll(() => gzipped.events().length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => plain.events().length, { timeout: 20_000 }).toBe(1);
    // One snapshot, compressed once: a fifth or less of it goes over the wire.
    expect(gzipped.events()[0]).toBe(plain.events()[0]);
    expect(gzipped.wireBytes()).toBeLessThan(plain.wireBytes() / 5);
    // A delta is decoded as soon as it arrives, while the stream goes on.
    store.append([{ linkId: 'l-new', direction: 'AtoZ', tsMs: T0 + 1, bps: 7 }]);
    hub.flush();
    await expect.poll(() => gzipped.events().length, { timeout: 20_000 }).toBe(2);
    await expect.poll(() => plain.events().length, { timeout: 20_000 }).toBe(2);
    expect(gzipped.events()[1]).toContain('"linkId":"l-new"');
    expect(gzipped.events()[1]).toBe(plain.events()[1]);
    // Closing ends the gzip stream whole: its trailer's CRC and length hold.
    hub.close();
    await expect(gzipped.ended).resolves.toBe('ended');
    await expect(plain.ended).resolves.toBe('ended');
  });

  it('resumes from a Last-Event-ID 100 deltas back with every delta missed, however large, then goes on live', async () => {
    current = await bed({ maxBufferedBytes: 64 * 1024 });
    const { store, url, hub } = current;
    store.append([{ linkId: 'l0', direction: 'AtoZ', tsMs: T0, bps: 1 }]);
    hub.flush();
    const [snapshot] = await readEvents(url, 1);
    // The first reader has gone: no delta below is sent to it (nor counts it as dropped).
    await expect.poll(() => hub.clientCount()).toBe(0);
    // 100 deltas of about 20 kB each: far more than a client may have unsent (64 kB).
    const big = Array.from({ length: 200 }, (_, i) => ({
      linkId: `link-with-a-name-long-enough-${i}`,
      direction: 'AtoZ' as const,
    }));
    for (let round = 1; round <= 100; round += 1) {
      store.append(big.map((s) => ({ ...s, tsMs: T0 + round, bps: round })));
      hub.flush();
    }
    const resumed = await readEvents(url, 101, { 'last-event-id': snapshot?.id ?? '' }, () => {
      store.append([{ linkId: 'l0', direction: 'AtoZ', tsMs: T0 + 1000, bps: 2 }]);
      hub.flush();
    });
    expect(resumed).toHaveLength(101);
    expect(resumed.every((e) => e.event === 'delta')).toBe(true);
    const first = snapshot?.data.seq ?? 0;
    expect(resumed.map((e) => e.data.seq)).toEqual(
      Array.from({ length: 101 }, (_, i) => first + 1 + i),
    );
    expect(resumed[99]?.data.states).toHaveLength(200);
    expect(resumed[100]?.data.states[0]).toMatchObject({ linkId: 'l0', bps: 2 });
    expect(hub.stats().dropped).toBe(0);
  });

  it('answers a Last-Event-ID outside the window (too old, ahead, malformed) with a fresh snapshot', async () => {
    current = await bed();
    const { store, url, hub } = current;
    store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 0 }]);
    hub.flush();
    const [snapshot] = await readEvents(url, 1);
    const epoch = snapshot?.id?.split('-')[0] ?? '';
    for (let round = 1; round <= 130; round += 1) {
      // Past the two minutes of the window after the third: the first deltas leave it.
      if (round === 4) current.advance(121_000);
      store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0 + round, bps: round }]);
      hub.flush();
    }
    for (const id of [`${epoch}-1`, `${epoch}-9999`, 'not an id', `${epoch}-`, '']) {
      const [first] = await readEvents(url, 1, { 'last-event-id': id });
      expect(first?.event, id).toBe('snapshot');
      expect(first?.data.states[0]?.bps, id).toBe(130);
    }
  });

  it('keeps two minutes of deltas for resumption, however many, and no more', async () => {
    current = await bed();
    const { store, url, hub, advance } = current;
    store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 0 }]);
    hub.flush();
    const [snapshot] = await readEvents(url, 1);
    // Far more deltas than two minutes at one per interval (2,400 at 50 ms), within a minute.
    for (let round = 1; round <= 3000; round += 1) {
      store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0 + round, bps: round }]);
      hub.flush();
    }
    advance(60_000);
    store.append([{ linkId: 'l2', direction: 'AtoZ', tsMs: T0, bps: 1 }]);
    hub.flush();
    const resumed = await readEvents(url, 3001, { 'last-event-id': snapshot?.id ?? '' });
    expect(resumed.filter((e) => e.event === 'delta')).toHaveLength(3001);
    // Two minutes after the first of them, they have left the window (the newer one has not).
    advance(61_000);
    store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0 + 5000, bps: 5000 }]);
    hub.flush();
    const [again] = await readEvents(url, 1, { 'last-event-id': snapshot?.id ?? '' });
    expect(again?.event).toBe('snapshot');
    const last = resumed[resumed.length - 1]?.id ?? '';
    const [next] = await readEvents(url, 1, { 'last-event-id': last });
    expect(next?.event).toBe('delta');
    expect(next?.data.states[0]).toMatchObject({ linkId: 'l1', bps: 5000 });
  });

  it('answers a Last-Event-ID that is up to date with a heartbeat, never with nothing', async () => {
    current = await bed();
    const { store, url, hub } = current;
    store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 0 }]);
    hub.flush();
    const [snapshot] = await readEvents(url, 1);
    const [first] = await readEvents(url, 1, { 'last-event-id': snapshot?.id ?? '' });
    expect(first?.event).toBe('heartbeat');
  });

  it('sends the change marks as a `changes` event after the snapshot, then again only when they move', async () => {
    let marks: ChangeMarks | undefined = { topologyVersion: 4, incidentsRevision: '2-100' };
    current = await bed({ readMarks: () => Promise.resolve(marks) });
    const { url, hub } = current;
    // A first client makes the hub read the marks; the next one is sent them at once.
    await readEvents(url, 2);
    expect(hub.marks()).toEqual({ topologyVersion: 4, incidentsRevision: '2-100' });
    const events = await readEvents(url, 3, {}, () => {
      // Unreadable marks (the graph away) keep the last ones and send nothing.
      marks = undefined;
      hub.pollMarks();
      marks = { topologyVersion: 5, incidentsRevision: '2-100' };
    });
    expect(events.map((e) => e.event)).toEqual(['snapshot', 'changes', 'changes']);
    expect(events[1]?.data).toEqual({ topologyVersion: 4, incidentsRevision: '2-100' });
    expect(events[1]?.id).toBeUndefined();
    expect(events[2]?.data).toEqual({ topologyVersion: 5, incidentsRevision: '2-100' });
  });

  it('sends no `changes` event while the marks stand still, and none without a reader of them', async () => {
    // Each client a snapshot of its own, so the marks follow it at once (a shared one is
    // followed by the deltas since it was built first).
    current = await bed({ snapshotReuseMs: 0 });
    const { url, store, hub } = current;
    // The sample's delta follows at once (the first change after a quiet spell is not held
    // back): a second `changes` for the same marks would stand between them.
    const events = await readEvents(url, 3, {}, () => {
      hub.announce({ topologyVersion: 1, incidentsRevision: '0-0' });
      hub.announce({ topologyVersion: 1, incidentsRevision: '0-0' });
      store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 1e9 }]);
    });
    expect(events.map((e) => e.event)).toEqual(['snapshot', 'changes', 'delta']);
    const next = await readEvents(url, 3, {}, () => {
      store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0 + 1, bps: 2e9 }]);
    });
    expect(next.map((e) => e.event)).toEqual(['snapshot', 'changes', 'delta']);
  });

  it('sends a resuming client the `changes` event after the deltas it missed, never among them', async () => {
    current = await bed({
      readMarks: () => Promise.resolve({ topologyVersion: 9, incidentsRevision: '1-5' }),
    });
    const { store, url, hub } = current;
    const [snapshot, marks] = await readEvents(url, 2);
    expect(marks?.event).toBe('changes');
    for (let i = 1; i <= 3; i += 1) {
      store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0 + i, bps: i }]);
      hub.flush();
    }
    const resumed = await readEvents(url, 4, { 'last-event-id': snapshot?.id ?? '' });
    expect(resumed.map((e) => e.event)).toEqual(['delta', 'delta', 'delta', 'changes']);
  });
});

describe('the live bus state on the live stream (`bus`)', () => {
  const down = { state: 'down' as const, sinceMs: T0, instanceId: 'api-2' };
  const up = { state: 'up' as const, sinceMs: T0 + 5_000, instanceId: 'api-2' };

  it('sends none while the hub was told nothing (one process alone)', async () => {
    current = await bed({ snapshotReuseMs: 0 });
    const { url, store } = current;
    const events = await readEvents(url, 2, {}, () => {
      store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 1e9 }]);
    });
    expect(events.map((e) => e.event)).toEqual(['snapshot', 'delta']);
  });

  it('tells every live client when the state changes, once: not again while it stands', async () => {
    current = await bed({ snapshotReuseMs: 0 });
    const { url, hub } = current;
    hub.announceBus(up);
    const events = await readEvents(url, 4, {}, () => {
      hub.announceBus(down);
      hub.announceBus(down);
      hub.announceBus(up);
    });
    expect(events.map((e) => e.event)).toEqual(['snapshot', 'bus', 'bus', 'bus']);
    expect(events.slice(1).map((e) => e.data)).toEqual([up, down, up]);
    expect(events[2]?.id).toBeUndefined();
    expect(events[2]?.raw).toBe(`event: bus\ndata: ${JSON.stringify(down)}`);
  });

  it('gives a client that connects while it stands the state now, after its snapshot and the marks', async () => {
    current = await bed({
      snapshotReuseMs: 0,
      readMarks: () => Promise.resolve({ topologyVersion: 3, incidentsRevision: '0-0' }),
    });
    const { url, hub } = current;
    await readEvents(url, 2);
    hub.announceBus(down);
    const events = await readEvents(url, 3);
    expect(events.map((e) => e.event)).toEqual(['snapshot', 'changes', 'bus']);
    expect(events[2]?.data).toEqual(down);
  });

  it('gives a resuming client the state after the deltas it missed, and one up to date at once', async () => {
    current = await bed();
    const { store, url, hub } = current;
    hub.announceBus(down);
    const [snapshot, state] = await readEvents(url, 2);
    expect(state?.data).toEqual(down);
    store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0 + 1, bps: 1 }]);
    hub.flush();
    const resumed = await readEvents(url, 2, { 'last-event-id': snapshot?.id ?? '' });
    expect(resumed.map((e) => e.event)).toEqual(['delta', 'bus']);
    const upToDate = await readEvents(url, 2, { 'last-event-id': resumed[0]?.id ?? '' });
    expect(upToDate.map((e) => e.event)).toEqual(['heartbeat', 'bus']);
  });
});

/**
 * A reader of the changes held in memory: the marks now, and the change events written since
 * the last read, each given once (as the change tracker gives them), however often it is read.
 */
function fakeChanges(marks: ChangeMarks) {
  const state = { marks, pending: [] as ChangeEvent[], reads: 0 };
  return {
    state,
    read: (): Promise<ChangeRead> => {
      state.reads += 1;
      return Promise.resolve({ marks: state.marks, events: state.pending.splice(0) });
    },
  };
}

describe('change events on the live stream', () => {
  it('sends one event per change, named by its kind, then the moved `changes` marks', async () => {
    const changes = fakeChanges({ topologyVersion: 4, incidentsRevision: '2-100' });
    // Read only when attached and when told (pollMarks): no timer decides what a read gives.
    current = await bed({ readChanges: changes.read, marksIntervalMs: 600_000 });
    const { url, hub } = current;
    const events = await readEvents(url, 7, {}, () => {
      changes.state.marks = { topologyVersion: 5, incidentsRevision: '3-200' };
      changes.state.pending.push(
        { kind: 'topology', version: 5 },
        { kind: 'maintenance', revision: '1-0123456789abcdef' },
        { kind: 'upload', carrierId: 'geant', version: 'upl-2026-11-26-0a1b2c3d' },
        { kind: 'incident', id: 'inc-7', change: 'opened', revision: 200 },
      );
      hub.pollMarks();
    });
    expect(events.map((e) => e.raw)).toEqual([
      expect.stringMatching(/^id: [0-9a-z]+-0\nevent: snapshot\ndata: /),
      'event: changes\ndata: {"topologyVersion":4,"incidentsRevision":"2-100"}',
      'event: topology\ndata: {"version":5}',
      'event: maintenance\ndata: {"revision":"1-0123456789abcdef"}',
      'event: upload\ndata: {"carrierId":"geant","version":"upl-2026-11-26-0a1b2c3d"}',
      'event: incident\ndata: {"id":"inc-7","change":"opened","revision":200}',
      'event: changes\ndata: {"topologyVersion":5,"incidentsRevision":"3-200"}',
    ]);
  });

  it('gives a client that connects later the marks now, and no earlier change event', async () => {
    const changes = fakeChanges({ topologyVersion: 4, incidentsRevision: '2-100' });
    current = await bed({ readChanges: changes.read, marksIntervalMs: 600_000 });
    const { url, hub } = current;
    await readEvents(url, 3, {}, () => {
      changes.state.marks = { topologyVersion: 5, incidentsRevision: '2-100' };
      changes.state.pending.push({ kind: 'topology', version: 5 });
      hub.pollMarks();
    });
    await expect.poll(() => hub.clientCount()).toBe(0);
    // The next client: the marks now, then only what changes after it connected (a window
    // ending by the clock moves no mark: its event comes alone).
    const later = await readEvents(url, 3, {}, () => {
      changes.state.pending.push({ kind: 'maintenance', revision: '1-fedcba9876543210' });
      hub.pollMarks();
    });
    expect(later.map((e) => e.raw)).toEqual([
      expect.stringMatching(/^id: .*\nevent: snapshot\n/),
      'event: changes\ndata: {"topologyVersion":5,"incidentsRevision":"2-100"}',
      'event: maintenance\ndata: {"revision":"1-fedcba9876543210"}',
    ]);
  });

  it('sends a client that connects while no one listened the marks now, and no event for what changed meanwhile', async () => {
    const changes = fakeChanges({ topologyVersion: 4, incidentsRevision: '2-100' });
    current = await bed({ readChanges: changes.read, marksIntervalMs: 600_000 });
    const { url, hub } = current;
    await readEvents(url, 2);
    await expect.poll(() => hub.clientCount()).toBe(0);
    // Written while no client listened (the hub read nothing): the next read reports it.
    changes.state.marks = { topologyVersion: 5, incidentsRevision: '2-100' };
    changes.state.pending.push({ kind: 'topology', version: 5 });
    const events = await readEvents(url, 4, {}, () => {
      void (async () => {
        // Once the read the connection made is done, a change made after it: announced.
        while (hub.marks()?.topologyVersion !== 5) {
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        changes.state.pending.push({ kind: 'upload', carrierId: 'geant', version: 'upl-2' });
        hub.pollMarks();
      })();
    });
    expect(events.map((e) => e.raw)).toEqual([
      expect.stringMatching(/^id: .*\nevent: snapshot\n/),
      'event: changes\ndata: {"topologyVersion":4,"incidentsRevision":"2-100"}',
      'event: changes\ndata: {"topologyVersion":5,"incidentsRevision":"2-100"}',
      'event: upload\ndata: {"carrierId":"geant","version":"upl-2"}',
    ]);
  });

  it('reads again at once when told to while a read is under way, so a write just made is not left for the next second', async () => {
    let release: (() => void) | undefined;
    let reads = 0;
    const readChanges = async (): Promise<ChangeRead> => {
      reads += 1;
      if (reads === 2) await new Promise<void>((resolve) => (release = resolve));
      return {
        marks: { topologyVersion: reads, incidentsRevision: '0-0' },
        events: reads === 3 ? [{ kind: 'topology', version: 3 }] : [],
      };
    };
    current = await bed({ readChanges, marksIntervalMs: 600_000 });
    const { url, hub } = current;
    const events = await readEvents(url, 5, {}, () => {
      hub.pollMarks(); // the second read, held
      hub.pollMarks(); // told during it: a third read follows it
      release?.();
    });
    expect(reads).toBe(3);
    expect(events.map((e) => e.event)).toEqual([
      'snapshot',
      'changes',
      'changes',
      'topology',
      'changes',
    ]);
    expect(events.slice(1).map((e) => e.raw)).toEqual([
      'event: changes\ndata: {"topologyVersion":1,"incidentsRevision":"0-0"}',
      'event: changes\ndata: {"topologyVersion":2,"incidentsRevision":"0-0"}',
      'event: topology\ndata: {"version":3}',
      'event: changes\ndata: {"topologyVersion":3,"incidentsRevision":"0-0"}',
    ]);
  });
});

/**
 * A hub with an interval of 250 ms on a clock the test moves, timers faked, and one client
 * attached through stand-ins for Express's request and response that keep what is written.
 */
function pacedHub() {
  let clock = 0;
  const store = createMemoryStore({ retentionMs: 3_600_000, maxSamplesPerDirection: 100 });
  const hub = createLiveHub({
    snapshot: () => [],
    eachStaleness: () => undefined,
    subscribe: (listener) => store.onChange(listener),
    stateOf: (linkId, direction) => {
      const s = store.latestOf(linkId, direction as 'AtoZ' | 'ZtoA');
      return s === undefined ? undefined : liveState(s, 10e9, T0, 60_000, DEFAULT_THRESHOLDS);
    },
    intervalMs: 250,
    staleCheckMs: 3_600_000,
    heartbeatMs: 3_600_000,
    clock: () => clock,
    now: () => T0,
  });
  const written: string[] = [];
  const res = {
    status: () => res,
    set: () => res,
    flushHeaders: () => undefined,
    write: (text: string) => written.push(text) > 0,
    writableLength: 0,
    end: () => undefined,
  };
  const req = {
    on: () => req,
    get: () => undefined,
    query: {},
    acceptsEncodings: () => 'identity',
  };
  hub.attach(req as unknown as Request, res as unknown as Response);
  let n = 0;
  return {
    hub,
    /** A new sample of `linkId` (A to Z) now. */
    sample(linkId: string): void {
      n += 1;
      store.append([{ linkId, direction: 'AtoZ', tsMs: T0 + n, bps: n }]);
    },
    /** Moves the clock to `ms` and runs the timers due by then. */
    at(ms: number): void {
      const step = ms - clock;
      clock = ms;
      vi.advanceTimersByTime(step);
    },
    /** The link ids and rates of each delta sent so far. */
    deltas(): [string, number | null][][] {
      return written
        .filter((text) => text.includes('event: delta\n'))
        .map((text) => {
          const data = /^data: (.*)$/m.exec(text)?.[1] ?? '{}';
          const { states } = JSON.parse(data) as SseEvent['data'];
          return states.map((s): [string, number | null] => [s.linkId, s.bps]);
        });
    },
  };
}

describe('the pace of each link direction (fake timers, a clock the test moves)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds back a link direction sent less than an interval ago, and sends one that was quiet at the next flush', () => {
    vi.useFakeTimers();
    const paced = pacedHub();
    try {
      paced.sample('l1'); // after a quiet spell: at once
      paced.at(0);
      expect(paced.deltas().map((d) => d.map(([id]) => id))).toEqual([['l1']]);
      paced.at(10);
      paced.sample('l1'); // sent 10 ms ago: held back
      paced.at(15);
      paced.sample('l1'); // its newer state replaces the held one
      paced.at(20);
      paced.sample('l2'); // quiet: at the next flush, a fifth of the interval after the last
      paced.at(49);
      expect(paced.deltas()).toHaveLength(1);
      paced.at(50);
      expect(paced.deltas().map((d) => d.map(([id]) => id))).toEqual([['l1'], ['l2']]);
      // l1 one flush spacing (50 ms) before its interval is up: not before.
      paced.at(199);
      expect(paced.deltas()).toHaveLength(2);
      paced.at(200);
      expect(paced.deltas()).toHaveLength(3);
      expect(paced.deltas()[2]).toEqual([['l1', 3]]);
    } finally {
      paced.hub.close();
    }
  });

  it('sends no two deltas less than a fifth of the interval apart', () => {
    vi.useFakeTimers();
    const paced = pacedHub();
    try {
      paced.sample('l1');
      paced.at(0);
      paced.at(60);
      paced.sample('l2'); // 60 ms after the last delta: at once
      paced.at(60);
      expect(paced.deltas()).toHaveLength(2);
      paced.at(70);
      paced.sample('l3'); // 10 ms after it: 50 ms after it
      paced.at(109);
      expect(paced.deltas()).toHaveLength(2);
      paced.at(110);
      expect(paced.deltas().map((d) => d.map(([id]) => id))).toEqual([['l1'], ['l2'], ['l3']]);
    } finally {
      paced.hub.close();
    }
  });

  it('sends a link direction that changes a little faster than once an interval at the next flush each time, though every timer fires 10 ms late', () => {
    vi.useFakeTimers();
    const paced = pacedHub();
    try {
      // Counted from the late sends, without the flush spacing of slack, its wait would grow by
      // 15 ms each time until it waited a whole interval.
      for (let k = 0; k < 40; k += 1) {
        paced.at(k * 245);
        paced.sample('l1');
        paced.at(k * 245 + 10);
        expect(paced.deltas(), `sample ${k}`).toHaveLength(k + 1);
      }
    } finally {
      paced.hub.close();
    }
  });

  it('sends a link direction that changes all the time about once an interval, with the others in between', () => {
    vi.useFakeTimers();
    const paced = pacedHub();
    try {
      for (let ms = 0; ms < 1000; ms += 10) {
        paced.at(ms);
        paced.sample('busy');
        if (ms % 100 === 30) paced.sample(`quiet-${ms}`);
      }
      paced.at(999);
      const deltas = paced.deltas().map((d) => d.map(([id]) => id));
      // The busy link at 0, 200, 400, 600, 800 (an interval less one flush spacing apart: 5 of
      // its 100 changes in 0 to 999 ms), each quiet one on its own at the next flush.
      expect(deltas.filter((d) => d.includes('busy'))).toHaveLength(5);
      expect(deltas.flat().filter((id) => id.startsWith('quiet-'))).toHaveLength(10);
      for (const delta of deltas) expect(delta).toHaveLength(1);
    } finally {
      paced.hub.close();
    }
  });
});

/**
 * A shared stream as the live bus makes one (messages of samples in order, each instance reading
 * all of them into its store, its position moved before it applies one), with the bus's answer of
 * what changed since a position.
 */
function sharedStream(stream = 'abcd1234') {
  const messages: RateSample[][] = [];
  return {
    publish: (samples: RateSample[]) => messages.push(samples),
    /** An instance's reader of the stream: its position, and `catchUp` to read what came. */
    reader() {
      let read = 0;
      let store: LiveStore | undefined;
      /** Whether `changedSince` can tell (an instance that cannot answers undefined). */
      let answers = true;
      /** While set, `changedSince` waits for it (an instance publishing what it took itself). */
      let gate: Promise<void> | undefined;
      const shared = (s: LiveStore): SharedPosition => {
        store = s;
        return {
          position: () => ({ stream, seq: read }),
          changedSince: async (from) => {
            await gate;
            return !answers || from.stream !== stream || from.seq > read
              ? undefined
              : messages
                  .slice(from.seq, read)
                  .flat()
                  .map(({ linkId, direction }) => ({ linkId, direction }));
          },
        };
      };
      return {
        shared,
        catchUp() {
          while (read < messages.length) {
            const samples = messages[read] ?? [];
            read += 1;
            store?.append(samples);
          }
        },
        refuse: () => (answers = false),
        /** Holds `changedSince` until the function returned is called. */
        hold(): () => void {
          let open = () => undefined as void;
          gate = new Promise<void>((resolve) => (open = resolve));
          return () => {
            gate = undefined;
            open();
          };
        },
      };
    },
  };
}

describe('resuming a client from another instance on the shared stream (the live bus)', () => {
  let other: Awaited<ReturnType<typeof bed>> | undefined;
  afterEach(() => {
    other?.close();
    other = undefined;
  });

  /** Instances A and B reading one stream, each with a hub; `current` is A, `other` B. */
  async function twoInstances() {
    const stream = sharedStream();
    const readerA = stream.reader();
    const readerB = stream.reader();
    current = await bed({ shared: readerA.shared });
    other = await bed({ shared: readerB.shared });
    const a = current;
    const b = other;
    /** Publishes samples, both instances read them, and both send what changed now. */
    const publish = (samples: RateSample[]) => {
      stream.publish(samples);
      readerA.catchUp();
      readerB.catchUp();
      a.hub.flush();
      b.hub.flush();
    };
    return { a, b, readerB, publish };
  }

  it('gives every delta and snapshot an id with the stream position it reflects', async () => {
    const { a, publish } = await twoInstances();
    publish([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 1 }]);
    const events = await readEvents(a.url, 2, {}, () =>
      publish([{ linkId: 'l2', direction: 'AtoZ', tsMs: T0, bps: 2 }]),
    );
    expect(events.map((e) => [e.event, e.id?.replace(/^[0-9a-z]+-/, '')])).toEqual([
      ['snapshot', '1-abcd1234-1'],
      ['delta', '2-abcd1234-2'],
    ]);
  });

  it('sends a client that comes from another instance what changed since its last event there, as one delta and no snapshot, then goes on live', async () => {
    const { a, b, publish } = await twoInstances();
    publish([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 1 }]);
    const [fromA] = await readEvents(a.url, 1);
    expect(fromA?.event).toBe('snapshot');
    // A is gone; meanwhile l2 changed, and l1 did not.
    publish([{ linkId: 'l2', direction: 'ZtoA', tsMs: T0 + 10, bps: 2 }]);
    const onB = await readEvents(b.url, 2, { 'last-event-id': fromA?.id ?? '' }, () =>
      publish([{ linkId: 'l3', direction: 'AtoZ', tsMs: T0 + 20, bps: 3 }]),
    );
    expect(onB.map((e) => e.event)).toEqual(['delta', 'delta']);
    expect(onB.map((e) => e.data.states.map((st) => `${st.linkId} ${st.bps}`))).toEqual([
      ['l2 2'],
      ['l3 3'],
    ]);
    expect(b.snapshots()).toBe(0);
  });

  it('includes what this instance sent its own clients while the client waited for its answer (a sample it took itself, not yet read back)', async () => {
    const { a, b, readerB, publish } = await twoInstances();
    publish([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 1 }]);
    const [fromA] = await readEvents(a.url, 1);
    const open = readerB.hold();
    // Once it has its catch-up, a change on the stream: it is live.
    const moving = readEvents(b.url, 2, { 'last-event-id': fromA?.id ?? '' }, () =>
      publish([{ linkId: 'l5', direction: 'AtoZ', tsMs: T0 + 40, bps: 5 }]),
    );
    // While it waits: a sample taken on B, not on the stream yet, sent to B's live clients.
    await expect.poll(() => b.hub.clientCount(), { timeout: 30_000 }).toBe(1);
    b.store.append([{ linkId: 'l4', direction: 'AtoZ', tsMs: T0 + 30, bps: 4 }]);
    b.hub.flush();
    open();
    const onB = await moving;
    expect(onB.map((e) => e.data.states.map((st) => `${st.linkId} ${st.bps}`))).toEqual([
      ['l4 4'],
      ['l5 5'],
    ]);
  });

  it('sends a catch-up of nothing when nothing changed since, so the client knows where it stands', async () => {
    const { a, b, publish } = await twoInstances();
    publish([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 1 }]);
    const [fromA] = await readEvents(a.url, 1);
    const [onB] = await readEvents(b.url, 1, { 'last-event-id': fromA?.id ?? '' });
    expect(onB?.event).toBe('delta');
    expect(onB?.data.states).toEqual([]);
    expect(onB?.id).toMatch(/-abcd1234-1$/);
  });

  it('includes every link direction stale now: staleness comes with time, not with the stream', async () => {
    const { a, b, publish } = await twoInstances();
    publish([
      { linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 1 },
      { linkId: 'l2', direction: 'AtoZ', tsMs: T0 + 50_000, bps: 2 },
    ]);
    const [fromA] = await readEvents(a.url, 1);
    // l1 turns stale (60 s) while the client moves; l2 does not.
    b.setClock(T0 + 70_000);
    const [onB] = await readEvents(b.url, 1, { 'last-event-id': fromA?.id ?? '' });
    expect(onB?.data.states.map((st) => [st.linkId, st.stale])).toEqual([['l1', true]]);
  });

  it('sends a snapshot instead of a catch-up of more than MAX_CATCH_UP link directions', async () => {
    const { a, b, publish } = await twoInstances();
    publish([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 1 }]);
    const [fromA] = await readEvents(a.url, 1);
    const many = (count: number, from: number) =>
      Array.from({ length: count }, (_, i) => ({
        linkId: `m-${from + i}`,
        direction: 'AtoZ' as const,
        tsMs: T0 + 1,
        bps: i,
      }));
    publish(many(MAX_CATCH_UP, 0));
    const [atTheBound] = await readEvents(b.url, 1, { 'last-event-id': fromA?.id ?? '' });
    expect(atTheBound?.event).toBe('delta');
    expect(atTheBound?.data.states).toHaveLength(MAX_CATCH_UP);
    // From one message earlier (another position: the catch-up above is not reused), one more.
    const earlier = (fromA?.id ?? '').replace(/-1$/, '-0');
    const [past] = await readEvents(b.url, 1, { 'last-event-id': earlier });
    expect(past?.event).toBe('snapshot');
  });

  it('answers a position it cannot tell what changed since (another stream, too old) with a snapshot', async () => {
    const { a, b, readerB, publish } = await twoInstances();
    publish([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 1 }]);
    const [fromA] = await readEvents(a.url, 1);
    const [elsewhere] = await readEvents(b.url, 1, {
      'last-event-id': (fromA?.id ?? '').replace('abcd1234', 'ffff0000'),
    });
    expect(elsewhere?.event).toBe('snapshot');
    readerB.refuse();
    const [refused] = await readEvents(b.url, 1, { 'last-event-id': fromA?.id ?? '' });
    expect(refused?.event).toBe('snapshot');
  });

  it('gives a delta that holds a change back the position before that change, so a resume elsewhere sends it', async () => {
    const stream = sharedStream();
    const reader = stream.reader();
    // A long interval: a link direction sent once is held back for a minute.
    current = await bed({ shared: reader.shared, intervalMs: 60_000 });
    const { url, hub, advance } = current;
    const publish = (samples: RateSample[]) => {
      stream.publish(samples);
      reader.catchUp();
    };
    publish([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 1 }]);
    hub.flush();
    const events = await readEvents(url, 2, {}, () => {
      // Message 2 changes l1 again (held back: sent just now); message 3 brings l2, quiet till
      // now, which goes at once. Past the flush spacing (12 s), within l1's interval (60 s).
      advance(13_000);
      publish([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0 + 1, bps: 10 }]);
      publish([{ linkId: 'l2', direction: 'AtoZ', tsMs: T0 + 1, bps: 20 }]);
    });
    const delta = events.find((e) => e.event === 'delta');
    expect(delta?.data.states.map((st) => st.linkId)).toEqual(['l2']);
    // It brings the client to message 1 only: l1's change of message 2 is not in it.
    expect(delta?.id).toMatch(/-abcd1234-1$/);
  });
});
