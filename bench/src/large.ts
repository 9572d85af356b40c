// Only the 10,000-router benchmark: `pnpm --filter @tiermap/bench run bench:large`;
// `-- --cases oversubscription` times only those requests (comma-separated: shared, paths,
// oversubscription, live); the topology load is always timed.
import { parseArgs } from 'node:util';
import { benchLargeGraph, LARGE_CASES, type LargeCase } from './large-graph.js';

// pnpm passes the `--` on (npm does not): one before the options is not an argument.
const args = process.argv.slice(2);
const { values } = parseArgs({
  args: args[0] === '--' ? args.slice(1) : args,
  options: { cases: { type: 'string' } },
});
const cases = (values.cases ?? LARGE_CASES.join(',')).split(',').map((c) => c.trim());
const unknown = cases.filter((c) => !(LARGE_CASES as readonly string[]).includes(c));
if (unknown.length > 0) {
  throw new Error(`--cases: unknown ${unknown.join(', ')}; known: ${LARGE_CASES.join(', ')}`);
}
await benchLargeGraph(cases as LargeCase[]);
