import { geoPath } from 'd3-geo';
import { select, type BaseType, type Selection } from 'd3-selection';
import 'd3-transition';
import type { FeatureCollection, Geometry } from 'geojson';
import { linkSegments, screenPositions, type MapFrame, type MapZoom } from './map-frame.js';
import {
  halfTitle,
  type HalfItem,
  type LinkItem,
  type MapItems,
  type NodeItem,
} from './map-items.js';
import { buildHitIndex, hitTest, type Hit } from './hit-test.js';
import { HIGHLIGHT_STYLE, SUSPECT_STYLE, type ThemeStyle } from './map-style.js';
import {
  halfSegments,
  offsetSegment,
  placeLabels,
  type PlacedLabel,
  type Point,
  type Segment,
} from './layout.js';

/** What the SVG renderer draws: the styled items, where they sit, and the base map. */
export interface SvgMapScene {
  items: MapItems;
  frame: MapFrame;
  /** Countries for the base map; drawn in geographic mode only. */
  countries: FeatureCollection<Geometry>;
  theme: ThemeStyle;
}

export interface DrawOptions {
  /** Duration of the colour transition of live updates; 0 to restyle at once. */
  transitionMs: number;
}

type Layer = Selection<SVGGElement, string, SVGSVGElement, unknown>;

const LAYERS = [
  'land',
  'suspects',
  'outlines',
  'casings',
  'links',
  'traffic',
  'hits',
  'routers',
  'sites',
  'labels',
  'badges',
] as const;

function layer(svgElement: SVGSVGElement, name: (typeof LAYERS)[number]): Layer {
  return select(svgElement)
    .selectAll<SVGGElement, string>(`g.${name}`)
    .data<string>([name])
    .join('g')
    .attr('class', name);
}

const drawnLand = new WeakMap<SVGSVGElement, { countries: unknown; frame: MapFrame }>();

/**
 * Draws (or updates) the map into `svg`: base map, links side by side, the live half-arrows,
 * click targets, routers, sites, labels and rank badges. Elements are joined by key, so an
 * update restyles in place (live colours with a short transition) instead of redrawing.
 * Data attributes the browser tests read are set at once, never through a transition.
 */
export function drawTopologyMap(
  svgElement: SVGSVGElement,
  scene: SvgMapScene,
  zoom: MapZoom,
  options: DrawOptions,
): void {
  const { frame, items, theme } = scene;
  select(svgElement).attr('viewBox', `0 0 ${frame.width} ${frame.height}`);
  for (const name of LAYERS) layer(svgElement, name);

  const previous = drawnLand.get(svgElement);
  if (previous?.countries !== scene.countries || previous.frame !== frame) {
    // The base map is projected once per frame; zooming only transforms its group.
    const path = frame.projection === undefined ? undefined : geoPath(frame.projection);
    layer(svgElement, 'land')
      .selectAll<SVGPathElement, FeatureCollection['features'][number]>('path')
      .data(path === undefined ? [] : scene.countries.features, (d, i) => String(d.id ?? i))
      .join('path')
      .attr('d', (d) => path?.(d) ?? '');
    drawnLand.set(svgElement, { countries: scene.countries, frame });
  }

  // Suspects of open incidents: a wide red band under the link or around the marker.
  const suspects = layer(svgElement, 'suspects');
  suspects
    .selectAll<SVGLineElement, LinkItem>('line')
    .data(
      items.links.filter((d) => d.suspect),
      (d) => d.id,
    )
    .join('line')
    .attr('data-suspect', (d) => d.id)
    .attr('stroke', SUSPECT_STYLE.stroke)
    .attr('stroke-opacity', SUSPECT_STYLE.opacity)
    .attr('stroke-width', (d) => d.width + theme.strokeScale + 2 * SUSPECT_STYLE.bandPx);
  suspects
    .selectAll<SVGCircleElement, NodeItem>('circle')
    .data(
      items.nodes.filter((d) => d.suspect),
      (d) => d.id,
    )
    .join('circle')
    .attr('data-suspect', (d) => d.id)
    .attr('fill', SUSPECT_STYLE.stroke)
    .attr('fill-opacity', SUSPECT_STYLE.opacity)
    .attr('r', (d) => d.radius + SUSPECT_STYLE.bandPx);

  const outlined = items.links.filter((d) => d.emphasis === 'highlighted' || d.selected);
  layer(svgElement, 'outlines')
    .selectAll<SVGLineElement, LinkItem>('line')
    .data(outlined, (d) => d.id)
    .join('line')
    .attr('data-outline', (d) => d.id)
    .attr('stroke', (d) => (d.selected ? HIGHLIGHT_STYLE.selectedRing : HIGHLIGHT_STYLE.outline))
    .attr('stroke-width', (d) => d.width + theme.strokeScale + 2 * HIGHLIGHT_STYLE.outlinePx);

  // On a light theme, a dark casing under every link line and live half-arrow (same dash, so
  // gaps stay paper): the pale load classes then read on white with the one palette.
  const casings = layer(svgElement, 'casings');
  casings
    .selectAll<SVGLineElement, LinkItem>('line.link-casing')
    .data(
      items.links.filter((d) => d.casing !== null),
      (d) => d.id,
    )
    .join((enter) => enter.append('line').attr('class', 'link-casing'))
    .attr('data-casing', (d) => d.id)
    .attr('stroke', (d) => d.casing?.stroke ?? null)
    .attr('stroke-width', (d) => d.casing?.width ?? 0)
    .attr('stroke-dasharray', (d) => d.dash)
    .style('opacity', (d) => d.opacity);
  casings
    .selectAll<SVGLineElement, HalfItem>('line.half-casing')
    .data(
      items.halves.filter((d) => d.casing !== null),
      (d) => d.key,
    )
    .join((enter) => enter.append('line').attr('class', 'half-casing'))
    .attr('data-casing', (d) => d.key)
    .attr('stroke', (d) => d.casing?.stroke ?? null)
    .attr('stroke-width', (d) => d.casing?.width ?? 0)
    .attr('stroke-dasharray', (d) => d.dash)
    .style('opacity', (d) => d.opacity);

  layer(svgElement, 'links')
    .selectAll<SVGLineElement, LinkItem>('line')
    .data(items.links, (d) => d.id)
    .join('line')
    .attr('data-link-id', (d) => d.id)
    .attr('data-highlighted', (d) => (d.emphasis === 'highlighted' ? 'true' : null))
    .attr('data-selected', (d) => (d.selected ? 'true' : null))
    .attr('data-rank', (d) => (d.rank === undefined ? null : String(d.rank)))
    .attr('data-maintenance', (d) => (d.maintenance ? d.id : null))
    .attr('stroke', (d) => d.stroke)
    .attr('stroke-width', (d) => d.width)
    .attr('stroke-dasharray', (d) => d.dash)
    .style('opacity', (d) => d.opacity);

  drawTraffic(layer(svgElement, 'traffic'), items.halves, options);

  // A link's tooltip: its own lines, then each live direction's.
  const liveLines = new Map<string, string[]>();
  for (const half of items.halves) {
    liveLines.set(half.linkId, [...(liveLines.get(half.linkId) ?? []), halfTitle(half)]);
  }
  layer(svgElement, 'hits')
    .selectAll<SVGLineElement, LinkItem>('line')
    .data(items.links, (d) => d.id)
    .join('line')
    .attr('data-link-hit', (d) => d.id)
    .attr('tabindex', 0)
    .attr('role', 'button')
    .attr('aria-label', (d) => `Link ${d.link.name}${d.suspect ? ', suspect' : ''}`)
    .attr('stroke', 'transparent')
    .attr('stroke-width', (d) =>
      d.link.parallelCount > 1 ? Math.min(theme.hitPx, d.spacing) : theme.hitPx,
    )
    .selectAll('title')
    .data((d) => [d])
    .join('title')
    .text((d) => [d.title, ...(liveLines.get(d.id) ?? [])].join('\n'));

  for (const kind of ['router', 'site'] as const) {
    layer(svgElement, kind === 'site' ? 'sites' : 'routers')
      .selectAll<SVGCircleElement, NodeItem>('circle')
      .data(
        items.nodes.filter((n) => n.kind === kind),
        (d) => d.id,
      )
      .join('circle')
      .attr(kind === 'site' ? 'data-site-id' : 'data-router-id', (d) => d.id)
      .attr('tabindex', 0)
      .attr('role', 'button')
      .attr('aria-label', (d) => `${kind === 'site' ? 'Site' : 'Router'} ${d.title}`)
      .attr('data-highlighted', (d) => (d.emphasis === 'highlighted' ? 'true' : null))
      .attr('data-selected', (d) => (d.selected ? 'true' : null))
      .attr('data-rank', (d) => (d.rank === undefined ? null : String(d.rank)))
      .attr('r', (d) => d.radius)
      .attr('fill', kind === 'site' ? (d) => d.fill : null)
      .style('opacity', (d) => d.opacity)
      .style('stroke', (d) =>
        d.selected
          ? HIGHLIGHT_STYLE.selectedRing
          : d.emphasis === 'highlighted'
            ? HIGHLIGHT_STYLE.outline
            : null,
      )
      .style('stroke-width', (d) =>
        d.selected ? '4px' : d.emphasis === 'highlighted' ? '2.5px' : null,
      )
      .selectAll('title')
      .data((d) => [d])
      .join('title')
      .text((d) => d.title);
  }

  // Sites always labelled; routers only where their label finds room (see positionTopologyMap).
  layer(svgElement, 'labels')
    .selectAll<SVGTextElement, NodeItem>('text')
    .data(items.nodes, (d) => d.id)
    .join('text')
    .attr('data-site-label', (d) => (d.kind === 'site' ? d.id : null))
    .attr('data-router-label', (d) => (d.kind === 'router' ? d.id : null))
    .style('opacity', (d) => (d.opacity < 1 ? 0.45 : 1))
    .style(
      'font-size',
      (d) => `${d.kind === 'site' ? theme.labelPx : Math.round(theme.labelPx * 0.85)}px`,
    )
    .text((d) => d.label);

  const ranked = [...items.links, ...items.nodes].filter((d) => d.rank !== undefined);
  const badges = layer(svgElement, 'badges')
    .selectAll<SVGGElement, LinkItem | NodeItem>('g')
    .data(ranked, (d) => d.id)
    .join((enter) => {
      const g = enter.append('g');
      g.append('circle');
      g.append('text');
      return g;
    })
    .attr('data-rank', (d) => String(d.rank))
    .attr('data-badge-for', (d) => d.id);
  badges.select('circle').attr('r', theme.badgeRadiusPx).attr('fill', HIGHLIGHT_STYLE.badgeFill);
  badges
    .select('text')
    .attr('fill', HIGHLIGHT_STYLE.badgeText)
    .attr('text-anchor', 'middle')
    .attr('dy', '0.35em')
    .style('font-size', `${Math.round(theme.badgeRadiusPx * 1.3)}px`)
    .text((d) => String(d.rank));

  positionTopologyMap(svgElement, scene, zoom);
}

/**
 * Moves what `drawTopologyMap` drew to `zoom`: node positions are mapped from the frame (no
 * re-projection, no new view model), links follow their ends, the base map is transformed as a
 * whole, and labels are placed again so they keep their on-screen size. Cheap enough per frame.
 */
export function positionTopologyMap(
  svgElement: SVGSVGElement,
  scene: SvgMapScene,
  zoom: MapZoom,
): void {
  const { frame, items, theme } = scene;
  const positions = screenPositions(frame, zoom);
  const segments = linkSegments(items.links, positions);
  const halves = new Map<string, { AtoZ: Segment; ZtoA: Segment }>();
  for (const [id, segment] of segments) halves.set(id, halfSegments(segment, 3));
  const svg = select(svgElement);

  svg.select('g.land').attr('transform', `translate(${zoom.x},${zoom.y}) scale(${zoom.k})`);
  const placeLine = <D>(
    lines: Selection<SVGLineElement, D, BaseType, unknown>,
    segmentOf: (d: D) => Segment | undefined,
  ) =>
    lines.each(function (d) {
      const s = segmentOf(d);
      if (s !== undefined) {
        // The animated-length setters skip building and parsing attribute strings.
        this.x1.baseVal.value = s.x1;
        this.y1.baseVal.value = s.y1;
        this.x2.baseVal.value = s.x2;
        this.y2.baseVal.value = s.y2;
      }
    });
  const bySegment = (d: LinkItem) => segments.get(d.id);
  placeLine(svg.selectAll<SVGLineElement, LinkItem>('g.outlines line'), bySegment);
  placeLine(svg.selectAll<SVGLineElement, LinkItem>('g.links line'), bySegment);
  placeLine(svg.selectAll<SVGLineElement, LinkItem>('g.casings line.link-casing'), bySegment);
  placeLine(
    svg.selectAll<SVGLineElement, HalfItem>('g.casings line.half-casing'),
    (d) => halves.get(d.linkId)?.[d.direction],
  );
  placeLine(svg.selectAll<SVGLineElement, LinkItem>('g.hits line'), bySegment);
  placeLine(
    svg.selectAll<SVGLineElement, HalfItem>('g.traffic line'),
    (d) => halves.get(d.linkId)?.[d.direction],
  );
  svg.selectAll<SVGCircleElement, HalfItem>('g.traffic circle').each(function (d) {
    const s = halves.get(d.linkId)?.[d.direction];
    if (s !== undefined) {
      select(this)
        .attr('cx', (s.x1 + s.x2) / 2)
        .attr('cy', (s.y1 + s.y2) / 2);
    }
  });
  placeLine(svg.selectAll<SVGLineElement, LinkItem>('g.suspects line'), bySegment);
  svg
    .selectAll<SVGCircleElement, NodeItem>('g.routers circle, g.sites circle, g.suspects circle')
    .attr('cx', (d) => positions.get(d.id)?.x ?? 0)
    .attr('cy', (d) => positions.get(d.id)?.y ?? 0);

  const placed = new Map(nodeLabels(items.nodes, positions, theme, frame).map((p) => [p.id, p]));
  svg
    .selectAll<SVGTextElement, NodeItem>('g.labels text')
    .attr('x', (d) => placed.get(d.id)?.x ?? 0)
    .attr('y', (d) => placed.get(d.id)?.y ?? 0)
    .attr('text-anchor', (d) => placed.get(d.id)?.anchor ?? 'start')
    .attr('display', (d) => (placed.get(d.id)?.hidden === true ? 'none' : null));

  svg.selectAll<SVGGElement, LinkItem | NodeItem>('g.badges g').attr('transform', (d) => {
    const at = badgePosition(d, positions, segments, theme);
    return `translate(${at.x},${at.y})`;
  });
}

/**
 * Where each node's label goes at this zoom: every site's (biggest first), then each router's
 * only where it overlaps no label placed before it, so routers are named once there is room.
 */
export function nodeLabels(
  nodes: readonly NodeItem[],
  positions: ReadonlyMap<string, Point>,
  theme: ThemeStyle,
  bounds: { width: number; height: number },
): PlacedLabel[] {
  const ordered = [
    ...nodes
      .filter((n) => n.kind === 'site')
      .sort((a, b) => b.radius - a.radius || (a.id < b.id ? -1 : 1)),
    ...nodes.filter((n) => n.kind === 'router'),
  ];
  return placeLabels(
    ordered.map((n) => {
      const px = n.kind === 'site' ? theme.labelPx : Math.round(theme.labelPx * 0.85);
      return {
        id: n.id,
        x: positions.get(n.id)?.x ?? 0,
        y: positions.get(n.id)?.y ?? 0,
        width: n.label.length * px * 0.65,
        height: px + 1,
        optional: n.kind === 'router',
      };
    }),
    bounds,
  );
}

/**
 * What a click at (x, y) on the drawn map (view pixels) picks under `zoom`: the nearest marker
 * within reach, else the link whose drawn axis is nearest, within half a click target's width.
 * Among parallel links that is the one under the pointer, whichever target is drawn on top.
 */
export function pickAt(scene: SvgMapScene, zoom: MapZoom, x: number, y: number): Hit | undefined {
  const positions = screenPositions(scene.frame, zoom);
  const segments = linkSegments(scene.items.links, positions);
  const index = buildHitIndex(
    scene.items.nodes.flatMap((n) => {
      const p = positions.get(n.id);
      return p === undefined ? [] : [{ kind: n.kind, id: n.id, x: p.x, y: p.y, radius: n.radius }];
    }),
    [...segments].map(([id, segment]) => ({ id, segment })),
    64,
  );
  return hitTest(index, x, y, scene.theme.hitPx / 2, 1);
}

/** Where a rank badge sits: beside a link's midpoint, or above and right of a node. */
export function badgePosition(
  item: LinkItem | NodeItem,
  positions: ReadonlyMap<string, Point>,
  segments: ReadonlyMap<string, Segment>,
  theme: ThemeStyle,
): { x: number; y: number } {
  if ('link' in item) {
    const s = segments.get(item.id);
    if (s === undefined) return { x: -100, y: -100 };
    const beside = offsetSegment(s, item.width / 2 + theme.badgeRadiusPx + 2);
    return { x: (beside.x1 + beside.x2) / 2, y: (beside.y1 + beside.y2) / 2 };
  }
  const p = positions.get(item.id);
  if (p === undefined) return { x: -100, y: -100 };
  const away = (item.radius + theme.badgeRadiusPx) * 0.8;
  return { x: p.x + away, y: p.y - away };
}

/** The colour each half-arrow is heading for, so a running transition is not restarted. */
const targetStroke = new WeakMap<Element, string>();

/**
 * The live overlay: each link direction with data as a half-arrow coloured by its load, and a
 * ring marking a direction with errors or discards (a separate mark, not another colour on the
 * same scale). A changed colour fades over a short transition; everything else is set at once.
 */
function drawTraffic(group: Layer, halves: readonly HalfItem[], options: DrawOptions): void {
  group
    .selectAll<SVGLineElement, HalfItem>('line')
    .data(halves, (d) => d.key)
    .join(
      (enter) =>
        enter
          .append('line')
          .attr('stroke', (d) => d.stroke)
          .each(function (d) {
            targetStroke.set(this, d.stroke);
          }),
      (update) => {
        const changed = update.filter(function (d) {
          return targetStroke.get(this) !== d.stroke;
        });
        changed.each(function (d) {
          targetStroke.set(this, d.stroke);
        });
        if (options.transitionMs > 0) {
          changed
            .transition('live')
            .duration(options.transitionMs)
            .attr('stroke', (d) => d.stroke)
            .on('end', function (d) {
              this.setAttribute('stroke', d.stroke);
            });
        } else {
          changed.interrupt('live').attr('stroke', (d) => d.stroke);
        }
        return update;
      },
    )
    .attr('data-traffic', (d) => d.key)
    .attr('data-stale', (d) => String(d.stale))
    .attr('stroke-width', (d) => d.width)
    .attr('stroke-dasharray', (d) => d.dash)
    .style('opacity', (d) => d.opacity);
  group
    .selectAll<SVGCircleElement, HalfItem>('circle')
    .data(
      halves.filter((h) => h.hasErrors),
      (d) => d.key,
    )
    .join('circle')
    .attr('data-errors', (d) => d.key)
    .attr('r', 4)
    .style('opacity', (d) => d.opacity);
}
