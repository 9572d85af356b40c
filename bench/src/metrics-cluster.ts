import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTopologyService } from '@tiermap/api';
import { startInstances, type Cluster } from '../../apps/api/src/test-support/cluster.js';
import { startNats } from '../../apps/api/src/test-support/nats.js';
import { startFreshGraphdb } from './fresh-graphdb.js';
import { percentiles, printTable } from './measure.js';
import {
  counterLines,
  linkEnds,
  machineLine,
  sleep,
  tagValue,
  type LinkEnd,
} from './metrics-stack.js';

const env = process.env;
// Another port (two benches at once on one machine): TIERMAP_BENCH_CLUSTER_GRAPHDB_PORT.
const GRAPHDB_PORT = Number(env.TIERMAP_BENCH_CLUSTER_GRAPHDB_PORT ?? 17696);
const INSTANCES = 3;
const SECONDS = Number(env.TIERMAP_BENCH_CLUSTER_SECONDS ?? 600);
const SINGLE_SECONDS = Number(
  env.TIERMAP_BENCH_CLUSTER_SINGLE_SECONDS ?? Math.max(10, Math.round(SECONDS / 10)),
);
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
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        agent,
        headers:
          method === 'POST'
            ? {
                authorization: `Bearer ${ADMIN_TOKEN}`,
                'content-type': 'text/plain; charset=utf-8',
              }
            : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error(`${method} ${pathname} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** POSTs line protocol to an instance; the lines it accepted. */
async function write(port: number, body: string): Promise<number> {
  const answer = await request(port, 'POST', '/api/write?precision=ns', body);
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

interface Client {
  instance: number;
  req: http.ClientRequest;
  gotSnapshot: boolean;
  dropped: boolean;
  closing: boolean;
  /** Latency of each probe sample this client saw, by `linkId|tsMs`. */
  seen: Map<string, number>;
}

/** The probe samples' keys in a delta's data, parsed once per distinct data text. */
const parsedDeltas = new Map<string, string[]>();
function deltaKeys(data: string): string[] {
  const known = parsedDeltas.get(data);
  if (known !== undefined) return known;
  const { states } = JSON.parse(data) as { states: { linkId: string; tsMs: number }[] };
  const keys = states.map((s) => `${s.linkId}|${s.tsMs}`);
  if (parsedDeltas.size > 64) parsedDeltas.clear();
  parsedDeltas.set(data, keys);
  return keys;
}

function connect(port: number, instance: number, sentAt: ReadonlyMap<string, number>): Client {
  const req = http.get({
    host: '127.0.0.1',
    port,
    path: '/api/live',
    agent,
    headers: { accept: 'text/event-stream' },
  });
  const client: Client = {
    instance,
    req,
    gotSnapshot: false,
    dropped: false,
    closing: false,
    seen: new Map(),
  };
  const gone = (): void => {
    if (!client.closing) client.dropped = true;
  };
  req.on('error', gone);
  req.on('response', (res) => {
    if (res.statusCode !== 200) {
      gone();
      res.resume();
      return;
    }
    res.setEncoding('utf8');
    let buffer = '';
    res.on('data', (chunk: string) => {
      const arrived = performance.now();
      buffer += chunk;
      let boundary = buffer.indexOf('\n\n');
      while (boundary !== -1) {
        const event = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        boundary = buffer.indexOf('\n\n');
        if (event.includes('event: snapshot')) client.gotSnapshot = true;
        if (!event.includes('event: delta')) continue;
        const data = event.split('\n').find((l) => l.startsWith('data: '));
        if (data === undefined) continue;
        for (const key of deltaKeys(data.slice(6))) {
          const sent = sentAt.get(key);
          if (sent !== undefined && !client.seen.has(key)) client.seen.set(key, arrived - sent);
        }
      }
    });
    res.on('close', gone);
    res.on('error', gone);
  });
  return client;
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
 * writing BATCH lines at a time as fast as the API takes them, to `portOf(collector)`, for
 * `seconds`; the lines accepted, per collector.
 */
async function runCollectors(
  shares: LinkEnd[][],
  portOf: (collector: number) => number,
  seconds: number,
): Promise<number[]> {
  const accepted = shares.map(() => 0);
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    shares.map(async (share, k) => {
      const lines = counterLines(share);
      while (Date.now() < until) {
        accepted[k] = (accepted[k] ?? 0) + (await write(portOf(k), lines.body(BATCH)));
      }
    }),
  );
  return accepted;
}

/**
 * `bench:metrics cluster`: NATS (JetStream on), three API instances over one fresh Neo4j with
 * the demo, CLIENTS live clients spread over the instances (client i on instance i mod 3), and
 * COLLECTORS collectors writing line protocol as fast as they are taken. First every collector
 * writes to instance 1 alone for SINGLE_SECONDS (one instance's ingest), then collector k to
 * instance k mod 3 for SECONDS (the aggregate), while a probe sends one sample every 250 ms to
 * instance j mod 3 for probe link j: push latency is the time a client parsed the delta
 * carrying a probe sample minus the time it was sent, reported separately for clients on the
 * instance that took the sample and clients on the other instances (which only see it through
 * the live bus). RSS of each instance is sampled through the run. Everything (the instances,
 * Neo4j, NATS and this process with its clients) shares the machine's cores; during the single
 * instance's run the other two have no delta to push, during the spread run all three do, and
 * the probe runs too: the ratio counts that cost.
 */
export async function benchMetricsCluster(): Promise<void> {
  const { graphdb, graph } = await startFreshGraphdb({
    name: 'bench-neo4j-cluster',
    port: GRAPHDB_PORT,
  });
  const nats = await startNats({}).catch(async (error: unknown) => {
    await graph.close();
    await graphdb.stop();
    throw error;
  });
  let cluster: Cluster | undefined;
  const clients: Client[] = [];
  try {
    await createTopologyService(graph).loadDemoIfEmpty();
    cluster = await startInstances(INSTANCES, {
      neo4jUri: graphdb.uri,
      adminToken: ADMIN_TOKEN,
      logDir: path.join(repoRoot, '.data/bench-cluster/logs'),
      env: { TIERMAP_NATS_URL: nats.url },
    });
    const ports = cluster.instances.map((instance) => instance.port);
    const port = (i: number): number => ports[i % INSTANCES] ?? 0;
    const ends = await linkEnds((pathname) => request(port(0), 'GET', pathname));
    const first = ends[0];
    if (first === undefined) throw new Error('the demo topology has no links');
    await waitUntilMapped(cluster, first);

    const probeLinks = [...new Set(ends.map((e) => e.linkId))].slice(0, PROBE_LINKS);
    const probeEnds = probeLinks.flatMap((id) =>
      ends.filter((e) => e.linkId === id && e.end === 'A').slice(0, 1),
    );
    const collectorEnds = ends.filter((e) => !probeLinks.includes(e.linkId));
    const shares = Array.from({ length: COLLECTORS }, (_v, k) =>
      collectorEnds.filter((_e, i) => i % COLLECTORS === k),
    );

    const sentAt = new Map<string, number>();
    for (let i = 0; i < CLIENTS; i += 1) clients.push(connect(port(i), i % INSTANCES, sentAt));
    const connectDeadline = Date.now() + 120_000;
    while (clients.some((c) => !c.gotSnapshot && !c.dropped) && Date.now() < connectDeadline) {
      await sleep(200);
    }
    const connected = clients.filter((c) => c.gotSnapshot).length;

    // One instance's ingest, with every client connected.
    const single = await runCollectors(shares, () => port(0), SINGLE_SECONDS);
    const singleRate = single.reduce((a, b) => a + b, 0) / SINGLE_SECONDS;

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

    const rss: Record<string, string | number>[] = [];
    const sampleRss = (atS: number): void => {
      const row: Record<string, string | number> = { 's into the run': atS };
      for (const instance of cluster?.instances ?? []) {
        row[`${instance.id} RSS (MiB)`] = rssMiB(instance.pid()).toFixed(0);
      }
      rss.push(row);
    };
    const started = Date.now();
    sampleRss(0);
    const rssEveryMs = Math.max(5_000, (SECONDS * 1000) / 10);
    const rssTimer = setInterval(
      () => sampleRss(Math.round((Date.now() - started) / 1000)),
      rssEveryMs,
    );
    const probesTo = ports.map(() => 0);
    let probing = true;
    const probe = (async () => {
      for (let n = 0; probing; n += 1) {
        const j = n % probeEnds.length;
        const end = probeEnds[j];
        const tsMs = Math.max((lastTs[j] ?? 0) + 1, Date.now());
        octets[j] =
          (octets[j] ?? 0) +
          Math.floor((((end?.capacityBps ?? 1e9) / 8) * 0.1 * (tsMs - (lastTs[j] ?? 0))) / 1000);
        lastTs[j] = tsMs;
        sentAt.set(`${end?.linkId}|${tsMs}`, performance.now());
        probesTo[j % INSTANCES] = (probesTo[j % INSTANCES] ?? 0) + 1;
        await write(port(j), probeLine(j, tsMs));
        const wait = started + (n + 1) * PROBE_EVERY_MS - Date.now();
        if (wait > 0) await sleep(wait);
      }
    })();
    const perCollector = await runCollectors(shares, (k) => port(k), SECONDS);
    probing = false;
    await probe;
    clearInterval(rssTimer);
    sampleRss(Math.round((Date.now() - started) / 1000));
    await sleep(3_000);

    const perInstance = ports.map((_p, i) =>
      perCollector.reduce((sum, lines, k) => (k % INSTANCES === i ? sum + lines : sum), 0),
    );
    const aggregateRate = perInstance.reduce((a, b) => a + b, 0) / SECONDS;
    const same: number[] = [];
    const other: number[] = [];
    let expectedSame = 0;
    let expectedOther = 0;
    const probeInstance = new Map(probeEnds.map((end, j) => [end.linkId, j % INSTANCES] as const));
    for (const key of sentAt.keys()) {
      const target = probeInstance.get(key.split('|')[0] ?? '');
      for (const client of clients) {
        if (!client.gotSnapshot) continue;
        const latency = client.seen.get(key);
        if (client.instance === target) {
          expectedSame += 1;
          if (latency !== undefined) same.push(latency);
        } else {
          expectedOther += 1;
          if (latency !== undefined) other.push(latency);
        }
      }
    }
    const dropped = clients.filter((c) => c.dropped).length;
    const figures = (values: number[]) =>
      percentiles(values, [50, 95, 99])
        .map((v) => (v ?? Number.NaN).toFixed(0))
        .join(' / ');

    printTable(
      `bench:metrics cluster: ${INSTANCES} instances with NATS, ${CLIENTS} live clients spread ` +
        `over them, ${COLLECTORS} collectors of ${BATCH} lines a POST; one instance ` +
        `${SINGLE_SECONDS} s, then spread ${SECONDS} s; ${machineLine()}`,
      [
        {
          'clients connected': connected,
          'clients dropped': dropped,
          'one instance (lines/s)': singleRate.toFixed(0),
          'aggregate (lines/s)': aggregateRate.toFixed(0),
          ...Object.fromEntries(
            cluster.instances.map((instance, i) => [
              `${instance.id} (lines/s)`,
              ((perInstance[i] ?? 0) / SECONDS).toFixed(0),
            ]),
          ),
          'aggregate / one instance': (aggregateRate / singleRate).toFixed(2),
        },
      ],
    );
    printTable('push latency of the probe samples, p50 / p95 / p99 (ms)', [
      {
        'clients on the instance that took the sample': figures(same),
        'pairs received / expected (same)': `${same.length} / ${expectedSame}`,
        'clients on the other instances': other.length > 0 ? figures(other) : 'not measurable',
        'pairs received / expected (other)': `${other.length} / ${expectedOther}`,
        'probe samples sent': sentAt.size,
      },
    ]);
    if (other.length === 0) {
      process.stdout.write(
        `cross-instance push latency: not measurable: none of the ${expectedOther} (client, sample) ` +
          `pairs on other instances arrived: without the live bus (TIERMAP_NATS_URL) each ` +
          `instance only pushes the samples it ingested itself\n`,
      );
    }
    const all = [...same, ...other];
    const [, p95] = percentiles(all, [50, 95]);
    process.stdout.write(
      `goal p95 under ${GOAL_P95_MS} ms with ${CLIENTS} clients, every instance: ` +
        `${other.length === 0 ? 'not measurable (no cross-instance delivery)' : `p95 ${(p95 ?? Number.NaN).toFixed(0)} ms, ${(p95 ?? Infinity) < GOAL_P95_MS && other.length === expectedOther ? 'met' : 'not met'}`}\n`,
    );
    printTable('resident memory of each instance over the spread run', rss);
  } finally {
    for (const client of clients) {
      client.closing = true;
      client.req.destroy();
    }
    agent.destroy();
    await cluster?.stop();
    await nats.stop();
    await graph.close();
    await graphdb.stop();
  }
}
