import type { Site, TopologyResponse } from '@tiermap/domain';

export interface SiteMarker {
  id: string;
  label: string;
  name: string;
  tier: Site['tier'];
  lon: number;
  lat: number;
  /** The site's own border routers; links to them are drawn to the site marker. */
  routerIds: string[];
}

export interface RouterMarker {
  id: string;
  label: string;
  carrierId: string;
  lon: number;
  lat: number;
}

export interface LinkStroke {
  id: string;
  name: string;
  /** Router ids at the two ends; a site's border router stands for the site. */
  aNodeId: string;
  zNodeId: string;
  capacityBps: number;
  carrierId: string;
  trunkId: string | undefined;
  /** Tier1 (and Tier2) paths that cross this link. */
  pathIds: string[];
  /** Position among links joining the same two nodes, to draw them side by side. */
  parallelIndex: number;
  parallelCount: number;
}

export interface MapViewModel {
  sites: SiteMarker[];
  routers: RouterMarker[];
  links: LinkStroke[];
  /** Node id (site id or router id) by router id: where a link end is drawn. */
  nodeOfRouter: ReadonlyMap<string, string>;
}

/**
 * Turns the topology into what the map draws: a marker per site (standing for its border
 * routers), a marker per carrier router, and a stroke per link with its place in a bundle.
 */
export function mapViewModel(topology: TopologyResponse): MapViewModel {
  const nodeOfRouter = new Map<string, string>();
  const sites: SiteMarker[] = topology.sites.map((site) => ({
    id: site.id,
    label: site.id,
    name: site.name,
    tier: site.tier,
    lon: site.lon,
    lat: site.lat,
    routerIds: [],
  }));
  const siteById = new Map(sites.map((s) => [s.id, s]));
  const routers: RouterMarker[] = [];
  for (const router of topology.routers) {
    const site = router.siteId === undefined ? undefined : siteById.get(router.siteId);
    if (site !== undefined) {
      site.routerIds.push(router.id);
      nodeOfRouter.set(router.id, site.id);
    } else {
      nodeOfRouter.set(router.id, router.id);
      routers.push({
        id: router.id,
        label: router.name,
        carrierId: router.carrierId,
        lon: router.lon,
        lat: router.lat,
      });
    }
  }

  const bundles = new Map<string, number>();
  const strokes = topology.links.map((link) => {
    const aNodeId = nodeOfRouter.get(link.aRouterId) ?? link.aRouterId;
    const zNodeId = nodeOfRouter.get(link.zRouterId) ?? link.zRouterId;
    const key = bundleKey(aNodeId, zNodeId);
    const parallelIndex = bundles.get(key) ?? 0;
    bundles.set(key, parallelIndex + 1);
    return {
      id: link.id,
      name: link.name,
      aNodeId,
      zNodeId,
      capacityBps: link.capacityBps,
      carrierId: link.carrierId,
      trunkId: link.trunkId,
      pathIds: link.pathIds,
      parallelIndex,
      parallelCount: 0,
      key,
    };
  });
  const links: LinkStroke[] = strokes.map(({ key, ...stroke }) => ({
    ...stroke,
    parallelCount: bundles.get(key) ?? 1,
  }));
  return { sites, routers, links, nodeOfRouter };
}

function bundleKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}
