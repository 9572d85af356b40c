import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTopologyService } from '@tiermap/api';
import { startInstances, type Cluster } from '../../apps/api/src/test-support/cluster.js';
import { startNats } from '../../apps/api/src/test-support/nats.js';
import { startFreshGraphdb } from './fresh-graphdb.js';
import { measurePathCosts, printModel } from './metrics-cluster-model.js';
import { percentiles, printTable } from './measure.js';
import {
  counterLines,
  loopbackRequest,
  linkEnds,
  machineLine,
  sleep,
  tagValue,
  type LinkEnd,
} from './metrics-stack.js';
import { openLiveClient, type LiveClient } from './live-client.js';

const env = process.env;
// Another port (two benches at once on one machine): TIERMAP_BENCH_CLUSTER_GRAPHDB_PORT.
const GRAPHDB_PORT = Number(env.TIERMAP_BENCH_CLUSTER_GRAPHDB_PORT ?? 17696);
const INSTANCES = 3;
const SECONDS = Number(env.TIERMAP_BENCH_CLUSTER_SECONDS ?? 600);
const SINGLE_SECONDS = Number(
  env.TIERMAP_BENCH_CLUSTER_SINGLE_SECONDS ?? Math.max(10, Math.round(SECONDS / 10)),
);
const SATURATED_SECONDS = Number(env.TIERMAP_BENCH_CLUSTER_SATURATED_SECONDS ?? SINGLE_SECONDS);
const CLIENTS = Number(env.TIERMAP_BENCH_CLUSTER_CLIENTS ?? 1000);
const COLLECTORS = Number(env.TIERMAP_BENCH_CLUSTER_COLLECTORS ?? 6);
const BATCH = Number(env.TIERMAP_BENCH_CLUSTER_BATCH ?? 500);
const PROBE_EVERY_MS = 250;
/** Link ends the probe samples go to (A ends of their own links, none a collector writes). */
const PROBE_LINKS = 6;
const GOAL_P95_MS = 250;
const ADMIN_TOKEN = 'bench-cluster-token-0123456789abcd';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS + 64 });

function request(
  port: number,
  method: 'GET' | 'POST',
  pathname: string,
  body?: string,
): Promise<{ status: number; body: string; retryAfter?: string }> {
  const headers: Record<string, string> =
    method === 'POST'
      ? { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'text/plain; charset=utf-8' }
      : {};
  return loopbackRequest({ port, agent, method, pathname, body, headers });
}

/** POSTs that failed (a keep-alive socket reset, …): counted, not fatal. */
let failedWrites = 0;
/** POSTs an instance refused as overloaded (503, `TIERMAP_INGEST_MAX_LAG_MS`). */
let refusedWrites = 0;

/**
 * POSTs line protocol to an instance; the lines it accepted. A POST that fails counts as none
 * accepted: a keep-alive socket the server closed as it was reused must not end a ten-minute run.
 * One refused as overloaded (503) counts as none either, and the collector waits as its
 * `Retry-After` asks before its next POST, as Prometheus's remote write does (Telegraf waits
 * for its next flush, 10 s by default).
 */
async function write(port: number, body: string): Promise<number> {
  const answer: Awaited<ReturnType<typeof request>> = await request(
    port,
    'POST',
    '/api/write?precision=ns',
    body,
  ).catch(() => {
    failedWrites += 1;
    return { status: 0, body: '' };
  });
  if (answer.status === 503) {
    refusedWrites += 1;
    await sleep(Number(answer.retryAfter ?? 1) * 1000);
    return 0;
  }
  if (answer.status !== 200) return 0;
  try {
    return Number((JSON.parse(answer.body) as { accepted?: unknown }).accepted ?? 0);
  } catch {
    return 0;
  }
}

function rssMiB(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match === null ? Number.NaN : Number(match[1]) / 1024;
}

/** A probe sample: when it was sent, in which phase, to which instance. */
interface Probe {
  sentAt: number;
  phase: Phase;
  instance: number;
  /** Its POST failed (a keep-alive socket reset, …): no client is expected to get it. */
  failed?: boolean;
}
type Phase = 'steady' | 'saturated';
const PHASES: readonly Phase[] = ['steady', 'saturated'];

/**
 * Latency of each (client, probe sample) pair received, by phase and by where the client was;
 * and the same pairs split at the delta's `tsMs` (the instance's clock as it built the delta,
 * before writing it to its clients): `server` from the POST to then, `client` from then to
 * parsed by the bench's client (the write to 333 sockets, loopback, and this process's turn).
 */
const latencies: Record<
  Phase,
  { same: number[]; other: number[]; server: number[]; client: number[] }
> = {
  steady: { same: [], other: [], server: [], client: [] },
  saturated: { same: [], other: [], server: [], client: [] },
};

type Client = LiveClient & {
  instance: number;
  /** The probe samples (by index) this client has seen. */
  seen: Set<number>;
};

/** Distinct deltas seen (by any client): how many, their data's characters and states. */
const deltaSizes = { count: 0, bytes: 0, states: 0 };
/**
 * A delta's probe keys, and when its instance built it on this process's `performance.now()`
 * scale (all run on one machine, one wall clock).
 */
interface ParsedDelta {
  keys: string[];
  builtAt: number;
}
/**
 * The deltas' samples' keys, parsed once per delta: by instance and event id, not by the data
 * text, which would be hashed in full for each of the 1,000 clients.
 */
const parsedDeltas = new Map<string, ParsedDelta>();
function parseDelta(instance: number, id: string, data: string): ParsedDelta {
  const key = `${instance}|${id}`;
  const known = parsedDeltas.get(key);
  if (known !== undefined) return known;
  const delta = JSON.parse(data) as { tsMs: number; states: { linkId: string; tsMs: number }[] };
  deltaSizes.count += 1;
  deltaSizes.bytes += data.length;
  deltaSizes.states += delta.states.length;
  const parsed = {
    keys: delta.states.map((s) => `${s.linkId}|${s.tsMs}`),
    builtAt: delta.tsMs - performance.timeOrigin,
  };
  if (parsedDeltas.size > 64) parsedDeltas.clear();
  parsedDeltas.set(key, parsed);
  return parsed;
}

function connect(
  port: number,
  instance: number,
  probeIndex: ReadonlyMap<string, number>,
  probes: readonly Probe[],
): Client {
  return openLiveClient(
    port,
    agent,
    { instance, seen: new Set<number>() },
    (client, data, arrived, id) => {
      const { keys, builtAt } = parseDelta(client.instance, id, data);
      for (const key of keys) {
        const index = probeIndex.get(key);
        if (index === undefined || client.seen.has(index)) continue;
        const probe = probes[index];
        if (probe === undefined) continue;
        client.seen.add(index);
        const into = latencies[probe.phase];
        (probe.instance === client.instance ? into.same : into.other).push(arrived - probe.sentAt);
        into.server.push(builtAt - probe.sentAt);
        into.client.push(arrived - builtAt);
      }
    },
  );
}

/** utime + stime of /proc/<pid>/stat (fields 14 and 15, in clock ticks of 10 ms), ms. */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** The pid of the nats-server listening on `port` (started by this bench), from /proc. */
function natsPid(port: number): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (args[0]?.endsWith('nats-server') === true && args.includes(String(port))) {
        return Number(entry);
      }
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}

/** CPU used by each of `pids` (and this process) between start and stop, as % of one core. */
function cpuMeter(pids: readonly (number | undefined)[]) {
  const at = performance.now();
  const from = pids.map(cpuMs);
  const self = process.cpuUsage();
  return (): { pids: number[]; self: number } => {
    const ms = performance.now() - at;
    const used = process.cpuUsage(self);
    return {
      pids: pids.map((pid, i) => ((cpuMs(pid) - (from[i] ?? 0)) / ms) * 100),
      self: ((used.user + used.system) / 1000 / ms) * 100,
    };
  };
}

/** Waits (bounded) until a sample for `end` is mapped to its link on every instance. */
async function waitUntilMapped(cluster: Cluster, end: LinkEnd): Promise<void> {
  const line = `interface,device=${tagValue(end.device)},ifName=${tagValue(end.port)} ifInErrors=0i`;
  for (const instance of cluster.instances) {
    const deadline = Date.now() + 90_000;
    while ((await write(instance.port, line)) !== 1) {
      if (Date.now() > deadline) throw new Error(`${instance.id} mapped no sample within 90 s`);
      await sleep(1_000);
    }
  }
}

/**
 * Collectors, each with its own share of the link ends (so each end's counter only rises),
 * writing BATCH lines at a time to `portOf(collector)` for `seconds`: as fast as the API takes
 * them, or, given `linesPerS`, at that fixed total rate (each collector on its own schedule,
 * staggered, a POST every BATCH x COLLECTORS / linesPerS seconds; one late is sent at once, no
 * burst to catch up beyond it). The lines accepted, per collector.
 */
async function runCollectors(
  shares: LinkEnd[][],
  portOf: (collector: number) => number,
  seconds: number,
  linesPerS?: number,
): Promise<number[]> {
  const accepted = shares.map(() => 0);
  const started = Date.now();
  const until = started + seconds * 1000;
  const periodMs =
    linesPerS === undefined ? 0 : (BATCH * shares.length * 1000) / Math.max(1, linesPerS);
  await Promise.all(
    shares.map(async (share, k) => {
      const lines = counterLines(share);
      for (let n = 0; Date.now() < until; n += 1) {
        if (periodMs > 0) {
          const wait = started + (n + k / shares.length) * periodMs - Date.now();
          if (wait > 0) await sleep(Math.min(wait, until - Date.now()));
          if (Date.now() >= until) break;
        }
        accepted[k] = (accepted[k] ?? 0) + (await write(portOf(k), lines.body(BATCH)));
      }
    }),
  );
  return accepted;
}

const STEADY_FRACTION = 0.25;
/** The instances' coalescing interval (TIERMAP_LIVE_INTERVAL_MS); the API's default unless set. */
const LIVE_INTERVAL_ENV: NodeJS.ProcessEnv =
  env.TIERMAP_BENCH_CLUSTER_LIVE_INTERVAL_MS === undefined
    ? {}
    : { TIERMAP_LIVE_INTERVAL_MS: env.TIERMAP_BENCH_CLUSTER_LIVE_INTERVAL_MS };
const loadAverage = (): string =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' / ');
const pct = (v: number | undefined): string => (v ?? Number.NaN).toFixed(0);

/** One API process alone (no NATS), CLIENTS live clients on it, the collectors flat out. */
async function trulySingle(
  neo4jUri: string,
  shares: LinkEnd[][],
  first: LinkEnd,
): Promise<{ rate: number; connected: number; dropped: number; cpu: number; self: number }> {
  const alone = await startInstances(1, {
    neo4jUri,
    adminToken: ADMIN_TOKEN,
    logDir: path.join(repoRoot, '.data/bench-cluster/logs-single'),
    env: LIVE_INTERVAL_ENV,
  });
  const clients: Client[] = [];
  try {
    const port = alone.instances[0]?.port ?? 0;
    await waitUntilMapped(alone, first);
    for (let i = 0; i < CLIENTS; i += 1) clients.push(connect(port, 0, new Map(), []));
    await waitForSnapshots(clients);
    const meter = cpuMeter([alone.instances[0]?.pid()]);
    const accepted = await runCollectors(shares, () => port, SINGLE_SECONDS);
    const used = meter();
    return {
      rate: accepted.reduce((a, b) => a + b, 0) / SINGLE_SECONDS,
      connected: clients.filter((c) => c.gotSnapshot).length,
      dropped: clients.filter((c) => c.dropped).length,
      cpu: used.pids[0] ?? Number.NaN,
      self: used.self,
    };
  } finally {
    for (const client of clients) {
      client.closing = true;
      client.req.destroy();
    }
    await alone.stop();
  }
}

async function waitForSnapshots(clients: readonly Client[]): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (clients.some((c) => !c.gotSnapshot && !c.dropped) && Date.now() < deadline) {
    await sleep(200);
  }
}

/**
 * `bench:metrics cluster`, in four parts over one fresh Neo4j with the demo:
 * 1. in process (no HTTP): the CPU cost per line of the ingest path and of applying another
 *    instance's bus message, and the paper model of N instances from them (printModel);
 * 2. one API process alone (no NATS), CLIENTS live clients on it, COLLECTORS collectors flat
 *    out for SINGLE_SECONDS: the one instance the issue compares with;
 * 3. NATS (JetStream on) and three instances, CLIENTS clients spread (client i on instance
 *    i mod 3): the steady phase for SECONDS, collector k sending to instance k mod 3 at
 *    STEADY_LINES_PER_S in all (a quarter of part 2's rate unless set), while a probe sends one
 *    sample every 250 ms to instance j mod 3 for probe link j: push latency is the time a client
 *    parsed the delta carrying a probe sample minus the time it was sent, separately for clients
 *    on the instance that took the sample and on the others (which only see it through the bus);
 *    RSS and CPU of each instance, NATS's CPU and the load average are sampled through it;
 * 4. then every collector flat out to instance 1 alone (one ingest point inside the cluster) for
 *    SINGLE_SECONDS, and flat out spread for SATURATED_SECONDS with the probe on: the saturated
 *    aggregate and the push latency at saturation, labelled as such;
 * 5. the cluster and NATS stopped, one instance alone again as in part 2: the load other work
 *    puts on a shared machine changes over ten minutes, so the ratio is given against both.
 * Everything (the instances, Neo4j, NATS and this process with its clients and collectors)
 * shares the machine's cores.
 */
export async function benchMetricsCluster(): Promise<void> {
  const { graphdb, graph } = await startFreshGraphdb({
    name: 'bench-neo4j-cluster',
    port: GRAPHDB_PORT,
  });
  let nats: Awaited<ReturnType<typeof startNats>> | undefined;
  let cluster: Cluster | undefined;
  const clients: Client[] = [];
  try {
    await createTopologyService(graph).loadDemoIfEmpty();
    process.stdout.write(`load average at the start: ${loadAverage()}\n`);
    const costs = await measurePathCosts(graph, BATCH);

    // The link ends, from an instance alone (the same demo for every part).
    const alone = await startInstances(1, { neo4jUri: graphdb.uri, adminToken: ADMIN_TOKEN });
    const ends = await linkEnds((pathname) =>
      request(alone.instances[0]?.port ?? 0, 'GET', pathname),
    ).finally(() => alone.stop());
    const first = ends[0];
    if (first === undefined) throw new Error('the demo topology has no links');
    const probeLinks = [...new Set(ends.map((e) => e.linkId))].slice(0, PROBE_LINKS);
    const probeEnds = probeLinks.flatMap((id) =>
      ends.filter((e) => e.linkId === id && e.end === 'A').slice(0, 1),
    );
    const collectorEnds = ends.filter((e) => !probeLinks.includes(e.linkId));
    const shares = Array.from({ length: COLLECTORS }, (_v, k) =>
      collectorEnds.filter((_e, i) => i % COLLECTORS === k),
    );

    // Collector POSTs refused as overloaded, per part (the ingest gate, TIERMAP_INGEST_MAX_LAG_MS).
    const refusedIn: Array<[string, number]> = [];
    let refusedBefore = refusedWrites;
    const countRefused = (part: string): void => {
      refusedIn.push([part, refusedWrites - refusedBefore]);
      refusedBefore = refusedWrites;
    };
    const single = await trulySingle(graphdb.uri, shares, first);
    countRefused('alone first');
    const steadyRate = Number(
      env.TIERMAP_BENCH_CLUSTER_STEADY_LINES_PER_S ?? Math.round(single.rate * STEADY_FRACTION),
    );

    nats = await startNats({});
    const natsProcess = natsPid(nats.port);
    cluster = await startInstances(INSTANCES, {
      neo4jUri: graphdb.uri,
      adminToken: ADMIN_TOKEN,
      logDir: path.join(repoRoot, '.data/bench-cluster/logs'),
      env: { TIERMAP_NATS_URL: nats.url, ...LIVE_INTERVAL_ENV },
    });
    const instances = cluster.instances;
    const ports = instances.map((instance) => instance.port);
    const port = (i: number): number => ports[i % INSTANCES] ?? 0;
    await waitUntilMapped(cluster, first);

    const probeIndex = new Map<string, number>();
    const probes: Probe[] = [];
    for (let i = 0; i < CLIENTS; i += 1) {
      clients.push(connect(port(i), i % INSTANCES, probeIndex, probes));
    }
    await waitForSnapshots(clients);
    const connected = clients.filter((c) => c.gotSnapshot).length;

    // The probe: a priming reading per probe end on its instance (a first reading gives no rate).
    const octets = probeEnds.map(() => 1_000_000);
    const lastTs = probeEnds.map(() => Date.now() - 5_000);
    const probeLine = (j: number, tsMs: number): string => {
      const end = probeEnds[j];
      if (end === undefined) throw new Error('no probe end');
      return `interface,device=${tagValue(end.device)},ifName=${tagValue(end.port)} ifHCOutOctets=${octets[j]}i ${tsMs}000000`;
    };
    for (let j = 0; j < probeEnds.length; j += 1) {
      await write(port(j), probeLine(j, lastTs[j] ?? 0));
    }
    await sleep(1_500);
    const probeRefusals: string[] = [];
    const startProbe = (phase: Phase): (() => Promise<void>) => {
      let probing = true;
      const started = Date.now();
      const done = (async () => {
        for (let n = 0; probing; n += 1) {
          const j = n % probeEnds.length;
          const end = probeEnds[j];
          const tsMs = Math.max((lastTs[j] ?? 0) + 1, Date.now());
          octets[j] =
            (octets[j] ?? 0) +
            Math.floor((((end?.capacityBps ?? 1e9) / 8) * 0.1 * (tsMs - (lastTs[j] ?? 0))) / 1000);
          lastTs[j] = tsMs;
          probeIndex.set(`${end?.linkId}|${tsMs}`, probes.length);
          probes.push({ sentAt: performance.now(), phase, instance: j % INSTANCES });
          const probe = probes[probes.length - 1];
          const answer = await request(
            port(j),
            'POST',
            '/api/write?precision=ns',
            probeLine(j, tsMs),
          ).catch((error: unknown) => ({ status: 0, body: String(error) }));
          if (answer.status !== 200 || !/"accepted":\s*1\b/.test(answer.body)) {
            if (probe !== undefined) probe.failed = true;
            probeRefusals.push(
              `#${probes.length - 1} (${phase}): ${answer.status} ${answer.body.slice(0, 300)}`,
            );
          }
          const wait = started + (n + 1) * PROBE_EVERY_MS - Date.now();
          if (wait > 0) await sleep(wait);
        }
      })();
      return async () => {
        probing = false;
        await done;
        await sleep(3_000);
      };
    };
    const pids = (): (number | undefined)[] => [...instances.map((i) => i.pid()), natsProcess];

    // 3. The steady phase.
    const over: Record<string, string | number>[] = [];
    const steadyStarted = Date.now();
    let window = cpuMeter(pids());
    let sampledAt = Date.now();
    const sample = (): void => {
      sampledAt = Date.now();
      const used = window();
      window = cpuMeter(pids());
      const row: Record<string, string | number> = {
        's into the run': Math.round((Date.now() - steadyStarted) / 1000),
      };
      instances.forEach((instance, i) => {
        row[`${instance.id} RSS (MiB)`] = rssMiB(instance.pid()).toFixed(0);
        row[`${instance.id} CPU %`] = pct(used.pids[i]);
      });
      row['nats-server CPU %'] = pct(used.pids[INSTANCES]);
      row['bench CPU %'] = pct(used.self);
      row['load average 1 min'] = (os.loadavg()[0] ?? Number.NaN).toFixed(2);
      over.push(row);
    };
    sample();
    const rssTimer = setInterval(sample, Math.max(5_000, (SECONDS * 1000) / 10));
    const steadyMeter = cpuMeter(pids());
    const stopSteadyProbe = startProbe('steady');
    refusedBefore = refusedWrites; // not the cluster's start-up
    const steadyAccepted = await runCollectors(shares, (k) => port(k), SECONDS, steadyRate);
    countRefused('steady');
    const steadyCpu = steadyMeter();
    clearInterval(rssTimer);
    // The end, unless the timer has just taken it: a window of a few ms reads as 0 % CPU.
    if (Date.now() - sampledAt > 1_000) sample();
    await stopSteadyProbe();

    // 4. Saturated: one ingest point inside the cluster, then spread with the probe on.
    const onePointMeter = cpuMeter(pids());
    const onePoint = await runCollectors(shares, () => port(0), SINGLE_SECONDS);
    countRefused('one ingest point');
    const onePointCpu = onePointMeter();
    const onePointRate = onePoint.reduce((a, b) => a + b, 0) / SINGLE_SECONDS;
    await sleep(5_000);
    const saturatedMeter = cpuMeter(pids());
    const stopSaturatedProbe = startProbe('saturated');
    const saturatedAccepted = await runCollectors(shares, (k) => port(k), SATURATED_SECONDS);
    countRefused('saturated');
    const saturatedCpu = saturatedMeter();
    await stopSaturatedProbe();

    // One instance alone again, right after, the cluster stopped: the load other work puts on
    // the machine changes over the run, so the ratio is also given against this adjacent run.
    for (const client of clients) {
      client.closing = true;
      client.req.destroy();
    }
    await cluster.stop();
    await nats.stop();
    const singleAfter = await trulySingle(graphdb.uri, shares, first);
    countRefused('alone after');
    process.stdout.write(`load average at the end: ${loadAverage()}\n`);

    const perInstance = (accepted: number[], seconds: number): number[] =>
      ports.map(
        (_p, i) =>
          accepted.reduce((sum, lines, k) => (k % INSTANCES === i ? sum + lines : sum), 0) /
          seconds,
      );
    const steadyPer = perInstance(steadyAccepted, SECONDS);
    const saturatedPer = perInstance(saturatedAccepted, SATURATED_SECONDS);
    const steadyAggregate = steadyPer.reduce((a, b) => a + b, 0);
    const saturatedAggregate = saturatedPer.reduce((a, b) => a + b, 0);
    const dropped = clients.filter((c) => c.dropped).length;
    const figures = (values: number[]) =>
      values.length === 0
        ? 'none arrived'
        : percentiles(values, [50, 95, 99])
            .map((v) => (v ?? Number.NaN).toFixed(0))
            .join(' / ');
    const cpuRow = (used: { pids: number[]; self: number }): Record<string, string> => ({
      ...Object.fromEntries(
        instances.map((instance, i) => [`${instance.id} CPU %`, pct(used.pids[i])]),
      ),
      'nats-server CPU %': pct(used.pids[INSTANCES]),
      'bench CPU %': pct(used.self),
    });

    printTable(
      `bench:metrics cluster: ${INSTANCES} instances with NATS, ${CLIENTS} live clients spread ` +
        `over them, ${COLLECTORS} collectors of ${BATCH} lines a POST; one instance alone ` +
        `${SINGLE_SECONDS} s, steady ${SECONDS} s, one ingest point in the cluster ` +
        `${SINGLE_SECONDS} s, saturated ${SATURATED_SECONDS} s; ${machineLine()}; clients ` +
        `connected ${connected} (alone: ${single.connected}), dropped ${dropped} ` +
        `(alone: ${single.dropped}); CPU % is of one core`,
      [
        {
          phase: 'one instance alone, no NATS (collectors flat out)',
          'aggregate (lines/s)': single.rate.toFixed(0),
          ...Object.fromEntries(
            instances.map((instance, i) => [
              `${instance.id} (lines/s)`,
              i === 0 ? single.rate.toFixed(0) : '-',
            ]),
          ),
          'api-1 CPU %': pct(single.cpu),
          'nats-server CPU %': '-',
          'bench CPU %': pct(single.self),
        },
        {
          phase: 'one instance alone again, right after (collectors flat out)',
          'aggregate (lines/s)': singleAfter.rate.toFixed(0),
          ...Object.fromEntries(
            instances.map((instance, i) => [
              `${instance.id} (lines/s)`,
              i === 0 ? singleAfter.rate.toFixed(0) : '-',
            ]),
          ),
          'api-1 CPU %': pct(singleAfter.cpu),
          'nats-server CPU %': '-',
          'bench CPU %': pct(singleAfter.self),
        },
        {
          phase: `steady: ${steadyRate} lines/s offered`,
          'aggregate (lines/s)': steadyAggregate.toFixed(0),
          ...Object.fromEntries(
            instances.map((instance, i) => [
              `${instance.id} (lines/s)`,
              (steadyPer[i] ?? 0).toFixed(0),
            ]),
          ),
          ...cpuRow(steadyCpu),
        },
        {
          phase: 'one ingest point inside the cluster (flat out)',
          'aggregate (lines/s)': onePointRate.toFixed(0),
          ...Object.fromEntries(
            instances.map((instance, i) => [
              `${instance.id} (lines/s)`,
              i === 0 ? onePointRate.toFixed(0) : '0',
            ]),
          ),
          ...cpuRow(onePointCpu),
        },
        {
          phase: 'saturated: spread, collectors flat out',
          'aggregate (lines/s)': saturatedAggregate.toFixed(0),
          ...Object.fromEntries(
            instances.map((instance, i) => [
              `${instance.id} (lines/s)`,
              (saturatedPer[i] ?? 0).toFixed(0),
            ]),
          ),
          ...cpuRow(saturatedCpu),
        },
      ],
    );
    printTable('ingest ratios', [
      {
        "saturated aggregate / one instance alone first (the issue's ratio, goal >= 2)": (
          saturatedAggregate / single.rate
        ).toFixed(2),
        'saturated aggregate / one instance alone right after': (
          saturatedAggregate / singleAfter.rate
        ).toFixed(2),
        'saturated aggregate / one ingest point inside the cluster': (
          saturatedAggregate / onePointRate
        ).toFixed(2),
        'steady offered as a share of one instance alone': (steadyRate / single.rate).toFixed(2),
        'steady as routers of 50 ports every 30 s': Math.round((steadyRate * 30) / 50),
      },
    ]);
    const probeRows = PHASES.map((phase) => {
      const sent = probes.filter((p) => p.phase === phase && p.failed !== true);
      let expectedSame = 0;
      let expectedOther = 0;
      for (const probe of sent) {
        for (const client of clients) {
          if (!client.gotSnapshot) continue;
          if (client.instance === probe.instance) expectedSame += 1;
          else expectedOther += 1;
        }
      }
      const { same, other } = latencies[phase];
      const [, p95] = percentiles([...same, ...other], [50, 95]);
      return {
        row: {
          phase:
            phase === 'steady'
              ? `steady (${steadyRate} lines/s, ${SECONDS} s)`
              : `SATURATED (collectors flat out, ${SATURATED_SECONDS} s)`,
          'same instance p50 / p95 / p99': figures(same),
          'received / expected (same)': `${same.length} / ${expectedSame}`,
          'other instances p50 / p95 / p99': figures(other),
          'received / expected (other)': `${other.length} / ${expectedOther}`,
          'all p95': (p95 ?? Number.NaN).toFixed(0),
          'probe samples': sent.length,
        },
        p95: p95 ?? Number.POSITIVE_INFINITY,
        complete: same.length === expectedSame && other.length === expectedOther,
      };
    });
    printTable(
      'push latency of the probe samples, ingest -> parsed by the client (ms)',
      probeRows.map((r) => r.row),
    );
    printTable(
      "the same pairs split at the delta's tsMs, when its instance built it (ms)",
      PHASES.map((phase) => ({
        phase,
        'POST -> delta built, on the instance: p50 / p95 / p99': figures(latencies[phase].server),
        'built -> parsed by the bench client: p50 / p95 / p99': figures(latencies[phase].client),
      })),
    );
    for (const [i, phase] of PHASES.entries()) {
      const r = probeRows[i];
      if (r === undefined) continue;
      process.stdout.write(
        `goal p95 under ${GOAL_P95_MS} ms with ${CLIENTS} clients, ${phase}: p95 ${r.p95.toFixed(0)} ms, ` +
          `${r.p95 < GOAL_P95_MS && r.complete ? 'met' : 'not met'}${r.complete ? '' : ' (some pairs never arrived)'}\n`,
      );
    }
    // A probe POST that failed is reported with the refusals above, not as a sample lost.
    const missing = probes.flatMap((probe, index) =>
      probe.failed === true || clients.some((c) => c.gotSnapshot && c.seen.has(index))
        ? []
        : [`#${index} (${probe.phase}, to api-${probe.instance + 1})`],
    );
    process.stdout.write(
      `distinct deltas the clients got: ${deltaSizes.count}, mean ${(deltaSizes.bytes / Math.max(1, deltaSizes.count)).toFixed(0)} characters of data, ` +
        `${(deltaSizes.states / Math.max(1, deltaSizes.count)).toFixed(1)} link directions\n`,
    );
    if (failedWrites > 0) {
      process.stdout.write(`collector POSTs that failed (counted as 0 lines): ${failedWrites}\n`);
    }
    process.stdout.write(
      `collector POSTs refused as overloaded (503; the collector then waits its Retry-After), ` +
        `TIERMAP_INGEST_MAX_LAG_MS=${env.TIERMAP_INGEST_MAX_LAG_MS ?? '0 (the default: off)'}: ` +
        `${refusedIn.map(([part, n]) => `${part} ${n}`).join(', ')}\n`,
    );
    if (probeRefusals.length > 0) {
      process.stdout.write(
        `probe samples not accepted, left out of the expected pairs (${probeRefusals.length}, ` +
          `${probeRefusals.filter((r) => / 503 /.test(r)).length} of them refused as overloaded): ` +
          `${probeRefusals.slice(0, 5).join('; ')}\n`,
      );
    }
    if (missing.length > 0) {
      process.stdout.write(
        `probe samples accepted that no client received (of ${probes.length}): ${missing.join(', ')}\n`,
      );
    }
    printTable('resident memory and CPU of each instance over the steady phase', over);
    // The model's measured side: the instance alone right after the saturated run (adjacent).
    printModel(costs, os.cpus().length, {
      single: singleAfter.rate,
      aggregate: saturatedAggregate,
      // Whole-process CPU (from /proc) per line accepted: HTTP, SSE fan-out and GC included.
      singleCpuUsPerLine: (singleAfter.cpu * 1e4) / singleAfter.rate,
      clusterCpuUsPerLine:
        (instances.reduce((sum, _i, k) => sum + (saturatedCpu.pids[k] ?? 0), 0) * 1e4) /
        saturatedAggregate,
      natsCpuUsPerLine: ((saturatedCpu.pids[INSTANCES] ?? 0) * 1e4) / saturatedAggregate,
    });
  } finally {
    for (const client of clients) {
      client.closing = true;
      client.req.destroy();
    }
    agent.destroy();
    await cluster?.stop();
    await nats?.stop();
    await graph.close();
    await graphdb.stop();
  }
}
