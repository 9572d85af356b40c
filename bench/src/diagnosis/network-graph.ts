import type { GraphmlGraph } from '@tiermap/carrier-files';
import { seededRandom } from './random.js';

/** A backbone as a plain graph: what the incident topology generator turns into equipment. */
export interface NetworkGraph {
  name: string;
  nodes: Array<{ label: string; lat?: number; lon?: number }>;
  /** Node indexes; `a` becomes the link's A end. Parallel edges may repeat a pair. */
  edges: Array<{ a: number; z: number; speedBps?: number }>;
}

/**
 * A Topology Zoo graph with its string node ids replaced by indexes; self-loops dropped. A graph
 * without a name takes `fallbackName`, a node without a label is called `node <id>`.
 */
export function graphFromGraphml(graph: GraphmlGraph, fallbackName: string): NetworkGraph {
  const at = new Map(graph.nodes.map((node, i) => [node.id, i]));
  return {
    name: graph.name ?? fallbackName,
    nodes: graph.nodes.map(({ id, label, lat, lon }) => ({
      label: label ?? `node ${id}`,
      ...(lat === undefined || lon === undefined ? {} : { lat, lon }),
    })),
    edges: graph.edges.flatMap(({ source, target, speedBps }) => {
      const a = at.get(source);
      const z = at.get(target);
      if (a === undefined || z === undefined || a === z) return [];
      return [{ a, z, ...(speedBps === undefined ? {} : { speedBps }) }];
    }),
  };
}

export interface WaxmanOptions {
  nodes: number;
  /** The mean node degree aimed at; research backbones have about 2.5 to 3.5. */
  meanDegree: number;
  /** Waxman's beta: the larger, the more long edges; 0.15. */
  beta?: number;
  seed: number;
}

/**
 * A seeded Waxman random graph (Waxman, "Routing of multipoint connections", 1988): nodes
 * uniformly in a box over Europe, each pair joined with probability alpha * exp(-d / (beta * L))
 * where d is their distance and L the largest one; alpha is set so the expected mean degree is
 * `meanDegree`. Components are then joined to the largest by their closest pair, so it is connected.
 */
export function waxmanGraph(options: WaxmanOptions): NetworkGraph {
  const random = seededRandom(options.seed);
  const beta = options.beta ?? 0.15;
  const n = options.nodes;
  const nodes = Array.from({ length: n }, (_, i) => ({
    label: `pop ${i}`,
    lat: 36 + random.next() * 24,
    lon: -10 + random.next() * 40,
  }));
  const distance = (i: number, j: number): number => {
    const a = nodes[i];
    const b = nodes[j];
    return a === undefined || b === undefined ? 0 : Math.hypot(a.lat - b.lat, a.lon - b.lon);
  };
  let longest = 0;
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) longest = Math.max(longest, distance(i, j));
  }
  let weightSum = 0;
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) weightSum += Math.exp(-distance(i, j) / (beta * longest));
  }
  const alpha = Math.min(1, (n * options.meanDegree) / 2 / weightSum);
  const edges: NetworkGraph['edges'] = [];
  const join = (i: number, j: number): void => {
    edges.push(random.next() < 0.5 ? { a: i, z: j } : { a: j, z: i });
  };
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      if (random.next() < alpha * Math.exp(-distance(i, j) / (beta * longest))) join(i, j);
    }
  }

  // Join every other component to the largest, by the closest pair of nodes.
  for (;;) {
    const component = components(n, edges);
    const sizes = new Map<number, number>();
    for (const c of component) sizes.set(c, (sizes.get(c) ?? 0) + 1);
    if (sizes.size <= 1) break;
    const main = [...sizes.entries()].reduce((best, e) => (e[1] > best[1] ? e : best))[0];
    let closest: { i: number; j: number; d: number } | undefined;
    for (let i = 0; i < n; i += 1) {
      if (component[i] === main) continue;
      for (let j = 0; j < n; j += 1) {
        if (component[j] !== main) continue;
        const d = distance(i, j);
        if (closest === undefined || d < closest.d) closest = { i, j, d };
      }
    }
    if (closest === undefined) break;
    join(closest.i, closest.j);
  }
  return { name: `Waxman${n}`, nodes, edges };
}

/** Per node, the index of its connected component (the smallest node index in it). */
export function components(n: number, edges: NetworkGraph['edges']): number[] {
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root] ?? root;
    parent[i] = root;
    return root;
  };
  for (const { a, z } of edges) {
    const ra = find(a);
    const rz = find(z);
    if (ra !== rz) parent[Math.max(ra, rz)] = Math.min(ra, rz);
  }
  return parent.map((_, i) => find(i));
}
