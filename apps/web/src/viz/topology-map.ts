import { geoNaturalEarth1, geoPath, type GeoProjection } from 'd3-geo';
import { select } from 'd3-selection';
import type { FeatureCollection, Geometry } from 'geojson';
import type { MapViewModel } from '../features/map/view-model.js';
import {
  fitTransform,
  offsetSegment,
  parallelOffset,
  placeLabels,
  spreadColocated,
  type Point,
} from './layout.js';
import { capacityWidth, sharingStroke, tierStyle } from './scales.js';

export interface MapView {
  width: number;
  height: number;
  /** The d3-zoom transform: scale k, then translate x, y. */
  zoom: { k: number; x: number; y: number };
}

export interface MapScene {
  model: MapViewModel;
  countries: FeatureCollection<Geometry>;
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

  layer('links')
    .selectAll<SVGLineElement, MapViewModel['links'][number]>('line')
    .data(scene.model.links, (d) => d.id)
    .join('line')
    .attr('data-link-id', (d) => d.id)
    .attr('stroke', (d) => sharingStroke(d.pathIds.length))
    .attr('stroke-width', (d) => capacityWidth(d.capacityBps))
    .attr('stroke-dasharray', (d) => (d.trunkId === undefined ? null : '6 2'))
    .each(function (d) {
      const a = positions.get(d.aNodeId);
      const z = positions.get(d.zNodeId);
      if (a === undefined || z === undefined) {
        return;
      }
      const spacing = capacityWidth(d.capacityBps) + 2;
      const s = offsetSegment(
        { x1: a.x, y1: a.y, x2: z.x, y2: z.y },
        parallelOffset(d.parallelIndex, d.parallelCount, spacing) * (a.id < z.id ? 1 : -1),
      );
      select(this).attr('x1', s.x1).attr('y1', s.y1).attr('x2', s.x2).attr('y2', s.y2);
    })
    .selectAll('title')
    .data((d) => [d])
    .join('title')
    .text(
      (d) =>
        `${d.name}\n${(d.capacityBps / 1e9).toFixed(2)} Gb/s, ${d.carrierId}\npaths: ${d.pathIds.join(', ') || 'none'}`,
    );

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
