/** Which renderer draws the map: SVG (crisp, a DOM to test and inspect) or canvas (scales). */
export type MapRenderer = 'svg' | 'canvas';
export type RendererRequest = 'auto' | MapRenderer;

/** Above this many links `auto` draws on a canvas; the demo topology stays well below it. */
export const CANVAS_ABOVE_LINKS = 1500;

/**
 * The renderer to use: the URL's `?renderer=svg|canvas` wins (the benchmark compares the two;
 * the router validates it, `app/router.ts`), then an explicit request, then `auto`: canvas
 * above `CANVAS_ABOVE_LINKS` links.
 */
export function chooseRenderer(
  requested: RendererRequest,
  fromUrl: MapRenderer | undefined,
  linkCount: number,
): MapRenderer {
  if (fromUrl !== undefined) return fromUrl;
  if (requested !== 'auto') return requested;
  return linkCount > CANVAS_ABOVE_LINKS ? 'canvas' : 'svg';
}
