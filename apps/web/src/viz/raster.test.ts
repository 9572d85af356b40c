import { describe, expect, it } from 'vitest';
import {
  clipSegment,
  createRaster,
  dashOn,
  fillDisc,
  packRgb,
  parseColor,
  pixelAlpha,
  strokeSegment,
  unpackRgb,
  type Raster,
} from './raster.js';

function at(raster: Raster, x: number, y: number): number {
  return raster.pixels[y * raster.width + x] ?? 0;
}

function painted(raster: Raster): number {
  return raster.pixels.reduce((n, p) => (p === 0 ? n : n + 1), 0);
}

const RED = packRgb(255, 0, 0);
const solid = (width: number) => ({ color: RED, alpha: 1, width, dash: [] });

describe('raster', () => {
  it('parseColor reads the hex and rgb() forms and refuses what it cannot read', () => {
    expect(unpackRgb(parseColor('#ff8000'))).toEqual([255, 128, 0]);
    expect(unpackRgb(parseColor('#f80'))).toEqual([255, 136, 0]);
    expect(unpackRgb(parseColor('rgb(12, 34, 56)'))).toEqual([12, 34, 56]);
    expect(unpackRgb(parseColor('rgba(12,34,56,0.5)'))).toEqual([12, 34, 56]);
    expect(pixelAlpha(parseColor('#000000'))).toBe(255);
    expect(() => parseColor('tomato')).toThrow(/tomato/);
  });

  it('packs pixels as ImageData bytes read little-endian: red in the low byte', () => {
    const bytes = new Uint8ClampedArray(new Uint32Array([packRgb(1, 2, 3)]).buffer);
    expect([...bytes]).toEqual([1, 2, 3, 255]);
  });

  it('clipSegment keeps the inside part of a line and drops one wholly outside', () => {
    expect(clipSegment(-10, 5, 20, 5, 10, 10)).toEqual([0, 5, 9, 5]);
    expect(clipSegment(2, 2, 5, 5, 10, 10)).toEqual([2, 2, 5, 5]);
    expect(clipSegment(-10, -10, -1, 20, 10, 10)).toBeUndefined();
    expect(clipSegment(20, 0, 30, 9, 10, 10)).toBeUndefined();
  });

  it('a one-pixel horizontal line paints exactly its pixels', () => {
    const r = createRaster(10, 5);
    strokeSegment(r, 1, 2, 8, 2, solid(1));
    expect(painted(r)).toBe(8);
    expect(at(r, 1, 2)).toBe(RED);
    expect(at(r, 8, 2)).toBe(RED);
    expect(at(r, 0, 2)).toBe(0);
  });

  it('a three-pixel diagonal is three pixels across its major axis at every step', () => {
    const r = createRaster(20, 20);
    strokeSegment(r, 5, 5, 14, 14, solid(3));
    for (let i = 5; i <= 14; i += 1) {
      expect([at(r, i, i - 1), at(r, i, i), at(r, i, i + 1)]).toEqual([RED, RED, RED]);
    }
    expect(painted(r)).toBe(30);
  });

  it('a line far longer than the raster is clipped, not walked', () => {
    const r = createRaster(10, 10);
    strokeSegment(r, -1e7, 4, 1e7, 4, solid(1));
    expect(painted(r)).toBe(10);
  });

  it('dashes leave gaps where the pattern is off', () => {
    expect(dashOn([2, 2], 0)).toBe(true);
    expect(dashOn([2, 2], 2.5)).toBe(false);
    expect(dashOn([2, 2], 4)).toBe(true);
    expect(dashOn([3], 4)).toBe(false);
    const r = createRaster(20, 3);
    strokeSegment(r, 0, 1, 19, 1, { color: RED, alpha: 1, width: 1, dash: [2, 2] });
    expect(painted(r)).toBe(10);
    expect([at(r, 0, 1), at(r, 1, 1), at(r, 2, 1), at(r, 3, 1), at(r, 4, 1)]).toEqual([
      RED,
      RED,
      0,
      0,
      RED,
    ]);
  });

  it('half-transparent paint blends over what is there and keeps the colour on an empty pixel', () => {
    const r = createRaster(4, 1);
    strokeSegment(r, 0, 0, 3, 0, solid(1));
    strokeSegment(r, 0, 0, 1, 0, { color: packRgb(0, 0, 255), alpha: 0.5, width: 1, dash: [] });
    expect(unpackRgb(at(r, 0, 0))).toEqual([128, 0, 128]);
    expect(pixelAlpha(at(r, 0, 0))).toBe(255);
    const empty = createRaster(1, 1);
    fillDisc(empty, 0.5, 0.5, 0.5, RED, 0.5);
    expect(unpackRgb(at(empty, 0, 0))).toEqual([255, 0, 0]);
    expect(pixelAlpha(at(empty, 0, 0))).toBe(128);
  });

  it('fillDisc paints a round disc of about pi r squared pixels, clipped at the edges', () => {
    const r = createRaster(40, 40);
    fillDisc(r, 20, 20, 8, RED, 1);
    expect(Math.abs(painted(r) - Math.PI * 64)).toBeLessThan(12);
    expect(at(r, 20, 20)).toBe(RED);
    expect(at(r, 20, 11)).toBe(0);
    const corner = createRaster(10, 10);
    fillDisc(corner, 0, 0, 4, RED, 1);
    expect(painted(corner)).toBeGreaterThan(8);
    expect(painted(corner)).toBeLessThan(20);
  });
});
