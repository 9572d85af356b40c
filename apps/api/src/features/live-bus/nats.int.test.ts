import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { LiveBusState } from '@tiermap/domain';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app.js';
import { tokenAccessPolicy } from '../../http/access.js';
import type { Logger } from '../../logger.js';
import { createServices } from '../../services.js';
import { listenOnLoopback, startTestMetrics } from '../../test-support/app-server.js';
import { freshGraph, testGraph } from '../../test-support/graph.js';
import { openEventStream, type EventStreamClient } from '../../test-support/event-stream.js';
import { startNats, type RunningNats } from '../../test-support/nats.js';
import { createIntegrations, type Integrations } from '../health/integrations.js';
import type { MetricsRuntime } from '../metrics/runtime.js';
import { createTopologyService } from '../topology/service.js';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { Kvm } from '@nats-io/kv';
import { createNatsBus, SAMPLES_SUBJECT } from './nats.js';
import { encodeSamples } from './samples-codec.js';

const graph = testGraph();
const LINK = 'geant-gva-fra';
const silent = pino({ level: 'silent' });
let nats: RunningNats;
const opened: MetricsRuntime[] = [];
const servers: Server[] = [];

/** Polls `check` every 100 ms until it holds; bounded (60 s), never a timed assertion. */
async function until(what: string, check: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting: ${what}`);
}

async function instance(
  id: string,
  options: {
    integrations?: Integrations;
    logger?: Logger;
    auth?: { user: string; password: string } | { token: string };
    url?: string;
    connectWaitMs?: number;
  } = {},
): Promise<MetricsRuntime> {
  const logger = options.logger ?? silent;
  const metrics = await startTestMetrics(graph, logger, Date.now, {
    liveIntervalMs: 50,
    bus: createNatsBus({
      servers: [options.url ?? nats.url],
      auth: options.auth,
      instanceId: id,
      streamName: 'TIERMAP_LIVE',
      retentionMs: 3_600_000,
      maxBytes: 64 * 1024 * 1024,
      retryMs: 200,
      connectWaitMs: options.connectWaitMs ?? 20_000,
      logger,
      now: Date.now,
      ...(options.integrations === undefined ? {} : { integrations: options.integrations }),
    }),
  });
  opened.push(metrics);
  return metrics;
}

/** The app on `metrics`, listening on loopback (closed after each test); its API's base URL. */
async function serve(metrics: MetricsRuntime): Promise<string> {
  const app = createApp({
    logger: silent,
    accessPolicy: tokenAccessPolicy(undefined),
    webDist: undefined,
    metrics,
    now: Date.now,
    ...createServices(graph),
  });
  const listening = await listenOnLoopback(app.express);
  servers.push(listening.server);
  return listening.base;
}

/** One rate sample on LINK AtoZ at `ts`, through the ingest service. */
function post(metrics: MetricsRuntime, ts: number, bps: number) {
  return metrics.ingest.writeSamples([{ linkId: LINK, direction: 'AtoZ', ts, bps }]);
}

/** `count` samples over A's links, 10 ms apart on each, ten minutes ago: a large batch. */
function manySamples(metrics: MetricsRuntime, count: number) {
  const t0 = Date.now() - 600_000;
  const links = metrics.linkEnds().map((end) => end.linkId);
  return Array.from({ length: count }, (_, i) => ({
    linkId: links[i % links.length],
    direction: 'AtoZ',
    ts: t0 + Math.floor(i / links.length) * 10,
    bps: 1e6 + i,
  }));
}

/** `count` samples on `metrics`' links, ten minutes ago, each in a request (a message) of its own. */
function samplesOneByOne(metrics: MetricsRuntime, count: number) {
  const t0 = Date.now() - 600_000;
  const links = metrics.linkEnds().map((end) => end.linkId);
  for (let i = 0; i < count; i += 1) {
    metrics.ingest.writeSamples([
      { linkId: links[i % links.length], direction: 'AtoZ', ts: t0 + i * 10, bps: 1e6 + i },
    ]);
  }
}

/** A logger at `level` whose lines the test reads. */
function capturedLogs(level: 'trace' | 'warn') {
  const lines: string[] = [];
  const logger = pino(
    { level },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
  );
  return { lines, logger };
}

/** The size of `samples` as one bus message. */
function busBytes(samples: ReturnType<typeof manySamples>) {
  const rates = samples.map((s) => ({
    ...s,
    linkId: s.linkId ?? '',
    direction: 'AtoZ' as const,
    tsMs: s.ts,
  }));
  return encodeSamples(rates, 0).length;
}

async function historyCount(metrics: MetricsRuntime, fromMs: number, toMs: number) {
  const points = await metrics.store.series({
    linkId: LINK,
    direction: 'AtoZ',
    fromMs,
    toMs,
    stepMs: 1_000,
  });
  return points.filter((point) => point.bps !== null).length;
}

describe('the live bus on NATS JetStream (real nats-server 2.9, real Neo4j)', () => {
  beforeAll(async () => {
    await freshGraph(graph);
    await createTopologyService(graph).loadDemoIfEmpty();
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) server.close();
    await Promise.all(opened.splice(0).map((m) => m.close()));
    await nats.stop();
  });
  afterAll(async () => {
    await graph.close();
  });

  it('a sample ingested on A reaches B’s store and B’s SSE clients; a later C rebuilds it', async () => {
    nats = await startNats();
    const a = await instance('a');
    const b = await instance('b');
    const base = await serve(b);
    const abort = new AbortController();
    const response = await fetch(`${base}/live`, { signal: abort.signal });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    /** Reads the stream until `enough` holds (bounded by the test's time limit). */
    const readUntil = async (enough: () => boolean) => {
      while (!enough()) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
    };
    // The snapshot first, so that what follows is the delta of the sample.
    await readUntil(() => text.includes('event: snapshot'));
    text = '';
    const t0 = Date.now() - 60_000;
    expect(post(a, t0, 1.25e9)).toMatchObject({ accepted: 1, rejected: 0 });
    await until('B holds the sample', () => b.store.latestOf(LINK, 'AtoZ')?.bps === 1.25e9);
    await readUntil(() => text.includes('event: delta') && text.includes('1250000000'));
    abort.abort();
    expect(text).toContain(LINK);
    expect(text).toContain('1250000000');

    for (let i = 1; i < 5; i += 1) post(b, t0 + i * 1_000, 1e9 + i);
    await until('A holds B’s samples', () => a.store.latestOf(LINK, 'AtoZ')?.bps === 1e9 + 4);
    // Started later: it rebuilds latest and history from the stream.
    const c = await instance('c');
    await until('C rebuilt the history', () => c.store.latestOf(LINK, 'AtoZ')?.bps === 1e9 + 4);
    await until('C has all five points', async () => (await historyCount(c, t0, t0 + 5_000)) === 5);
    expect(await historyCount(a, t0, t0 + 5_000)).toBe(5);
    expect(await historyCount(b, t0, t0 + 5_000)).toBe(5);
    expect(c.store.stats().samples).toBe(a.store.stats().samples);
  });

  it('one ingest request of more samples than one NATS message may carry reaches B whole, and the bus stays up', async () => {
    nats = await startNats();
    const a = await instance('a');
    const b = await instance('b');
    let heard = 0;
    b.bus.onSamples((samples) => (heard += samples.length));
    // 120,000 samples, about 3 MB on the bus: a collector's large batch (a body may be 64 MB),
    // where the server takes messages of at most 1 MB (its default max_payload).
    const samples = manySamples(a, 120_000);
    expect(busBytes(samples)).toBeGreaterThan(2 * 1_048_576);
    expect(a.ingest.writeSamples(samples)).toMatchObject({ accepted: 120_000, rejected: 0 });
    await until('B heard every sample', () => heard === 120_000);
    // Up again with nothing waiting (a publish timing out on a busy machine may have marked it
    // down for a moment; an oversized message would keep it down), and nothing dropped.
    await until('A is up with nothing waiting', () => a.bus.status().ok);
    expect(a.bus.status()).toMatchObject({ ok: true, pending: 0, dropped: 0 });
  });

  it('samples taken before the first connection go in messages within the limit the server then says', async () => {
    // A server that takes messages of at most 64 kB, not its default 1 MB: A does not know
    // that until it connects, and its samples are waiting already.
    const config = path.join(mkdtempSync(path.join(tmpdir(), 'tiermap-nats-conf-')), 'nats.conf');
    writeFileSync(config, 'max_payload: 65536\n');
    nats = await startNats({ extraArgs: ['-c', config] });
    await nats.kill();
    const a = await instance('a', { connectWaitMs: 500 });
    // 20,000 samples, about 500 kB on the bus: one message for a 1 MB limit, over 64 kB.
    const samples = manySamples(a, 20_000);
    expect(busBytes(samples)).toBeGreaterThan(4 * 65_536);
    expect(a.ingest.writeSamples(samples)).toMatchObject({ accepted: 20_000, rejected: 0 });
    expect(a.bus.status().pending).toBe(20_000);
    await nats.restart();
    await until('A published them all', () => a.bus.status().ok);
    expect(a.bus.status()).toMatchObject({ pending: 0, dropped: 0 });
    // B replays the stream from its start: every sample A took.
    const b = await instance('b');
    const taken = a.store.stats().samples;
    expect(taken).toBeGreaterThan(0);
    await until('B has every sample A took', () => b.store.stats().samples === taken);
  });

  it('NATS killed mid-ingest: A keeps answering, health says so, then B catches up with no duplicate', async () => {
    nats = await startNats();
    const integrations = createIntegrations();
    const a = await instance('a', { integrations });
    const b = await instance('b');
    const nats_ = () => integrations.list().find((entry) => entry.name === 'nats');
    await until('nats ok on health', () => nats_()?.state === 'ok');
    const t0 = Date.now() - 120_000;
    for (let i = 0; i < 10; i += 1) post(a, t0 + i * 1_000, 2e9 + i);
    await nats.kill();
    // Ingest goes on while NATS is gone: the requests are answered as before.
    for (let i = 10; i < 20; i += 1) {
      expect(post(a, t0 + i * 1_000, 2e9 + i)).toMatchObject({ accepted: 1, rejected: 0 });
    }
    expect(a.store.latestOf(LINK, 'AtoZ')?.bps).toBe(2e9 + 19);
    await until('health says NATS is down', () => nats_()?.state === 'failing');
    const failing = nats_();
    expect(failing?.lastError).toMatch(
      new RegExp(
        `cannot reach NATS at 127\\.0\\.0\\.1:${nats.port} since .*; \\d+ samples wait to be published`,
      ),
    );
    expect(a.bus.status()).toMatchObject({ kind: 'nats', ok: false });
    expect(a.bus.status().pending).toBeGreaterThan(0);
    await nats.restart();
    await until('health ok again', () => nats_()?.state === 'ok' && a.bus.status().ok);
    await until('B caught up', () => b.store.latestOf(LINK, 'AtoZ')?.bps === 2e9 + 19);
    // Every sample once: as many history points on B as posted on A, none twice.
    await until('B has the 20 points', async () => (await historyCount(b, t0, t0 + 20_000)) === 20);
    expect(b.store.stats().samples).toBe(a.store.stats().samples);
    expect(a.store.stats().samples).toBe(20);
    // A newcomer replays the stream after the restart: still each sample once.
    const c = await instance('c');
    await until('C has the 20 points', async () => (await historyCount(c, t0, t0 + 20_000)) === 20);
    expect(c.store.stats().samples).toBe(20);
  });

  it('a live stream says when its instance stops hearing the others, and when it hears them again', async () => {
    nats = await startNats();
    const a = await instance('a');
    const base = await serve(a);
    const busEvents = (stream: EventStreamClient) =>
      stream.events.filter((event) => event.name === 'bus');
    const latest = (stream: EventStreamClient) =>
      busEvents(stream).at(-1)?.data as LiveBusState | undefined;
    const first = openEventStream(`${base}/live`);
    const streams = [first];
    try {
      await until('the stream says A hears the others', () => latest(first)?.state === 'up');
      const up = busEvents(first)[0];
      expect(up?.data).toMatchObject({ state: 'up', instanceId: 'a' });
      // After the snapshot, as the marks are: it qualifies what the snapshot shows.
      const snapshotAt = first.events.findIndex((event) => event.name === 'snapshot');
      expect(snapshotAt).toBeGreaterThanOrEqual(0);
      expect(first.events.indexOf(up as (typeof first.events)[number])).toBeGreaterThan(snapshotAt);

      const killedMs = Date.now();
      await nats.kill();
      await until('the stream says A no longer hears them', () => latest(first)?.state === 'down');
      const down = latest(first);
      expect(down?.instanceId).toBe('a');
      expect(down?.reason).toBe('unreachable');
      expect(down?.sinceMs).toBeGreaterThanOrEqual(killedMs);
      // A screen opened meanwhile is told at once, not only at the next change.
      const second = openEventStream(`${base}/live`);
      streams.push(second);
      await until('the newcomer is told', () => latest(second)?.state === 'down');
      expect(latest(second)?.sinceMs).toBe(down?.sinceMs);
      // Once each: a state is sent when it changes, not repeated.
      expect(busEvents(first).map((event) => (event.data as LiveBusState).state)).toEqual([
        'up',
        'down',
      ]);

      await nats.restart();
      await until('the stream says A hears them again', () => latest(first)?.state === 'up');
      expect(latest(first)?.sinceMs).toBeGreaterThan(down?.sinceMs ?? Infinity);
      await until('the newcomer too', () => latest(second)?.state === 'up');
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('NATS back without its data: the bus sets the stream up again and the instances hear each other on it', async () => {
    nats = await startNats();
    const a = await instance('a');
    const b = await instance('b');
    await until('both up', () => a.bus.status().ok && b.bus.status().ok);
    const t0 = Date.now() - 60_000;
    post(a, t0, 1e9);
    await until('B heard A', () => b.store.latestOf(LINK, 'AtoZ')?.bps === 1e9);
    // A server rebuilt on a new disk: the stream, its numbering and the snapshot bucket are gone.
    await nats.restart({ wipeStore: true });
    post(a, t0 + 1_000, 2e9);
    await until('B hears A on the new stream', () => b.store.latestOf(LINK, 'AtoZ')?.bps === 2e9);
    post(b, t0 + 2_000, 3e9);
    await until('A hears B on the new stream', () => a.store.latestOf(LINK, 'AtoZ')?.bps === 3e9);
    await until('both up again', () => a.bus.status().ok && b.bus.status().ok);
    // Each sample once on each instance.
    expect(a.store.stats().samples).toBe(3);
    expect(b.store.stats().samples).toBe(3);
  });

  it('what changed since a position another instance read to: its own samples and the others’, each once, after they are in the stream', async () => {
    nats = await startNats();
    const a = await instance('a');
    const b = await instance('b');
    await until('both up', () => a.bus.status().ok && b.bus.status().ok);
    const [other] = a.linkEnds().filter((end) => end.linkId !== LINK);
    const t0 = Date.now() - 60_000;
    post(a, t0, 1e9);
    await until('B heard A', () => b.store.latestOf(LINK, 'AtoZ')?.bps === 1e9);
    await until('A read its own back', () => a.bus.position()?.seq === b.bus.position()?.seq);
    // Where a client of A stands: every sample so far.
    const from = a.bus.position();
    expect(from?.stream).toMatch(/^[0-9a-f]{8}$/);
    expect(from?.seq).toBe(1);
    // Then one sample on A (another link), and one on B itself: B answers both, the second
    // once it is published and read back, though B asks at once.
    a.ingest.writeSamples([{ linkId: other?.linkId, direction: 'ZtoA', ts: t0, bps: 5e8 }]);
    await until(
      'B heard A again',
      () => b.store.latestOf(other?.linkId ?? '', 'ZtoA') !== undefined,
    );
    post(b, t0 + 1_000, 2e9);
    const changed = await b.bus.changedSince(from ?? { stream: '', seq: 0 }, 10_000);
    expect(changed?.map((c) => `${c.linkId} ${c.direction}`).sort()).toEqual(
      [`${LINK} AtoZ`, `${other?.linkId} ZtoA`].sort(),
    );
    expect(b.bus.position()?.seq).toBe(3);
    // Nothing since where B stands now; another stream's position, or one ahead of what can be
    // read in time, cannot be answered.
    expect(await b.bus.changedSince({ stream: from?.stream ?? '', seq: 3 }, 10_000)).toEqual([]);
    expect(await b.bus.changedSince({ stream: '00000000', seq: 1 }, 10_000)).toBeUndefined();
    expect(await b.bus.changedSince({ stream: from?.stream ?? '', seq: 99 }, 300)).toBeUndefined();
  });

  it('JetStream off at start: health says so, and the bus sets itself up once it is on', async () => {
    nats = await startNats({ jetstream: false });
    const integrations = createIntegrations();
    const a = await instance('a', { integrations, connectWaitMs: 1_000 });
    const nats_ = () => integrations.list().find((entry) => entry.name === 'nats');
    await until('health says the bus is not set up', () => nats_()?.state === 'failing');
    expect(nats_()?.lastError).toMatch(
      /^NATS at 127\.0\.0\.1:\d+ answers but the live stream cannot be set up since .*jetstream/i,
    );
    // Taken while the bus cannot publish: kept, and published once JetStream is there.
    const ts = Date.now() - 10_000;
    expect(post(a, ts, 3e9)).toMatchObject({ accepted: 1, rejected: 0 });
    await nats.restart({ jetstream: true });
    await until(
      'health ok once JetStream is on',
      () => nats_()?.state === 'ok' && a.bus.status().ok,
    );
    const b = await instance('b');
    await until(
      'B heard the sample taken before',
      () => b.store.latestOf(LINK, 'AtoZ')?.bps === 3e9,
    );
  });

  it('NATS back still without JetStream: the bus stays down, never up for a moment', async () => {
    nats = await startNats({ jetstream: false });
    const integrations = createIntegrations();
    const a = await instance('a', { integrations, connectWaitMs: 1_000 });
    const told: string[] = [];
    a.bus.onState((state) => told.push(state.state));
    const detail = () =>
      integrations.list().find((entry) => entry.name === 'nats')?.lastError ?? '';
    await until('the bus cannot be set up', () => /jetstream/i.test(detail()));
    await nats.restart();
    await until('A saw the server go', () => detail().includes('(disconnected)'));
    await until('A tried the stream on the server back', () => /jetstream/i.test(detail()));
    expect(told).not.toContain('up');
    expect(a.bus.status().ok).toBe(false);
  });

  it('a poke after a write on one instance makes the others read the changes', async () => {
    nats = await startNats();
    const a = await instance('a');
    const b = await instance('b');
    // B's hub is asked to read the changes (not only at its next once-a-second read).
    const polls = vi.spyOn(b.hub, 'pollMarks');
    let heard = 0;
    b.bus.onChange(() => {
      heard += 1;
    });
    let own = 0;
    a.bus.onChange(() => {
      own += 1;
    });
    a.announce();
    await until('B heard the poke', () => heard > 0);
    // Its own poke is not read back by A (its clients were told at once).
    a.announce();
    await until('B heard the second poke', () => heard > 1);
    expect(own).toBe(0);
    expect(polls).toHaveBeenCalled();
  });

  it('a newcomer loads the snapshot first; a link whose samples left the stream keeps its state', async () => {
    nats = await startNats();
    const a = await instance('a');
    const t0 = Date.now() - 30_000;
    for (let i = 0; i < 3; i += 1) post(a, t0 + i * 1_000, 4e9 + i);
    await until('published', () => a.bus.status().ok && a.bus.status().pending === 0);
    a.bus.snapshot(() => a.store.latest());
    const nc = await connect({ servers: [nats.url] });
    try {
      const kv = await new Kvm(nc).open('tiermap_live');
      await until('the snapshot is saved', async () => (await kv.get('head'))?.operation === 'PUT');
      // Snapshot and stream both hold the newest sample: the newcomer keeps it once.
      const b = await instance('b');
      await until('B has 3 points', async () => (await historyCount(b, t0, t0 + 3_000)) === 3);
      expect(b.store.stats().samples).toBe(3);
      // The samples age out of the stream (a purge stands in for max_age): the snapshot remains.
      await (await jetstreamManager(nc)).streams.purge('TIERMAP_LIVE');
      const c = await instance('c');
      await until('C seeded', () => c.store.latestOf(LINK, 'AtoZ')?.bps === 4e9 + 2);
      expect(c.store.latestOf(LINK, 'AtoZ')).toMatchObject({ tsMs: t0 + 2_000 });
    } finally {
      await nc.close();
    }
  });

  it('a newcomer is up only once it has read the stream as far as it went, and health says it is replaying until then', async () => {
    nats = await startNats();
    const a = await instance('a');
    // Many messages (one per request), so that reading them back takes a while.
    const messages = 3_000;
    samplesOneByOne(a, messages);
    await until('A published them all', () => a.bus.status().ok && a.bus.status().pending === 0);

    const integrations = createIntegrations(Date.now);
    // What B holds when it first says it is up: it must have read all A's samples by then.
    const heardBy = { samples: 0, atUp: undefined as number | undefined, states: [] as string[] };
    const bus = createNatsBus({
      servers: [nats.url],
      auth: undefined,
      instanceId: 'b',
      streamName: 'TIERMAP_LIVE',
      retentionMs: 3_600_000,
      maxBytes: 64 * 1024 * 1024,
      retryMs: 200,
      connectWaitMs: 20_000,
      integrations,
      logger: silent,
      now: Date.now,
    });
    bus.onSamples((samples) => (heardBy.samples += samples.length));
    bus.onState((state) => {
      heardBy.states.push(
        state.reason === undefined ? state.state : `${state.state} (${state.reason})`,
      );
      if (state.state === 'up') heardBy.atUp ??= heardBy.samples;
    });
    const details: string[] = [];
    try {
      await bus.start();
      details.push(bus.status().detail);
      const onHealth = integrations.list().find((i) => i.name === 'nats');
      const replayingAtStart = bus.replaying();
      await until('B says it is up', () => heardBy.atUp !== undefined);
      expect(heardBy.atUp).toBe(messages);
      expect(bus.status()).toMatchObject({ ok: true, pending: 0 });
      // Before that it said down, with what it was doing: start() returns before the replay.
      expect(heardBy.states).toEqual(['down (replaying)', 'up']);
      expect(details[0]).toMatch(/replaying the live stream TIERMAP_LIVE to its message \d+/);
      expect(replayingAtStart).toBe(true);
      expect(bus.replaying()).toBe(false);
      expect(onHealth).toMatchObject({ state: 'failing' });
      expect(onHealth?.lastError).toMatch(/replaying the live stream/);
      expect(integrations.list().find((i) => i.name === 'nats')).toMatchObject({ state: 'ok' });
    } finally {
      await bus.close();
    }
  });

  it('an instance stopping (a rolling restart) publishes what it took before it closes, and says what it could not', async () => {
    nats = await startNats();
    const b = await instance('b');
    let heard = 0;
    b.bus.onSamples((samples) => (heard += samples.length));
    const { lines, logger: logged } = capturedLogs('warn');
    const a = await instance('a', { logger: logged });
    await until('both up', () => a.bus.status().ok && b.bus.status().ok);
    // Taken and answered 2xx, still in A's publish buffer when the stop comes.
    const messages = 2_000;
    samplesOneByOne(a, messages);
    expect(a.bus.status().pending).toBeGreaterThan(0);
    await a.close();
    await until('B heard every sample A took', () => heard >= messages);
    expect(heard).toBe(messages);
    expect(lines.join('')).not.toMatch(/never published/);

    // NATS gone: what A' cannot publish before it closes is said, not dropped without a word.
    const c = await instance('c', { logger: logged });
    await until('C up', () => c.bus.status().ok);
    await nats.kill();
    await until('C knows', () => !c.bus.status().ok);
    c.ingest.writeSamples([{ linkId: LINK, direction: 'AtoZ', ts: Date.now(), bps: 1e9 }]);
    await c.close();
    expect(lines.join('')).toMatch(/1 samples? .*never published/);
  });

  it('messages an instance before format 2 wrote are still applied; one it cannot read is skipped', async () => {
    nats = await startNats();
    const a = await instance('a');
    const nc = await connect({ servers: [nats.url] });
    try {
      const js = jetstream(nc);
      const t0 = Date.now() - 20_000;
      const sample = (i: number) => ({
        linkId: LINK,
        direction: 'AtoZ',
        tsMs: t0 + i,
        bps: 3e9 + i,
      });
      const publish = (body: unknown) => js.publish(SAMPLES_SUBJECT, JSON.stringify(body));
      // Format 1: an object per sample, as the stream holds for hours after an upgrade.
      await publish({ receivedMs: t0, samples: [sample(0)] });
      await until(
        'A applied the format 1 sample',
        () => a.store.latestOf(LINK, 'AtoZ')?.bps === 3e9,
      );
      // A later version's message is skipped, and what comes after it is still applied.
      await publish({ v: 3, receivedMs: t0, rows: [[LINK, 'AtoZ', t0 + 1, 9]] });
      await publish({ receivedMs: t0, samples: [sample(2)] });
      await until('A applied the next one', () => a.store.latestOf(LINK, 'AtoZ')?.bps === 3e9 + 2);
      expect(a.store.stats().samples).toBe(2);
    } finally {
      await nc.close();
    }
  });

  it('with credentials: never a password in a log line or on health', async () => {
    const password = 'very-secret-nats-password-42';
    nats = await startNats({ extraArgs: ['--user', 'tiermap', '--pass', password] });
    const { lines, logger } = capturedLogs('trace');
    const integrations = createIntegrations();
    const good = await instance('good', {
      logger,
      integrations,
      auth: { user: 'tiermap', password },
    });
    post(good, Date.now() - 10_000, 3e9);
    await until('published', () => good.bus.status().ok && good.bus.status().pending === 0);
    const wrong = createNatsBus({
      servers: [nats.url],
      auth: { user: 'tiermap', password: `${password}-wrong` },
      instanceId: 'wrong',
      streamName: 'TIERMAP_LIVE',
      retentionMs: 3_600_000,
      maxBytes: 64 * 1024 * 1024,
      retryMs: 200,
      connectWaitMs: 2_000,
      integrations,
      logger,
      now: Date.now,
    });
    await wrong.start();
    expect(wrong.status().ok).toBe(false);
    await wrong.close();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toContain(password);
    expect(JSON.stringify(integrations.list())).not.toContain(password);
  });
});
