import { buildHitIndex, type HitIndex } from './hit-test.js';
import { halfSegments } from './layout.js';
import {
  linkSegments,
  screenPositions,
  IDENTITY_ZOOM,
  type MapFrame,
  type MapZoom,
} from './map-frame.js';
import type { MapItems } from './map-items.js';
import { HIGHLIGHT_STYLE, type ThemeStyle } from './map-style.js';

/**
 * The canvas renderer for large graphs: one path and one stroke per colour bucket, positions
 * computed once per scene in unzoomed frame units, zoom applied with `setTransform` only.
 */

/** The part of CanvasRenderingContext2D the map uses (a test can record it). */
export type CanvasContext = Pick<
  CanvasRenderingContext2D,
  | 'setTransform'
  | 'clearRect'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'arc'
  | 'stroke'
  | 'fill'
  | 'fillText'
  | 'strokeText'
  | 'setLineDash'
  | 'strokeStyle'
  | 'fillStyle'
  | 'lineWidth'
  | 'globalAlpha'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'lineCap'
>;

/** Segments of one look, as x1, y1, x2, y2 in frame units, stroked together. */
export interface StrokeBucket {
  stroke: string;
  widthPx: number;
  dash: number[];
  alpha: number;
  coords: number[];
}

/** Circles of one look, as x, y in frame units, filled (and ringed) together. */
export interface DotBucket {
  fill: string;
  radiusPx: number;
  alpha: number;
  ring: string | undefined;
  ringPx: number;
  coords: number[];
}

export interface CanvasText {
  text: string;
  /** Anchor in frame units. */
  x: number;
  y: number;
  /** Offset in screen pixels, kept whatever the zoom. */
  dxPx: number;
  dyPx: number;
  alpha: number;
}

export interface CanvasScene {
  frame: MapFrame;
  theme: ThemeStyle;
  strokes: StrokeBucket[];
  dots: DotBucket[];
  labels: CanvasText[];
  badges: CanvasText[];
  hits: HitIndex;
}

function parseDash(dash: string | null): number[] {
  return dash === null ? [] : dash.split(/\s+/).map(Number);
}

function bucketOf<T>(buckets: Map<string, T>, key: string, create: () => T): T {
  let bucket = buckets.get(key);
  if (bucket === undefined) {
    bucket = create();
    buckets.set(key, bucket);
  }
  return bucket;
}

/**
 * Everything the canvas draws, bucketed by look, in frame units: highlight outlines, links,
 * live half-arrows, error rings, routers, sites, and (in screen offsets) site labels and rank
 * badges; plus the hit index for clicks. Built when the data changes, never per zoom.
 */
export function canvasScene(items: MapItems, frame: MapFrame, theme: ThemeStyle): CanvasScene {
  const positions = screenPositions(frame, IDENTITY_ZOOM);
  const segments = linkSegments(items.links, positions);
  const strokes = new Map<string, StrokeBucket>();
  const addStroke = (
    layer: string,
    look: Omit<StrokeBucket, 'coords'>,
    s: { x1: number; y1: number; x2: number; y2: number },
  ) => {
    const key = `${layer}|${look.stroke}|${look.widthPx}|${look.dash.join(',')}|${look.alpha}`;
    bucketOf(strokes, key, () => ({ ...look, coords: [] })).coords.push(s.x1, s.y1, s.x2, s.y2);
  };
  for (const link of items.links) {
    const s = segments.get(link.id);
    if (s === undefined) continue;
    if (link.emphasis === 'highlighted' || link.selected) {
      addStroke(
        'outline',
        {
          stroke: link.selected ? HIGHLIGHT_STYLE.selectedRing : HIGHLIGHT_STYLE.outline,
          widthPx: link.width + theme.strokeScale + 2 * HIGHLIGHT_STYLE.outlinePx,
          dash: [],
          alpha: 1,
        },
        s,
      );
    }
    addStroke(
      'link',
      { stroke: link.stroke, widthPx: link.width, dash: parseDash(link.dash), alpha: link.opacity },
      s,
    );
  }
  const dots = new Map<string, DotBucket>();
  const addDot = (layer: string, look: Omit<DotBucket, 'coords'>, x: number, y: number) => {
    const key = `${layer}|${look.fill}|${look.radiusPx}|${look.alpha}|${look.ring ?? ''}|${look.ringPx}`;
    bucketOf(dots, key, () => ({ ...look, coords: [] })).coords.push(x, y);
  };
  for (const half of items.halves) {
    const s = segments.get(half.linkId);
    if (s === undefined) continue;
    const part = halfSegments(s, 3)[half.direction];
    addStroke(
      'traffic',
      { stroke: half.stroke, widthPx: half.width, dash: parseDash(half.dash), alpha: half.opacity },
      part,
    );
    if (half.hasErrors) {
      addDot(
        'errors',
        { fill: '#ffffff', radiusPx: 4, alpha: half.opacity, ring: '#dc2626', ringPx: 2.5 },
        (part.x1 + part.x2) / 2,
        (part.y1 + part.y2) / 2,
      );
    }
  }
  const labels: CanvasText[] = [];
  const badges: CanvasText[] = [];
  for (const node of items.nodes) {
    const p = positions.get(node.id);
    if (p === undefined) continue;
    const ring = node.selected
      ? HIGHLIGHT_STYLE.selectedRing
      : node.emphasis === 'highlighted'
        ? HIGHLIGHT_STYLE.outline
        : '#0b1220';
    const ringPx = node.selected ? 4 : node.emphasis === 'highlighted' ? 2.5 : 1;
    addDot(
      node.kind,
      { fill: node.fill, radiusPx: node.radius, alpha: node.opacity, ring, ringPx },
      p.x,
      p.y,
    );
    if (node.kind === 'site') {
      labels.push({
        text: node.label,
        x: p.x,
        y: p.y,
        dxPx: node.radius + 4,
        dyPx: theme.labelPx * 0.35,
        alpha: node.opacity < 1 ? 0.45 : 1,
      });
    }
    if (node.rank !== undefined) {
      const away = (node.radius + theme.badgeRadiusPx) * 0.8;
      badges.push({ text: String(node.rank), x: p.x, y: p.y, dxPx: away, dyPx: -away, alpha: 1 });
    }
  }
  for (const link of items.links) {
    const s = segments.get(link.id);
    if (link.rank === undefined || s === undefined) continue;
    const dx = s.x2 - s.x1;
    const dy = s.y2 - s.y1;
    const length = Math.hypot(dx, dy) || 1;
    const away = link.width / 2 + theme.badgeRadiusPx + 2;
    badges.push({
      text: String(link.rank),
      x: (s.x1 + s.x2) / 2,
      y: (s.y1 + s.y2) / 2,
      dxPx: (-dy / length) * away,
      dyPx: (dx / length) * away,
      alpha: 1,
    });
  }
  const hits = buildHitIndex(
    items.nodes.flatMap((n) => {
      const p = positions.get(n.id);
      return p === undefined ? [] : [{ kind: n.kind, id: n.id, x: p.x, y: p.y, radius: n.radius }];
    }),
    items.links.flatMap((l) => {
      const s = segments.get(l.id);
      return s === undefined ? [] : [{ id: l.id, segment: s }];
    }),
    Math.max(frame.width, frame.height) / 48,
  );
  return {
    frame,
    theme,
    strokes: [...strokes.values()],
    dots: [...dots.values()],
    labels,
    badges,
    hits,
  };
}

export interface CanvasDrawOptions {
  /** CSS pixel size of the canvas. */
  width: number;
  height: number;
  devicePixelRatio: number;
  /** The base map in frame units (geographic mode), filled under everything. */
  land?: Path2D | undefined;
}

/**
 * Draws the scene at `zoom`: one `setTransform` maps frame units to device pixels, so nothing
 * is re-projected; widths, dashes and radii are divided by the zoom to stay constant on
 * screen. Labels and badges are drawn in screen space at a constant size.
 */
export function drawCanvasMap(
  ctx: CanvasContext,
  scene: CanvasScene,
  zoom: MapZoom,
  options: CanvasDrawOptions,
): void {
  const dpr = options.devicePixelRatio;
  const k = zoom.k;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, options.width, options.height);
  ctx.setTransform(dpr * k, 0, 0, dpr * k, dpr * zoom.x, dpr * zoom.y);
  if (options.land !== undefined) {
    ctx.globalAlpha = 1;
    ctx.setLineDash([]);
    ctx.fillStyle = '#1e293b';
    ctx.fill(options.land);
  }
  ctx.lineCap = 'butt';
  for (const bucket of scene.strokes) {
    ctx.strokeStyle = bucket.stroke;
    ctx.lineWidth = bucket.widthPx / k;
    ctx.setLineDash(bucket.dash.map((d) => d / k));
    ctx.globalAlpha = bucket.alpha;
    ctx.beginPath();
    const c = bucket.coords;
    for (let i = 0; i + 3 < c.length; i += 4) {
      ctx.moveTo(c[i] ?? 0, c[i + 1] ?? 0);
      ctx.lineTo(c[i + 2] ?? 0, c[i + 3] ?? 0);
    }
    ctx.stroke();
  }
  ctx.setLineDash([]);
  for (const bucket of scene.dots) {
    const r = bucket.radiusPx / k;
    ctx.fillStyle = bucket.fill;
    ctx.globalAlpha = bucket.alpha;
    ctx.beginPath();
    const c = bucket.coords;
    for (let i = 0; i + 1 < c.length; i += 2) {
      const x = c[i] ?? 0;
      const y = c[i + 1] ?? 0;
      ctx.moveTo(x + r, y);
      ctx.arc(x, y, r, 0, 2 * Math.PI);
    }
    ctx.fill();
    if (bucket.ring !== undefined) {
      ctx.strokeStyle = bucket.ring;
      ctx.lineWidth = bucket.ringPx / k;
      ctx.stroke();
    }
  }
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  const onScreen = (t: CanvasText) => ({
    x: t.x * k + zoom.x + t.dxPx,
    y: t.y * k + zoom.y + t.dyPx,
  });
  const visible = (p: { x: number; y: number }) =>
    p.x > -200 && p.y > -50 && p.x < options.width + 50 && p.y < options.height + 50;
  ctx.font = `600 ${scene.theme.labelPx}px system-ui, sans-serif`;
  ctx.textAlign = 'start';
  ctx.textBaseline = 'alphabetic';
  ctx.lineWidth = 3;
  ctx.strokeStyle = '#0b1220';
  ctx.fillStyle = '#f8fafc';
  for (const label of scene.labels) {
    const p = onScreen(label);
    if (!visible(p)) continue;
    ctx.globalAlpha = label.alpha;
    ctx.strokeText(label.text, p.x, p.y);
    ctx.fillText(label.text, p.x, p.y);
  }
  const radius = scene.theme.badgeRadiusPx;
  ctx.font = `700 ${Math.round(radius * 1.3)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.globalAlpha = 1;
  for (const badge of scene.badges) {
    const p = onScreen(badge);
    if (!visible(p)) continue;
    ctx.fillStyle = HIGHLIGHT_STYLE.badgeFill;
    ctx.beginPath();
    ctx.arc(p.x, p.y, radius, 0, 2 * Math.PI);
    ctx.fill();
    ctx.fillStyle = HIGHLIGHT_STYLE.badgeText;
    ctx.fillText(badge.text, p.x, p.y);
  }
}
