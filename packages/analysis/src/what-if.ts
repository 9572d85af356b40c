import {
  DIRECTIONS,
  type Path,
  type Topology,
  type WhatIfPath,
  type WhatIfResponse,
} from '@tiermap/domain';
import { shortestRoute, survivingGraph } from './alternative-route.js';
import type { RouterGraph } from './alternative-route.js';
import { byId } from './by-id.js';
import { compareIds, sortedDistinct } from './compare-ids.js';
import { failedEquipment } from './failure-propagation.js';
import type { LiveReader } from './live-load.js';
import { walkPath } from './path-walk.js';
import type { PathWalk } from './path-walk.js';
import { topologyIndex } from './topology-index.js';
import type { TopologyIndex } from './topology-index.js';
import { routeRateBps, whatIfLanding, type MovedRoute } from './what-if-load.js';

/** No live data: every moved rate unknown. */
const noLive: LiveReader = () => undefined;

/**
 * What happens to every path, in each direction, if the given equipment fails (see
 * {@link failedEquipment} for what fails with it). A route is `intact` when nothing on it
 * failed, `degraded` when only some members of its trunk hops failed, and otherwise `rerouted`
 * along the shortest surviving route (fewest links, then link ids in order) or `broken`.
 *
 * A broken direction disconnects the path's Z site; the A site (the Tier0) is disconnected only
 * when every path from it has a broken direction. Ids not in the topology are ignored.
 *
 * With `live`, a rerouted route also says how much traffic moves (`movedBps`, see
 * {@link routeRateBps}), and `landing` where it lands and the utilization it would reach there.
 */
export function whatIf(
  topology: Topology,
  failIds: readonly string[],
  live: LiveReader = noLive,
): WhatIfResponse {
  const index = topologyIndex(topology);
  const failed = failedEquipment(topology, index, failIds);
  const graph = survivingGraph(index, failed);
  const paths = [...byId(topology.paths).values()].sort((a, b) => compareIds(a.id, b.id));
  const moved: MovedRoute[] = [];
  const results = paths.flatMap((path) =>
    DIRECTIONS.map((direction) => {
      const walk = walkPath(index, path, direction);
      const outcome = routeOutcome(path, walk, index, failed, graph);
      if (outcome.alternative === undefined) return outcome;
      const movedBps = routeRateBps(walk, live);
      moved.push({ pathId: path.id, walk, alternative: outcome.alternative, movedBps });
      return { ...outcome, movedBps };
    }),
  );
  return {
    failed: sortedDistinct(failed),
    paths: results,
    sitesDisconnected: disconnectedSites(paths, results),
    landing: whatIfLanding(index, moved, live),
  };
}

function routeOutcome(
  path: Path,
  walk: PathWalk,
  index: TopologyIndex,
  failed: ReadonlySet<string>,
  graph: RouterGraph,
): WhatIfPath {
  const base = {
    pathId: path.id,
    aSiteId: path.aSiteId,
    zSiteId: path.zSiteId,
    direction: walk.direction,
  };
  const failedOnRoute = routeEquipment(walk, index).filter((id) => failed.has(id));
  if (failedOnRoute.length === 0) return { ...base, status: 'intact', failedOnRoute };
  const cut =
    walk.routerIds.some((id) => failed.has(id)) ||
    walk.steps.some((step) => step.crossings.every((crossing) => failed.has(crossing.linkId)));
  if (!cut) return { ...base, status: 'degraded', failedOnRoute };
  const alternative = shortestRoute(
    graph,
    startRouters(walk, index, failed),
    siteRouters(walk.toSiteId, index, failed),
  );
  if (alternative === undefined) return { ...base, status: 'broken', failedOnRoute };
  return { ...base, status: 'rerouted', failedOnRoute, alternative };
}

/** The routers, trunks, links, ports and blades (of those ports) a walked route crosses, sorted. */
function routeEquipment(walk: PathWalk, index: TopologyIndex): string[] {
  const ids: string[] = [...walk.routerIds];
  for (const step of walk.steps) {
    if (step.trunkId !== null) ids.push(step.trunkId);
    for (const { linkId } of step.crossings) {
      ids.push(linkId);
      const link = index.links.get(linkId);
      for (const portId of link === undefined ? [] : [link.aPortId, link.zPortId]) {
        ids.push(portId);
        const bladeId = index.ports.get(portId)?.bladeId;
        if (bladeId !== undefined) ids.push(bladeId);
      }
    }
  }
  return sortedDistinct(ids);
}

/**
 * Where the detour starts: the walk's first router, or when that router itself failed, every
 * surviving router of the site the walk leaves from (traffic can leave through another one).
 */
function startRouters(walk: PathWalk, index: TopologyIndex, failed: ReadonlySet<string>): string[] {
  const first = walk.routerIds[0];
  if (first === undefined) return [];
  return failed.has(first) ? siteRouters(walk.fromSiteId, index, failed) : [first];
}

function siteRouters(siteId: string, index: TopologyIndex, failed: ReadonlySet<string>): string[] {
  return [...index.routers.values()]
    .filter((router) => router.siteId === siteId && !failed.has(router.id))
    .map((router) => router.id);
}

function disconnectedSites(paths: readonly Path[], results: readonly WhatIfPath[]): string[] {
  const brokenPaths = new Set(results.filter((r) => r.status === 'broken').map((r) => r.pathId));
  const sites = paths.filter((path) => brokenPaths.has(path.id)).map((path) => path.zSiteId);
  for (const aSiteId of new Set(paths.map((path) => path.aSiteId))) {
    const fromSite = paths.filter((path) => path.aSiteId === aSiteId);
    if (fromSite.every((path) => brokenPaths.has(path.id))) sites.push(aSiteId);
  }
  return sortedDistinct(sites);
}
