import type { TcpDirection, TcpObservation } from '@tiermap/domain';
import { tcpDiagnosis, type TcpDiagnosisOptions } from './tcp-diagnosis.js';
import {
  bandwidthDelayBytes,
  mathisLimitBps,
  mssBytes,
  recommendedWindowBytes,
  renoResponsivenessS,
  windowLimitedBps,
} from './tcp-math.js';

/** One path direction as the TCP figures need it. */
export interface TcpExpectationsInput {
  /** The path's round-trip time; null when a link on the way has none. */
  rttMs: number | null;
  /** The smallest hop capacity, bits per second; null when unknown. */
  bottleneckCapacityBps: number | null;
  mtuBytes: number;
  /** The window asked about, bytes. */
  windowBytes: number;
  observed: TcpObservation | null;
}

export type TcpExpectations = Omit<TcpDirection, 'fromSiteId' | 'toSiteId'>;

/**
 * Every TCP figure of one path direction: BDP, the 2 x BDP window, what the asked window allows,
 * Reno's responsiveness, the Mathis limit of the observed loss and a diagnosis of the observed
 * rate. The Mathis limit and the diagnosis use the observation's own RTT when it has one (a
 * measurement sees the real round trip), else the path's.
 */
export function tcpExpectations(
  input: TcpExpectationsInput,
  options: TcpDiagnosisOptions = {},
): TcpExpectations {
  const { rttMs, bottleneckCapacityBps: capacityBps, windowBytes, observed } = input;
  const mss = mssBytes(input.mtuBytes);
  const known = rttMs !== null && capacityBps !== null;
  const observedRttMs = observed?.rttMs ?? rttMs;
  const lossRatio = observed?.lossRatio ?? null;
  const mathisBps =
    lossRatio === null || observedRttMs === null
      ? null
      : mathisLimitBps(mss, observedRttMs, lossRatio);
  const diagnosis =
    observed === null || observed.throughputBps === null || observedRttMs === null
      ? null
      : tcpDiagnosis(
          {
            throughputBps: observed.throughputBps,
            lossRatio: observed.lossRatio,
            retransmissions: observed.retransmissions,
            rttMs: observedRttMs,
            capacityBps,
            mss,
          },
          options,
        );
  return {
    rttMs,
    bottleneckCapacityBps: capacityBps,
    mssBytes: mss,
    bdpBytes: known ? bandwidthDelayBytes(capacityBps, rttMs) : null,
    recommendedWindowBytes: known ? recommendedWindowBytes(capacityBps, rttMs) : null,
    windowBytes,
    windowLimitedBps: rttMs !== null && rttMs > 0 ? windowLimitedBps(windowBytes, rttMs) : null,
    renoResponsivenessS: known ? renoResponsivenessS(capacityBps, rttMs, mss) : null,
    observed,
    mathisBps,
    diagnosis: diagnosis === null ? null : { code: diagnosis.code, message: diagnosis.message },
  };
}
