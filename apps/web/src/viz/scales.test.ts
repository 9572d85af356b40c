import { describe, expect, it } from 'vitest';
import { loadStroke, RATE_BANDS, UTILIZATION_BANDS } from './scales.js';

describe('scales', () => {
  it('loadStroke picks the band a utilization falls in, on either scale', () => {
    expect(loadStroke(0.05, 'utilization')).toBe(UTILIZATION_BANDS[0]?.stroke);
    expect(loadStroke(0.95, 'utilization')).toBe(UTILIZATION_BANDS[5]?.stroke);
    expect(loadStroke(3e9, 'rate')).toBe(RATE_BANDS[3]?.stroke);
  });
});
