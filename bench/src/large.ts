// Only the 10,000-router benchmark: `pnpm --filter @tiermap/bench run bench:large`.
import { benchLargeGraph } from './large-graph.js';

await benchLargeGraph();
