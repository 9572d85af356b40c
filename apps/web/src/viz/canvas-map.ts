import { buildHitIndex, type HitIndex } from './hit-test.js';
import { halfSegments, type Point, type Segment } from './layout.js';
import {
  linkSegments,
  screenPositions,
  IDENTITY_ZOOM,
  type MapFrame,
  type MapZoom,
} from './map-frame.js';
import type { MapItems } from './map-items.js';
import { HIGHLIGHT_STYLE, SUSPECT_STYLE, type ThemeStyle } from './map-style.js';
import { clearRaster, fillDisc, parseColor, strokeSegment, type Raster } from './raster.js';

/**
 * The canvas renderer for large graphs: links and markers bucketed by look, positions computed
 * once per scene in unzoomed frame units; each frame maps them with the zoom and writes them
 * into a pixel buffer (./raster.ts), put on the canvas in one call over the base map. Labels
 * and badges are canvas text on top.
 */

/** The part of CanvasRenderingContext2D the map uses (a test can record it). */
export type CanvasContext = Pick<
  CanvasRenderingContext2D,
  | 'setTransform'
  | 'clearRect'
  | 'beginPath'
  | 'arc'
  | 'fill'
  | 'fillText'
  | 'strokeText'
  | 'strokeStyle'
  | 'fillStyle'
  | 'lineWidth'
  | 'globalAlpha'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'drawImage'
>;

/**
 * How a look is drawn while a dense graph is zoomed out (see fullWidthZoom): at full size
 * (highlights, sites, error marks: what must stand out), thinned to a pixel (links and live
 * half-arrows, routers), or hidden (a link's base line: its half-arrows stand for it); and a
 * link with no live value at all is drawn thin while dense only (`dense-only`).
 */
export type WhenDense = 'full' | 'thin' | 'hidden' | 'dense-only';

/** Segments of one look, as x1, y1, x2, y2 in frame units, stroked together. */
export interface StrokeBucket {
  stroke: string;
  whenDense: WhenDense;
  /** `stroke` packed for the raster. */
  color: number;
  widthPx: number;
  dash: number[];
  /** The dash as the items give it (`6 2`), or null for solid. */
  dashText: string | null;
  alpha: number;
  coords: number[];
}

/** Circles of one look, as x, y in frame units, filled (and ringed) together. */
export interface DotBucket {
  fill: string;
  whenDense: 'full' | 'thin';
  /** `fill` and `ring` packed for the raster. */
  fillColor: number;
  ringColor: number | undefined;
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
  /** The zoom from which lines have their full width; thinner below it (see fullWidthZoom). */
  fullWidthZoom: number;
  theme: ThemeStyle;
  strokes: StrokeBucket[];
  dots: DotBucket[];
  labels: CanvasText[];
  badges: CanvasText[];
  hits: HitIndex;
}

/** The radius of a thinned marker (see WhenDense). */
const THIN_DOT_RADIUS_PX = 1.5;

/** Up to this many links, lines have their full width at every zoom. */
const FULL_WIDTH_LINKS = 800;

/**
 * Dense graphs are drawn thinner while zoomed out: with 20,000 links on one screen a 3 px
 * line is ink on ink and costs three times the pixels. Below the zoom this returns, links and
 * half-arrows are one device pixel, a link's base line is left out under its half-arrows and
 * routers are small dots (see WhenDense); from it on, everything has its full size.
 */
export function fullWidthZoom(linkCount: number): number {
  return Math.max(1, Math.sqrt(linkCount / FULL_WIDTH_LINKS));
}

function parseDash(dash: string | null): number[] {
  return dash === null ? [] : dash.split(/\s+/).map(Number);
}

/** Where things are for one frame and theme: node positions, link lines, half-arrows, hits. */
interface Geometry {
  theme: ThemeStyle;
  /** The set of links drawn it was built for (a filter's result); undefined for every link. */
  linkSet: object | undefined;
  positions: Map<string, Point>;
  segments: Map<string, Segment>;
  halves: Map<string, { AtoZ: Segment; ZtoA: Segment }>;
  hits: HitIndex;
}

/**
 * Geometry by frame. A frame is built from one model (positions and link ends) and the theme
 * sets the spacing of parallel links and the marker radii; nothing else moves anything, so a
 * delta of live values reuses the geometry instead of recomputing it for every link.
 */
const geometries = new WeakMap<MapFrame, Geometry>();

function geometryOf(
  items: MapItems,
  frame: MapFrame,
  theme: ThemeStyle,
  linkSet: object | undefined,
): Geometry {
  const cached = geometries.get(frame);
  if (cached?.theme === theme && cached.linkSet === linkSet) return cached;
  const positions = screenPositions(frame, IDENTITY_ZOOM);
  const segments = linkSegments(items.links, positions);
  const halves = new Map([...segments].map(([id, segment]) => [id, halfSegments(segment, 3)]));
  const hits = buildHitIndex(
    items.nodes.flatMap((n) => {
      const p = positions.get(n.id);
      return p === undefined ? [] : [{ kind: n.kind, id: n.id, x: p.x, y: p.y, radius: n.radius }];
    }),
    [...segments].map(([id, segment]) => ({ id, segment })),
    Math.max(frame.width, frame.height) / 48,
  );
  const geometry = { theme, linkSet, positions, segments, halves, hits };
  geometries.set(frame, geometry);
  return geometry;
}

/** Buckets of one layer, found by colour first (a colour has one or two looks at most). */
class StrokeLayer {
  private readonly byStroke = new Map<string, StrokeBucket[]>();

  constructor(private readonly order: StrokeBucket[]) {}

  add(
    look: Omit<StrokeBucket, 'coords' | 'color' | 'dash' | 'dashText'>,
    dash: string | null,
    s: Segment,
  ) {
    let list = this.byStroke.get(look.stroke);
    if (list === undefined) {
      list = [];
      this.byStroke.set(look.stroke, list);
    }
    let bucket: StrokeBucket | undefined;
    for (const candidate of list) {
      if (
        candidate.widthPx === look.widthPx &&
        candidate.alpha === look.alpha &&
        candidate.whenDense === look.whenDense &&
        candidate.dashText === dash
      ) {
        bucket = candidate;
        break;
      }
    }
    if (bucket === undefined) {
      bucket = {
        ...look,
        dash: parseDash(dash),
        dashText: dash,
        color: parseColor(look.stroke),
        coords: [],
      };
      list.push(bucket);
      this.order.push(bucket);
    }
    bucket.coords.push(s.x1, s.y1, s.x2, s.y2);
  }
}

/** Dots of one layer, found by look. */
class DotLayer {
  private readonly byKey = new Map<string, DotBucket>();

  constructor(private readonly order: DotBucket[]) {}

  add(look: Omit<DotBucket, 'coords' | 'fillColor' | 'ringColor'>, x: number, y: number) {
    const key = `${look.fill}|${look.radiusPx}|${look.alpha}|${look.ring ?? ''}|${look.ringPx}|${look.whenDense}`;
    let bucket = this.byKey.get(key);
    if (bucket === undefined) {
      bucket = {
        ...look,
        fillColor: parseColor(look.fill),
        ringColor: look.ring === undefined ? undefined : parseColor(look.ring),
        coords: [],
      };
      this.byKey.set(key, bucket);
      this.order.push(bucket);
    }
    bucket.coords.push(x, y);
  }
}

/** What does not change with live values: outlines, links, nodes, labels and badges. */
interface FixedScene {
  links: MapItems['links'];
  nodes: MapItems['nodes'];
  theme: ThemeStyle;
  outlines: StrokeBucket[];
  bases: StrokeBucket[];
  nodeDots: DotBucket[];
  labels: CanvasText[];
  badges: CanvasText[];
}

/** The fixed part of the last scene per frame, reused while only live values change. */
const fixedScenes = new WeakMap<MapFrame, FixedScene>();

function fixedSceneOf(
  items: MapItems,
  frame: MapFrame,
  theme: ThemeStyle,
  { positions, segments }: Geometry,
): FixedScene {
  const cached = fixedScenes.get(frame);
  if (cached?.links === items.links && cached.nodes === items.nodes && cached.theme === theme) {
    return cached;
  }
  const outlines: StrokeBucket[] = [];
  const bases: StrokeBucket[] = [];
  const outlineLayer = new StrokeLayer(outlines);
  const linkLayer = new StrokeLayer(bases);
  for (const link of items.links) {
    const s = segments.get(link.id);
    if (s === undefined) continue;
    if (link.suspect) {
      // An open incident's suspect: the wide red band, under any outline.
      outlineLayer.add(
        {
          stroke: SUSPECT_STYLE.stroke,
          widthPx: link.width + theme.strokeScale + 2 * SUSPECT_STYLE.bandPx,
          alpha: SUSPECT_STYLE.opacity,
          whenDense: 'full',
        },
        null,
        s,
      );
    }
    if (link.emphasis === 'highlighted' || link.selected) {
      outlineLayer.add(
        {
          stroke: link.selected ? HIGHLIGHT_STYLE.selectedRing : HIGHLIGHT_STYLE.outline,
          widthPx: link.width + theme.strokeScale + 2 * HIGHLIGHT_STYLE.outlinePx,
          alpha: 1,
          whenDense: 'full',
        },
        null,
        s,
      );
    }
    // While dense, the half-arrows stand for the link (see `bare` in canvasScene).
    linkLayer.add(
      { stroke: link.stroke, widthPx: link.width, alpha: link.opacity, whenDense: 'hidden' },
      link.dash,
      s,
    );
  }
  const nodeDots: DotBucket[] = [];
  const dotLayer = new DotLayer(nodeDots);
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
    dotLayer.add(
      {
        fill: node.fill,
        radiusPx: node.radius,
        alpha: node.opacity,
        ring,
        ringPx,
        whenDense:
          node.kind === 'router' && node.emphasis !== 'highlighted' && node.group === undefined
            ? 'thin'
            : 'full',
      },
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
    if (node.group !== undefined) {
      // A group of routers (zoomed out at 10,000 routers): its count beside it.
      labels.push({
        text: node.label,
        x: p.x,
        y: p.y,
        dxPx: node.radius + 3,
        dyPx: theme.labelPx * 0.35,
        alpha: 1,
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
  const fixed = {
    links: items.links,
    nodes: items.nodes,
    theme,
    outlines,
    bases,
    nodeDots,
    labels,
    badges,
  };
  fixedScenes.set(frame, fixed);
  return fixed;
}

/**
 * Everything the canvas draws, bucketed by look, in frame units: highlight outlines, links,
 * live half-arrows, error rings, routers, sites, and (in screen offsets) site labels and rank
 * badges; plus the hit index for clicks. Built when the data changes, never per zoom; when
 * only the half-arrows changed (a live delta), the rest is reused from the last scene.
 */
export function canvasScene(
  items: MapItems,
  frame: MapFrame,
  theme: ThemeStyle,
  /** When a filter leaves links out: the set it lets through; a new set rebuilds the lines. */
  linkSet?: object,
): CanvasScene {
  const geometry = geometryOf(items, frame, theme, linkSet);
  const fixed = fixedSceneOf(items, frame, theme, geometry);
  const traffic: StrokeBucket[] = [];
  const trafficLayer = new StrokeLayer(traffic);
  const errorDots: DotBucket[] = [];
  const errorLayer = new DotLayer(errorDots);
  const withHalves = new Set<string>();
  for (const half of items.halves) {
    withHalves.add(half.linkId);
    const part = geometry.halves.get(half.linkId)?.[half.direction];
    if (part === undefined) continue;
    trafficLayer.add(
      { stroke: half.stroke, widthPx: half.width, alpha: half.opacity, whenDense: 'thin' },
      half.dash,
      part,
    );
    if (half.hasErrors) {
      errorLayer.add(
        {
          fill: '#ffffff',
          radiusPx: 4,
          alpha: half.opacity,
          ring: '#dc2626',
          ringPx: 2.5,
          whenDense: 'full',
        },
        (part.x1 + part.x2) / 2,
        (part.y1 + part.y2) / 2,
      );
    }
  }
  // Links with no live value have no half-arrows to stand for them while dense: a thin line.
  const bare: StrokeBucket[] = [];
  const bareLayer = new StrokeLayer(bare);
  for (const link of items.links) {
    const s = geometry.segments.get(link.id);
    if (s === undefined || withHalves.has(link.id)) continue;
    bareLayer.add(
      { stroke: link.stroke, widthPx: link.width, alpha: link.opacity, whenDense: 'dense-only' },
      link.dash,
      s,
    );
  }
  return {
    frame,
    fullWidthZoom: fullWidthZoom(items.links.length),
    theme,
    strokes: [...fixed.outlines, ...fixed.bases, ...bare, ...traffic],
    dots: [...errorDots, ...fixed.nodeDots],
    labels: fixed.labels,
    badges: fixed.badges,
    hits: geometry.hits,
  };
}

/** The pixel buffer the links and markers are written into, and its way onto the canvas. */
export interface PixelLayer {
  /** The size of the canvas in device pixels. */
  raster: Raster;
  /** The raster as an image the canvas can draw (the pixels are put on it first). */
  image(): CanvasImageSource;
}

export interface CanvasDrawOptions {
  /** CSS pixel size of the canvas. */
  width: number;
  height: number;
  devicePixelRatio: number;
  layer: PixelLayer;
  /** The base map in frame units (geographic mode), filled under everything. */
  land?: Path2D | undefined;
  /** A coarser base map, filled instead of `land` while zoomed out (fewer edges to scan). */
  coarseLand?: Path2D | undefined;
}

/** Below this zoom the coarse base map is filled: its detail would not show anyway. */
export const FINE_LAND_ZOOM = 3;

/**
 * Draws the scene at `zoom`. The base map is filled with one `setTransform` from frame units
 * to device pixels; links and markers are mapped to device pixels here and rasterised, with
 * widths, dashes and radii constant on screen; labels and badges are canvas text at a
 * constant size.
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
  const land = k < FINE_LAND_ZOOM ? (options.coarseLand ?? options.land) : options.land;
  if (land !== undefined) {
    ctx.setTransform(dpr * k, 0, 0, dpr * k, dpr * zoom.x, dpr * zoom.y);
    ctx.globalAlpha = 1;
    ctx.fillStyle = '#1e293b';
    ctx.fill(land);
  }
  const raster = options.layer.raster;
  clearRaster(raster);
  const sx = dpr * k;
  const ox = dpr * zoom.x;
  const oy = dpr * zoom.y;
  const dense = k < scene.fullWidthZoom;
  for (const bucket of scene.strokes) {
    if (dense ? bucket.whenDense === 'hidden' : bucket.whenDense === 'dense-only') continue;
    const style = {
      color: bucket.color,
      alpha: bucket.alpha,
      width: dense && bucket.whenDense !== 'full' ? 1 : bucket.widthPx * dpr,
      dash: bucket.dash.map((d) => d * dpr),
    };
    const c = bucket.coords;
    for (let i = 0; i + 3 < c.length; i += 4) {
      strokeSegment(
        raster,
        (c[i] ?? 0) * sx + ox,
        (c[i + 1] ?? 0) * sx + oy,
        (c[i + 2] ?? 0) * sx + ox,
        (c[i + 3] ?? 0) * sx + oy,
        style,
      );
    }
  }
  for (const bucket of scene.dots) {
    // A thinned marker is a small dot without its ring.
    if (dense && bucket.whenDense === 'thin') {
      const c = bucket.coords;
      for (let i = 0; i + 1 < c.length; i += 2) {
        const x = (c[i] ?? 0) * sx + ox;
        const y = (c[i + 1] ?? 0) * sx + oy;
        fillDisc(raster, x, y, THIN_DOT_RADIUS_PX * dpr, bucket.fillColor, bucket.alpha);
      }
      continue;
    }
    const outer =
      (bucket.radiusPx + (bucket.ringColor === undefined ? 0 : bucket.ringPx / 2)) * dpr;
    const inner =
      (bucket.radiusPx - (bucket.ringColor === undefined ? 0 : bucket.ringPx / 2)) * dpr;
    const c = bucket.coords;
    for (let i = 0; i + 1 < c.length; i += 2) {
      const x = (c[i] ?? 0) * sx + ox;
      const y = (c[i + 1] ?? 0) * sx + oy;
      if (bucket.ringColor !== undefined)
        fillDisc(raster, x, y, outer, bucket.ringColor, bucket.alpha);
      if (inner > 0) fillDisc(raster, x, y, inner, bucket.fillColor, bucket.alpha);
    }
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.drawImage(options.layer.image(), 0, 0);
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
