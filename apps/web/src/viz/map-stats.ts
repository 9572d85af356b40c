import type { MapRenderer } from './renderer-choice.js';

/**
 * Benchmark instrumentation: the map publishes how it drew as `window.__tiermapMapStats`, so
 * `bench/` can compare the SVG and canvas renderers from a browser. Not used by the app itself.
 */
export interface MapStats {
  renderer: MapRenderer;
  /** Draws (full or zoom-only) since the page loaded. */
  drawCount: number;
  /** Milliseconds the last draw took. */
  lastDrawMs: number;
}

declare global {
  interface Window {
    __tiermapMapStats?: MapStats;
  }
}

/** Records one draw into `target` (the window, in the app) and returns the new figures. */
export function recordMapDraw(
  target: { __tiermapMapStats?: MapStats } | undefined,
  renderer: MapRenderer,
  drawMs: number,
): MapStats {
  const previous = target?.__tiermapMapStats;
  const stats: MapStats = {
    renderer,
    drawCount: (previous?.drawCount ?? 0) + 1,
    lastDrawMs: drawMs,
  };
  if (target !== undefined) target.__tiermapMapStats = stats;
  return stats;
}
