import { allPathWalks, pathWalk, topologyProblems } from '@tiermap/analysis';
import { DIRECTIONS, topologySchema, type Topology } from '@tiermap/domain';
import { demoTopology } from '@tiermap/graph-schema';
import { medianMs, printTable } from './measure.js';
import { syntheticTopology } from './synthetic-topology.js';

/** One pathWalk call per path and direction: each call builds its own lookup index. */
function walkOneByOne(topology: Topology): number {
  let steps = 0;
  for (const path of topology.paths) {
    for (const direction of DIRECTIONS) steps += pathWalk(topology, path, direction).steps.length;
  }
  return steps;
}

/** Pure validation and path walking, no database: the cost of checking a topology upload. */
export async function benchTopologyAnalysis(): Promise<void> {
  const cases: [string, Topology][] = [
    ['demo', demoTopology()],
    ['1,000 routers, 200 sites', syntheticTopology({ routers: 1000, sites: 200 })],
  ];
  const rows = [];
  for (const [name, topology] of cases) {
    rows.push({
      topology: name,
      routers: topology.routers.length,
      links: topology.links.length,
      paths: topology.paths.length,
      'schema parse (ms)': (await medianMs(() => topologySchema.parse(topology))).toFixed(2),
      'topologyProblems (ms)': (await medianMs(() => topologyProblems(topology))).toFixed(2),
      'walk every path, one by one (ms)': (await medianMs(() => walkOneByOne(topology))).toFixed(2),
      'allPathWalks, shared index (ms)': (await medianMs(() => allPathWalks(topology))).toFixed(2),
    });
  }
  printTable('Topology validation (pure, median of 7 runs)', rows);
}
