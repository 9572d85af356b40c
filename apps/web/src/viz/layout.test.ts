import { describe, expect, it } from 'vitest';
import {
  fitTransform,
  halfSegments,
  offsetSegment,
  parallelOffset,
  placeLabels,
  spreadColocated,
} from './layout.js';

describe('layout', () => {
  it('spreadColocated moves routers in the same city apart and leaves lone ones alone', () => {
    const spread = spreadColocated(
      [
        { id: 'a', x: 100, y: 100 },
        { id: 'b', x: 101, y: 100 },
        { id: 'c', x: 300, y: 300 },
      ],
      10,
    );
    const a = spread.find((p) => p.id === 'a');
    const b = spread.find((p) => p.id === 'b');
    expect(Math.hypot((a?.x ?? 0) - (b?.x ?? 0), (a?.y ?? 0) - (b?.y ?? 0))).toBeCloseTo(20);
    expect(spread.find((p) => p.id === 'c')).toEqual({ id: 'c', x: 300, y: 300 });
  });

  it('spreadColocated groups as a search of every group in order would, on a crowded map', () => {
    // The reference: each point joins the first group whose first point is near enough.
    const reference = (points: { id: string; x: number; y: number }[], closeness: number) => {
      const groups: (typeof points)[] = [];
      for (const p of points) {
        const g = groups.find((group) => {
          const first = group[0];
          return first !== undefined && Math.hypot(first.x - p.x, first.y - p.y) < closeness;
        });
        if (g === undefined) groups.push([p]);
        else g.push(p);
      }
      return groups.map((g) => g.map((p) => p.id));
    };
    let seed = 11;
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    const points = Array.from({ length: 600 }, (_, i) => ({
      id: `r${i}`,
      x: Math.round(random() * 120) / 2,
      y: Math.round(random() * 120) / 2,
    }));
    const expected = reference(points, 4);
    expect(expected.some((g) => g.length > 2)).toBe(true);
    // The output lists the groups one after the other, in the order they were made.
    const ids = spreadColocated(points, 5, 4).map((p) => p.id);
    let at = 0;
    const actual = expected.map((g) => ids.slice(at, (at += g.length)));
    expect(actual).toEqual(expected);
  });

  it('parallelOffset centres a bundle of two strokes on the axis', () => {
    expect([parallelOffset(0, 2, 4), parallelOffset(1, 2, 4)]).toEqual([-2, 2]);
    expect(parallelOffset(0, 1, 4)).toBe(0);
  });

  it('offsetSegment shifts a horizontal segment vertically', () => {
    expect(offsetSegment({ x1: 0, y1: 0, x2: 10, y2: 0 }, 3)).toEqual({
      x1: 0,
      y1: 3,
      x2: 10,
      y2: 3,
    });
  });

  it('placeLabels gives two labels at the same point positions that do not overlap', () => {
    const placed = placeLabels([
      { id: 'FZK', x: 50, y: 50, width: 30, height: 12 },
      { id: 'CNAF', x: 50, y: 50, width: 36, height: 12 },
    ]);
    expect(placed[0]).toMatchObject({ anchor: 'start' });
    expect(placed[1]).toMatchObject({ anchor: 'end' });
  });

  it('placeLabels keeps a label at the right edge inside the view', () => {
    const [label] = placeLabels([{ id: 'ASGC', x: 995, y: 300, width: 40, height: 12 }], {
      width: 1000,
      height: 600,
    });
    expect(label?.anchor).toBe('end');
  });

  it('fitTransform centres and scales a box to fill the view', () => {
    const t = fitTransform(
      { left: 100, top: 100, right: 200, bottom: 150 },
      { width: 1000, height: 500 },
      0,
    );
    expect(t.k).toBe(10);
    expect(t.x + t.k * 150).toBe(500);
    expect(t.y + t.k * 125).toBe(250);
  });
});

describe('halfSegments', () => {
  it('halfSegments splits a link at its middle into one half per direction', () => {
    const halves = halfSegments({ x1: 0, y1: 0, x2: 100, y2: 0 }, 2);
    expect(halves.AtoZ).toEqual({ x1: 0, y1: 0, x2: 48, y2: 0 });
    expect(halves.ZtoA).toEqual({ x1: 100, y1: 0, x2: 52, y2: 0 });
  });
});
