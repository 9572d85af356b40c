import { describe, expect, it } from 'vitest';
import { tcpDiagnosis, type TcpDiagnosisInput } from './tcp-diagnosis.js';

const G = 1e9;
const M = 1e6;

/** The Penn State case: 51 Mbit/s, no retransmissions, 9.85 ms, over a 1 Gb/s path. */
const pennState: TcpDiagnosisInput = {
  throughputBps: 51 * M,
  retransmissions: 0,
  rttMs: 9.85,
  capacityBps: 1 * G,
  mss: 1460,
};

describe('tcpDiagnosis', () => {
  it('tcpDiagnosis flags 51 Mbit/s with no retransmissions at 9.85 ms as window-limited at 64 KB', () => {
    expect(tcpDiagnosis(pennState)).toEqual({
      code: 'window-limited',
      message:
        'window-limited at 64 KB: 51 Mbit/s is what a 64 KB window gives at 9.85 ms (53 Mbit/s) with no loss; enable window scaling / check firewalls that strip it',
      windowBytes: 65_536,
      limitBps: expect.closeTo(53.227 * M, -3) as number,
    });
  });

  it('tcpDiagnosis takes a zero loss ratio as no loss and finds the nearest common window', () => {
    const diagnosis = tcpDiagnosis({
      throughputBps: 26 * M,
      lossRatio: 0,
      rttMs: 10,
      capacityBps: 10 * G,
      mss: 1460,
    });
    expect(diagnosis.code).toBe('window-limited');
    expect(diagnosis.windowBytes).toBe(32_768);
  });

  it('tcpDiagnosis does not call a rate window-limited when segments were retransmitted', () => {
    const diagnosis = tcpDiagnosis({ ...pennState, retransmissions: 12 });
    expect(diagnosis.code).toBe('none');
    expect(diagnosis.message).toBe(
      '12 retransmissions but no loss ratio to compare with the Mathis limit',
    );
  });

  it('tcpDiagnosis says a window matches but the loss is unknown when nothing was measured of it', () => {
    const { retransmissions: _unknown, ...noLossFigure } = pennState;
    const diagnosis = tcpDiagnosis(noLossFigure);
    expect(diagnosis.code).toBe('none');
    expect(diagnosis.message).toMatch(/^51 Mbit\/s matches a 64 KB window at 9.85 ms, but/);
  });

  it('tcpDiagnosis flags 11 Mbit/s with 0.01 % loss at 120 ms as loss-limited (Mathis: 12 Mbit/s)', () => {
    const diagnosis = tcpDiagnosis({
      throughputBps: 11 * M,
      lossRatio: 1e-4,
      rttMs: 120,
      capacityBps: 10 * G,
      mss: 1460,
    });
    expect(diagnosis).toMatchObject({
      code: 'loss-limited',
      message:
        'loss-limited: 0.01 % loss at 120 ms allows at most 12 Mbit/s (Mathis, MSS 1460 bytes) and 11 Mbit/s was measured; find and fix the loss',
    });
    expect(diagnosis.limitBps).toBeCloseTo(11.875 * M, -4);
  });

  it('tcpDiagnosis does not blame the loss when the rate is well above the Mathis limit', () => {
    const diagnosis = tcpDiagnosis({
      throughputBps: 300 * M,
      lossRatio: 1e-4,
      rttMs: 120,
      capacityBps: 10 * G,
      mss: 1460,
    });
    expect(diagnosis.code).toBe('none');
    expect(diagnosis.message).toMatch(/^no limit fits: 300 Mbit\/s .* 10 Gbit\/s bottleneck/);
  });

  it('tcpDiagnosis calls 940 Mbit/s on a 1 Gb/s path capacity, loss or not', () => {
    const diagnosis = tcpDiagnosis({ ...pennState, throughputBps: 940 * M, rttMs: 0.5 });
    expect(diagnosis).toEqual({
      code: 'capacity',
      message: 'at capacity: 940 Mbit/s fills the 1 Gbit/s bottleneck; more needs a faster path',
      limitBps: 1 * G,
    });
    expect(tcpDiagnosis({ ...pennState, throughputBps: 940 * M, lossRatio: 0.01 }).code).toBe(
      'capacity',
    );
  });

  it('tcpDiagnosis finds no limit for a loss-free rate far from every common window', () => {
    const diagnosis = tcpDiagnosis({ ...pennState, throughputBps: 300 * M, rttMs: 10 });
    expect(diagnosis.code).toBe('none');
    expect(diagnosis.message).toMatch(/^no limit fits: 300 Mbit\/s/);
  });

  it('tcpDiagnosis compares with the tolerance it is given', () => {
    const slower = { ...pennState, throughputBps: 44 * M };
    expect(tcpDiagnosis(slower).code).toBe('none');
    expect(tcpDiagnosis(slower, { tolerance: 0.2 }).code).toBe('window-limited');
    expect(tcpDiagnosis(pennState, { windowsBytes: [1 << 20] }).code).toBe('none');
  });
});
