import { describe, expect, it } from 'vitest';
import {
  formatBps,
  formatBytes,
  formatDuration,
  formatMs,
  formatPercent,
  formatRate,
  formatUtcMinute,
  formatUtcTime,
} from './format.js';

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

  it('formatBytes gives window sizes in binary units: 64 KB, 1.5 MB, 39 MB', () => {
    expect(formatBytes(65_536)).toBe('64 KB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatBytes(41.25e6)).toBe('39 MB');
    expect(formatBytes(900)).toBe('900 B');
    expect(formatBytes(null)).toBe('—');
  });

  it('formatDuration says how long at the precision a person needs', () => {
    expect(formatDuration(45_400)).toBe('45 s');
    expect(formatDuration(12 * 60_000 + 59_000)).toBe('12 min');
    expect(formatDuration(3 * 3_600_000 + 5 * 60_000)).toBe('3 h 05 min');
    expect(formatDuration(52 * 3_600_000)).toBe('2 d 4 h');
    expect(formatDuration(-5_000)).toBe('0 s');
  });

  it('formatUtcMinute gives the time to the minute in UTC, with the date when it is another day', () => {
    const at = Date.UTC(2026, 10, 25, 12, 23, 56, 479);
    expect(formatUtcMinute(at, at + 60_000)).toBe('12:23 UTC');
    expect(formatUtcMinute(at, at + 86_400_000)).toBe('2026-11-25 12:23 UTC');
  });

  it('formatUtcTime gives the time of day in UTC, with the date when it is another day', () => {
    const noon = Date.UTC(2026, 10, 22, 12, 3, 4);
    expect(formatUtcTime(noon, noon + 60_000)).toBe('12:03:04 UTC');
    expect(formatUtcTime(noon, noon + 86_400_000)).toBe('2026-11-22 12:03:04 UTC');
  });
});
