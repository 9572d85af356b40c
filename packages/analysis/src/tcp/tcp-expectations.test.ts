import type { TcpObservation } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { tcpExpectations } from './tcp-expectations.js';

const G = 1e9;
const M = 1e6;

function observation(overrides: Partial<TcpObservation>): TcpObservation {
  return {
    throughputBps: 51 * M,
    lossRatio: null,
    source: 'measurement',
    atMs: 1_773_792_000_000,
    ...overrides,
  };
}

describe('tcpExpectations', () => {
  it('tcpExpectations of 1 Gb/s CERN-Taiwan at 330 ms gives a 41.25 MB BDP, an 82.5 MB window and 78 min of Reno recovery', () => {
    expect(
      tcpExpectations({
        rttMs: 330,
        bottleneckCapacityBps: 1 * G,
        mtuBytes: 1500,
        windowBytes: 65_536,
        observed: null,
      }),
    ).toEqual({
      rttMs: 330,
      bottleneckCapacityBps: 1 * G,
      mssBytes: 1460,
      bdpBytes: expect.closeTo(41.25e6, 0) as number,
      recommendedWindowBytes: expect.closeTo(82.5e6, 0) as number,
      windowBytes: 65_536,
      windowLimitedBps: expect.closeTo(1.5888 * M, -2) as number,
      renoResponsivenessS: expect.closeTo(4661.8, 1) as number,
      observed: null,
      mathisBps: null,
      diagnosis: null,
    });
  });

  it('tcpExpectations leaves the RTT-based figures null when the RTT is unknown', () => {
    const figures = tcpExpectations({
      rttMs: null,
      bottleneckCapacityBps: 10 * G,
      mtuBytes: 9000,
      windowBytes: 1 << 20,
      observed: observation({ lossRatio: 0 }),
    });
    expect(figures).toMatchObject({
      mssBytes: 8960,
      bdpBytes: null,
      recommendedWindowBytes: null,
      windowLimitedBps: null,
      renoResponsivenessS: null,
      mathisBps: null,
      diagnosis: null,
    });
  });

  it('tcpExpectations diagnoses the Penn State measurement at its own 9.85 ms RTT as window-limited', () => {
    const figures = tcpExpectations({
      rttMs: 8,
      bottleneckCapacityBps: 1 * G,
      mtuBytes: 1500,
      windowBytes: 65_536,
      observed: observation({ retransmissions: 0, rttMs: 9.85 }),
    });
    expect(figures.diagnosis?.code).toBe('window-limited');
    expect(figures.diagnosis?.message).toMatch(/^window-limited at 64 KB: .* at 9.85 ms/);
    expect(figures.mathisBps).toBeNull();
    expect(figures.windowLimitedBps).toBeCloseTo(65.536 * M, 0);
  });

  it('tcpExpectations gives the Mathis limit of the observed loss at the path RTT and calls the rate loss-limited', () => {
    const figures = tcpExpectations({
      rttMs: 100,
      bottleneckCapacityBps: 10 * G,
      mtuBytes: 1500,
      windowBytes: 65_536,
      observed: observation({ throughputBps: 12 * M, lossRatio: 1e-4, source: 'live' }),
    });
    expect(figures.mathisBps).toBeCloseTo(14.2496 * M, 0);
    expect(figures.diagnosis?.code).toBe('loss-limited');
  });

  it('tcpExpectations gives no diagnosis for an observation without a rate', () => {
    const figures = tcpExpectations({
      rttMs: 100,
      bottleneckCapacityBps: 10 * G,
      mtuBytes: 1500,
      windowBytes: 65_536,
      observed: observation({ throughputBps: null, lossRatio: 1e-4 }),
    });
    expect(figures.diagnosis).toBeNull();
    expect(figures.mathisBps).not.toBeNull();
  });
});
