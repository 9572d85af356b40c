/** Which renderer draws the map: SVG (crisp, a DOM to test and inspect) or canvas (scales). */
export type MapRenderer = 'svg' | 'canvas';
export type RendererRequest = 'auto' | MapRenderer;

/** Above this many links `auto` draws on a canvas; the demo topology stays well below it. */
export const CANVAS_ABOVE_LINKS = 1500;

/**
 * The renderer to use: a `?renderer=svg|canvas` URL query wins (the benchmark compares the
 * two), then an explicit request, then `auto`: canvas above `CANVAS_ABOVE_LINKS` links.
 */
export function chooseRenderer(
  requested: RendererRequest,
  query: string,
  linkCount: number,
): MapRenderer {
  const fromUrl = new URLSearchParams(query).get('renderer');
  if (fromUrl === 'svg' || fromUrl === 'canvas') return fromUrl;
  if (requested !== 'auto') return requested;
  return linkCount > CANVAS_ABOVE_LINKS ? 'canvas' : 'svg';
}
