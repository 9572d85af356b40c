import type { PixelLayer } from './canvas-map.js';
import { createRaster } from './raster.js';

/**
 * A pixel layer for the canvas renderer: the raster shares its memory with an `ImageData`, put
 * on a canvas of the same size that the map then draws over its base map in one call.
 */
export function createPixelLayer(width: number, height: number): PixelLayer {
  const raster = createRaster(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = raster.width;
  canvas.height = raster.height;
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('the browser gave no 2D canvas context for the map');
  const image = new ImageData(
    new Uint8ClampedArray(raster.pixels.buffer),
    raster.width,
    raster.height,
  );
  return {
    raster,
    image: () => {
      context.putImageData(image, 0, 0);
      return canvas;
    },
  };
}
