import type { Segment } from './layout.js';

/** Pure hit-testing for the canvas map: a uniform grid over the unzoomed frame. */

/** Distance from (px, py) to the segment, in the segment's units. */
export function pointSegmentDistance(px: number, py: number, s: Segment): number {
  const dx = s.x2 - s.x1;
  const dy = s.y2 - s.y1;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0
      ? 0
      : Math.max(0, Math.min(1, ((px - s.x1) * dx + (py - s.y1) * dy) / lengthSquared));
  return Math.hypot(px - (s.x1 + t * dx), py - (s.y1 + t * dy));
}

export interface HitNode {
  kind: 'site' | 'router';
  id: string;
  x: number;
  y: number;
  /** Marker radius in screen pixels. */
  radius: number;
}

export interface HitLink {
  id: string;
  segment: Segment;
}

export interface HitIndex {
  cellSize: number;
  nodes: readonly HitNode[];
  links: readonly HitLink[];
  /** The largest node radius, in screen pixels. */
  maxRadiusPx: number;
  /** Indices into nodes and links, by grid cell. */
  cells: ReadonlyMap<string, { nodes: number[]; links: number[] }>;
}

function cellKey(cx: number, cy: number): string {
  return `${cx},${cy}`;
}

/**
 * A grid of `cellSize` squares over the unzoomed frame, each listing the nodes in it and the
 * links whose bounding box touches it. Built once per drawn scene.
 */
export function buildHitIndex(
  nodes: readonly HitNode[],
  links: readonly HitLink[],
  cellSize: number,
): HitIndex {
  const cells = new Map<string, { nodes: number[]; links: number[] }>();
  const cell = (cx: number, cy: number) => {
    const key = cellKey(cx, cy);
    let entry = cells.get(key);
    if (entry === undefined) {
      entry = { nodes: [], links: [] };
      cells.set(key, entry);
    }
    return entry;
  };
  nodes.forEach((n, i) => {
    cell(Math.floor(n.x / cellSize), Math.floor(n.y / cellSize)).nodes.push(i);
  });
  links.forEach((l, i) => {
    const s = l.segment;
    const x0 = Math.floor(Math.min(s.x1, s.x2) / cellSize);
    const x1 = Math.floor(Math.max(s.x1, s.x2) / cellSize);
    const y0 = Math.floor(Math.min(s.y1, s.y2) / cellSize);
    const y1 = Math.floor(Math.max(s.y1, s.y2) / cellSize);
    for (let cx = x0; cx <= x1; cx += 1) {
      for (let cy = y0; cy <= y1; cy += 1) {
        // Only cells the segment passes near: a long diagonal does not fill its whole box.
        const mx = (cx + 0.5) * cellSize;
        const my = (cy + 0.5) * cellSize;
        if (pointSegmentDistance(mx, my, s) <= cellSize * Math.SQRT1_2) cell(cx, cy).links.push(i);
      }
    }
  });
  const maxRadiusPx = nodes.reduce((max, n) => Math.max(max, n.radius), 0);
  return { cellSize, nodes, links, maxRadiusPx, cells };
}

export type Hit = { kind: 'site' | 'router' | 'link'; id: string };

/**
 * What a click at (x, y) in unzoomed frame units picks: the nearest node whose marker (scaled
 * to frame units by `pxToFrame`) is within `tolerancePx` screen pixels, else the nearest link
 * within that tolerance, else nothing. Nodes win over links, as they are drawn on top.
 */
export function hitTest(
  index: HitIndex,
  x: number,
  y: number,
  tolerancePx: number,
  pxToFrame: number,
): Hit | undefined {
  const reach = (tolerancePx + index.maxRadiusPx) * pxToFrame;
  const c0x = Math.floor((x - reach) / index.cellSize);
  const c1x = Math.floor((x + reach) / index.cellSize);
  const c0y = Math.floor((y - reach) / index.cellSize);
  const c1y = Math.floor((y + reach) / index.cellSize);
  let bestNode: { i: number; d: number } | undefined;
  let bestLink: { i: number; d: number } | undefined;
  const seenLinks = new Set<number>();
  for (let cx = c0x; cx <= c1x; cx += 1) {
    for (let cy = c0y; cy <= c1y; cy += 1) {
      const entry = index.cells.get(cellKey(cx, cy));
      if (entry === undefined) continue;
      for (const i of entry.nodes) {
        const n = index.nodes[i];
        if (n === undefined) continue;
        const d = Math.hypot(n.x - x, n.y - y) - n.radius * pxToFrame;
        if (d <= tolerancePx * pxToFrame && (bestNode === undefined || d < bestNode.d)) {
          bestNode = { i, d };
        }
      }
      for (const i of entry.links) {
        if (seenLinks.has(i)) continue;
        seenLinks.add(i);
        const l = index.links[i];
        if (l === undefined) continue;
        const d = pointSegmentDistance(x, y, l.segment);
        if (d <= tolerancePx * pxToFrame && (bestLink === undefined || d < bestLink.d)) {
          bestLink = { i, d };
        }
      }
    }
  }
  const node = bestNode === undefined ? undefined : index.nodes[bestNode.i];
  if (node !== undefined) return { kind: node.kind, id: node.id };
  const link = bestLink === undefined ? undefined : index.links[bestLink.i];
  return link === undefined ? undefined : { kind: 'link', id: link.id };
}
