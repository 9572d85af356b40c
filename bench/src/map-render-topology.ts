import type { Topology, TopologyResponse } from '@tiermap/domain';
import { largeTopology } from './large-topology.js';

/**
 * Where the routers are drawn. `regional`: as in a real WAN, routers whose indices are near
 * are near on the map (along a Hilbert curve over Europe), so the ring and the 70 % of
 * short-range chords are short lines and the 30 % of long-range circuits cross the map.
 * `random`: every router anywhere, so every link is a long line; a hairball no real network
 * draws, kept as the worst case.
 */
export type Placement = 'regional' | 'random';

/** The (x, y) cell of step `d` along a Hilbert curve over a `side` x `side` grid. */
export function hilbertCell(side: number, d: number): [number, number] {
  let x = 0;
  let y = 0;
  let t = d;
  for (let s = 1; s < side; s *= 2) {
    const rx = 1 & (t / 2);
    const ry = 1 & (t ^ rx);
    if (ry === 0) {
      if (rx === 1) {
        x = s - 1 - x;
        y = s - 1 - y;
      }
      [x, y] = [y, x];
    }
    x += s * rx;
    y += s * ry;
    t = Math.floor(t / 4);
  }
  return [x, y];
}

/**
 * A seeded topology of `routers` backbone routers with about two links per router and a dozen
 * sites, shaped as `GET /api/topology` answers it, for the map renderer benchmark.
 */
export function renderTopology(
  routers: number,
  seed = 20_261_122,
  placement: Placement = 'regional',
): TopologyResponse {
  const topology = largeTopology({
    backboneRouters: routers,
    links: routers * 2,
    sites: 12,
    carriers: 10,
    trunks: Math.min(50, Math.floor(routers / 20)),
    asymmetricShare: 0.2,
    seed,
  });
  if (placement === 'regional') placeRegionally(topology, routers);
  return asResponse(topology);
}

/**
 * Moves backbone router `r<i>` to the i-th cell of a Hilbert curve over Europe (35 to 65 N,
 * 10 W to 30 E) with a little seeded jitter, and each site's border router to its site.
 */
function placeRegionally(topology: Topology, routers: number): void {
  let side = 1;
  while (side * side < routers) side *= 2;
  const cells = side * side;
  const siteOf = new Map(topology.sites.map((site) => [site.id, site]));
  topology.routers.forEach((router, index) => {
    const site = router.siteId === undefined ? undefined : siteOf.get(router.siteId);
    if (site !== undefined) {
      router.lat = site.lat;
      router.lon = site.lon;
      return;
    }
    if (index >= routers) return;
    // Spread the routers over the whole curve, not just its first `routers` cells.
    const [x, y] = hilbertCell(side, Math.floor((index * cells) / routers));
    const jitter = (((index * 2_654_435_761) >>> 0) % 1000) / 1000 - 0.5;
    router.lon = -10 + ((x + 0.5 + jitter * 0.8) / side) * 40;
    router.lat = 35 + ((y + 0.5 - jitter * 0.8) / side) * 30;
  });
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
