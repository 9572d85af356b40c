import type { Topology } from '@tiermap/domain';
import type { TopologyReader } from '../topology/repository.js';
import type { AnalysisRepository } from './repository.js';

/** The whole topology as the pure algorithms take it, read in parallel queries. */
export async function readWholeTopology(
  topology: TopologyReader,
  analysis: AnalysisRepository,
): Promise<Topology> {
  const [carriers, sites, routers, links, trunks, paths, maintenances, backplanes, blades, ports] =
    await Promise.all([
      topology.carriers(),
      topology.sites(),
      topology.routers(),
      topology.links(),
      topology.trunks(),
      topology.paths(),
      topology.maintenances(),
      analysis.backplanes(),
      analysis.blades(),
      analysis.ports(),
    ]);
  return {
    carriers,
    sites,
    routers,
    backplanes,
    blades,
    ports,
    links,
    trunks,
    paths,
    maintenances,
  };
}
