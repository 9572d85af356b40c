/**
 * A small software rasteriser for the canvas renderer of large graphs: segments and discs
 * written straight into an RGBA pixel buffer, then put on the canvas in one call.
 *
 * Why not the canvas's own strokes: with no GPU (a NOC PC, headless Chromium) the canvas
 * rasterises in software, and Skia's anti-aliased wide strokes cost about 10 microseconds per
 * segment; 40,000 half-arrows took 400 ms a frame. Writing pixels here costs about a tenth
 * of that (measured in `bench/`, see docs/performance.md). The price is no anti-aliasing,
 * which a dense graph of thousands of links does not miss; small graphs keep the SVG renderer.
 *
 * Pixels are packed as `ImageData` stores them read through a `Uint32Array` on a
 * little-endian machine (every platform a browser runs on): alpha, blue, green, red from the
 * high byte down.
 */

export interface Raster {
  width: number;
  height: number;
  pixels: Uint32Array<ArrayBuffer>;
}

export function createRaster(width: number, height: number): Raster {
  const w = Math.max(1, Math.floor(width));
  const h = Math.max(1, Math.floor(height));
  return { width: w, height: h, pixels: new Uint32Array(w * h) };
}

/** Makes every pixel transparent. */
export function clearRaster(raster: Raster): void {
  raster.pixels.fill(0);
}

/** Packs opaque red, green and blue (0 to 255) the way the pixel buffer holds them. */
export function packRgb(r: number, g: number, b: number): number {
  return ((0xff << 24) | ((b & 0xff) << 16) | ((g & 0xff) << 8) | (r & 0xff)) >>> 0;
}

/** Red, green and blue of a packed pixel. */
export function unpackRgb(pixel: number): [number, number, number] {
  return [pixel & 0xff, (pixel >>> 8) & 0xff, (pixel >>> 16) & 0xff];
}

/** Alpha (0 to 255) of a packed pixel. */
export function pixelAlpha(pixel: number): number {
  return pixel >>> 24;
}

/**
 * A CSS colour as a packed opaque pixel: `#rgb`, `#rrggbb`, `rgb(r, g, b)` and `rgba(...)`
 * (the forms the map's styles and d3 interpolators produce). Throws on anything else, so a
 * new colour form is noticed in a test rather than drawn black.
 */
export function parseColor(css: string): number {
  const text = css.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text);
  if (hex?.[1] !== undefined) {
    const digits = hex[1];
    const full =
      digits.length === 3
        ? digits
            .split('')
            .map((d) => d + d)
            .join('')
        : digits;
    const value = Number.parseInt(full, 16);
    return packRgb(value >> 16, (value >> 8) & 0xff, value & 0xff);
  }
  const rgb = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*[\d.]+\s*)?\)$/.exec(
    text,
  );
  if (rgb !== null) {
    const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map((v) => Math.round(Number(v)));
    return packRgb(r ?? 0, g ?? 0, b ?? 0);
  }
  throw new Error(`the raster cannot read the colour "${css}"`);
}

/** Writes `color` at pixel index `i` with opacity `alpha` (0 to 1) over what is there. */
function blend(pixels: Uint32Array, i: number, color: number, alpha: number): void {
  const under = pixels[i] ?? 0;
  const underAlpha = (under >>> 24) / 255;
  const outAlpha = alpha + underAlpha * (1 - alpha);
  if (outAlpha <= 0) return;
  const weightUnder = (underAlpha * (1 - alpha)) / outAlpha;
  const weightOver = alpha / outAlpha;
  const r = ((color & 0xff) * weightOver + (under & 0xff) * weightUnder + 0.5) | 0;
  const g = (((color >>> 8) & 0xff) * weightOver + ((under >>> 8) & 0xff) * weightUnder + 0.5) | 0;
  const b =
    (((color >>> 16) & 0xff) * weightOver + ((under >>> 16) & 0xff) * weightUnder + 0.5) | 0;
  pixels[i] = (((outAlpha * 255 + 0.5) << 24) | (b << 16) | (g << 8) | r) >>> 0;
}

/** Where clipLine leaves its result: x0, y0, x1, y1 (no allocation per segment). */
const clipped = new Float64Array(4);

/** Liang-Barsky: clips into `clipped`; false when nothing of the segment is inside. */
function clipLine(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  width: number,
  height: number,
): boolean {
  const dx = x1 - x0;
  const dy = y1 - y0;
  let t0 = 0;
  let t1 = 1;
  // The four edges as (p, q): left, right, top, bottom.
  for (let edge = 0; edge < 4; edge += 1) {
    const p = edge === 0 ? -dx : edge === 1 ? dx : edge === 2 ? -dy : dy;
    const q = edge === 0 ? x0 : edge === 1 ? width - 1 - x0 : edge === 2 ? y0 : height - 1 - y0;
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) {
      if (t > t1) return false;
      if (t > t0) t0 = t;
    } else {
      if (t < t0) return false;
      if (t < t1) t1 = t;
    }
  }
  clipped[0] = x0 + t0 * dx;
  clipped[1] = y0 + t0 * dy;
  clipped[2] = x0 + t1 * dx;
  clipped[3] = y0 + t1 * dy;
  return true;
}

/**
 * Clips a segment to the rectangle [0, width - 1] x [0, height - 1] (Liang-Barsky). Returns
 * the part inside as [x0, y0, x1, y1], or undefined when none of it is.
 */
export function clipSegment(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  width: number,
  height: number,
): [number, number, number, number] | undefined {
  if (!clipLine(x0, y0, x1, y1, width, height)) return undefined;
  return [clipped[0] ?? 0, clipped[1] ?? 0, clipped[2] ?? 0, clipped[3] ?? 0];
}

/** A dash pattern ready for many lookups: odd-length patterns repeat twice, as on a canvas. */
interface Dash {
  pattern: readonly number[];
  total: number;
}

function prepareDash(dash: readonly number[]): Dash {
  const pattern = dash.length % 2 === 0 ? dash : [...dash, ...dash];
  return { pattern, total: pattern.reduce((sum, d) => sum + d, 0) };
}

function isOn({ pattern, total }: Dash, distance: number): boolean {
  if (total <= 0) return true;
  let at = ((distance % total) + total) % total;
  for (let i = 0; i < pattern.length; i += 1) {
    const length = pattern[i] ?? 0;
    if (at < length) return i % 2 === 0;
    at -= length;
  }
  return true;
}

/** Whether the dash pattern (lengths in pixels: on, off, on, ...) is "on" at `distance`. */
export function dashOn(dash: readonly number[], distance: number): boolean {
  return dash.length === 0 || isOn(prepareDash(dash), distance);
}

export interface StrokeStyle {
  color: number;
  /** 0 to 1. */
  alpha: number;
  /** Line width in pixels (at least one pixel is drawn). */
  width: number;
  /** Dash pattern in pixels; empty for a solid line. */
  dash: readonly number[];
}

/**
 * Draws a segment (pixel coordinates) `style.width` pixels wide: a Bresenham walk along the
 * major axis writing a span across it at each step. Parts outside the raster are clipped
 * before the walk, so a zoomed-in line far longer than the screen costs only what shows.
 */
export function strokeSegment(
  raster: Raster,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  style: StrokeStyle,
): void {
  const { width: w, height: h, pixels } = raster;
  const span = Math.max(1, Math.round(style.width));
  const half = span / 2;
  // Clipped against the raster grown by half the width, so a wide line's edge still shows.
  if (!clipLine(x0 + half, y0 + half, x1 + half, y1 + half, w + span, h + span)) return;
  const ax = Math.round((clipped[0] ?? 0) - half);
  const ay = Math.round((clipped[1] ?? 0) - half);
  const bx = Math.round((clipped[2] ?? 0) - half);
  const by = Math.round((clipped[3] ?? 0) - half);
  const dash = style.dash.length === 0 ? undefined : prepareDash(style.dash);
  if (span === 1 && dash === undefined && style.alpha >= 1) {
    // Clipped to the raster itself (a one-pixel line has no half width to spill over).
    if (!clipLine(x0, y0, x1, y1, w, h)) return;
    hairline(
      pixels,
      w,
      Math.round(clipped[0] ?? 0),
      Math.round(clipped[1] ?? 0),
      Math.round(clipped[2] ?? 0),
      Math.round(clipped[3] ?? 0),
      style.color,
    );
    return;
  }
  const startDistance =
    dash === undefined
      ? 0
      : Math.hypot((clipped[0] ?? 0) - half - x0, (clipped[1] ?? 0) - half - y0);
  const dx = Math.abs(bx - ax);
  const dy = Math.abs(by - ay);
  const sx = ax < bx ? 1 : -1;
  const sy = ay < by ? 1 : -1;
  const steps = Math.max(dx, dy);
  const stepLength = steps === 0 ? 0 : Math.hypot(dx, dy) / steps;
  const spanStart = -Math.floor((span - 1) / 2);
  const xMajor = dx >= dy;
  const { color, alpha } = style;
  const opaque = alpha >= 1;
  let x = ax;
  let y = ay;
  let err = dx - dy;
  for (let i = 0; i <= steps; i += 1) {
    if (dash === undefined || isOn(dash, startDistance + i * stepLength)) {
      // A span across the major axis: a column of pixels for a flat line, a row for a steep one.
      const fixed = xMajor ? x : y;
      const limit = xMajor ? w : h;
      if (fixed >= 0 && fixed < limit) {
        const along = (xMajor ? y : x) + spanStart;
        const from = Math.max(0, along);
        const to = Math.min(xMajor ? h : w, along + span);
        const stride = xMajor ? w : 1;
        let index = xMajor ? from * w + x : y * w + from;
        for (let p = from; p < to; p += 1) {
          if (opaque) pixels[index] = color;
          else blend(pixels, index, color, alpha);
          index += stride;
        }
      }
    }
    const e2 = 2 * err;
    if (e2 > -dy) {
      err -= dy;
      x += sx;
    }
    if (e2 < dx) {
      err += dx;
      y += sy;
    }
  }
}

/**
 * The common case, kept tight: a solid, opaque, one-pixel line between ends already clipped
 * inside the raster, walked as a DDA (one pixel per step along the major axis).
 */
function hairline(
  pixels: Uint32Array,
  w: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  color: number,
): void {
  const steps = Math.max(Math.abs(bx - ax), Math.abs(by - ay));
  const stepX = steps === 0 ? 0 : (bx - ax) / steps;
  const stepY = steps === 0 ? 0 : (by - ay) / steps;
  let x = ax + 0.5;
  let y = ay + 0.5;
  for (let i = 0; i <= steps; i += 1) {
    pixels[(y | 0) * w + (x | 0)] = color;
    x += stepX;
    y += stepY;
  }
}

/** Fills a disc of `radius` pixels centred on (cx, cy); a radius under one still fills a pixel. */
export function fillDisc(
  raster: Raster,
  cx: number,
  cy: number,
  radius: number,
  color: number,
  alpha: number,
): void {
  const { width: w, height: h, pixels } = raster;
  const r = Math.max(0.5, radius);
  const top = Math.max(0, Math.ceil(cy - r - 0.5));
  const bottom = Math.min(h - 1, Math.floor(cy + r - 0.5));
  for (let py = top; py <= bottom; py += 1) {
    const dy = py + 0.5 - cy;
    const reach = Math.sqrt(Math.max(0, r * r - dy * dy));
    const left = Math.max(0, Math.ceil(cx - reach - 0.5));
    const right = Math.min(w - 1, Math.floor(cx + reach - 0.5));
    const row = py * w;
    for (let px = left; px <= right; px += 1) {
      if (alpha >= 1) pixels[row + px] = color;
      else blend(pixels, row + px, color, alpha);
    }
  }
}
