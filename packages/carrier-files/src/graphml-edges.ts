import type { GraphmlEdge, GraphmlGraph, GraphmlNode } from './graphml-reader.js';
import { edgeSpeed, speedText } from './graphml-speed.js';
import type { WarningLog } from './import-warning.js';

/** An edge that becomes a link: its ends as node indexes, `a` the file's source. */
export interface ImportEdge {
  a: number;
  z: number;
  speedBps: number;
  where: string;
}

/** The edges between one pair of nodes, `a` and `z` as the first of them has them. */
export interface EdgeBundle {
  a: number;
  z: number;
  edges: ImportEdge[];
}

/** `node 12 "Frankfurt"`, or `node 12` for a node without a label. */
export function nodeWhere(node: GraphmlNode): string {
  return node.label === undefined ? `node ${node.id}` : `node ${node.id} "${node.label}"`;
}

/**
 * The edges that become links, in file order: edges to a node the file lacks and self-loops are
 * skipped, and an edge without a usable speed gets `defaultSpeedBps`, each with a warning.
 */
export function importEdges(
  graph: GraphmlGraph,
  nodeAt: ReadonlyMap<string, number>,
  defaultSpeedBps: number,
  log: WarningLog,
): ImportEdge[] {
  const seen = new Map<string, number>();
  const kept: ImportEdge[] = [];
  for (const edge of graph.edges) {
    const where = edgeWhere(edge, seen);
    const a = nodeAt.get(edge.source);
    const z = nodeAt.get(edge.target);
    if (a === undefined || z === undefined) {
      const missing = [a === undefined ? edge.source : [], z === undefined ? edge.target : []];
      const names = missing.flat().map((id) => `"${id}"`);
      log.warn('missing-node', `edge skipped: the file has no node ${names.join(' or ')}`, where);
      continue;
    }
    if (a === z) {
      log.warn('self-loop', 'self-loop skipped: a link joins two different routers', where);
      continue;
    }
    const speed = edgeSpeed(edge);
    if (speed.speedBps === undefined) {
      log.warn(
        'missing-speed',
        `${speed.reason}: capacity set to the default ${speedText(defaultSpeedBps)}`,
        where,
      );
    }
    kept.push({ a, z, speedBps: speed.speedBps ?? defaultSpeedBps, where });
  }
  return kept;
}

/** The kept edges grouped by node pair (either direction), in order of first appearance. */
export function edgeBundles(edges: readonly ImportEdge[]): EdgeBundle[] {
  const bundles = new Map<string, EdgeBundle>();
  for (const edge of edges) {
    const key = edge.a < edge.z ? `${edge.a} ${edge.z}` : `${edge.z} ${edge.a}`;
    const bundle = bundles.get(key);
    if (bundle === undefined) bundles.set(key, { a: edge.a, z: edge.z, edges: [edge] });
    else bundle.edges.push(edge);
  }
  return [...bundles.values()];
}

/** `edge 3-17`; `edge 3-17 #2` for the second edge between them; the file's id when it has one. */
function edgeWhere(edge: GraphmlEdge, seen: Map<string, number>): string {
  const ends = `${edge.source}-${edge.target}`;
  const pair = [edge.source, edge.target].sort().join('\u0000');
  const ordinal = (seen.get(pair) ?? 0) + 1;
  seen.set(pair, ordinal);
  if (edge.id !== undefined) return `edge ${edge.id} (${ends})`;
  return ordinal === 1 ? `edge ${ends}` : `edge ${ends} #${ordinal}`;
}
