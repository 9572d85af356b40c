import type { MapViewModel } from '../features/map/view-model.js';
import { fanScale, fitTransform } from './layout.js';
import { mapProjection, IDENTITY_ZOOM, type MapFrame, type MapZoom } from './map-frame.js';

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

/**
 * The zoom transform that shows `region`; identity for the whole map. On the geographic map it
 * fits the region's box; on the schematic it fits the nodes that lie in the region.
 */
export function regionTransform(
  model: MapViewModel,
  region: MapRegion,
  size: { width: number; height: number },
  frame?: MapFrame,
): MapZoom {
  if (region.bounds === undefined) {
    return IDENTITY_ZOOM;
  }
  const [[west, south], [east, north]] = region.bounds;
  let corners: [number, number][];
  if (frame?.mode === 'logical') {
    corners = [...frame.nodes.values()]
      .filter((n) => n.lon >= west && n.lon <= east && n.lat >= south && n.lat <= north)
      .map((n) => [n.x, n.y]);
    if (corners.length === 0) return IDENTITY_ZOOM;
  } else {
    const projection = mapProjection(model, { ...size, zoom: IDENTITY_ZOOM });
    corners = [
      [west, south],
      [west, north],
      [east, south],
      [east, north],
    ].map(([lon, lat]) => projection([lon ?? 0, lat ?? 0]) ?? [0, 0]);
  }
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
    frame?.mode === 'logical' ? 0.1 : 0.02,
  );
}

/**
 * The zoom that brings the given nodes into view (a selected path, an incident's sites), never
 * zooming out past the whole map nor in past `maxZoom`; identity when none of them is drawn.
 */
export function focusTransform(frame: MapFrame, nodeIds: Iterable<string>, maxZoom = 8): MapZoom {
  const points = [...nodeIds]
    .map((id) => frame.nodes.get(id))
    .filter((n): n is NonNullable<typeof n> => n !== undefined);
  if (points.length === 0) return IDENTITY_ZOOM;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const fit = fitTransform(
    {
      left: Math.min(...xs),
      right: Math.max(...xs),
      top: Math.min(...ys),
      bottom: Math.max(...ys),
    },
    { width: frame.width, height: frame.height },
    0.15,
  );
  const k = Math.min(maxZoom, Math.max(1, fit.k));
  // Centred where they are drawn at that zoom: a co-located router sits fanned out from its site
  // by its ring offset times `fanScale(k)` screen pixels (see `screenPositions`).
  const fan = fanScale(k);
  const sx = points.map((p) => p.x * k + p.dx * fan);
  const sy = points.map((p) => p.y * k + p.dy * fan);
  const cx = (Math.min(...sx) + Math.max(...sx)) / 2;
  const cy = (Math.min(...sy) + Math.max(...sy)) / 2;
  return { k, x: frame.width / 2 - cx, y: frame.height / 2 - cy };
}
