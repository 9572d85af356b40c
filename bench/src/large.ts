// Only the 10,000-router benchmark: `pnpm --filter @tiermap/bench run bench:large`;
// `-- --cases oversubscription` times only those requests (comma-separated: shared, paths,
// oversubscription); the topology load is always timed.
import { parseArgs } from 'node:util';
import { benchLargeGraph, LARGE_CASES, type LargeCase } from './large-graph.js';

const { values } = parseArgs({ options: { cases: { type: 'string' } } });
const cases = (values.cases ?? LARGE_CASES.join(',')).split(',').map((c) => c.trim());
const unknown = cases.filter((c) => !(LARGE_CASES as readonly string[]).includes(c));
if (unknown.length > 0) {
  throw new Error(`--cases: unknown ${unknown.join(', ')}; known: ${LARGE_CASES.join(', ')}`);
}
await benchLargeGraph(cases as LargeCase[]);
