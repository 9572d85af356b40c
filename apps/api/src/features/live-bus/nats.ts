import { createHash, randomBytes } from 'node:crypto';
import { connect, headers, nanos, type NatsConnection } from '@nats-io/transport-node';
import {
  DeliverPolicy,
  DiscardPolicy,
  jetstream,
  jetstreamManager,
  StorageType,
  type ConsumerMessages,
  type JetStreamClient,
  type JsMsg,
  type StreamConfig,
} from '@nats-io/jetstream';
import { Kvm, type KV } from '@nats-io/kv';
import type { LiveBusState } from '@tiermap/domain';
import type { Logger } from '../../logger.js';
import type { Integrations } from '../health/integrations.js';
import type { LatestState, RateSample } from '../metrics/store.js';
import type { LinkDirection, LiveBus, LiveBusStatus } from './bus.js';
import { checkedSample, decodeSamples, encodeSamples, eachLinkDirection } from './samples-codec.js';

export const SAMPLES_SUBJECT = 'tiermap.live.samples';
export const CHANGES_SUBJECT = 'tiermap.live.changes';
/** The integration name on `/api/health`. */
export const NATS_INTEGRATION = 'nats';

export interface NatsBusOptions {
  /** `nats://host:port` (or `host:port`), one or more; never with credentials. */
  servers: string[];
  auth: { user: string; password: string } | { token: string } | undefined;
  instanceId: string;
  /** The JetStream stream (`TIERMAP_NATS_STREAM`). */
  streamName: string;
  /** The stream keeps messages this long: the live window (`TIERMAP_METRICS_RETENTION_MS`). */
  retentionMs: number;
  /** And at most this many bytes (`TIERMAP_NATS_MAX_BYTES`). */
  maxBytes: number;
  /** The key-value bucket of the latest-state snapshot. */
  bucket?: string;
  /** Messages of samples held while NATS cannot take them; the oldest go first beyond. */
  maxBuffered?: number;
  /** And at most this many bytes of them (256 MiB by default); the oldest go first beyond. */
  maxBufferedBytes?: number;
  /** How long start() waits for a first connection before going on without (ms). */
  connectWaitMs?: number;
  /** Pause between publish attempts while NATS does not answer (ms). */
  retryMs?: number;
  integrations?: Integrations;
  logger: Logger;
  now: () => number;
}

/** The snapshot's head key: which chunks, and the stream sequence the states reflect. */
interface SnapshotHead {
  seq: number;
  chunks: number;
  savedMs: number;
  by: string;
}

const CHUNK = 1_000;
/** Messages of samples published at once, each awaited before the next ones. */
const PUBLISH_BATCH = 32;
/**
 * How long a closing bus waits for NATS to take what it still holds (a rolling restart: the
 * collectors were answered 2xx for it), within the server's 5 s to stop.
 */
const CLOSE_FLUSH_MS = 2_000;
/** How often a resume checks whether this instance has read far enough (ms). */
const RESUME_POLL_MS = 10;
const ORIGIN = 'Tiermap-Origin';
const BOOT = 'Tiermap-Boot';

/** NATS's default `max_payload`, the limit until the server says its own. */
const DEFAULT_MAX_PAYLOAD = 1_048_576;
/** Room left in each message for its headers (origin, boot, message id), which count too. */
const HEADER_ROOM = 4_096;

/**
 * The samples of one ingest request as messages of at most `maxBytes` each, in order: a
 * collector's batch may be far larger (a body may be 64 MB) than one message may carry.
 */
export function samplesMessages(
  samples: readonly RateSample[],
  receivedMs: number,
  maxBytes: number,
): { data: Uint8Array; samples: number }[] {
  const data = encodeSamples(samples, receivedMs);
  if (data.length <= maxBytes || samples.length <= 1) return [{ data, samples: samples.length }];
  // About even parts of the size allowed, each checked (and split again if it is still over).
  const parts = Math.ceil(data.length / maxBytes) + 1;
  const size = Math.ceil(samples.length / parts);
  const messages: { data: Uint8Array; samples: number }[] = [];
  for (let at = 0; at < samples.length; at += size) {
    messages.push(...samplesMessages(samples.slice(at, at + size), receivedMs, maxBytes));
  }
  return messages;
}

/** `host:port` of a server URL, for messages (the URL never carries credentials). */
function hostPort(server: string): string {
  try {
    const url = new URL(server.includes('://') ? server : `nats://${server}`);
    return `${url.hostname}:${url.port || '4222'}`;
  } catch {
    return server;
  }
}

/** Waits `ms`, or less when `signal` aborts; leaves no listener behind either way. */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * The live bus on NATS JetStream: one stream (samples and change pokes), replayed from its start
 * by each instance at start and followed live by an ordered consumer; a key-value snapshot of the
 * latest state per link direction, loaded first.
 */
export function createNatsBus(options: NatsBusOptions): LiveBus {
  const { logger, now, integrations } = options;
  const bootId = randomBytes(4).toString('hex');
  const ownPrefix = `${options.instanceId}-${bootId}-`;
  const maxBuffered = options.maxBuffered ?? 10_000;
  const maxBufferedBytes = options.maxBufferedBytes ?? 256 * 1024 * 1024;
  const retryMs = options.retryMs ?? 1_000;
  const bucket = options.bucket ?? 'tiermap_live';
  const where = options.servers.map(hostPort).join(', ');
  const sampleListeners = new Set<(samples: readonly RateSample[], receivedMs: number) => void>();
  const changeListeners = new Set<() => void>();
  const stateListeners = new Set<(state: LiveBusState) => void>();
  /** The state last told to the listeners, undefined before the first. */
  let told: LiveBusState['state'] | undefined;
  /** And why, when it was `down`. */
  let toldReason: LiveBusState['reason'];
  const stop = new AbortController();
  const queue: { id: string; data: Uint8Array; samples: number }[] = [];
  /** The bytes of the messages in `queue`, kept with every change to it. */
  let queuedBytes = 0;
  const bytesOf = (items: readonly { data: Uint8Array }[]) =>
    items.reduce((sum, item) => sum + item.data.length, 0);
  let nc: NatsConnection | undefined;
  let js: JetStreamClient | undefined;
  let kv: KV | undefined;
  let counter = 0;
  let dropped = 0;
  let lastSeq = 0;
  let downSince: number | undefined;
  /** Whether the connection is up now (between a disconnect and the reconnect it is not). */
  let connected = false;
  /** When the stream this instance reads was created: another time means a new stream. */
  let streamCreated: string | undefined;
  let settingUp = false;
  let lastError = '';
  let pumping = false;
  let saving = false;
  let messages: ConsumerMessages | undefined;
  let startedMs = 0;
  let unreadable = 0;
  /** Samples taken after the bus closed: never published. */
  let lateSamples = 0;
  /**
   * Per link direction, the sequence of the last message of the stream that carried it (this
   * instance's own included): what a client moving here from another instance has missed.
   */
  const changedAt = new Map<string, Partial<Record<string, number>>>();
  /** The first sequence read of this stream: of what came before it nothing is known here. */
  let readFrom: number | undefined;
  /** The highest sequence NATS gave one of this instance's messages. */
  let ackedSeq = 0;
  /**
   * How far the stream went when it was last set up (0 when it held nothing): until this
   * instance has read that far it does not hear everything the others took, so it is not up.
   */
  let catchUpTo = 0;
  /** Since when this instance replays the stream to `catchUpTo`; undefined once caught up. */
  let replayingSince: number | undefined;
  const behindStream = () => lastSeq < catchUpTo;
  /** The stream's creation time, shortened: part of a position, so another stream's never matches. */
  let streamTag: string | undefined;

  /** The number of the message an id of this instance names (`<prefix><n>`, or `.k` for a part). */
  const counterOf = (id: string) => Number.parseInt(id.slice(ownPrefix.length), 10);
  const pendingSamples = () => queue.reduce((sum, item) => sum + item.samples, 0);
  /** The largest message body the server takes (its default until it has said its own). */
  const messageLimit = () => (nc?.info?.max_payload ?? DEFAULT_MAX_PAYLOAD) - HEADER_ROOM;

  /**
   * Splits any of the first `count` queued messages that is over the server's limit, in place
   * and in order: one queued before the first connection was cut for the default limit, and a
   * server (or the next one of a cluster) may take less.
   */
  const fitQueued = (count: number) => {
    const maxBytes = messageLimit();
    for (let i = 0; i < Math.min(count, queue.length); i += 1) {
      const item = queue[i];
      if (item === undefined || item.data.length <= maxBytes || item.samples <= 1) continue;
      const body = decodeSamples(item.data);
      if (body === undefined) continue;
      const parts = samplesMessages(body.samples, body.receivedMs, maxBytes).map((m, k) => ({
        id: `${item.id}.${k}`,
        ...m,
      }));
      queue.splice(i, 1, ...parts);
      queuedBytes += bytesOf(parts) - item.data.length;
      i += parts.length - 1;
    }
  };
  const failingDetail = () =>
    downSince === undefined && behindStream() ? replayDetail() : unreachableDetail();
  const replayDetail = () =>
    `connected to NATS at ${where}; replaying the live stream ${options.streamName} to its ` +
    `message ${catchUpTo} since ${new Date(replayingSince ?? now()).toISOString()}: what the ` +
    `other instances took is not all here yet`;
  const unreachableDetail = () =>
    (nc !== undefined && js === undefined && !nc.isClosed()
      ? `NATS at ${where} answers but the live stream cannot be set up`
      : `cannot reach NATS at ${where}`) +
    ` since ${new Date(downSince ?? now()).toISOString()}` +
    (lastError === '' ? '' : ` (${lastError})`) +
    `; ${pendingSamples()} samples wait to be published` +
    (dropped > 0 ? `; ${dropped} messages of samples dropped (buffer full)` : '');
  const okDetail = () =>
    `connected to NATS at ${where}; stream ${options.streamName}` +
    (dropped > 0 ? `; ${dropped} messages of samples dropped while it was down` : '');
  const tell = (
    state: LiveBusState['state'],
    sinceMs: number,
    reason?: NonNullable<LiveBusState['reason']>,
  ) => {
    if (told === state && toldReason === reason) return;
    told = state;
    toldReason = reason;
    const event: LiveBusState = {
      state,
      sinceMs,
      instanceId: options.instanceId,
      ...(reason === undefined ? {} : { reason }),
    };
    for (const listener of stateListeners) listener(event);
  };
  const markDown = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    lastError = message.split('\n')[0]?.slice(0, 200) ?? '';
    if (downSince === undefined) {
      downSince = now();
      logger.warn({ nats: where, reason: lastError }, 'NATS is not reachable; samples are kept');
    }
    integrations?.failure(NATS_INTEGRATION, failingDetail());
    tell('down', downSince, 'unreachable');
  };
  const markUp = () => {
    // Up only when it is: connected, the stream set up, nothing left to publish, and the stream
    // read as far as it went when set up (until then the others' latest samples are missing).
    if (queue.length > 0 || !connected || js === undefined) return;
    if (downSince !== undefined) logger.info({ nats: where }, 'NATS is reachable again');
    const wasDownSince = downSince;
    downSince = undefined;
    lastError = '';
    if (behindStream()) {
      replayingSince ??= now();
      integrations?.failure(NATS_INTEGRATION, replayDetail());
      tell('down', wasDownSince ?? replayingSince, 'replaying');
      return;
    }
    if (replayingSince !== undefined) {
      logger.info(
        { nats: where, seq: lastSeq, ms: Math.round(now() - replayingSince) },
        'caught up with the live stream',
      );
      replayingSince = undefined;
    }
    integrations?.success(NATS_INTEGRATION, okDetail());
    tell('up', now());
  };

  const emitSamples = (samples: readonly RateSample[], receivedMs: number) => {
    if (samples.length === 0) return;
    for (const listener of sampleListeners) listener(samples, receivedMs);
  };

  /**
   * Notes a link direction of a samples message read at `seq`: by link id, then direction (no
   * key string built per sample, on the path every sample of every instance takes).
   */
  const noteChanged = (linkId: string, direction: string, seq: number) => {
    const known = changedAt.get(linkId);
    if (known === undefined) changedAt.set(linkId, { [direction]: seq });
    else known[direction] = seq;
  };

  /** Applies `m`, then says the bus is up if that was the last message it had to replay. */
  const handle = (m: JsMsg) => {
    apply(m);
    if (replayingSince !== undefined && !behindStream()) markUp();
  };

  const apply = (m: JsMsg) => {
    if (m.seq <= lastSeq) return;
    lastSeq = m.seq;
    readFrom ??= m.seq;
    const id = m.headers?.get('Nats-Msg-Id') ?? '';
    if (id.startsWith(ownPrefix)) {
      // Applied when it was taken; only where it stands in the stream is new.
      if (m.subject === SAMPLES_SUBJECT) {
        eachLinkDirection(m.data, (linkId, direction) => noteChanged(linkId, direction, m.seq));
      }
      return;
    }
    if (m.subject === CHANGES_SUBJECT) {
      if (m.headers?.get(BOOT) === bootId) return;
      // Past pokes of a replay are history: the graph is read afresh anyway.
      if (m.time.getTime() >= startedMs) for (const listener of changeListeners) listener();
      return;
    }
    if (m.subject !== SAMPLES_SUBJECT) return;
    const body = decodeSamples(m.data);
    if (body === undefined) {
      // Once at warn, not per message: a newer instance's format could come thousands a second.
      unreadable += 1;
      logger[unreadable === 1 ? 'warn' : 'debug'](
        { seq: m.seq, unreadable },
        'a live-bus message is not samples of a format this version reads; skipped',
      );
      return;
    }
    for (const { linkId, direction } of body.samples) noteChanged(linkId, direction, m.seq);
    // A sample the snapshot already gave is merged into its point by the store, not counted
    // twice: no filter here (one kept until every seeded direction came by again never emptied
    // for a link whose samples had left the stream, and every message paid for it).
    emitSamples(body.samples, body.receivedMs);
  };

  const consume = async () => {
    while (!stop.signal.aborted && js !== undefined) {
      try {
        const consumer = await js.consumers.get(
          options.streamName,
          lastSeq === 0
            ? { deliver_policy: DeliverPolicy.All }
            : { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: lastSeq + 1 },
        );
        messages = await consumer.consume();
        if (stop.signal.aborted) messages.stop();
        for await (const m of messages) handle(m);
      } catch (error) {
        if (!stop.signal.aborted) logger.debug({ err: error }, 'the live-bus consumer stopped');
      }
      messages = undefined;
      if (!stop.signal.aborted) await sleep(retryMs, stop.signal);
    }
  };

  const pump = () => {
    if (pumping || js === undefined || stop.signal.aborted) return;
    pumping = true;
    void (async () => {
      try {
        while (queue.length > 0 && !stop.signal.aborted) {
          // The client of the stream as last set up (`setUp` makes a new one).
          const client = js;
          if (client === undefined) break;
          fitQueued(PUBLISH_BATCH);
          const batch = queue.slice(0, PUBLISH_BATCH);
          const results = await Promise.allSettled(
            batch.map((item) => {
              const h = headers();
              h.set(ORIGIN, options.instanceId);
              h.set(BOOT, bootId);
              return client.publish(SAMPLES_SUBJECT, item.data, {
                msgID: item.id,
                headers: h,
                timeout: 5_000,
              });
            }),
          );
          for (const result of results) {
            if (result.status === 'fulfilled') ackedSeq = Math.max(ackedSeq, result.value.seq);
          }
          const failed = results.find((r) => r.status === 'rejected');
          // Published ones leave the queue; the others stay in order (dedup by msg id on retry).
          const done = new Set(batch.filter((_, i) => results[i]?.status === 'fulfilled'));
          for (let i = queue.length - 1; i >= 0; i -= 1) {
            const item = queue[i];
            if (item !== undefined && done.has(item)) {
              queue.splice(i, 1);
              queuedBytes -= item.data.length;
            }
          }
          if (failed !== undefined) {
            markDown(failed.reason);
            await sleep(retryMs, stop.signal);
            // Refused while connected: the stream may be gone (deleted, or the server lost its
            // data); make sure of it before trying again.
            if (connected && nc !== undefined) {
              await setUp(nc).catch((error: unknown) => markDown(error));
            }
          }
        }
        if (!stop.signal.aborted) markUp();
      } finally {
        pumping = false;
      }
    })();
  };

  /**
   * Makes sure the stream exists as configured; answers when it was created, and the sequence
   * of its newest message (0 when it holds none).
   */
  const ensureStream = async (
    connection: NatsConnection,
  ): Promise<{ created: string; newestSeq: number }> => {
    const jsm = await jetstreamManager(connection);
    const config: Partial<StreamConfig> & { name: string } = {
      name: options.streamName,
      subjects: [SAMPLES_SUBJECT, CHANGES_SUBJECT],
      storage: StorageType.File,
      discard: DiscardPolicy.Old,
      max_age: nanos(options.retentionMs),
      max_bytes: options.maxBytes,
      duplicate_window: nanos(Math.min(120_000, options.retentionMs)),
    };
    let exists = true;
    try {
      await jsm.streams.info(options.streamName);
    } catch {
      exists = false;
    }
    const info = exists
      ? await jsm.streams.update(options.streamName, config)
      : await jsm.streams.add(config);
    return {
      created: info.created,
      newestSeq: info.state.messages === 0 ? 0 : info.state.last_seq,
    };
  };

  /**
   * The stream and the snapshot bucket, made sure of, and a client for them. A stream created
   * at another time than the one this instance read is a new one (the server lost its data, or
   * the stream was deleted): its numbering starts again, so it is read from its start.
   */
  const setUp = async (connection: NatsConnection): Promise<void> => {
    const { created, newestSeq } = await ensureStream(connection);
    kv = await new Kvm(connection).create(bucket, { history: 1, storage: StorageType.File });
    js = jetstream(connection);
    if (streamCreated !== undefined && created !== streamCreated) {
      logger.warn(
        { nats: where, stream: options.streamName },
        'the live stream on NATS is a new one (its data was lost); reading it from its start',
      );
      lastSeq = 0;
      ackedSeq = 0;
      readFrom = undefined;
      changedAt.clear();
      // The consumer's loop opens a new one, from the stream's start (lastSeq 0).
      messages?.stop();
    }
    streamCreated = created;
    streamTag = createHash('sha256').update(created).digest('hex').slice(0, 8);
    catchUpTo = newestSeq;
  };

  /** Tries `setUp` every `retryMs` while `go()` holds (health says why meanwhile); true once done. */
  const setUpWhile = async (connection: NatsConnection, go: () => boolean): Promise<boolean> => {
    while (!stop.signal.aborted && go()) {
      try {
        await setUp(connection);
        return true;
      } catch (error) {
        markDown(error);
        await sleep(retryMs, stop.signal);
      }
    }
    return false;
  };

  /** Sets the stream up until it is (or the connection drops again), then publishes or is up. */
  const setUpAgain = async (connection: NatsConnection): Promise<void> => {
    if (settingUp) return;
    settingUp = true;
    try {
      await setUpWhile(connection, () => connected);
    } finally {
      settingUp = false;
    }
    if (!connected || stop.signal.aborted) return;
    if (queue.length > 0) pump();
    else markUp();
  };

  const loadSnapshot = async () => {
    if (kv === undefined) return;
    const head = await kv.get('head');
    if (head === null || head.operation !== 'PUT') return;
    const parsed = head.json<SnapshotHead>();
    for (let i = 0; i < parsed.chunks; i += 1) {
      const entry = await kv.get(`chunk.${i}`);
      if (entry === null || entry.operation !== 'PUT') continue;
      const states = entry.json<LatestState[]>();
      for (const state of states) {
        const sample = checkedSample(state);
        if (sample === undefined) continue;
        emitSamples([sample], typeof state.freshMs === 'number' ? state.freshMs : sample.tsMs);
      }
    }
    logger.info({ seq: parsed.seq, savedBy: parsed.by }, 'live state seeded from the snapshot');
  };

  const watchStatus = async (connection: NatsConnection) => {
    for await (const event of connection.status()) {
      if (event.type === 'disconnect') {
        connected = false;
        markDown(new Error('disconnected'));
      }
      if (event.type === 'reconnect') {
        connected = true;
        // The server may have come back without its data: the stream is made sure of first.
        void setUpAgain(connection);
      }
    }
  };

  const open = async (): Promise<void> => {
    const auth =
      options.auth === undefined
        ? {}
        : 'token' in options.auth
          ? { token: options.auth.token }
          : { user: options.auth.user, pass: options.auth.password };
    // A first connection is tried until it works (or the bus closes); then the client
    // reconnects by itself, for ever.
    let connection: NatsConnection | undefined;
    while (connection === undefined) {
      if (stop.signal.aborted) return;
      try {
        connection = await connect({
          servers: options.servers,
          name: options.instanceId,
          maxReconnectAttempts: -1,
          reconnectTimeWait: retryMs,
          timeout: 5_000,
          ...auth,
        });
      } catch (error) {
        markDown(error);
        await sleep(retryMs, stop.signal);
      }
    }
    if (stop.signal.aborted) {
      await connection.close();
      return;
    }
    nc = connection;
    connected = !connection.isClosed();
    void watchStatus(connection);
    // The stream and the snapshot bucket, tried until they exist: a server that answers may
    // still refuse them for a while (JetStream off until its operator turns it on, its store
    // full); meanwhile samples wait in the buffer and health says why.
    if (!(await setUpWhile(connection, () => true))) return;
    await loadSnapshot().catch((error: unknown) =>
      logger.warn({ err: error }, 'could not load the live-state snapshot'),
    );
    void consume();
    pump();
    markUp();
  };

  return {
    async start() {
      startedMs = now();
      integrations?.expect(NATS_INTEGRATION);
      const opening = open().catch((error: unknown) => {
        markDown(error);
        logger.warn({ err: error }, 'could not set up the live bus on NATS');
      });
      const waitMs = options.connectWaitMs ?? 10_000;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        opening,
        new Promise<void>((resolve) => {
          timer = setTimeout(() => {
            if (nc === undefined) markDown(new Error('no connection yet'));
            resolve();
          }, waitMs);
        }),
      ]);
      clearTimeout(timer);
    },
    publishSamples(samples, receivedMs) {
      if (samples.length === 0) return;
      if (stop.signal.aborted) {
        // Taken while the instance stops (after the bus closed): said once, never published.
        if (lateSamples === 0) {
          logger.warn(
            { nats: where },
            'samples taken after the live bus closed (the instance is stopping): never published',
          );
        }
        lateSamples += samples.length;
        return;
      }
      for (const message of samplesMessages(samples, receivedMs, messageLimit())) {
        counter += 1;
        queue.push({ id: `${ownPrefix}${counter}`, ...message });
        queuedBytes += message.data.length;
      }
      // The newest message is kept whatever its size: a message is never over the server's limit.
      while (queue.length > maxBuffered || (queuedBytes > maxBufferedBytes && queue.length > 1)) {
        const oldest = queue.shift();
        queuedBytes -= oldest?.data.length ?? 0;
        dropped += 1;
      }
      pump();
    },
    onSamples(listener) {
      sampleListeners.add(listener);
      return () => sampleListeners.delete(listener);
    },
    publishChange() {
      if (nc === undefined || nc.isClosed()) return;
      const h = headers();
      h.set(ORIGIN, options.instanceId);
      h.set(BOOT, bootId);
      try {
        nc.publish(CHANGES_SUBJECT, new Uint8Array(0), { headers: h });
      } catch (error) {
        logger.debug({ err: error }, 'could not poke the other instances');
      }
    },
    onChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    onState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    snapshot(latest) {
      if (kv === undefined || saving || downSince !== undefined) return;
      const states = latest();
      if (states.length === 0) return;
      saving = true;
      const store = kv;
      void (async () => {
        const chunks = Math.ceil(states.length / CHUNK);
        for (let i = 0; i < chunks; i += 1) {
          await store.put(`chunk.${i}`, JSON.stringify(states.slice(i * CHUNK, (i + 1) * CHUNK)));
        }
        const head: SnapshotHead = { seq: lastSeq, chunks, savedMs: now(), by: options.instanceId };
        await store.put('head', JSON.stringify(head));
      })()
        .catch((error: unknown) => logger.debug({ err: error }, 'could not save the snapshot'))
        .finally(() => {
          saving = false;
        });
    },
    position: () => (streamTag === undefined ? undefined : { stream: streamTag, seq: lastSeq }),
    async changedSince(from, waitMs) {
      const deadline = performance.now() + waitMs;
      // Every message this instance made before now published, and the stream read past them
      // (and past `from`): then what was taken here is in `changedAt` too.
      const made = counter;
      let target: number | undefined;
      for (;;) {
        if (stop.signal.aborted || from.stream !== streamTag) return undefined;
        const head = queue[0];
        if (target === undefined && (head === undefined || counterOf(head.id) > made)) {
          target = Math.max(ackedSeq, from.seq);
        }
        if (target !== undefined && lastSeq >= target) break;
        if (performance.now() >= deadline) return undefined;
        await sleep(RESUME_POLL_MS, stop.signal);
      }
      // Nothing read yet: only a position at the same nothing can be answered (nothing since).
      if (from.seq > lastSeq) return undefined;
      if (readFrom === undefined ? from.seq !== lastSeq : from.seq < readFrom - 1) return undefined;
      const changed: LinkDirection[] = [];
      for (const [linkId, directions] of changedAt) {
        for (const [direction, seq] of Object.entries(directions)) {
          if (seq !== undefined && seq > from.seq) changed.push({ linkId, direction });
        }
      }
      return changed;
    },
    replaying: () => connected && js !== undefined && behindStream(),
    status(): LiveBusStatus {
      const ok =
        nc !== undefined && downSince === undefined && queue.length === 0 && !behindStream();
      return {
        kind: 'nats',
        ok,
        detail: ok ? okDetail() : failingDetail(),
        pending: pendingSamples(),
        dropped,
      };
    },
    async close() {
      // What was taken but not yet published goes first, while NATS takes it (bounded); what it
      // cannot take is said: the other instances will never have it.
      const deadline = performance.now() + CLOSE_FLUSH_MS;
      while (queue.length > 0 && connected && js !== undefined && performance.now() < deadline) {
        pump();
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      if (queue.length > 0) {
        logger.warn(
          { nats: where, samples: pendingSamples(), messages: queue.length },
          `stopping with ${pendingSamples()} samples NATS never took: never published, the other instances will not have them`,
        );
      }
      stop.abort();
      messages?.stop();
      await nc?.drain().catch(() => undefined);
    },
  };
}
