import { geoNaturalEarth1, type GeoProjection } from 'd3-geo';
import type { MapViewModel } from '../features/map/view-model.js';
import {
  offsetSegment,
  parallelOffset,
  spreadColocated,
  type Point,
  type Segment,
} from './layout.js';
import { logicalLayout } from './logical-layout.js';

/** Geographic (projected lon/lat) or schematic (columns by hops from CERN). */
export type MapMode = 'geo' | 'logical';

/** The d3-zoom transform: scale k, then translate x, y. */
export interface MapZoom {
  k: number;
  x: number;
  y: number;
}

export const IDENTITY_ZOOM: MapZoom = { k: 1, x: 0, y: 0 };

/**
 * A node placed once per layout: (x, y) in the unzoomed view, plus a screen offset (dx, dy)
 * that does not scale with zoom (co-located routers spread on a small ring).
 */
export interface FramedNode {
  id: string;
  x: number;
  y: number;
  dx: number;
  dy: number;
  lon: number;
  lat: number;
}

/**
 * Where every node sits before zooming. Computed once per model, mode and size; zooming only
 * maps these positions (`screenPositions`), never re-projects or re-lays out.
 */
export interface MapFrame {
  mode: MapMode;
  width: number;
  height: number;
  nodes: ReadonlyMap<string, FramedNode>;
  /** The geographic projection at zoom 1 (for the base map); undefined in logical mode. */
  projection: GeoProjection | undefined;
}

const MARGIN = 40;

/** The projection fitted to every site and router, then zoomed. */
export function mapProjection(
  model: MapViewModel,
  view: { width: number; height: number; zoom: MapZoom },
): GeoProjection {
  const projection = geoNaturalEarth1();
  projection.fitExtent(
    [
      [MARGIN, MARGIN],
      [Math.max(view.width - MARGIN, MARGIN + 1), Math.max(view.height - MARGIN, MARGIN + 1)],
    ],
    {
      type: 'MultiPoint',
      coordinates: [...model.sites, ...model.routers].map((n) => [n.lon, n.lat]),
    },
  );
  const [tx, ty] = projection.translate();
  projection
    .scale(projection.scale() * view.zoom.k)
    .translate([tx * view.zoom.k + view.zoom.x, ty * view.zoom.k + view.zoom.y]);
  return projection;
}

function nodesWithCoordinates(model: MapViewModel) {
  return [
    ...model.sites.map((s) => ({ id: s.id, lon: s.lon, lat: s.lat, router: false })),
    ...model.routers.map((r) => ({ id: r.id, lon: r.lon, lat: r.lat, router: true })),
  ];
}

/** The geographic frame: every node projected, co-located carrier routers spread apart. */
export function geoFrame(model: MapViewModel, size: { width: number; height: number }): MapFrame {
  const projection = mapProjection(model, { ...size, zoom: IDENTITY_ZOOM });
  const placed = nodesWithCoordinates(model).map((n) => {
    const [x, y] = projection([n.lon, n.lat]) ?? [0, 0];
    return { ...n, x, y };
  });
  const spread = new Map(
    spreadColocated(
      placed.filter((n) => n.router).map((n) => ({ id: n.id, x: n.x, y: n.y })),
      9,
    ).map((p) => [p.id, p]),
  );
  const nodes = new Map<string, FramedNode>();
  for (const n of placed) {
    const moved = spread.get(n.id);
    nodes.set(n.id, {
      id: n.id,
      x: n.x,
      y: n.y,
      dx: moved === undefined ? 0 : moved.x - n.x,
      dy: moved === undefined ? 0 : moved.y - n.y,
      lon: n.lon,
      lat: n.lat,
    });
  }
  return { mode: 'geo', width: size.width, height: size.height, nodes, projection };
}

/** The schematic frame: `logicalLayout` stretched over the view inside a margin. */
export function logicalFrame(
  model: MapViewModel,
  size: { width: number; height: number },
): MapFrame {
  const coordinates = new Map(nodesWithCoordinates(model).map((n) => [n.id, n]));
  const innerWidth = Math.max(size.width - 2 * MARGIN - 60, 1);
  const innerHeight = Math.max(size.height - 2 * MARGIN, 1);
  const nodes = new Map<string, FramedNode>();
  for (const p of logicalLayout(model)) {
    const n = coordinates.get(p.id);
    nodes.set(p.id, {
      id: p.id,
      x: Math.round((MARGIN + p.x * innerWidth) * 100) / 100,
      y: Math.round((MARGIN + p.y * innerHeight) * 100) / 100,
      dx: 0,
      dy: 0,
      lon: n?.lon ?? 0,
      lat: n?.lat ?? 0,
    });
  }
  return { mode: 'logical', width: size.width, height: size.height, nodes, projection: undefined };
}

export function mapFrame(
  model: MapViewModel,
  mode: MapMode,
  size: { width: number; height: number },
): MapFrame {
  return mode === 'logical' ? logicalFrame(model, size) : geoFrame(model, size);
}

/** Every node's position on screen under `zoom`: a multiply and an add per node. */
export function screenPositions(frame: MapFrame, zoom: MapZoom): Map<string, Point> {
  const positions = new Map<string, Point>();
  for (const n of frame.nodes.values()) {
    positions.set(n.id, {
      id: n.id,
      x: n.x * zoom.k + zoom.x + n.dx,
      y: n.y * zoom.k + zoom.y + n.dy,
    });
  }
  return positions;
}

/**
 * Each link's segment between its end positions, moved sideways by its place in a bundle of
 * parallel links (`spacing` screen pixels apart). Links with an unplaced end are left out.
 */
export function linkSegments(
  links: readonly { id: string; link: MapViewModel['links'][number]; spacing: number }[],
  positions: ReadonlyMap<string, Point>,
): Map<string, Segment> {
  const segments = new Map<string, Segment>();
  for (const { id, link, spacing } of links) {
    const a = positions.get(link.aNodeId);
    const z = positions.get(link.zNodeId);
    if (a === undefined || z === undefined) continue;
    segments.set(
      id,
      offsetSegment(
        { x1: a.x, y1: a.y, x2: z.x, y2: z.y },
        parallelOffset(link.parallelIndex, link.parallelCount, spacing) * (a.id < z.id ? 1 : -1),
      ),
    );
  }
  return segments;
}
