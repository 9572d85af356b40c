import type { MapViewModel } from '../features/map/view-model.js';

/** A node's place in the schematic, in a unit square: x by hop column, y by row. */
export interface LogicalPoint {
  id: string;
  x: number;
  y: number;
}

/**
 * Hops from the nearest root to every node over undirected edges (breadth first). Distances do
 * not depend on the order of the edges; nodes no edge reaches are left out.
 */
export function hopDistances(
  edges: readonly { a: string; z: string }[],
  roots: readonly string[],
): Map<string, number> {
  const neighbours = new Map<string, string[]>();
  const connect = (from: string, to: string) => {
    const list = neighbours.get(from);
    if (list === undefined) neighbours.set(from, [to]);
    else list.push(to);
  };
  for (const { a, z } of edges) {
    connect(a, z);
    connect(z, a);
  }
  const distance = new Map<string, number>(roots.map((r) => [r, 0]));
  let frontier = [...roots];
  for (let hops = 1; frontier.length > 0; hops += 1) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const neighbour of neighbours.get(id) ?? []) {
        if (!distance.has(neighbour)) {
          distance.set(neighbour, hops);
          next.push(neighbour);
        }
      }
    }
    frontier = next;
  }
  return distance;
}

/**
 * The schematic (logical) layout: the Tier0 at the left, a column per hop of distance from it
 * over the link graph, unreachable nodes in a last column, and in each column rows from north
 * to south (latitude, then id). No randomness and no simulation: the same topology always
 * lands in the same place, whatever order its links arrive in.
 */
export function logicalLayout(model: MapViewModel): LogicalPoint[] {
  const nodes = [
    ...model.sites.map((s) => ({ id: s.id, lat: s.lat })),
    ...model.routers.map((r) => ({ id: r.id, lat: r.lat })),
  ];
  const tier0 = model.sites.filter((s) => s.tier === 0).map((s) => s.id);
  const roots =
    tier0.length > 0
      ? tier0
      : nodes
          .map((n) => n.id)
          .sort()
          .slice(0, 1);
  const distance = hopDistances(
    model.links.map((l) => ({ a: l.aNodeId, z: l.zNodeId })),
    roots,
  );
  const reached = [...distance.values()];
  const lastColumn = (reached.length > 0 ? Math.max(...reached) : 0) + 1;
  const columns = new Map<number, { id: string; lat: number }[]>();
  for (const node of nodes) {
    const column = distance.get(node.id) ?? lastColumn;
    const list = columns.get(column);
    if (list === undefined) columns.set(column, [node]);
    else list.push(node);
  }
  const maxColumn = Math.max(0, ...columns.keys());
  const points: LogicalPoint[] = [];
  for (const [column, list] of columns) {
    list.sort((p, q) => q.lat - p.lat || (p.id < q.id ? -1 : p.id > q.id ? 1 : 0));
    list.forEach((node, row) => {
      points.push({
        id: node.id,
        x: maxColumn === 0 ? 0.5 : column / maxColumn,
        y: (row + 0.5) / list.length,
      });
    });
  }
  return points.sort((p, q) => (p.id < q.id ? -1 : p.id > q.id ? 1 : 0));
}
