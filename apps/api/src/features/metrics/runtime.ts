import type { Direction, LinkLiveState } from '@tiermap/domain';
import type { LiveReader } from '@tiermap/analysis';
import type { GraphAvailability } from '../../db/availability.js';
import { isGraphUnavailable } from '../../db/errors.js';
import type { Graph } from '../../db/graph.js';
import type { Logger } from '../../logger.js';
import type { Integrations } from '../health/integrations.js';
import { createMemoryBus, type LiveBus } from '../live-bus/bus.js';
import { createChangeTracker } from './change-tracker.js';
import { createIngestService, type IngestService } from './ingest.js';
import { createLinkMap, type LinkEndsRow, type LinkMap } from './link-map.js';
import { createLiveHub, type LiveHub } from './live-hub.js';
import { isStale, liveState } from './live-view.js';
import { createMemoryStore } from './memory-store.js';
import { createPrometheusPoller, type PrometheusPoller } from './prometheus-poller.js';
import { createMetricsRepository } from './repository.js';
import { directionKey, type HistoryReader, type LatestState, type LiveStore } from './store.js';
import { createUnmappedRegistry } from './unmapped.js';

export interface MetricsOptions {
  retentionMs: number;
  maxSamplesPerDirection: number;
  staleAfterMs: number;
  /** A fresh direction this full is congested (`TIERMAP_UTILIZATION_CONGESTED`, as served). */
  utilizationCongested: number;
  graphWriteIntervalMs: number;
  /**
   * Whether this instance writes the latest states to Neo4j now; always when undefined. Among
   * instances that share live state over NATS, all hold the same states, so one writes them:
   * the diagnosis lease holder (server.ts). The others keep nothing waiting; one that takes
   * over writes every state it holds, once, then what changes.
   */
  writesLatest?: () => boolean;
  /** Where history is read from; the in-process store when undefined. */
  history?: (linkMap: () => LinkMap) => HistoryReader;
  /** How often the (device, port) to link map is reloaded from the graph. */
  linkMapRefreshMs?: number;
  /** The live stream's coalescing interval, milliseconds (the hub's default when undefined). */
  liveIntervalMs?: number;
  /** What is known of Neo4j's reachability; graph writes wait while it is down. */
  availability?: GraphAvailability;
  /**
   * How this instance shares live state with the others (NATS JetStream with
   * `TIERMAP_NATS_URL`); one process alone (the in-memory bus) when undefined.
   */
  bus?: LiveBus;
  /**
   * Poll this Prometheus for live rates every `intervalMs` (`TIERMAP_PROMETHEUS_POLL`); each
   * poll is reported to `integrations` as `prometheus-live`.
   */
  poll?: {
    baseUrl: string;
    intervalMs: number;
    deviceLabel: string;
    integrations?: Integrations;
    rateWindowSeconds?: number;
  };
}

export interface MetricsRuntime {
  store: LiveStore;
  ingest: IngestService;
  history: HistoryReader;
  hub: LiveHub;
  unmapped: ReturnType<typeof createUnmappedRegistry>;
  linkMap: () => LinkMap;
  /** Every link with its capacity and the router and port at each end, as last loaded. */
  linkEnds: () => readonly LinkEndsRow[];
  /** Live state of every link direction that has data. */
  liveStates(): LinkLiveState[];
  /**
   * Live state of one link direction, undefined without data: what a read or an evaluation asks
   * for the link directions it needs (a path's few, an evaluation's about 30,000 at 10,000
   * routers), instead of building every link direction's state (80,000).
   */
  liveStateOf(linkId: string, direction: Direction): LinkLiveState | undefined;
  /**
   * Reads only the bit rate and stale flag of link directions (what the live load verdicts read,
   * analysis `LiveReader`), without building their whole state: a page of blades reads
   * thousands. Staleness is judged at the instant the reader is made, so every reading of one
   * answer is judged at the same now.
   */
  liveReader(): LiveReader;
  /** Samples older than this count as stale, milliseconds. */
  readonly staleAfterMs: number;
  /** Loads the link map and starts the bus (replaying the others' samples); call before taking samples. */
  start(): Promise<void>;
  /** Reloads the link map now (after a topology change). */
  refresh(): Promise<void>;
  /** Writes pending latest states to Neo4j now (not while it is known to be down). */
  flushToGraph(): Promise<void>;
  /** The Prometheus poller, when polling is on. */
  poller: PrometheusPoller | undefined;
  /** Link directions whose latest state waits to be written to Neo4j. */
  pendingGraphWrites(): number;
  /**
   * Whether the latest states cannot be written now: the graph is known to be down, or the last
   * write failed (they wait and are written on a later round). Not while they only wait for
   * the next round, which under traffic they always do.
   */
  graphWritesDeferred(): boolean;
  /** The live bus (in memory when this process is alone). */
  bus: LiveBus;
  /**
   * Announces a write (maintenance, upload, topology, incidents): this process's clients hear of
   * it at once, and the other instances through the bus.
   */
  announce(): void;
  close(): Promise<void>;
}

/**
 * The live-metrics side of the API: the store, ingest, the SSE hub, the periodic reload of the
 * link map and the batched write of the latest state to Neo4j.
 */
export function createMetricsRuntime(
  graph: Graph,
  logger: Logger,
  now: () => number,
  options: MetricsOptions,
): MetricsRuntime {
  const repository = createMetricsRepository(graph);
  const store = createMemoryStore({
    retentionMs: options.retentionMs,
    maxSamplesPerDirection: options.maxSamplesPerDirection,
  });
  let linkMap: LinkMap = createLinkMap([]);
  let linkEnds: readonly LinkEndsRow[] = [];
  const currentMap = () => linkMap;
  const unmapped = createUnmappedRegistry();
  const bus = options.bus ?? createMemoryBus();
  // What a request had accepted goes to the other instances too (as rates: counters are turned
  // into rates here, where their previous reading is). The bus never blocks nor fails ingest.
  const publishingStore: LiveStore = {
    ...store,
    append(samples, receivedMs) {
      const refusals = store.append(samples, receivedMs);
      const refused = new Set(refusals.map((refusal) => refusal.index));
      const accepted = refused.size === 0 ? samples : samples.filter((_, i) => !refused.has(i));
      bus.publishSamples(accepted, receivedMs ?? now());
      return refusals;
    },
  };
  const ingest = createIngestService({
    store: publishingStore,
    linkMap: currentMap,
    unmapped,
    now,
    // A rate never spans a gap the screen showed stale: after it, the next reading is a new base.
    counterGapMs: options.staleAfterMs,
  });
  // Samples another instance accepted: into the store, hence to this process's SSE clients.
  const stopHearing = bus.onSamples((samples, receivedMs) => {
    store.append(samples, receivedMs);
  });
  const poller =
    options.poll === undefined
      ? undefined
      : createPrometheusPoller({
          baseUrl: options.poll.baseUrl,
          linkMap: currentMap,
          store,
          deviceLabel: options.poll.deviceLabel,
          staleAfterMs: options.staleAfterMs,
          now,
          ...(options.poll.integrations === undefined
            ? {}
            : { integrations: options.poll.integrations }),
          ...(options.poll.rateWindowSeconds === undefined
            ? {}
            : { rateWindowSeconds: options.poll.rateWindowSeconds }),
        });
  const toLive = (state: LatestState): LinkLiveState => {
    const live = liveState(
      state,
      linkMap.capacityOf(state.linkId),
      now(),
      options.staleAfterMs,
      options,
    );
    return poller?.isDown(state.linkId) === true ? { ...live, down: true } : live;
  };
  /** Every live state, built as it is read (the hub reads a snapshot a few thousand per turn). */
  const eachLiveState = function* (): Generator<LinkLiveState> {
    for (const state of store.latest()) yield toLive(state);
  };
  const liveStates = () => [...eachLiveState()];
  const liveStateOf = (linkId: string, direction: Direction): LinkLiveState | undefined => {
    const state = store.latestOf(linkId, direction);
    return state === undefined ? undefined : toLive(state);
  };
  const liveReader = (): LiveReader => {
    const nowMs = now();
    return (linkId, direction) => {
      const state = store.latestOf(linkId, direction);
      return state === undefined
        ? undefined
        : { bps: state.bps, stale: isStale(state, nowMs, options.staleAfterMs) };
    };
  };
  const changes = createChangeTracker(repository, now);
  const hub = createLiveHub({
    snapshot: eachLiveState,
    subscribe: (listener) => store.onChange(listener),
    stateOf: (linkId, direction) => liveStateOf(linkId, direction as Direction),
    eachStaleness: (visit) => {
      const nowMs = now();
      store.forEachLatest((key, state) =>
        visit(key, state.linkId, state.direction, isStale(state, nowMs, options.staleAfterMs)),
      );
    },
    now,
    ...(options.liveIntervalMs === undefined ? {} : { intervalMs: options.liveIntervalMs }),
    // Clients resume on any instance from the stream position their last event carried, unless
    // this instance polls Prometheus itself: what its poller takes is not on the stream.
    ...(poller === undefined ? { shared: bus } : {}),
    // Read from the graph, not from this process's own writes: another API process's write
    // (an upload, a maintenance window, an incident) reaches this process's clients too.
    readChanges: () =>
      options.availability?.down === true && !options.availability.tryNow()
        ? Promise.resolve(undefined)
        : changes.read().catch(() => undefined),
  });

  // Another instance's write (a maintenance window, an upload): read the changes now.
  const stopPokes = bus.onChange(() => hub.pollMarks());
  // Whether this instance hears the others: its screens say so (the live stream's `bus` event).
  const stopBusState = bus.onState((state) => hub.announceBus(state));

  const pending = new Map<string, LatestState>();
  // Whether this instance wrote at the last round (writesLatest): one that does not keeps
  // nothing waiting, and one that takes over first writes every state it holds, those the
  // former writer may not have written included.
  let wasWriter = false;
  const stopWatching = store.onChange((changed) => {
    if (options.writesLatest !== undefined && !wasWriter) return;
    for (const state of changed) pending.set(directionKey(state.linkId, state.direction), state);
  });
  const availability = options.availability;
  let writing: Promise<void> | undefined;
  let lastWriteFailed = false;
  // The ingest path never waits on the graph: states wait here, a failed batch goes back (unless
  // a newer state of the same direction came meanwhile) and is written on a later round.
  /** Whether this instance writes the latest states (always, when it is alone). */
  const writesNow = (): boolean => options.writesLatest?.() ?? true;
  const flushToGraph = (): Promise<void> => {
    if (writing !== undefined) return writing;
    if (options.writesLatest !== undefined) {
      if (!writesNow()) {
        wasWriter = false;
        lastWriteFailed = false;
        pending.clear();
        return Promise.resolve();
      }
      if (!wasWriter) {
        store.forEachLatest((key, state) => pending.set(key, state));
        wasWriter = true;
      }
    }
    if (pending.size === 0) return Promise.resolve();
    if (availability?.down === true && !availability.tryNow()) return Promise.resolve();
    const batch = [...pending.values()];
    pending.clear();
    writing = repository
      .writeLatest(batch)
      .then(
        () => {
          lastWriteFailed = false;
          availability?.markUp();
        },
        (error: unknown) => {
          lastWriteFailed = true;
          for (const state of batch) {
            const key = directionKey(state.linkId, state.direction);
            if (!pending.has(key)) pending.set(key, state);
          }
          if (isGraphUnavailable(error)) {
            availability?.markDown(error instanceof Error ? error.message : String(error));
          }
          logger.warn(
            { err: error, states: batch.length },
            'could not write the live state to Neo4j; it is kept and written later',
          );
        },
      )
      .finally(() => {
        writing = undefined;
      });
    return writing;
  };
  const refresh = async (): Promise<void> => {
    linkEnds = await repository.linkEnds();
    linkMap = createLinkMap(linkEnds);
  };
  const writer = setInterval(() => {
    void flushToGraph();
    // Every instance holds the same latest states: the one that writes them to Neo4j also
    // saves the bus snapshot (every state it holds, 80,000 at 10,000 routers, each round).
    if (writesNow()) bus.snapshot(() => store.latest());
  }, options.graphWriteIntervalMs);
  const refresher = setInterval(() => {
    // The last map loaded serves while the graph is known to be down.
    if (availability?.down === true && !availability.tryNow()) return;
    refresh().catch((error: unknown) =>
      logger.warn({ err: error }, 'could not reload the link map'),
    );
  }, options.linkMapRefreshMs ?? 60_000);
  writer.unref();
  refresher.unref();
  if (poller !== undefined && options.poll !== undefined) poller.start(options.poll.intervalMs);

  return {
    staleAfterMs: options.staleAfterMs,
    store,
    ingest,
    history: options.history?.(currentMap) ?? store,
    hub,
    unmapped,
    linkMap: currentMap,
    linkEnds: () => linkEnds,
    liveStates,
    liveStateOf,
    liveReader,
    async start() {
      await refresh();
      await bus.start();
    },
    refresh,
    flushToGraph,
    pendingGraphWrites: () => pending.size,
    graphWritesDeferred: () => lastWriteFailed || availability?.down === true,
    poller,
    bus,
    announce() {
      hub.pollMarks();
      bus.publishChange();
    },
    async close() {
      await poller?.stop();
      clearInterval(writer);
      clearInterval(refresher);
      stopWatching();
      stopHearing();
      stopPokes();
      stopBusState();
      hub.close();
      // The bus publishes what it holds while the last states go to the graph: a slow graph
      // does not eat the time a rolling restart has to hand the others its samples.
      await Promise.all([Promise.resolve(writing).then(() => flushToGraph()), bus.close()]);
    },
  };
}
