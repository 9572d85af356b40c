import { describe, expect, it } from 'vitest';
import {
  bandwidthDelayBytes,
  mathisLimitBps,
  mssBytes,
  recommendedWindowBytes,
  renoResponsivenessS,
  windowLimitedBps,
} from './tcp-math.js';

const G = 1e9;
const M = 1e6;
const HOUR = 3600;

describe('mssBytes', () => {
  it('mssBytes takes the 40 bytes of IPv4 and TCP headers off the MTU', () => {
    expect(mssBytes(1500)).toBe(1460);
    expect(mssBytes(9000)).toBe(8960);
  });
});

describe('bandwidthDelayBytes', () => {
  it('bandwidthDelayBytes of 1 Gb/s to Taiwan at 330 ms is about 40 MB (41.25e6 bytes)', () => {
    expect(bandwidthDelayBytes(1 * G, 330)).toBeCloseTo(41.25e6, 0);
  });

  it('bandwidthDelayBytes of 1 Gb/s over 80 ms is the ~10 MB each hop must buffer', () => {
    expect(bandwidthDelayBytes(1 * G, 80)).toBeCloseTo(10e6, 0);
  });
});

describe('recommendedWindowBytes', () => {
  // The CERN reference table: window @1 Gb/s and @10 Gb/s for typical RTTs from Geneva.
  it.each([
    ['LAN', 0.04, 10e3, 100e3],
    ['Europe', 25, 6.25e6, 62.5e6],
    ['US', 125, 31.25e6, 312.5e6],
    ['East Asia', 325, 81.25e6, 812.5e6],
  ])(
    'recommendedWindowBytes reproduces the CERN table for %s (%f ms)',
    (_region, rttMs, at1G, at10G) => {
      expect(recommendedWindowBytes(1 * G, rttMs)).toBeCloseTo(at1G, 0);
      expect(recommendedWindowBytes(10 * G, rttMs)).toBeCloseTo(at10G, 0);
    },
  );

  it('recommendedWindowBytes is twice the BDP: ~6 MB for Europe, ~32 MB for the US, ~80 MB for East Asia at 1 Gb/s', () => {
    const megabytes = (rttMs: number) => recommendedWindowBytes(1 * G, rttMs) / 1e6;
    expect(Math.abs(megabytes(25) / 6 - 1)).toBeLessThan(0.05);
    expect(Math.abs(megabytes(125) / 32 - 1)).toBeLessThan(0.05);
    expect(Math.abs(megabytes(325) / 80 - 1)).toBeLessThan(0.05);
    expect(recommendedWindowBytes(1 * G, 330)).toBe(2 * bandwidthDelayBytes(1 * G, 330));
  });
});

describe('windowLimitedBps', () => {
  it('windowLimitedBps caps a 64 KB window at 10 ms near 50 Mbit/s (52.4)', () => {
    expect(windowLimitedBps(65_536, 10)).toBeCloseTo(52.4288 * M, 0);
  });

  it('windowLimitedBps of a 64 KB window is about 500 Mbit/s at 1 ms and 10 Mbit/s at 50 ms', () => {
    expect(windowLimitedBps(65_536, 1) / M).toBeCloseTo(524.288, 3);
    expect(windowLimitedBps(65_536, 50) / M).toBeCloseTo(10.486, 3);
  });

  it('windowLimitedBps puts no cap on a round trip of 0 ms', () => {
    expect(windowLimitedBps(65_536, 0)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('renoResponsivenessS', () => {
  it('renoResponsivenessS of 1 Gb/s CERN-Taiwan (330 ms, MTU 1500) is about 1.5 hours (78 min)', () => {
    const rho = renoResponsivenessS(1 * G, 330, mssBytes(1500));
    expect(rho).toBeCloseTo(4661.8, 1);
    expect(rho / HOUR).toBeGreaterThan(1.2);
    expect(rho / HOUR).toBeLessThan(1.6);
  });

  it('renoResponsivenessS of 10 Gb/s CERN-Taiwan is about 13 hours', () => {
    const rho = renoResponsivenessS(10 * G, 330, mssBytes(1500));
    expect(rho / HOUR).toBeCloseTo(12.95, 2);
    expect(rho / HOUR).toBeGreaterThan(12.5);
    expect(rho / HOUR).toBeLessThan(15);
  });

  it('renoResponsivenessS shrinks six-fold with jumbo frames (MSS 8960)', () => {
    const standard = renoResponsivenessS(1 * G, 330, mssBytes(1500));
    expect(standard / renoResponsivenessS(1 * G, 330, mssBytes(9000))).toBeCloseTo(8960 / 1460, 6);
  });
});

describe('mathisLimitBps', () => {
  it('mathisLimitBps limits 0.01 % loss at 100 ms to about 14 Mbit/s, under 2 % of a 1 Gb/s path', () => {
    const limit = mathisLimitBps(1460, 100, 1e-4);
    expect(limit).toBeCloseTo(14.2496 * M, 0);
    expect(limit ?? Infinity).toBeLessThan(0.02 * G);
    expect(mathisLimitBps(1460, 150, 1e-4) ?? Infinity).toBeLessThan(10 * M);
  });

  it('mathisLimitBps needs a loss near 1e-8 for more than half of 1 Gb/s at 100 ms', () => {
    expect(mathisLimitBps(1460, 100, 1e-8) ?? 0).toBeGreaterThan(0.5 * G);
    expect(mathisLimitBps(1460, 100, 1e-6) ?? Infinity).toBeLessThan(0.5 * G);
  });

  it('mathisLimitBps sets no limit without loss or at an RTT of 0', () => {
    expect(mathisLimitBps(1460, 100, 0)).toBeNull();
    expect(mathisLimitBps(1460, 0, 1e-4)).toBeNull();
  });
});
