import { describe, expect, it } from 'vitest';
import { buildHitIndex, hitTest, pointSegmentDistance } from './hit-test.js';

const seg = (x1: number, y1: number, x2: number, y2: number) => ({ x1, y1, x2, y2 });

describe('hit test', () => {
  it('pointSegmentDistance measures to the nearest point of the segment, ends included', () => {
    expect(pointSegmentDistance(5, 3, seg(0, 0, 10, 0))).toBeCloseTo(3);
    expect(pointSegmentDistance(-4, 3, seg(0, 0, 10, 0))).toBeCloseTo(5);
    expect(pointSegmentDistance(13, 4, seg(0, 0, 10, 0))).toBeCloseTo(5);
    expect(pointSegmentDistance(1, 1, seg(2, 2, 2, 2))).toBeCloseTo(Math.SQRT2);
  });

  const index = buildHitIndex(
    [
      { kind: 'site', id: 'CERN', x: 100, y: 100, radius: 9 },
      { kind: 'router', id: 'geant-gva', x: 130, y: 100, radius: 3.5 },
    ],
    [
      { id: 'cern-gva', segment: seg(100, 100, 130, 100) },
      { id: 'gva-fra', segment: seg(130, 100, 400, 300) },
      { id: 'far', segment: seg(900, 900, 950, 950) },
    ],
    50,
  );

  it('hitTest picks the nearest link within the tolerance', () => {
    // Halfway along gva-fra, 4 px off its axis.
    const mx = 265;
    const my = 200;
    const nx = -200 / Math.hypot(270, 200);
    const ny = 270 / Math.hypot(270, 200);
    expect(hitTest(index, mx + 4 * nx, my + 4 * ny, 6, 1)).toEqual({ kind: 'link', id: 'gva-fra' });
    expect(hitTest(index, mx + 10 * nx, my + 10 * ny, 6, 1)).toBeUndefined();
  });

  it('hitTest prefers a node over the link under it, and the nearer of two nodes', () => {
    expect(hitTest(index, 104, 101, 6, 1)).toEqual({ kind: 'site', id: 'CERN' });
    expect(hitTest(index, 128, 100, 6, 1)).toEqual({ kind: 'router', id: 'geant-gva' });
  });

  it('hitTest measures the tolerance in screen pixels whatever the zoom', () => {
    // Zoomed in 4x: a frame unit is 4 screen px, so 2 frame units off the axis is 8 px.
    const nx = -200 / Math.hypot(270, 200);
    const ny = 270 / Math.hypot(270, 200);
    expect(hitTest(index, 265 + 2 * nx, 200 + 2 * ny, 6, 1 / 4)).toBeUndefined();
    expect(hitTest(index, 265 + 1 * nx, 200 + 1 * ny, 6, 1 / 4)).toEqual({
      kind: 'link',
      id: 'gva-fra',
    });
  });

  it('hitTest finds nothing on an empty part of the map', () => {
    expect(hitTest(index, 600, 50, 6, 1)).toBeUndefined();
  });

  it('buildHitIndex files a long diagonal link only in the cells it passes near', () => {
    const diagonal = buildHitIndex([], [{ id: 'd', segment: seg(0, 0, 1000, 1000) }], 100);
    expect(diagonal.cells.get('5,5')?.links).toEqual([0]);
    expect(diagonal.cells.has('9,0')).toBe(false);
  });
});
