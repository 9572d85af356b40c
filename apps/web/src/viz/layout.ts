/** Screen geometry for the map: pure functions of numbers, tested without a DOM. */

export interface Point {
  id: string;
  x: number;
  y: number;
}

/**
 * Spreads points that sit (nearly) on top of each other onto a small ring around their
 * common centre, so co-located routers (four carriers in Geneva) stay distinguishable.
 * A group that sits on an anchor (a site marker: CERN's Geneva routers), nearer to it than
 * three quarters of `anchorRadius`, is ringed around the anchor at `anchorRadius`, so no point hides under its marker; a lone point on an anchor moves
 * out too. Order within a group follows the input, so positions are stable across redraws.
 */
export function spreadColocated(
  points: readonly Point[],
  radius: number,
  closeness = 4,
  anchors: readonly Point[] = [],
  anchorRadius = radius,
): Point[] {
  const groups: Point[][] = [];
  // Groups by the grid cell of their first point, so a point only looks at the groups in its
  // own and the eight neighbouring cells (10,000 routers: linear, not 50 million distances).
  const cellOf = (v: number) => Math.floor(v / closeness);
  const byCell = new Map<string, number[]>();
  for (const point of points) {
    const cx = cellOf(point.x);
    const cy = cellOf(point.y);
    let found: number | undefined;
    for (let dx = -1; dx <= 1; dx += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        for (const index of byCell.get(`${cx + dx},${cy + dy}`) ?? []) {
          const first = groups[index]?.[0];
          const near =
            first !== undefined && Math.hypot(first.x - point.x, first.y - point.y) < closeness;
          // The earliest group wins, as when the groups were searched in order.
          if (near && (found === undefined || index < found)) found = index;
        }
      }
    }
    if (found === undefined) {
      const key = `${cx},${cy}`;
      byCell.set(key, [...(byCell.get(key) ?? []), groups.length]);
      groups.push([point]);
    } else {
      groups[found]?.push(point);
    }
  }
  // A group within three quarters of the anchor ring of a marker sits (partly) under it.
  const reach = anchorRadius * 0.75;
  const anchorCellOf = (v: number) => Math.floor(v / reach);
  const anchorCells = new Map<string, Point[]>();
  for (const anchor of anchors) {
    const key = `${anchorCellOf(anchor.x)},${anchorCellOf(anchor.y)}`;
    anchorCells.set(key, [...(anchorCells.get(key) ?? []), anchor]);
  }
  const anchorNear = (x: number, y: number): Point | undefined => {
    let best: { anchor: Point; d: number } | undefined;
    for (let dx = -1; dx <= 1; dx += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        const key = `${anchorCellOf(x) + dx},${anchorCellOf(y) + dy}`;
        for (const anchor of anchorCells.get(key) ?? []) {
          const d = Math.hypot(anchor.x - x, anchor.y - y);
          if (d < reach && (best === undefined || d < best.d)) best = { anchor, d };
        }
      }
    }
    return best?.anchor;
  };
  return groups.flatMap((group) => {
    const mx = group.reduce((sum, p) => sum + p.x, 0) / group.length;
    const my = group.reduce((sum, p) => sum + p.y, 0) / group.length;
    const anchor = anchorNear(mx, my);
    if (group.length === 1 && anchor === undefined) return group;
    const cx = anchor?.x ?? mx;
    const cy = anchor?.y ?? my;
    const r = anchor === undefined ? radius : anchorRadius;
    return group.map((p, i) => {
      const angle = (2 * Math.PI * i) / group.length - Math.PI / 2;
      return { id: p.id, x: cx + r * Math.cos(angle), y: cy + r * Math.sin(angle) };
    });
  });
}

/**
 * How far co-located points fan out at zoom `k`, as a multiple of their ring at zoom 1: the
 * ring grows with the square root of the zoom (x6.3 at 40x), so a city's routers come apart
 * as one zooms in without flying off across the map.
 */
export function fanScale(k: number): number {
  return Math.sqrt(Math.max(k, 1));
}

/** Perpendicular offset of the i-th of `count` parallel strokes, centred on the axis. */
export function parallelOffset(index: number, count: number, spacing: number): number {
  return (index - (count - 1) / 2) * spacing;
}

export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** The segment moved sideways by `offset` pixels (to the left of a -> b). */
export function offsetSegment(segment: Segment, offset: number): Segment {
  const dx = segment.x2 - segment.x1;
  const dy = segment.y2 - segment.y1;
  const length = Math.hypot(dx, dy);
  if (length === 0 || offset === 0) {
    return segment;
  }
  const nx = (-dy / length) * offset;
  const ny = (dx / length) * offset;
  return { x1: segment.x1 + nx, y1: segment.y1 + ny, x2: segment.x2 + nx, y2: segment.y2 + ny };
}

export interface LabelRequest {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Placed only where it overlaps no label before it, else hidden (a router's name). */
  optional?: boolean;
}

export interface PlacedLabel {
  id: string;
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
  /** An optional label that found no free place: not drawn. */
  hidden?: boolean;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const CANDIDATES: readonly { dx: number; dy: number; anchor: PlacedLabel['anchor'] }[] = [
  { dx: 10, dy: 4, anchor: 'start' },
  { dx: -10, dy: 4, anchor: 'end' },
  { dx: 0, dy: -12, anchor: 'middle' },
  { dx: 0, dy: 20, anchor: 'middle' },
  { dx: 10, dy: -10, anchor: 'start' },
  { dx: -10, dy: -10, anchor: 'end' },
  { dx: 10, dy: 18, anchor: 'start' },
  { dx: -10, dy: 18, anchor: 'end' },
];

/**
 * Greedy label placement: each label (in input order, so put the important ones first) takes
 * the first candidate position beside its point that overlaps no label placed before it;
 * when none is free it takes the first candidate, or, if `optional`, is hidden. With `bounds`, positions that would cross the
 * edge of the view are avoided. Deterministic.
 */
export function placeLabels(
  requests: readonly LabelRequest[],
  bounds?: { width: number; height: number },
): PlacedLabel[] {
  const taken: Box[] = [];
  const inside = (box: Box): boolean =>
    bounds === undefined ||
    (box.left >= 0 && box.top >= 0 && box.right <= bounds.width && box.bottom <= bounds.height);
  return requests.map((request) => {
    const options = CANDIDATES.map((c) => {
      const x = request.x + c.dx;
      const y = request.y + c.dy;
      return { x, y, anchor: c.anchor, box: labelBox(x, y, c.anchor, request) };
    }).filter((o, i) => i === 0 || inside(o.box));
    const free = options.find((o) => inside(o.box) && !taken.some((box) => overlaps(box, o.box)));
    if (free === undefined && request.optional === true) {
      return { id: request.id, x: request.x, y: request.y, anchor: 'start', hidden: true };
    }
    const chosen = free ?? options[0];
    if (chosen === undefined) {
      return { id: request.id, x: request.x, y: request.y, anchor: 'start' };
    }
    taken.push(chosen.box);
    return { id: request.id, x: chosen.x, y: chosen.y, anchor: chosen.anchor };
  });
}

function labelBox(
  x: number,
  baseline: number,
  anchor: PlacedLabel['anchor'],
  size: LabelRequest,
): Box {
  const left = anchor === 'start' ? x : anchor === 'end' ? x - size.width : x - size.width / 2;
  return { left, right: left + size.width, top: baseline - size.height, bottom: baseline + 2 };
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * The zoom transform (scale k, then translate x, y) that fits the screen box `box` into a view
 * of `size`, centred, leaving `padding` (a fraction) around it.
 */
export function fitTransform(
  box: { left: number; top: number; right: number; bottom: number },
  size: { width: number; height: number },
  padding = 0.08,
): { k: number; x: number; y: number } {
  const width = Math.max(box.right - box.left, 1);
  const height = Math.max(box.bottom - box.top, 1);
  const k = (1 - 2 * padding) * Math.min(size.width / width, size.height / height);
  const cx = (box.left + box.right) / 2;
  const cy = (box.top + box.bottom) / 2;
  return { k, x: size.width / 2 - k * cx, y: size.height / 2 - k * cy };
}

/**
 * A link drawn as two half-arrows: from A to the middle carries the A-to-Z direction, from Z to
 * the middle the Z-to-A direction, each ending a little short of the middle.
 */
export function halfSegments(segment: Segment, gap = 2): { AtoZ: Segment; ZtoA: Segment } {
  const mx = (segment.x1 + segment.x2) / 2;
  const my = (segment.y1 + segment.y2) / 2;
  const length = Math.hypot(segment.x2 - segment.x1, segment.y2 - segment.y1);
  const shrink = length === 0 ? 0 : Math.min(gap, length / 4) / (length / 2);
  const towards = (x: number, y: number) => ({
    x: mx + (x - mx) * shrink,
    y: my + (y - my) * shrink,
  });
  const nearA = towards(segment.x1, segment.y1);
  const nearZ = towards(segment.x2, segment.y2);
  return {
    AtoZ: { x1: segment.x1, y1: segment.y1, x2: nearA.x, y2: nearA.y },
    ZtoA: { x1: segment.x2, y1: segment.y2, x2: nearZ.x, y2: nearZ.y },
  };
}
