import { describe, expect, it } from 'vitest';
import { formatBps, formatMs, formatPercent, formatRate } from './format.js';

describe('format', () => {
  it('formatBps picks a unit people read at a glance', () => {
    expect(formatBps(9.62e9)).toBe('9.62 Gb/s');
    expect(formatBps(51e6)).toBe('51 Mb/s');
    expect(formatBps(12e9)).toBe('12.0 Gb/s');
    expect(formatBps(null)).toBe('—');
  });

  it('formatPercent, formatRate and formatMs keep small values visible', () => {
    expect(formatPercent(0.004)).toBe('0.4 %');
    expect(formatPercent(0.93)).toBe('93 %');
    expect(formatRate(3.25)).toBe('3.3/s');
    expect(formatMs(9.85)).toBe('9.8 ms');
    expect(formatMs(330)).toBe('330 ms');
  });
});
