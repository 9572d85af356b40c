import { describe, expect, it } from 'vitest';
import { recordMapDraw, type MapStats } from './map-stats.js';

describe('map stats', () => {
  it('recordMapDraw counts draws and keeps the last duration and renderer', () => {
    const target: { __tiermapMapStats?: MapStats } = {};
    recordMapDraw(target, 'svg', 4);
    const stats = recordMapDraw(target, 'canvas', 1.5);
    expect(stats).toEqual({ renderer: 'canvas', drawCount: 2, lastDrawMs: 1.5 });
    expect(target.__tiermapMapStats).toEqual(stats);
  });
});
