import { describe, expect, it } from 'vitest';
import { SERIES_RANGES, seriesRangeWindow } from './series-ranges.js';

describe('series ranges', () => {
  it('SERIES_RANGES reads an hour, a day and a week at under 200 points each', () => {
    for (const { spanMs, stepMs } of Object.values(SERIES_RANGES)) {
      expect(spanMs / stepMs).toBeGreaterThanOrEqual(100);
      expect(spanMs / stepMs).toBeLessThan(200);
    }
  });

  it('seriesRangeWindow ends on a step boundary, so steps stay put between reads', () => {
    const now = Date.UTC(2026, 10, 26, 5, 47, 31);
    expect(seriesRangeWindow('day', now)).toEqual({
      fromMs: Date.UTC(2026, 10, 25, 5, 40),
      toMs: Date.UTC(2026, 10, 26, 5, 40),
      stepMs: 600_000,
    });
    expect(seriesRangeWindow('day', now + 60_000).toMs).toBe(Date.UTC(2026, 10, 26, 5, 40));
  });
});
