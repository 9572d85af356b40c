import { compareIds } from './compare-ids.js';
import { linkEnds } from './topology-index.js';
import type { TopologyIndex } from './topology-index.js';

/** A route through the topology: the routers in order and the links between them. */
export interface Route {
  routerIds: string[];
  linkIds: string[];
}

/** For each router, the links that leave it and the router each reaches, by link id. */
export type RouterGraph = ReadonlyMap<string, ReadonlyArray<{ linkId: string; routerId: string }>>;

/**
 * The links that still work, as a graph between routers that still work: a link is left out
 * when it or either of its routers is in `failed`, or when its ends are unknown.
 */
export function survivingGraph(index: TopologyIndex, failed: ReadonlySet<string>): RouterGraph {
  const graph = new Map<string, Array<{ linkId: string; routerId: string }>>();
  const connect = (from: string, linkId: string, to: string) => {
    const edges = graph.get(from);
    if (edges === undefined) graph.set(from, [{ linkId, routerId: to }]);
    else edges.push({ linkId, routerId: to });
  };
  for (const link of index.links.values()) {
    if (failed.has(link.id)) continue;
    const ends = linkEnds(index, link);
    if (ends === undefined || ends.aRouterId === ends.zRouterId) continue;
    const { aRouterId, zRouterId } = ends;
    if ([aRouterId, zRouterId].some((id) => failed.has(id) || !index.routers.has(id))) continue;
    connect(aRouterId, link.id, zRouterId);
    connect(zRouterId, link.id, aRouterId);
  }
  for (const edges of graph.values()) {
    edges.sort((a, b) => compareIds(a.linkId, b.linkId) || compareIds(a.routerId, b.routerId));
  }
  return graph;
}

/**
 * The route with the fewest links from any of `fromRouterIds` to any of `toRouterIds`, or
 * `undefined` when there is none. Among equally short routes, the one whose link ids come first
 * hop by hop (then the first start router by id).
 */
export function shortestRoute(
  graph: RouterGraph,
  fromRouterIds: readonly string[],
  toRouterIds: readonly string[],
): Route | undefined {
  const distance = distancesTo(graph, toRouterIds);
  let start: string | undefined;
  for (const id of [...fromRouterIds].sort(compareIds)) {
    const d = distance.get(id);
    if (d !== undefined && (start === undefined || d < (distance.get(start) ?? Infinity))) {
      start = id;
    }
  }
  if (start === undefined) return undefined;
  const route: Route = { routerIds: [start], linkIds: [] };
  let current = start;
  let left = distance.get(start) ?? 0;
  while (left > 0) {
    const next = (graph.get(current) ?? []).find((e) => distance.get(e.routerId) === left - 1);
    if (next === undefined) return undefined;
    route.linkIds.push(next.linkId);
    route.routerIds.push(next.routerId);
    current = next.routerId;
    left -= 1;
  }
  return route;
}

/** Breadth-first: how many links each router is from the nearest of `targets`. */
function distancesTo(graph: RouterGraph, targets: readonly string[]): Map<string, number> {
  const distance = new Map<string, number>();
  let frontier = [...new Set(targets)];
  for (const id of frontier) distance.set(id, 0);
  for (let d = 1; frontier.length > 0; d += 1) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const edge of graph.get(id) ?? []) {
        if (distance.has(edge.routerId)) continue;
        distance.set(edge.routerId, d);
        next.push(edge.routerId);
      }
    }
    frontier = next;
  }
  return distance;
}
