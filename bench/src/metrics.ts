// The live-metrics benchmarks: `pnpm --filter @tiermap/bench run bench:metrics [ingest|sse|memory|cluster]`
// (the first three when none is named; `cluster` runs for TIERMAP_BENCH_CLUSTER_SECONDS, ten
// minutes unless set). Needs a build first (`apps/api/dist`).
import { benchMetricsCluster } from './metrics-cluster.js';
import { benchMetricsIngest } from './metrics-ingest.js';
import { benchMetricsMemory } from './metrics-memory.js';
import { benchMetricsSseLatency } from './metrics-sse-latency.js';
import { machineLine } from './metrics-stack.js';

const benches: Record<string, () => Promise<void>> = {
  ingest: benchMetricsIngest,
  sse: benchMetricsSseLatency,
  memory: benchMetricsMemory,
  cluster: benchMetricsCluster,
};
const chosen = process.argv.slice(2);
const names = chosen.length > 0 ? chosen : ['ingest', 'sse', 'memory'];
const unknown = names.filter((name) => benches[name] === undefined);
if (unknown.length > 0) {
  throw new Error(
    `unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(benches).join(', ')}`,
  );
}
process.stdout.write(`tiermap live-metrics benchmarks: ${machineLine()}\n`);
for (const name of names) await benches[name]?.();
