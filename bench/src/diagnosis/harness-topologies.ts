import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readGraphml } from '@tiermap/carrier-files';
import { incidentTopology, type IncidentTopology } from './incident-topology.js';
import { graphFromGraphml, waxmanGraph, type NetworkGraph } from './network-graph.js';
import { derivedSeed } from './random.js';

/** The Topology Zoo files the harness reads, from `../shared/data/topology-zoo/`. */
export const ZOO_FILES = ['Dfn', 'Esnet', 'Geant2012', 'Internet2', 'Nordu2010', 'Surfnet'];

/** Where the Topology Zoo files are by default: beside the repository, in `shared/`. */
export const DEFAULT_ZOO_DIR = fileURLToPath(
  new URL('../../../../shared/data/topology-zoo/', import.meta.url),
);

/**
 * The harness's topologies for a seed: the six Zoo backbones (those found in `zooDir`), then
 * seeded Waxman graphs of 50 and 200 nodes, each made a tiermap topology by the seeded generator.
 */
export function harnessTopologies(
  seed: number,
  zooDir: string,
  missing: (file: string) => void,
): IncidentTopology[] {
  const graphs: NetworkGraph[] = [];
  for (const name of ZOO_FILES) {
    const file = join(zooDir, `${name}.graphml`);
    if (existsSync(file)) {
      const { graph } = readGraphml(readFileSync(file, 'utf8'));
      graphs.push(graphFromGraphml(graph, name));
    } else missing(file);
  }
  for (const nodes of [50, 200]) {
    graphs.push(waxmanGraph({ nodes, meanDegree: 3, seed: derivedSeed(seed, `waxman${nodes}`) }));
  }
  return graphs.map((graph) =>
    incidentTopology(graph, { seed: derivedSeed(seed, `topology:${graph.name}`) }),
  );
}
