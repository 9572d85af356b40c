import { geoNaturalEarth1, type GeoProjection } from 'd3-geo';
import type { MapViewModel } from '../features/map/view-model.js';
import {
  fanScale,
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
 * A node placed once per layout: (x, y) in the unzoomed view, plus a screen offset (dx, dy) at
 * zoom 1 that grows with `fanScale` as one zooms in (co-located routers fan out on a ring).
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

/** Screen pixels between co-located routers and the centre of their ring, at zoom 1. */
export const FAN_RADIUS_PX = 9;
/** The ring of routers co-located with a site marker: outside the largest marker. */
export const FAN_AROUND_SITE_PX = 16;

/**
 * The geographic frame: every node projected, co-located carrier routers spread apart (around
 * the site marker they share a place with, if any).
 */
export function geoFrame(model: MapViewModel, size: { width: number; height: number }): MapFrame {
  const projection = mapProjection(model, { ...size, zoom: IDENTITY_ZOOM });
  const placed = nodesWithCoordinates(model).map((n) => {
    const [x, y] = projection([n.lon, n.lat]) ?? [0, 0];
    return { ...n, x, y };
  });
  const spread = new Map(
    spreadColocated(
      placed.filter((n) => n.router).map((n) => ({ id: n.id, x: n.x, y: n.y })),
      FAN_RADIUS_PX,
      4,
      placed.filter((n) => !n.router).map((n) => ({ id: n.id, x: n.x, y: n.y })),
      FAN_AROUND_SITE_PX,
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

/**
 * Every node's position on screen under `zoom`: a multiply and an add per node, co-located
 * routers fanned out by `fanScale(zoom.k)` times their ring at zoom 1.
 */
export function screenPositions(frame: MapFrame, zoom: MapZoom): Map<string, Point> {
  const positions = new Map<string, Point>();
  const fan = fanScale(zoom.k);
  for (const n of frame.nodes.values()) {
    positions.set(n.id, {
      id: n.id,
      x: n.x * zoom.k + zoom.x + n.dx * fan,
      y: n.y * zoom.k + zoom.y + n.dy * fan,
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
