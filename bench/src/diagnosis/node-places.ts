import { components, type NetworkGraph } from './network-graph.js';

export interface Place {
  lat: number;
  lon: number;
  /** False when the file gave no coordinates and the place was made up. */
  known: boolean;
}

export function largestComponent(graph: NetworkGraph): {
  nodes: NetworkGraph['nodes'];
  edges: NetworkGraph['edges'];
  droppedNodes: number;
} {
  const component = components(graph.nodes.length, graph.edges);
  const sizes = new Map<number, number>();
  for (const c of component) sizes.set(c, (sizes.get(c) ?? 0) + 1);
  const main = [...sizes.entries()].reduce((best, e) => (e[1] > best[1] ? e : best), [0, 0])[0];
  const renumber = new Map<number, number>();
  const nodes = graph.nodes.filter((_, i) => {
    if (component[i] !== main) return false;
    renumber.set(i, renumber.size);
    return true;
  });
  const edges = graph.edges.flatMap(({ a, z, speedBps }) => {
    const na = renumber.get(a);
    const nz = renumber.get(z);
    if (na === undefined || nz === undefined) return [];
    return [{ a: na, z: nz, ...(speedBps === undefined ? {} : { speedBps }) }];
  });
  return { nodes, edges, droppedNodes: graph.nodes.length - nodes.length };
}

/**
 * Coordinates for every node: the file's, else the mean of placed neighbours (spread out a little),
 * else a circle around the known ones. Made-up places are for drawing only; routing ignores them.
 */
export function placeNodes(nodes: NetworkGraph['nodes'], edges: NetworkGraph['edges']): Place[] {
  const places: Array<Place | undefined> = nodes.map((n) =>
    n.lat === undefined || n.lon === undefined
      ? undefined
      : { lat: n.lat, lon: n.lon, known: true },
  );
  const neighbours = nodes.map((): number[] => []);
  for (const { a, z } of edges) {
    neighbours[a]?.push(z);
    neighbours[z]?.push(a);
  }
  for (let changed = true; changed;) {
    changed = false;
    places.forEach((place, i) => {
      if (place !== undefined) return;
      const near = (neighbours[i] ?? []).flatMap((j) => places[j] ?? []);
      if (near.length === 0) return;
      const spread = 0.2 * ((i % 7) - 3);
      places[i] = {
        lat: clamp(near.reduce((s, p) => s + p.lat, 0) / near.length + spread, -90, 90),
        lon: clamp(near.reduce((s, p) => s + p.lon, 0) / near.length - spread, -180, 180),
        known: false,
      };
      changed = true;
    });
  }
  return places.map((place, i) => {
    if (place !== undefined) return place;
    const angle = (2 * Math.PI * i) / nodes.length;
    return { lat: 45 + 8 * Math.sin(angle), lon: 5 + 12 * Math.cos(angle), known: false };
  });
}

export function edgeKm(places: readonly Place[], a: number, z: number): number | undefined {
  const p = places[a];
  const q = places[z];
  if (p === undefined || q === undefined || !p.known || !q.known) return undefined;
  return greatCircleKm(p, q);
}

export function nearestTo(
  places: readonly Place[],
  target: { lat: number; lon: number },
): number | undefined {
  let best: { at: number; km: number } | undefined;
  places.forEach((place, at) => {
    if (!place.known) return;
    const km = greatCircleKm(place, target);
    if (best === undefined || km < best.km) best = { at, km };
  });
  return best?.at;
}

function greatCircleKm(p: { lat: number; lon: number }, q: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (q.lat - p.lat) * rad;
  const dLon = (q.lon - p.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(p.lat * rad) * Math.cos(q.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function median(values: readonly number[]): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
