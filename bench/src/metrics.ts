// The live-metrics benchmarks: `pnpm --filter @tiermap/bench run bench:metrics [ingest|sse|memory]`
// (all three when none is named). Needs a build first (`apps/api/dist`).
import { benchMetricsIngest } from './metrics-ingest.js';
import { benchMetricsMemory } from './metrics-memory.js';
import { benchMetricsSseLatency } from './metrics-sse-latency.js';
import { machineLine } from './metrics-stack.js';

const benches: Record<string, () => Promise<void>> = {
  ingest: benchMetricsIngest,
  sse: benchMetricsSseLatency,
  memory: benchMetricsMemory,
};
const chosen = process.argv.slice(2);
const names = chosen.length > 0 ? chosen : Object.keys(benches);
const unknown = names.filter((name) => benches[name] === undefined);
if (unknown.length > 0) {
  throw new Error(
    `unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(benches).join(', ')}`,
  );
}
process.stdout.write(`tiermap live-metrics benchmarks: ${machineLine()}\n`);
for (const name of names) await benches[name]?.();
