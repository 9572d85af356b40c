// `POST /api/incidents/evaluate` on the 10,000-router topology:
// `corepack pnpm --filter @tiermap/bench run bench:evaluate`.
import { topologyProblems } from '@tiermap/analysis';
import type { Direction, Topology } from '@tiermap/domain';
import { withBenchStack } from './fresh-graphdb.js';
import { largeTopology, mulberry32 } from './large-topology.js';
import { readFileSync } from 'node:fs';
import { percentiles, printTable } from './measure.js';
import { machineLine } from './metrics-stack.js';
import { createTiermapClient } from '@tiermap/client';

const GRAPHDB_PORT = Number(process.env.TIERMAP_BENCH_GRAPHDB_PORT ?? 17694);
const API_PORT = Number(process.env.TIERMAP_BENCH_API_PORT ?? 18094);
const API = `http://127.0.0.1:${API_PORT}`;
/** Timed evaluations of the steady state (after `WARMUP` untimed ones). */
const ROUNDS = Number(process.env.TIERMAP_BENCH_EVALUATE_ROUNDS ?? 200);
const WARMUP = 10;
/** Topology writes, each followed by a timed evaluation that reads the topology again. */
const REBUILDS = Number(process.env.TIERMAP_BENCH_EVALUATE_REBUILDS ?? 6);
/** Node options for the API process only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`. */
const API_NODE_OPTIONS = process.env.TIERMAP_BENCH_API_NODE_OPTIONS;
const ADMIN_TOKEN = 'bench-evaluate-token-0123456789ab';
const SOURCE = 'bench-perfsonar';
const FAULT_SEED = 11;

interface PathDirection {
  pathId: string;
  direction: Direction;
  fromSiteId: string;
  toSiteId: string;
}

/** One failed hop (a link or a trunk) and the path directions that cross it. */
interface Fault {
  hop: string;
  directions: PathDirection[];
}

/**
 * Faults for the rounds: hops crossed by 4 to 12 path directions (a backbone link a few sites
 * share, not the Tier0's access), chosen with a fixed seed so that no two share a direction:
 * each is one incident.
 */
function chooseFaults(topology: Topology, count: number): Fault[] {
  const crossing = new Map<string, PathDirection[]>();
  for (const path of topology.paths) {
    for (const direction of ['AtoZ', 'ZtoA'] as const) {
      const [fromSiteId, toSiteId] =
        direction === 'AtoZ' ? [path.aSiteId, path.zSiteId] : [path.zSiteId, path.aSiteId];
      for (const hop of path.hops[direction]) {
        const key = 'linkId' in hop ? `link:${hop.linkId}` : `trunk:${hop.trunkId}`;
        const list = crossing.get(key) ?? [];
        list.push({ pathId: path.id, direction, fromSiteId, toSiteId });
        crossing.set(key, list);
      }
    }
  }
  const candidates = [...crossing.entries()]
    .filter(([, list]) => list.length >= 4 && list.length <= 12)
    .sort(([a], [b]) => a.localeCompare(b));
  const random = mulberry32(FAULT_SEED);
  const taken = new Set<string>();
  const faults: Fault[] = [];
  while (faults.length < count && candidates.length > 0) {
    const [picked] = candidates.splice(Math.floor(random() * candidates.length), 1);
    if (picked === undefined) break;
    const [hop, directions] = picked;
    const keys = directions.map((d) => `${d.pathId}@${d.direction}`);
    if (keys.some((key) => taken.has(key))) continue;
    for (const key of keys) taken.add(key);
    faults.push({ hop, directions });
  }
  if (faults.length < count) throw new Error(`only ${faults.length} disjoint faults found`);
  return faults;
}

const client = createTiermapClient({
  baseUrl: API,
  headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
});

/** One call timed to its last byte (the answer as text); an ApiProblem for any answer but 2xx. */
async function timed(call: () => Promise<string>): Promise<{ text: string; ms: number }> {
  const started = performance.now();
  const text = await call();
  return { text, ms: performance.now() - started };
}

/** perfSONAR-style results stamped now: `lossRatio` 0 is healthy, 0.2 is lossy. */
async function measure(directions: readonly PathDirection[], lossRatio: number): Promise<void> {
  const ts = Date.now();
  await client.POST('/api/measurements', {
    body: directions.map((d) => ({
      fromSiteId: d.fromSiteId,
      toSiteId: d.toSiteId,
      ts,
      throughputBps: lossRatio === 0 ? 9e9 : 2e8,
      lossRatio,
      rttMs: 40,
      source: SOURCE,
    })),
  });
}

/**
 * CPU time (user and system) the process `pid` has used, ms, in clock ticks of 10 ms: summed over
 * many calls it says what a call costs the API on a machine busy with other work.
 */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 (utime, stime) of proc(5), counted from the state field (3).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

let apiPid: number | undefined;

async function evaluate(): Promise<{ ms: number; cpuMs: number; written: number; bytes: number }> {
  const cpuBefore = apiPid === undefined ? 0 : cpuMs(apiPid);
  const { text, ms } = await timed(() =>
    client.POST('/api/incidents/evaluate', { body: {}, parseAs: 'text' }),
  );
  const cpu = apiPid === undefined ? Number.NaN : cpuMs(apiPid) - cpuBefore;
  const written = (JSON.parse(text) as { incidents: unknown[] }).incidents.length;
  return { ms, cpuMs: cpu, written, bytes: text.length };
}

const mean = (values: readonly number[]): string =>
  (values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length)).toFixed(0);

function summary(name: string, times: readonly number[], extra: Record<string, string | number>) {
  const [min, p50, p95, max] = percentiles(times, [0, 50, 95, 100]);
  const f = (v: number | undefined) => (v ?? Number.NaN).toFixed(1);
  return {
    case: name,
    runs: times.length,
    'min (ms)': f(min),
    'median (ms)': f(p50),
    'p95 (ms)': f(p95),
    'max (ms)': f(max),
    ...extra,
  };
}

/**
 * The 10,000-router topology (large-topology.ts: 40,000 links, 500 paths, so 1,000 path
 * directions) in a fresh local Neo4j, the API as its own process over it (no demo, the
 * diagnosis timer off, so only the benchmark evaluates). Every path direction gets a healthy
 * measurement, then faults arrive one after another: the directions crossing a failed hop report
 * 20 % loss, each round refreshes every fault's results and calls `POST /api/incidents/evaluate`
 * (timed over HTTP). Separately: the first evaluation after a topology write (a maintenance
 * window announced or withdrawn), which reads the whole topology again and rebuilds the
 * diagnosis snapshot. Figures only; nothing is asserted on time.
 */
async function main(): Promise<void> {
  const topology = largeTopology();
  const problems = topologyProblems(topology);
  if (problems.length > 0) throw new Error(`the large topology is invalid: ${problems.length}`);
  const faults = chooseFaults(topology, 4);
  const [f1, f2, f3, f4] = faults;
  if (f1 === undefined || f2 === undefined || f3 === undefined || f4 === undefined) {
    throw new Error('four faults are needed');
  }
  const everyDirection: PathDirection[] = topology.paths.flatMap((p) => [
    { pathId: p.id, direction: 'AtoZ', fromSiteId: p.aSiteId, toSiteId: p.zSiteId },
    { pathId: p.id, direction: 'ZtoA', fromSiteId: p.zSiteId, toSiteId: p.aSiteId },
  ]);

  return withBenchStack(
    {
      name: 'bench-neo4j-evaluate',
      graphdbPort: GRAPHDB_PORT,
      heap: '1536m',
      topology,
      apiPort: API_PORT,
      env: {
        TIERMAP_LOAD_DEMO: 'false',
        TIERMAP_ADMIN_TOKEN: ADMIN_TOKEN,
        TIERMAP_DIAGNOSIS_INTERVAL_MS: '0',
        // Nothing resolves by itself while the rounds run.
        TIERMAP_INCIDENT_RESOLVE_AFTER_MS: '3600000',
        ...(API_NODE_OPTIONS === undefined ? {} : { NODE_OPTIONS: API_NODE_OPTIONS }),
      },
    },
    async (api) => {
      apiPid = api.pid;

      // The first call reads the topology; every direction healthy, no incident.
      const first = evaluate();
      const firstMs = (await first).ms;
      await measure(everyDirection, 0);

      // Steady state: faults 1, 2 and 3 arrive a quarter of the rounds apart, fault 1 recovers at
      // three quarters, fault 4 arrives with it; each round refreshes the results of the faults
      // in force (newest wins) and evaluates.
      const total = WARMUP + ROUNDS;
      const phases: Array<{ from: number; bad: Fault[]; good: Fault[]; name: string }> = [
        { from: 0, bad: [f1], good: [], name: '1 fault' },
        { from: Math.floor(total / 4), bad: [f1, f2], good: [], name: '2 faults' },
        { from: Math.floor(total / 2), bad: [f1, f2, f3], good: [], name: '3 faults' },
        {
          from: Math.floor((3 * total) / 4),
          bad: [f2, f3, f4],
          good: [f1],
          name: '3 faults, 1 recovered',
        },
      ];
      const times: number[] = [];
      const cpu: number[] = [];
      const byPhase = new Map<string, number[]>();
      const writtenCounts: number[] = [];
      let bytes = 0;
      for (let round = 0; round < total; round += 1) {
        const phase = [...phases].reverse().find((p) => round >= p.from);
        if (phase === undefined) throw new Error(`no phase for round ${round}`);
        await measure(
          phase.bad.flatMap((f) => f.directions),
          0.2,
        );
        if (phase.good.length > 0)
          await measure(
            phase.good.flatMap((f) => f.directions),
            0,
          );
        const result = await evaluate();
        if (round < WARMUP) continue;
        times.push(result.ms);
        cpu.push(result.cpuMs);
        byPhase.set(phase.name, [...(byPhase.get(phase.name) ?? []), result.ms]);
        writtenCounts.push(result.written);
        bytes = Math.max(bytes, result.bytes);
      }
      const incidents = await client.GET('/api/incidents', { params: { query: { limit: 50 } } });

      // Topology writes: a maintenance window on a backbone router far from the faults, announced
      // (a day ahead, so it explains nothing) and withdrawn; each moves the topology version.
      const rebuild: number[] = [];
      const rebuildCpu: number[] = [];
      const after: number[] = [];
      for (let i = 0; i < REBUILDS; i += 1) {
        if (i % 2 === 0) {
          await client.POST('/api/maintenance', {
            body: {
              id: 'bench-evaluate-window',
              carrierId: 'net19',
              title: 'Bench: line card swap',
              behaviour: 'run',
              startsAt: new Date(Date.now() + 86_400_000).toISOString(),
              endsAt: new Date(Date.now() + 90_000_000).toISOString(),
              equipmentIds: ['r9999'],
            },
          });
        } else {
          await client.DELETE('/api/maintenance/{id}', {
            params: { path: { id: 'bench-evaluate-window' } },
          });
        }
        const rebuilt = await evaluate();
        rebuild.push(rebuilt.ms);
        rebuildCpu.push(rebuilt.cpuMs);
        after.push((await evaluate()).ms);
      }

      const written = percentiles(writtenCounts, [50])[0] ?? 0;
      printTable(
        `POST /api/incidents/evaluate, ${topology.routers.length.toLocaleString('en')} routers, ` +
          `${topology.links.length.toLocaleString('en')} links, ` +
          `${topology.ports.length.toLocaleString('en')} ports, ${topology.trunks.length} trunks, ` +
          `${topology.paths.length} paths (${everyDirection.length} path directions, every one ` +
          `measured); faults on ${faults.map((f) => `${f.hop} (${f.directions.length} directions)`).join(', ')}; ` +
          `${WARMUP} warm-up rounds left out. ${machineLine()}`,
        [
          summary('steady state, all rounds', times, {
            'API CPU (ms, mean)': mean(cpu),
            'incidents written (median)': written,
            'response (kB, max)': (bytes / 1024).toFixed(0),
          }),
          ...[...byPhase.entries()].map(([name, list]) => summary(`  ${name}`, list, {})),
          summary('first after a topology write (snapshot rebuilt)', rebuild, {
            'API CPU (ms, mean)': mean(rebuildCpu),
          }),
          summary('the one after it', after, {}),
          summary('very first call after start (topology read)', [firstMs], {}),
        ],
      );
      process.stdout.write(
        `\nincidents at the end: ${incidents.incidents
          .map((i) => `${i.status} "${i.title}" (${i.affected.length} directions)`)
          .join('; ')}\n`,
      );
    },
  );
}

await main();
