import type {
  Backplane,
  Blade,
  Carrier,
  Link,
  Port,
  Router,
  Site,
  Topology,
  Trunk,
} from '@tiermap/domain';

/** Lookup tables over a topology. When an id is duplicated, the first entity with it wins. */
export interface TopologyIndex {
  carriers: ReadonlyMap<string, Carrier>;
  sites: ReadonlyMap<string, Site>;
  routers: ReadonlyMap<string, Router>;
  backplanes: ReadonlyMap<string, Backplane>;
  blades: ReadonlyMap<string, Blade>;
  ports: ReadonlyMap<string, Port>;
  links: ReadonlyMap<string, Link>;
  trunks: ReadonlyMap<string, Trunk>;
}

/** The routers at the two ends of a link, found through its ports. */
export interface LinkEnds {
  aRouterId: string;
  zRouterId: string;
}

export function topologyIndex(topology: Topology): TopologyIndex {
  return {
    carriers: byId(topology.carriers),
    sites: byId(topology.sites),
    routers: byId(topology.routers),
    backplanes: byId(topology.backplanes),
    blades: byId(topology.blades),
    ports: byId(topology.ports),
    links: byId(topology.links),
    trunks: byId(topology.trunks),
  };
}

/** The routers a link connects, or `undefined` when either of its ports is unknown. */
export function linkEnds(index: TopologyIndex, link: Link): LinkEnds | undefined {
  const aPort = index.ports.get(link.aPortId);
  const zPort = index.ports.get(link.zPortId);
  if (aPort === undefined || zPort === undefined) return undefined;
  return { aRouterId: aPort.routerId, zRouterId: zPort.routerId };
}

function byId<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) {
    if (!map.has(item.id)) map.set(item.id, item);
  }
  return map;
}
