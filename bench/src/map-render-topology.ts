import type { Topology, TopologyResponse } from '@tiermap/domain';
import { largeTopology } from './large-topology.js';

/**
 * A seeded topology of `routers` backbone routers with about two links per router and a dozen
 * sites, shaped as `GET /api/topology` answers it, for the map renderer benchmark.
 */
export function renderTopology(routers: number, seed = 20_261_122): TopologyResponse {
  const topology = largeTopology({
    backboneRouters: routers,
    links: routers * 2,
    sites: 12,
    carriers: 10,
    trunks: Math.min(50, Math.floor(routers / 20)),
    asymmetricShare: 0.2,
    seed,
  });
  return asResponse(topology);
}

/** The topology as the API returns it: each link with the routers at its ends and its paths. */
export function asResponse(topology: Topology): TopologyResponse {
  const routerOfPort = new Map(topology.ports.map((p) => [p.id, p.routerId]));
  const membersOf = new Map(topology.trunks.map((t) => [t.id, t.memberLinkIds]));
  const pathsOfLink = new Map<string, Set<string>>();
  for (const path of topology.paths) {
    for (const hop of [...path.hops.AtoZ, ...path.hops.ZtoA]) {
      const ids = 'linkId' in hop ? [hop.linkId] : (membersOf.get(hop.trunkId) ?? []);
      for (const id of ids) {
        const set = pathsOfLink.get(id) ?? new Set<string>();
        set.add(path.id);
        pathsOfLink.set(id, set);
      }
    }
  }
  return {
    sites: topology.sites,
    carriers: topology.carriers,
    routers: topology.routers,
    links: topology.links.map((link) => ({
      ...link,
      aRouterId: routerOfPort.get(link.aPortId) ?? '',
      zRouterId: routerOfPort.get(link.zPortId) ?? '',
      pathIds: [...(pathsOfLink.get(link.id) ?? [])].sort(),
    })),
    trunks: topology.trunks,
    paths: topology.paths,
    maintenances: [],
  };
}
