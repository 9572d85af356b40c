import type { LinkLiveState, TopologyResponse } from '@tiermap/domain';
import { select } from 'd3-selection';
import { useEffect, useMemo, useRef } from 'react';
import {
  mapFrame,
  IDENTITY_ZOOM,
  screenPositions,
  type MapFrame,
  type MapZoom,
} from '../../viz/map-frame.js';
import { mapItems, type NodeItem } from '../../viz/map-items.js';
import { focusTransform, MAP_REGIONS, regionTransform } from '../../viz/map-regions.js';
import { THEME_STYLES } from '../../viz/map-style.js';
import { drawTopologyMap } from '../../viz/topology-map.js';
import { loadCountries, NO_COUNTRIES } from '../map/countries.js';
import { mergeLive } from '../map/live-model.js';
import { maintenanceLinkIds } from '../map/maintenance.js';
import { NO_HIGHLIGHT, type MapHighlight } from '../map/map-selection.js';
import { mapViewModel } from '../map/view-model.js';
import '../map/map-view.css';
import { layoutLabels } from './label-layout.js';

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
  /** The time the map shows, printed under it ("Map: topology and live load as of …"). */
  timeNote: string;
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
  timeNote,
  onDrawn,
}: PrintMapProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const model = useMemo(() => mapViewModel(topology), [topology]);
  const scene = useMemo(() => {
    const theme = THEME_STYLES.print;
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
      placePrintLabels(svg, scene.frame, zoom);
      onDrawn();
    };
    // Without the base map the topology is still drawn, and the report still printed.
    loadCountries().then(draw, () => draw(NO_COUNTRIES));
    return () => {
      mounted = false;
    };
  }, [scene, model, region, focusNodeIds, onDrawn]);

  return (
    <figure
      className="map-frame print-map print-map-light"
      data-renderer="svg"
      data-mode="geo"
      data-theme="print"
    >
      <svg ref={svgRef} className="map" role="img" aria-label={label} />
      <figcaption className="print-map-time" data-testid="print-map-time">
        {timeNote}
      </figcaption>
    </figure>
  );
}

/**
 * Places the site labels again for paper, where nothing can be zoomed apart (router labels are
 * not printed): measured, then laid out so that no two overlap and none covers another site
 * (`layoutLabels`), with leader lines for those moved away from their site. Sites outside the
 * view keep their place.
 */
function placePrintLabels(svgElement: SVGSVGElement, frame: MapFrame, zoom: MapZoom): void {
  const svg = select(svgElement);
  const positions = screenPositions(frame, zoom);
  const radius = new Map<string, number>();
  svg.selectAll<SVGCircleElement, NodeItem>('g.sites circle').each((d) => {
    radius.set(d.id, d.radius);
  });
  // Paper names the sites only: the screen's router labels, placed before the sites' labels
  // moved, would collide with them (the report's tables name the routers).
  svg
    .selectAll<SVGTextElement, NodeItem>('g.labels text[data-router-label]')
    .attr('display', 'none');
  const texts = svg.selectAll<SVGTextElement, NodeItem>('g.labels text[data-site-label]');
  const requests = texts
    .nodes()
    .map((text) => {
      const id = text.getAttribute('data-site-label') ?? '';
      const at = positions.get(id);
      const box = text.getBBox();
      return { id, at, width: box.width, height: box.height };
    })
    .filter(
      (r) =>
        r.at !== undefined &&
        r.at.x >= 0 &&
        r.at.y >= 0 &&
        r.at.x <= frame.width &&
        r.at.y <= frame.height,
    )
    .map((r) => ({
      id: r.id,
      x: r.at?.x ?? 0,
      y: r.at?.y ?? 0,
      radius: radius.get(r.id) ?? 5,
      width: r.width,
      height: r.height,
    }))
    .sort((a, b) => b.radius - a.radius || (a.id < b.id ? -1 : 1));
  // Rank badges (an incident's suspects) are obstacles: a label must leave them readable.
  const badges = svg
    .selectAll<SVGGElement, unknown>('g.badges g')
    .nodes()
    .map((g) => {
      const at = /translate\(([-\d.e]+),([-\d.e]+)\)/.exec(g.getAttribute('transform') ?? '');
      const circle = g.querySelector('circle');
      return {
        x: Number(at?.[1] ?? Number.NaN),
        y: Number(at?.[2] ?? Number.NaN),
        radius: Number(circle?.getAttribute('r') ?? 0) + 1,
      };
    })
    .filter((b) => Number.isFinite(b.x) && Number.isFinite(b.y));
  const laid = new Map(
    layoutLabels(requests, { width: frame.width, height: frame.height }, badges).map((l) => [
      l.id,
      l,
    ]),
  );
  texts.each(function (d) {
    const l = laid.get(d.id);
    if (l === undefined) return;
    select(this).attr('x', l.x).attr('y', l.y).attr('text-anchor', l.anchor);
  });
  const leaders = [...laid.values()].filter((l) => l.leader !== null);
  svg
    .selectAll<SVGGElement, string>('g.leaders')
    .data(['leaders'])
    .join((enter) => enter.insert('g', 'g.labels'))
    .attr('class', 'leaders')
    .selectAll<SVGLineElement, (typeof leaders)[number]>('line')
    .data(leaders, (l) => l.id)
    .join('line')
    .attr('data-leader-for', (l) => l.id)
    .attr('x1', (l) => l.leader?.x1 ?? 0)
    .attr('y1', (l) => l.leader?.y1 ?? 0)
    .attr('x2', (l) => l.leader?.x2 ?? 0)
    .attr('y2', (l) => l.leader?.y2 ?? 0);
}
