import type { LinkLiveState, TopologyResponse } from '@tiermap/domain';
import { useEffect, useMemo, useRef } from 'react';
import { mapFrame, IDENTITY_ZOOM, type MapZoom } from '../../viz/map-frame.js';
import { mapItems } from '../../viz/map-items.js';
import { focusTransform, MAP_REGIONS, regionTransform } from '../../viz/map-regions.js';
import { THEME_STYLES } from '../../viz/map-style.js';
import { drawTopologyMap } from '../../viz/topology-map.js';
import { loadCountries, NO_COUNTRIES } from '../map/countries.js';
import { mergeLive } from '../map/live-model.js';
import { maintenanceLinkIds } from '../map/maintenance.js';
import { NO_HIGHLIGHT, type MapHighlight } from '../map/map-selection.js';
import { mapViewModel } from '../map/view-model.js';
import '../map/map-view.css';

/** The printed map's drawing size; the SVG scales to the page width. */
export const PRINT_MAP_SIZE = { width: 1000, height: 500 } as const;

export interface PrintMapProps {
  topology: TopologyResponse;
  live: readonly LinkLiveState[];
  /** The time the report's data was read: maintenance windows open then are drawn. */
  atMs: number;
  /** A region of MAP_REGIONS to show, or the nodes to bring into view; the whole map otherwise. */
  region?: string | undefined;
  focusNodeIds?: readonly string[] | undefined;
  highlight?: MapHighlight | undefined;
  label: string;
  /** Called when the base map has loaded (or failed to) and the map is drawn on it; keep it stable. */
  onDrawn: () => void;
}

/**
 * The map as the screen draws it (the same view model, items and D3 drawing), at a fixed size,
 * without zoom or clicks, for the print pages and their PDF.
 */
export function PrintMap({
  topology,
  live,
  atMs,
  region,
  focusNodeIds,
  highlight = NO_HIGHLIGHT,
  label,
  onDrawn,
}: PrintMapProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const model = useMemo(() => mapViewModel(topology), [topology]);
  const scene = useMemo(() => {
    const theme = THEME_STYLES.screen;
    const items = mapItems({
      model,
      live: mergeLive(new Map(), live, true),
      scale: 'utilization',
      highlight,
      maintenanceLinkIds: maintenanceLinkIds(topology, atMs),
      theme,
    });
    return { items, frame: mapFrame(model, 'geo', PRINT_MAP_SIZE), theme };
  }, [model, live, highlight, topology, atMs]);

  useEffect(() => {
    let mounted = true;
    const draw = (countries: typeof NO_COUNTRIES) => {
      const svg = svgRef.current;
      if (!mounted || svg === null) return;
      const chosen = MAP_REGIONS.find((r) => r.id === region);
      let zoom: MapZoom = IDENTITY_ZOOM;
      if (focusNodeIds !== undefined && focusNodeIds.length > 0) {
        zoom = focusTransform(scene.frame, focusNodeIds, 4);
      } else if (chosen !== undefined) {
        zoom = regionTransform(model, chosen, PRINT_MAP_SIZE, scene.frame);
      }
      drawTopologyMap(svg, { ...scene, countries }, zoom, { transitionMs: 0 });
      onDrawn();
    };
    // Without the base map the topology is still drawn, and the report still printed.
    loadCountries().then(draw, () => draw(NO_COUNTRIES));
    return () => {
      mounted = false;
    };
  }, [scene, model, region, focusNodeIds, onDrawn]);

  return (
    <div className="map-frame print-map" data-renderer="svg" data-mode="geo" data-theme="screen">
      <svg ref={svgRef} className="map" role="img" aria-label={label} />
    </div>
  );
}
