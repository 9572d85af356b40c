import os from 'node:os';
import { benchGraphLoad } from './graph-load.js';
import { benchLargeGraph } from './large-graph.js';
import { benchTopologyAnalysis } from './topology-analysis.js';

process.stdout.write(
  `tiermap benchmarks: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown cpu'}), ` +
    `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}\n`,
);
await benchTopologyAnalysis();
await benchGraphLoad();
await benchLargeGraph();
