// `npm run bench`: the set-up, then the benchmarks in bench/, which print figures.
import { setup } from './lib/setup.mjs';

const pnpm = await setup();
await pnpm(['--filter', '@tiermap/bench', 'run', 'bench']);
