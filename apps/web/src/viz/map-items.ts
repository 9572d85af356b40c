import { LIVE_METRICS, lostPerSec, type LinkLiveState, type PathStatusName } from '@tiermap/domain';
import type { LiveByLink } from '../features/map/live-model.js';
import type { MapHighlight } from '../features/map/map-selection.js';
import type { LinkStroke, MapViewModel } from '../features/map/view-model.js';
import {
  emphasis,
  emphasisOpacity,
  HIGHLIGHT_STYLE,
  MAINTENANCE_STYLE,
  PATH_STATUS_FILL,
  scaleDash,
  type Emphasis,
  type ThemeStyle,
} from './map-style.js';
import {
  capacityWidth,
  loadStroke,
  NO_DATA_STYLE,
  STALE_STYLE,
  tierStyle,
  type LoadScale,
} from './scales.js';

/** What decides how the links and nodes look whatever the live data. */
export interface MapShapeInput {
  model: MapViewModel;
  highlight: MapHighlight;
  maintenanceLinkIds: ReadonlySet<string>;
  theme: ThemeStyle;
  /** Each site's worst path status; a site marker is filled by it (else by its tier). */
  siteStatus?: ReadonlyMap<string, PathStatusName>;
}

/** Everything that decides how the map looks, apart from where things are. */
export interface MapStyleInput extends MapShapeInput {
  live: LiveByLink;
  scale: LoadScale;
}

export interface LinkItem {
  id: string;
  link: LinkStroke;
  stroke: string;
  width: number;
  dash: string | null;
  opacity: number;
  emphasis: Emphasis;
  selected: boolean;
  maintenance: boolean;
  /** A suspect of an open incident: drawn over a wide red band. */
  suspect: boolean;
  rank: number | undefined;
  /** Screen pixels between the axes of parallel links in a bundle (the same for the bundle). */
  spacing: number;
  /** Name, capacity and carrier, maintenance, paths; the halves add the live lines. */
  title: string;
  /** The dark line under it on a light theme (`ThemeStyle.casing`); null on dark maps. */
  casing: ItemCasing | null;
}

/** A casing as drawn: its colour and full width (the stroke's plus the theme's px each side). */
export interface ItemCasing {
  stroke: string;
  width: number;
}

/** The casing a stroke of `width` gets on `theme` (same dash, so gaps stay paper). */
function casingFor(theme: ThemeStyle, width: number): ItemCasing | null {
  return theme.casing === null
    ? null
    : { stroke: theme.casing.stroke, width: width + 2 * theme.casing.px };
}

export interface HalfItem {
  key: string;
  linkId: string;
  direction: 'AtoZ' | 'ZtoA';
  stroke: string;
  width: number;
  dash: string | null;
  opacity: number;
  stale: boolean;
  hasErrors: boolean;
  /** The live values it shows (see halfTitle for its tooltip line). */
  state: LinkLiveState;
  /** The dark line under it on a light theme, so pale load classes read on paper. */
  casing: ItemCasing | null;
}

export interface NodeItem {
  id: string;
  kind: 'site' | 'router';
  label: string;
  radius: number;
  fill: string;
  opacity: number;
  emphasis: Emphasis;
  selected: boolean;
  /** A suspect of an open incident (a router), or a site with a bad path: banded red. */
  suspect: boolean;
  rank: number | undefined;
  title: string;
  /** A group marker's router count (features/search/router-groups.ts); unset for one node. */
  group?: number;
}

export interface MapItems {
  links: LinkItem[];
  halves: HalfItem[];
  /** Routers first, then sites, so sites are drawn (and picked) on top. */
  nodes: NodeItem[];
}

function gbps(bps: number | null | undefined): string {
  return ((bps ?? 0) / 1e9).toFixed(2);
}

/** The packet counters a tooltip lists when any is above zero: every fault metric of the table. */
const FAULT_METRICS = LIVE_METRICS.filter((m) => m.chart.band === 'faults');

/** The live line of a half-arrow's tooltip: load, errors and discards, stale or not. */
export function halfTitle({ direction, state }: HalfItem): string {
  const errors = lostPerSec(state);
  const counts = FAULT_METRICS.map((m) => `, ${m.label} ${(state[m.name] ?? 0).toFixed(1)}/s`);
  return (
    `${direction === 'AtoZ' ? 'A to Z' : 'Z to A'}: ${gbps(state.bps)} Gb/s, ${((state.utilization ?? 0) * 100).toFixed(1)} %` +
    `${errors > 0 ? counts.join('') : ''}` +
    `${state.stale ? ' (STALE)' : ''}`
  );
}

const NO_IDS: ReadonlySet<string> = new Set();

/** The two ends of a link, in order: links with the same key are drawn side by side. */
function bundleKey(link: LinkStroke): string {
  return link.aNodeId < link.zNodeId
    ? `${link.aNodeId}|${link.zNodeId}`
    : `${link.zNodeId}|${link.aNodeId}`;
}

/** What one link looks like whatever the live data: width, emphasis and growth. */
function linkLook(input: MapShapeInput, link: LinkStroke) {
  const { highlight, theme } = input;
  const linkEmphasis = emphasis(highlight, 'link', link.id);
  const grow =
    linkEmphasis === 'highlighted' && highlight.dimOthers ? HIGHLIGHT_STYLE.widthScale : 1;
  return {
    linkEmphasis,
    opacity: emphasisOpacity(linkEmphasis),
    grow,
    width: capacityWidth(link.capacityBps) * theme.strokeScale,
    maintenance: input.maintenanceLinkIds.has(link.id),
  };
}

/**
 * The links and nodes as drawn whatever the live data (a link's own line is "no data" grey and
 * dashed, or maintenance violet; emphasis, ranks, selection). A renderer can keep them while
 * only live values change; a link's live half-arrows are drawn over its line. How many site
 * paths share a link is in its tooltip and panel, never in a load colour.
 */
export function mapShapes(input: MapShapeInput): Pick<MapItems, 'links' | 'nodes'> {
  const { model, highlight, theme } = input;
  const suspects = highlight.suspectIds ?? NO_IDS;
  const dashFor = (dash: string | null) => scaleDash(dash, theme.strokeScale);
  // Parallel links are spaced by the widest of their bundle, so their strokes (and the
  // nearest-axis pick) never overlap whatever their capacities.
  const bundleWidth = new Map<string, number>();
  for (const link of model.links) {
    const key = bundleKey(link);
    bundleWidth.set(key, Math.max(bundleWidth.get(key) ?? 0, linkLook(input, link).width));
  }
  const links: LinkItem[] = model.links.map((link) => {
    const { linkEmphasis, opacity, grow, width, maintenance } = linkLook(input, link);
    const suspect = suspects.has(link.id);
    const lines = [link.name, `${gbps(link.capacityBps)} Gb/s, ${link.carrierId}`];
    if (maintenance) lines.push('UNDER MAINTENANCE');
    if (suspect) lines.push('SUSPECT of an open incident');
    lines.push(`paths: ${link.pathIds.join(', ') || 'none'}`);
    return {
      id: link.id,
      link,
      stroke: maintenance ? MAINTENANCE_STYLE.stroke : NO_DATA_STYLE.stroke,
      width: width * grow,
      dash: dashFor(maintenance ? MAINTENANCE_STYLE.dash : NO_DATA_STYLE.dash),
      opacity,
      emphasis: linkEmphasis,
      selected: highlight.selectedId === link.id,
      maintenance,
      suspect,
      rank: highlight.ranks.get(link.id),
      spacing: (bundleWidth.get(bundleKey(link)) ?? width) + 2,
      title: lines.join('\n'),
      casing: casingFor(theme, width * grow),
    };
  });
  const node = (
    id: string,
    kind: NodeItem['kind'],
    label: string,
    radius: number,
    fill: string,
    title: string,
  ): NodeItem => {
    const nodeEmphasis = emphasis(highlight, 'node', id);
    return {
      id,
      kind,
      label,
      radius: radius * theme.nodeScale,
      fill,
      opacity: emphasisOpacity(nodeEmphasis),
      emphasis: nodeEmphasis,
      selected: highlight.selectedId === id,
      suspect: suspects.has(id),
      rank: highlight.ranks.get(id),
      title,
    };
  };
  const nodes = [
    ...model.routers.map((r) =>
      node(r.id, 'router', r.label, 3.5, '#cbd5e1', `${r.label} (${r.carrierId})`),
    ),
    ...model.sites.map((s) => {
      const style = tierStyle(s.tier);
      const status = input.siteStatus?.get(s.id);
      return node(
        s.id,
        'site',
        s.label,
        style.radius,
        status === undefined ? style.fill : PATH_STATUS_FILL[status],
        `${s.name} (Tier${s.tier})${status === undefined ? '' : `\npaths: ${status}`}`,
      );
    }),
  ];
  return { links, nodes };
}

/**
 * Each live direction as a half-arrow coloured by load on the chosen scale (stale grey and
 * dashed, under maintenance violet and dashed), with its emphasis; rebuilt on every delta.
 */
export function mapHalves(input: MapStyleInput): HalfItem[] {
  const { model, live, scale, theme } = input;
  const dashFor = (dash: string | null) => scaleDash(dash, theme.strokeScale);
  const halves: HalfItem[] = [];
  for (const link of model.links) {
    const byDirection = live.get(link.id);
    if (byDirection === undefined) continue;
    const { opacity, grow, width, maintenance } = linkLook(input, link);
    for (const direction of ['AtoZ', 'ZtoA'] as const) {
      const state = byDirection[direction];
      if (state === undefined) continue;
      const value = scale === 'utilization' ? (state.utilization ?? 0) : (state.bps ?? 0);
      const errors = lostPerSec(state);
      const look = maintenance
        ? { stroke: MAINTENANCE_STYLE.stroke, dash: dashFor(MAINTENANCE_STYLE.dash) }
        : state.stale
          ? { stroke: STALE_STYLE.stroke, dash: dashFor(STALE_STYLE.dash) }
          : { stroke: loadStroke(value, scale), dash: null };
      halves.push({
        key: `${link.id}|${direction}`,
        linkId: link.id,
        direction,
        stroke: look.stroke,
        dash: look.dash,
        width: (width + theme.strokeScale) * grow,
        casing: casingFor(theme, (width + theme.strokeScale) * grow),
        opacity,
        stale: state.stale,
        hasErrors: errors > 0,
        state,
      });
    }
  }
  return halves;
}

/**
 * What the map draws, renderer-neutral: each link's stroke, each live direction as a half-arrow
 * coloured by load (stale grey and dashed, under maintenance violet and dashed), and each node,
 * with the emphasis, fading, rank and selection the highlight asks for.
 */
export function mapItems(input: MapStyleInput): MapItems {
  return { ...mapShapes(input), halves: mapHalves(input) };
}
