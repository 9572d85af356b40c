import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { startBenchApi, startFreshGraphdb } from './fresh-graphdb.js';

// Other ports (two benches at once on one machine): TIERMAP_BENCH_METRICS_GRAPHDB_PORT/_API_PORT.
const GRAPHDB_PORT = Number(process.env.TIERMAP_BENCH_METRICS_GRAPHDB_PORT ?? 17693);
export const API_PORT = Number(process.env.TIERMAP_BENCH_METRICS_API_PORT ?? 18093);
const ADMIN_TOKEN = 'bench-metrics-token-0123456789ab';

/** Cores, CPU model, memory and Node version: printed with every figure. */
export function machineLine(): string {
  return (
    `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown cpu'}), ` +
    `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`
  );
}

/** One end of a demo link, as a collector names it: the router id and the interface name. */
export interface LinkEnd {
  linkId: string;
  end: 'A' | 'Z';
  device: string;
  port: string;
  capacityBps: number;
}

export interface MetricsStack {
  apiPid: number;
  ends: LinkEnd[];
  /** POSTs line protocol to `/api/write?precision=ns`. */
  write(body: string): Promise<{ status: number; accepted: number; body: string }>;
  get(pathname: string): Promise<{ status: number; body: string }>;
  /** The API process's resident set (VmRSS), bytes. */
  apiRssBytes(): number;
  /** CPU time the API process has used so far (user + system), milliseconds. */
  apiCpuMs(): number;
  /** Links whose live state the API has written to Neo4j, and the newest such write's age. */
  liveInGraph(): Promise<{ links: number; newestAgeMs: number }>;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One HTTP request to a loopback port, its whole answer as text; times out after `timeoutMs`. */
export function loopbackRequest(options: {
  port: number;
  agent: http.Agent;
  method: 'GET' | 'POST';
  pathname: string;
  body?: string | undefined;
  headers?: Record<string, string>;
  timeoutMs?: number;
}): Promise<{ status: number; body: string; retryAfter?: string }> {
  const { port, agent, method, pathname, body, headers = {}, timeoutMs = 60_000 } = options;
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: pathname, agent, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const retryAfter = res.headers['retry-after'];
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ...(retryAfter === undefined ? {} : { retryAfter }),
          });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${method} ${pathname} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

function request(
  method: 'GET' | 'POST',
  pathname: string,
  body?: string,
  headers: Record<string, string> = {},
  timeoutMs = 60_000,
): Promise<{ status: number; body: string }> {
  return loopbackRequest({ port: API_PORT, agent, method, pathname, body, headers, timeoutMs });
}

/**
 * A fresh local Neo4j and the API as its own process with the demo topology (51 links), live
 * metrics on, the demo traffic off and the Neo4j write of the live state every second; `run`
 * gets the link ends to send for. Everything is stopped when `run` ends, even on failure.
 */
export async function withMetricsStack<T>(run: (stack: MetricsStack) => Promise<T>): Promise<T> {
  const { graphdb, graph } = await startFreshGraphdb({
    name: 'bench-neo4j-metrics',
    port: GRAPHDB_PORT,
  });
  let api: Awaited<ReturnType<typeof startBenchApi>> | undefined;
  try {
    api = await startBenchApi({
      port: API_PORT,
      neo4jUri: graphdb.uri,
      env: {
        TIERMAP_LOAD_DEMO: 'true',
        TIERMAP_ADMIN_TOKEN: ADMIN_TOKEN,
        TIERMAP_DEMO_TRAFFIC: 'false',
        TIERMAP_GRAPH_WRITE_INTERVAL_MS: '1000',
      },
    });
    const pid = api.pid;
    const stack: MetricsStack = {
      apiPid: pid,
      ends: await linkEnds(),
      async write(body) {
        const answer = await request('POST', '/api/write?precision=ns', body, {
          authorization: `Bearer ${ADMIN_TOKEN}`,
          'content-type': 'text/plain; charset=utf-8',
        });
        let accepted = 0;
        try {
          accepted = Number((JSON.parse(answer.body) as { accepted?: unknown }).accepted ?? 0);
        } catch {
          // not JSON: counted as nothing accepted
        }
        return { status: answer.status, accepted, body: answer.body };
      },
      get: (pathname) => request('GET', pathname),
      apiRssBytes: () => rssBytes(pid),
      apiCpuMs: () => cpuMs(pid),
      liveInGraph: () =>
        graph.read(async (tx) => {
          const result = await tx.run(
            `MATCH (l:Link) WHERE l.liveAtoZAt IS NOT NULL OR l.liveZtoAAt IS NOT NULL
             WITH l, [t IN [l.liveAtoZAt, l.liveZtoAAt] WHERE t IS NOT NULL] AS ts
             UNWIND ts AS t
             RETURN count(DISTINCT l) AS links, max(t.epochMillis) AS newest`,
          );
          const record = result.records[0];
          const links = Number(record?.get('links') ?? 0);
          const newest = Number(record?.get('newest') ?? Number.NaN);
          return { links, newestAgeMs: Date.now() - newest };
        }),
    };
    await waitUntilMapped(stack);
    return await run(stack);
  } finally {
    await api?.stop();
    agent.destroy();
    await graph.close();
    await graphdb.stop();
  }
}

function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (match === null) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}

/** utime + stime of /proc/<pid>/stat (fields 14 and 15, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface TopologyLinkJson {
  id: string;
  aRouterId: string;
  zRouterId: string;
  aPortId: string;
  zPortId: string;
  capacityBps: number;
}

/**
 * Every (router, port name) at the end of a link, from `GET /api/topology` and the routers;
 * `get` asks the API (this stack's by default).
 */
export async function linkEnds(
  get: (pathname: string) => Promise<{ status: number; body: string }> = (pathname) =>
    request('GET', pathname),
): Promise<LinkEnd[]> {
  const topology = await get('/api/topology');
  if (topology.status !== 200) throw new Error(`GET /api/topology answered ${topology.status}`);
  const links = (JSON.parse(topology.body) as { links: TopologyLinkJson[] }).links;
  // Port names as the routers list them (port ids are `<routerId>:<port name>`; checked here).
  const portNames = new Map<string, string>();
  const routerIds = new Set(links.flatMap((l) => [l.aRouterId, l.zRouterId]));
  for (const routerId of routerIds) {
    const answer = await get(`/api/routers/${encodeURIComponent(routerId)}`);
    if (answer.status !== 200) throw new Error(`GET /api/routers/${routerId}: ${answer.status}`);
    collectPorts(JSON.parse(answer.body), portNames);
  }
  const nameOf = (routerId: string, portId: string): string => {
    const name = portNames.get(portId);
    if (name === undefined) throw new Error(`port ${portId} is not listed by router ${routerId}`);
    return name;
  };
  return links.flatMap((l): LinkEnd[] => [
    {
      linkId: l.id,
      end: 'A',
      device: l.aRouterId,
      port: nameOf(l.aRouterId, l.aPortId),
      capacityBps: l.capacityBps,
    },
    {
      linkId: l.id,
      end: 'Z',
      device: l.zRouterId,
      port: nameOf(l.zRouterId, l.zPortId),
      capacityBps: l.capacityBps,
    },
  ]);
}

function collectPorts(value: unknown, into: Map<string, string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectPorts(item, into);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  if (
    typeof record.id === 'string' &&
    typeof record.name === 'string' &&
    typeof record.routerId === 'string' &&
    typeof record.bladeId === 'string'
  ) {
    into.set(record.id, record.name);
  }
  for (const child of Object.values(record)) collectPorts(child, into);
}

/** The link map is loaded at start-up; waits (bounded) until a sample maps to a link end. */
async function waitUntilMapped(stack: MetricsStack): Promise<void> {
  const end = stack.ends[0];
  if (end === undefined) throw new Error('the demo topology has no links');
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const line = `interface,device=${tagValue(end.device)},ifName=${tagValue(end.port)} ifInErrors=0i`;
    const answer = await stack.write(line);
    if (answer.status === 200 && answer.accepted === 1) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('samples for the demo links were not mapped within 90 s');
}

/** Escapes a tag value for line protocol (commas, spaces, equals signs). */
export function tagValue(value: string): string {
  return value.replace(/[ ,=\\]/g, (c) => `\\${c}`);
}

/**
 * Counter lines for a set of link ends: increasing ifHCInOctets/ifHCOutOctets at 30 % of the
 * link's capacity (or at `load(index)` of it for the index-th end) and ifInErrors, with per-end millisecond timestamps that never repeat or go
 * back (the later of the last one plus 1 ms and now), written in nanoseconds.
 */
export function counterLines(
  ends: readonly LinkEnd[],
  load: (index: number) => number = () => 0.3,
) {
  const state = ends.map((end, index) => ({
    prefix: `interface,device=${tagValue(end.device)},ifName=${tagValue(end.port)} `,
    bytesPerMs: Math.max(1, Math.floor((end.capacityBps / 8) * load(index) * 0.001)),
    tsMs: 0,
    inOctets: 1_000_000,
    outOctets: 2_000_000,
    errors: 0,
  }));
  let next = 0;
  return {
    /** `count` lines, round-robin over the ends. */
    body(count: number): string {
      const now = Date.now();
      const lines: string[] = new Array<string>(count);
      for (let i = 0; i < count; i += 1) {
        const s = state[next];
        next = (next + 1) % state.length;
        if (s === undefined) throw new Error('no link ends');
        const tsMs = Math.max(s.tsMs + 1, now);
        const step = s.tsMs === 0 ? 1 : tsMs - s.tsMs;
        s.tsMs = tsMs;
        s.inOctets += s.bytesPerMs * step;
        s.outOctets += s.bytesPerMs * step;
        s.errors += 1;
        lines[i] =
          `${s.prefix}ifHCInOctets=${s.inOctets}i,ifHCOutOctets=${s.outOctets}i,` +
          `ifInErrors=${s.errors}i ${tsMs}000000`;
      }
      return lines.join('\n');
    },
    fieldsPerLine: 3,
  };
}

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));
