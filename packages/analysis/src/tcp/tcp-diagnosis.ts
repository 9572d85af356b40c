import { mathisLimitBps, windowLimitedBps } from './tcp-math.js';

/** Windows hosts end up with when window scaling is off or capped: 32, 64, 128 and 256 KB. */
export const COMMON_WINDOWS_BYTES: readonly number[] = [32_768, 65_536, 131_072, 262_144];

/** How close, as a share, a measured rate must be to a limit to be explained by it: 15 %. */
export const DEFAULT_TCP_TOLERANCE = 0.15;

export type TcpDiagnosisCode = 'window-limited' | 'loss-limited' | 'capacity' | 'none';

/** What one measured transfer (or the live rate) of one path direction says. */
export interface TcpDiagnosisInput {
  /** Measured throughput, bits per second. */
  throughputBps: number;
  /** Share of packets lost; undefined or null when not measured. */
  lossRatio?: number | null | undefined;
  /** Retransmitted segments in the measurement; undefined or null when not counted. */
  retransmissions?: number | null | undefined;
  rttMs: number;
  /** The bottleneck capacity, bits per second; null when unknown. */
  capacityBps: number | null;
  /** The maximum segment size, bytes (the MTU less 40). */
  mss: number;
}

export interface TcpDiagnosisOptions {
  /** Defaults to DEFAULT_TCP_TOLERANCE. */
  tolerance?: number;
  /** The windows a window limit is looked for at; defaults to COMMON_WINDOWS_BYTES. */
  windowsBytes?: readonly number[];
}

/** A hint in the users' words, with the limit it names. */
export interface TcpDiagnosis {
  code: TcpDiagnosisCode;
  message: string;
  /** For `window-limited`: the window that explains the rate. */
  windowBytes?: number;
  /** The rate of the limit named: W / RTT, the Mathis rate or the bottleneck. */
  limitBps?: number;
}

/**
 * Turns a measured rate into a hint, checked in this order: `capacity` when it fills the
 * bottleneck (within the tolerance); `window-limited` when nothing was lost (loss 0 or no
 * retransmissions) and it matches W / RTT for a common window (the Penn State case: 51 Mbit/s,
 * no retransmissions, 9.85 ms is a 64 KB window); `loss-limited` when packets were lost and it is
 * near or below the Mathis rate; otherwise `none`, saying why no limit fits.
 */
export function tcpDiagnosis(
  input: TcpDiagnosisInput,
  options: TcpDiagnosisOptions = {},
): TcpDiagnosis {
  const tolerance = options.tolerance ?? DEFAULT_TCP_TOLERANCE;
  const { throughputBps, rttMs, capacityBps } = input;
  const measured = rateText(throughputBps);
  if (capacityBps !== null && capacityBps > 0 && throughputBps >= capacityBps * (1 - tolerance)) {
    return {
      code: 'capacity',
      message: `at capacity: ${measured} fills the ${rateText(capacityBps)} bottleneck; more needs a faster path`,
      limitBps: capacityBps,
    };
  }
  const lossFree = !lossSeen(input) && (input.lossRatio === 0 || input.retransmissions === 0);
  const window = closestWindow(throughputBps, rttMs, options.windowsBytes ?? COMMON_WINDOWS_BYTES);
  const windowFits = window !== undefined && window.error <= tolerance;
  if (lossFree && windowFits) {
    const size = sizeText(window.windowBytes);
    return {
      code: 'window-limited',
      message: `window-limited at ${size}: ${measured} is what a ${size} window gives at ${msText(rttMs)} (${rateText(window.limitBps)}) with no loss; enable window scaling / check firewalls that strip it`,
      windowBytes: window.windowBytes,
      limitBps: window.limitBps,
    };
  }
  const lossRatio = input.lossRatio ?? 0;
  const mathisBps = mathisLimitBps(input.mss, rttMs, lossRatio);
  if (mathisBps !== null && throughputBps <= mathisBps * (1 + tolerance)) {
    return {
      code: 'loss-limited',
      message: `loss-limited: ${percentText(lossRatio)} loss at ${msText(rttMs)} allows at most ${rateText(mathisBps)} (Mathis, MSS ${input.mss} bytes) and ${measured} was measured; find and fix the loss`,
      limitBps: mathisBps,
    };
  }
  return {
    code: 'none',
    message: noLimitMessage(input, measured, windowFits ? window : undefined),
  };
}

function noLimitMessage(
  input: TcpDiagnosisInput,
  measured: string,
  window: { windowBytes: number } | undefined,
): string {
  if (window !== undefined && !lossSeen(input)) {
    return `${measured} matches a ${sizeText(window.windowBytes)} window at ${msText(input.rttMs)}, but no loss figure says nothing was lost; measure loss or retransmissions to tell`;
  }
  if ((input.retransmissions ?? 0) > 0 && (input.lossRatio ?? undefined) === undefined) {
    return `${String(input.retransmissions)} retransmissions but no loss ratio to compare with the Mathis limit`;
  }
  const bottleneck =
    input.capacityBps === null ? '' : `, nor the ${rateText(input.capacityBps)} bottleneck`;
  return `no limit fits: ${measured} is explained neither by a common window nor by loss${bottleneck}; look at the end hosts (disks, CPU, application) and cross traffic`;
}

/** Whether the measurement says packets were lost: loss above 0 or any retransmission. */
function lossSeen(input: TcpDiagnosisInput): boolean {
  return (input.lossRatio ?? 0) > 0 || (input.retransmissions ?? 0) > 0;
}

/** The window whose W / RTT is nearest the rate, with the relative error. */
function closestWindow(
  throughputBps: number,
  rttMs: number,
  windowsBytes: readonly number[],
): { windowBytes: number; limitBps: number; error: number } | undefined {
  if (rttMs <= 0) return undefined;
  let best: { windowBytes: number; limitBps: number; error: number } | undefined;
  for (const windowBytes of windowsBytes) {
    const limitBps = windowLimitedBps(windowBytes, rttMs);
    const error = Math.abs(throughputBps - limitBps) / limitBps;
    if (best === undefined || error < best.error) best = { windowBytes, limitBps, error };
  }
  return best;
}

/** "51 Mbit/s", "9.6 Gbit/s", "0.8 Mbit/s". */
function rateText(bps: number): string {
  if (bps >= 1e9) return `${trim(bps / 1e9, bps >= 1e10 ? 0 : 1)} Gbit/s`;
  if (bps >= 1e7) return `${trim(bps / 1e6, 0)} Mbit/s`;
  if (bps >= 1e5) return `${trim(bps / 1e6, 1)} Mbit/s`;
  return `${trim(bps / 1e3, 0)} kbit/s`;
}

/** "64 KB", "1.5 MB": binary units as hosts configure windows. */
function sizeText(bytes: number): string {
  if (bytes >= 1 << 20) return `${trim(bytes / (1 << 20), 1)} MB`;
  return `${trim(bytes / 1024, 0)} KB`;
}

function msText(ms: number): string {
  return `${trim(ms, ms < 100 ? 2 : 0)} ms`;
}

/** "0.01 %", "2 %". */
function percentText(ratio: number): string {
  return `${String(Number((ratio * 100).toPrecision(2)))} %`;
}

function trim(value: number, digits: number): string {
  return String(Number(value.toFixed(digits)));
}
