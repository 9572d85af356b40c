import type { PathHop } from '@tiermap/domain';

/** Per node, its edges: the node reached, the hop (link or trunk) and the routing cost. */
export type Adjacency = Array<Array<{ to: number; hop: PathHop; cost: number }>>;

export interface Route {
  hops: PathHop[];
  cost: number;
}

/**
 * Dijkstra's shortest route from `from` to `to`, optionally without one hop (a link or trunk);
 * `undefined` when there is none. Ties go to the edge listed first, so it is deterministic. The
 * graphs here have at most a few hundred nodes, so the simple O(n^2) form is enough.
 */
export function shortestRoute(
  adjacency: Adjacency,
  from: number,
  to: number,
  without?: PathHop,
): Route | undefined {
  const n = adjacency.length;
  const cost = new Float64Array(n).fill(Infinity);
  const done = new Uint8Array(n);
  const previous: Array<{ from: number; hop: PathHop } | undefined> = [];
  const banned = without === undefined ? undefined : hopKey(without);
  cost[from] = 0;
  for (;;) {
    let at = -1;
    for (let i = 0; i < n; i += 1) {
      if (
        done[i] === 0 &&
        (cost[i] ?? Infinity) < Infinity &&
        (at < 0 || (cost[i] ?? 0) < (cost[at] ?? 0))
      )
        at = i;
    }
    if (at < 0 || at === to) break;
    done[at] = 1;
    for (const edge of adjacency[at] ?? []) {
      if (banned !== undefined && hopKey(edge.hop) === banned) continue;
      const next = (cost[at] ?? 0) + edge.cost;
      if (next < (cost[edge.to] ?? Infinity)) {
        cost[edge.to] = next;
        previous[edge.to] = { from: at, hop: edge.hop };
      }
    }
  }
  if (!Number.isFinite(cost[to] ?? Infinity)) return undefined;
  const hops: PathHop[] = [];
  for (let at = to; at !== from;) {
    const step = previous[at];
    if (step === undefined) return undefined;
    hops.push(step.hop);
    at = step.from;
  }
  return { hops: hops.reverse(), cost: cost[to] ?? 0 };
}

export function hopKey(hop: PathHop): string {
  return 'linkId' in hop ? `link:${hop.linkId}` : `trunk:${hop.trunkId}`;
}
