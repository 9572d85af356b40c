import { describe, expect, it } from 'vitest';
import { isoDurationMs } from './iso-duration.js';

describe('isoDurationMs', () => {
  it('isoDurationMs reads pScheduler durations exactly, to the microsecond', () => {
    expect(isoDurationMs('PT0.000976S')).toBe(0.976);
    expect(isoDurationMs('PT0.0112914S')).toBe(11.2914);
    // Multiplying would give 1.3010000000000002 and 0.16799999999999998.
    expect(isoDurationMs('PT0.001301S')).toBe(1.301);
    expect(isoDurationMs('PT0.000168S')).toBe(0.168);
    expect(isoDurationMs('PT1M2.5S')).toBe(62_500);
    expect(isoDurationMs('PT21S')).toBe(21_000);
    expect(isoDurationMs('P0D')).toBe(0);
    expect(isoDurationMs('P1DT2H')).toBe(93_600_000);
    expect(isoDurationMs('PT1.5M')).toBe(90_000);
  });

  it('isoDurationMs refuses what is not a duration, and years and months', () => {
    for (const text of [
      '',
      'P',
      'PT',
      '0.5',
      'PT0.5',
      'PTS',
      'P1Y',
      'P1M',
      'PT-1S',
      '5 ms',
      'pt1s',
    ]) {
      expect(isoDurationMs(text), text).toBeUndefined();
    }
  });
});
