import type { PathStatusName } from '@tiermap/domain';
import type { MapHighlight } from '../features/map/map-selection.js';

/**
 * How the map emphasises, fades, ranks and marks maintenance, as data shared by both renderers
 * and the legend, so the three cannot disagree.
 */

/**
 * `screen` for a desk; `wall` for a NOC wall read from across a room: bigger text and strokes;
 * `print` for the PDF's light maps on white paper: as `screen`, with every line cased.
 */
export type MapTheme = 'screen' | 'wall' | 'print';

/** A dark line drawn under a link or live half-arrow, `px` wider each side. */
export interface LineCasing {
  stroke: string;
  px: number;
}

export interface ThemeStyle {
  /** Multiplies every link stroke width. */
  strokeScale: number;
  /** Multiplies node radii. */
  nodeScale: number;
  /** Site label size in screen pixels, whatever the zoom. */
  labelPx: number;
  /** Rank badge radius in screen pixels. */
  badgeRadiusPx: number;
  /** Width of a link's invisible click target, in screen pixels. */
  hitPx: number;
  /**
   * On a light background, the casing under every link line and live half-arrow, so the pale
   * load classes (70-90 %, 90 % and over) read on white with the one palette; null on dark maps.
   */
  casing: LineCasing | null;
}

export const THEME_STYLES: Readonly<Record<MapTheme, ThemeStyle>> = {
  screen: { strokeScale: 1, nodeScale: 1, labelPx: 13, badgeRadiusPx: 8, hitPx: 12, casing: null },
  wall: {
    strokeScale: 1.8,
    nodeScale: 1.5,
    labelPx: 22,
    badgeRadiusPx: 12,
    hitPx: 16,
    casing: null,
  },
  print: {
    strokeScale: 1,
    nodeScale: 1,
    labelPx: 13,
    badgeRadiusPx: 8,
    hitPx: 12,
    // Slate 800: 14:1 on white, and apart from every load class and the "no data" grey.
    casing: { stroke: '#1e293b', px: 1 },
  },
};

/** The look of emphasised, faded, selected and ranked elements. */
export const HIGHLIGHT_STYLE = {
  label: 'on the selected path or incident',
  /** The bright outline drawn under an emphasised link or around an emphasised node. */
  outline: '#f8fafc',
  /** Outline width beyond the stroke, each side, in screen pixels. */
  outlinePx: 2,
  /** Emphasised strokes are this much wider. */
  widthScale: 1.6,
  /** Opacity of everything not named when the highlight dims the others. */
  dimOpacity: 0.15,
  selectedLabel: 'selected',
  selectedRing: '#fde047',
  rankLabel: 'suspect rank (1 = first)',
  badgeFill: '#fde047',
  badgeText: '#0b1220',
} as const;

/**
 * The suspects of open incidents: a wide translucent red band under the link or around the
 * marker, seen from across a room whatever else is selected.
 */
export const SUSPECT_STYLE = {
  label: 'suspect of an open incident',
  stroke: '#ef4444',
  /** Band width beyond the stroke, each side, in screen pixels. */
  bandPx: 7,
  opacity: 0.6,
} as const;

/**
 * A site marker's fill by the worst status of its paths (`GET /api/health/paths`), with the
 * legend's labels. ok, congested, lossy and outage stay at least 15 CIEDE2000 apart pairwise,
 * and dark and unknown from ok, for normal vision and simulated deuteranopia, protanopia and
 * tritanopia (map-style.test.ts); every fill has 3:1 or more against the dark map.
 */
export const PATH_STATUS_FILL: Readonly<Record<PathStatusName, string>> = {
  ok: '#43e7b2',
  congested: '#f0ad2a',
  lossy: '#dd0f1e',
  outage: '#c50f9f',
  dark: '#64748b',
  unknown: '#94a3b8',
};

/** The legend's order and words for the site markers' path statuses. */
export const PATH_STATUS_LEGEND: readonly { status: PathStatusName; label: string }[] = [
  { status: 'ok', label: 'paths ok' },
  { status: 'congested', label: 'a path congested' },
  { status: 'lossy', label: 'a path losing packets' },
  { status: 'outage', label: 'a path down (outage)' },
  { status: 'dark', label: 'a path dark (a link sends nothing fresh)' },
  { status: 'unknown', label: 'path status unknown' },
];

/** A link under an open maintenance window: violet and dashed, unlike idle (grey) or stale. */
export const MAINTENANCE_STYLE = {
  label: 'under maintenance',
  stroke: '#8b5cf6',
  dash: '7 3 2 3',
} as const;

export type Emphasis = 'highlighted' | 'dimmed' | 'normal';

/** Whether a link or node (by id) is emphasised, faded, or drawn as usual. */
export function emphasis(highlight: MapHighlight, kind: 'link' | 'node', id: string): Emphasis {
  const named = kind === 'link' ? highlight.linkIds.has(id) : highlight.nodeIds.has(id);
  if (named || highlight.selectedId === id) return 'highlighted';
  return highlight.dimOthers ? 'dimmed' : 'normal';
}

/** The opacity an element of this emphasis is drawn with. */
export function emphasisOpacity(value: Emphasis): number {
  return value === 'dimmed' ? HIGHLIGHT_STYLE.dimOpacity : 1;
}

/** Scales a dash pattern such as `6 2` by `factor`; null stays null. */
export function scaleDash(dash: string | null, factor: number): string | null {
  if (dash === null) return null;
  return dash
    .split(/\s+/)
    .map((n) => String(Number(n) * factor))
    .join(' ');
}

/**
 * A theme grown or shrunk by `scale` (the wall's height over 1080 px): labels, badges, strokes
 * and markers keep the same share of the screen at 1080p and 4K. `scale` 1 is the theme as is.
 */
export function scaledTheme(style: ThemeStyle, scale: number): ThemeStyle {
  if (!(scale > 0) || scale === 1) return style;
  return {
    strokeScale: style.strokeScale * scale,
    nodeScale: style.nodeScale * scale,
    labelPx: Math.round(style.labelPx * scale * 10) / 10,
    badgeRadiusPx: style.badgeRadiusPx * scale,
    hitPx: style.hitPx * scale,
    casing:
      style.casing === null ? null : { stroke: style.casing.stroke, px: style.casing.px * scale },
  };
}
