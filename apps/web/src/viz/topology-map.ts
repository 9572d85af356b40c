import { geoNaturalEarth1, geoPath, type GeoProjection } from 'd3-geo';
import { select, type Selection } from 'd3-selection';
import type { FeatureCollection, Geometry } from 'geojson';
import type { LiveByLink } from '../features/map/live-model.js';
import type { MapViewModel } from '../features/map/view-model.js';
import {
  fitTransform,
  halfSegments,
  offsetSegment,
  type Segment,
  parallelOffset,
  placeLabels,
  spreadColocated,
  type Point,
} from './layout.js';
import {
  capacityWidth,
  loadStroke,
  sharingStroke,
  STALE_STYLE,
  tierStyle,
  type LoadScale,
} from './scales.js';

export interface MapView {
  width: number;
  height: number;
  /** The d3-zoom transform: scale k, then translate x, y. */
  zoom: { k: number; x: number; y: number };
}

export interface MapScene {
  model: MapViewModel;
  countries: FeatureCollection<Geometry>;
  /** Live state per link and direction; an empty map draws no overlay. */
  live: LiveByLink;
  /** How the overlay colours load: fraction of capacity, or Gb/s bands. */
  scale: LoadScale;
}

/** The projection fitted to every site, then zoomed: re-projecting keeps strokes and text crisp. */
export function mapProjection(model: MapViewModel, view: MapView): GeoProjection {
  const projection = geoNaturalEarth1();
  const margin = 40;
  projection.fitExtent(
    [
      [margin, margin],
      [Math.max(view.width - margin, margin + 1), Math.max(view.height - margin, margin + 1)],
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

/** Screen position of every site and carrier router, co-located routers spread apart. */
export function nodePositions(model: MapViewModel, projection: GeoProjection): Map<string, Point> {
  const project = (id: string, lon: number, lat: number): Point => {
    const [x, y] = projection([lon, lat]) ?? [0, 0];
    return { id, x, y };
  };
  const sites = model.sites.map((s) => project(s.id, s.lon, s.lat));
  const routers = spreadColocated(
    model.routers.map((r) => project(r.id, r.lon, r.lat)),
    9,
  );
  return new Map([...sites, ...routers].map((p) => [p.id, p]));
}

/**
 * Draws (or updates) the map into `svg`: countries, links side by side, routers, sites and
 * their labels. Elements are joined by id, so a redraw moves them instead of replacing them.
 */
export function drawTopologyMap(svgElement: SVGSVGElement, scene: MapScene, view: MapView): void {
  const svg = select(svgElement).attr('viewBox', `0 0 ${view.width} ${view.height}`);
  const projection = mapProjection(scene.model, view);
  const positions = nodePositions(scene.model, projection);
  const layer = (name: string) =>
    svg.selectAll<SVGGElement, string>(`g.${name}`).data([name]).join('g').attr('class', name);

  const path = geoPath(projection);
  layer('land')
    .selectAll<SVGPathElement, FeatureCollection['features'][number]>('path')
    .data(scene.countries.features, (d, i) => String(d.id ?? i))
    .join('path')
    .attr('d', (d) => path(d) ?? '');

  const segments = new Map<string, Segment>();
  for (const d of scene.model.links) {
    const a = positions.get(d.aNodeId);
    const z = positions.get(d.zNodeId);
    if (a === undefined || z === undefined) continue;
    const spacing = capacityWidth(d.capacityBps) + 2;
    segments.set(
      d.id,
      offsetSegment(
        { x1: a.x, y1: a.y, x2: z.x, y2: z.y },
        parallelOffset(d.parallelIndex, d.parallelCount, spacing) * (a.id < z.id ? 1 : -1),
      ),
    );
  }

  layer('links')
    .selectAll<SVGLineElement, MapViewModel['links'][number]>('line')
    .data(scene.model.links, (d) => d.id)
    .join('line')
    .attr('data-link-id', (d) => d.id)
    .attr('stroke', (d) => sharingStroke(d.pathIds.length))
    .attr('stroke-width', (d) => capacityWidth(d.capacityBps))
    .attr('stroke-dasharray', (d) => (d.trunkId === undefined ? null : '6 2'))
    .each(function (d) {
      const s = segments.get(d.id);
      if (s !== undefined) {
        select(this).attr('x1', s.x1).attr('y1', s.y1).attr('x2', s.x2).attr('y2', s.y2);
      }
    })
    .selectAll('title')
    .data((d) => [d])
    .join('title')
    .text(
      (d) =>
        `${d.name}\n${(d.capacityBps / 1e9).toFixed(2)} Gb/s, ${d.carrierId}\npaths: ${d.pathIds.join(', ') || 'none'}`,
    );

  drawTraffic(layer('traffic'), scene, segments);

  layer('routers')
    .selectAll<SVGCircleElement, MapViewModel['routers'][number]>('circle')
    .data(scene.model.routers, (d) => d.id)
    .join('circle')
    .attr('data-router-id', (d) => d.id)
    .attr('r', 3.5)
    .attr('cx', (d) => positions.get(d.id)?.x ?? 0)
    .attr('cy', (d) => positions.get(d.id)?.y ?? 0)
    .selectAll('title')
    .data((d) => [d])
    .join('title')
    .text((d) => `${d.label} (${d.carrierId})`);

  layer('sites')
    .selectAll<SVGCircleElement, MapViewModel['sites'][number]>('circle')
    .data(scene.model.sites, (d) => d.id)
    .join('circle')
    .attr('data-site-id', (d) => d.id)
    .attr('r', (d) => tierStyle(d.tier).radius)
    .attr('fill', (d) => tierStyle(d.tier).fill)
    .attr('cx', (d) => positions.get(d.id)?.x ?? 0)
    .attr('cy', (d) => positions.get(d.id)?.y ?? 0)
    .selectAll('title')
    .data((d) => [d])
    .join('title')
    .text((d) => `${d.name} (Tier${d.tier})`);

  const labelled = [...scene.model.sites].sort((a, b) => a.tier - b.tier);
  const placed = new Map(
    placeLabels(
      labelled.map((s) => ({
        id: s.id,
        x: positions.get(s.id)?.x ?? 0,
        y: positions.get(s.id)?.y ?? 0,
        width: s.label.length * 8.5,
        height: 14,
      })),
      { width: view.width, height: view.height },
    ).map((p) => [p.id, p]),
  );
  layer('labels')
    .selectAll<SVGTextElement, MapViewModel['sites'][number]>('text')
    .data(labelled, (d) => d.id)
    .join('text')
    .attr('data-site-label', (d) => d.id)
    .attr('x', (d) => placed.get(d.id)?.x ?? 0)
    .attr('y', (d) => placed.get(d.id)?.y ?? 0)
    .attr('text-anchor', (d) => placed.get(d.id)?.anchor ?? 'start')
    .text((d) => d.label);
}

/** A named part of the world the map can zoom to, as [west, south] and [east, north] degrees. */
export interface MapRegion {
  id: string;
  label: string;
  bounds: [[number, number], [number, number]] | undefined;
}

export const MAP_REGIONS: readonly MapRegion[] = [
  { id: 'world', label: 'All sites', bounds: undefined },
  {
    id: 'europe',
    label: 'Europe',
    bounds: [
      [-10, 36],
      [26, 61],
    ],
  },
  {
    id: 'americas',
    label: 'North America',
    bounds: [
      [-125, 30],
      [-70, 52],
    ],
  },
];

/** The zoom transform that shows `region` in the view; identity for the whole map. */
export function regionTransform(
  model: MapViewModel,
  region: MapRegion,
  size: { width: number; height: number },
): { k: number; x: number; y: number } {
  if (region.bounds === undefined) {
    return { k: 1, x: 0, y: 0 };
  }
  const projection = mapProjection(model, { ...size, zoom: { k: 1, x: 0, y: 0 } });
  const [[west, south], [east, north]] = region.bounds;
  const corners: [number, number][] = [
    [west, south],
    [west, north],
    [east, south],
    [east, north],
  ].map(([lon, lat]) => projection([lon ?? 0, lat ?? 0]) ?? [0, 0]);
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  return fitTransform(
    {
      left: Math.min(...xs),
      right: Math.max(...xs),
      top: Math.min(...ys),
      bottom: Math.max(...ys),
    },
    size,
    0.02,
  );
}

interface HalfLink {
  key: string;
  linkId: string;
  direction: 'AtoZ' | 'ZtoA';
  segment: Segment;
  width: number;
  stroke: string;
  dash: string | null;
  stale: boolean;
  hasErrors: boolean;
  title: string;
}

/**
 * The live overlay: each link direction with data as a half-arrow coloured by its load, stale
 * ones grey and dashed, and a ring marking a direction with errors or discards (a separate
 * mark, not another colour on the same scale). Joined by key, so updates restyle in place.
 */
function drawTraffic(
  group: Selection<SVGGElement, string, SVGSVGElement, unknown>,
  scene: MapScene,
  segments: ReadonlyMap<string, Segment>,
): void {
  const halves: HalfLink[] = [];
  for (const link of scene.model.links) {
    const byDirection = scene.live.get(link.id);
    const segment = segments.get(link.id);
    if (byDirection === undefined || segment === undefined) continue;
    const split = halfSegments(segment, 3);
    for (const direction of ['AtoZ', 'ZtoA'] as const) {
      const state = byDirection[direction];
      if (state === undefined) continue;
      const value = scene.scale === 'utilization' ? (state.utilization ?? 0) : (state.bps ?? 0);
      const errors = (state.errorsPerSec ?? 0) + (state.discardsPerSec ?? 0);
      halves.push({
        key: `${link.id}|${direction}`,
        linkId: link.id,
        direction,
        segment: split[direction],
        width: capacityWidth(link.capacityBps) + 1,
        stroke: state.stale ? STALE_STYLE.stroke : loadStroke(value, scene.scale),
        dash: state.stale ? STALE_STYLE.dash : null,
        stale: state.stale,
        hasErrors: errors > 0,
        title: `${link.name} ${direction === 'AtoZ' ? 'A to Z' : 'Z to A'}\n${((state.bps ?? 0) / 1e9).toFixed(2)} Gb/s, ${((state.utilization ?? 0) * 100).toFixed(1)} % of capacity\nerrors ${(state.errorsPerSec ?? 0).toFixed(1)}/s, discards ${(state.discardsPerSec ?? 0).toFixed(1)}/s${state.stale ? '\nSTALE: no fresh data' : ''}`,
      });
    }
  }
  group
    .selectAll<SVGLineElement, HalfLink>('line')
    .data(halves, (d) => d.key)
    .join('line')
    .attr('data-traffic', (d) => d.key)
    .attr('data-stale', (d) => String(d.stale))
    .attr('x1', (d) => d.segment.x1)
    .attr('y1', (d) => d.segment.y1)
    .attr('x2', (d) => d.segment.x2)
    .attr('y2', (d) => d.segment.y2)
    .attr('stroke', (d) => d.stroke)
    .attr('stroke-width', (d) => d.width)
    .attr('stroke-dasharray', (d) => d.dash)
    .selectAll('title')
    .data((d) => [d])
    .join('title')
    .text((d) => d.title);
  group
    .selectAll<SVGCircleElement, HalfLink>('circle')
    .data(
      halves.filter((h) => h.hasErrors),
      (d) => d.key,
    )
    .join('circle')
    .attr('data-errors', (d) => d.key)
    .attr('r', 4)
    .attr('cx', (d) => (d.segment.x1 + d.segment.x2) / 2)
    .attr('cy', (d) => (d.segment.y1 + d.segment.y2) / 2);
}
