/**
 * The TCP arithmetic of a wide-area path: what window fills it, what a window allows, how long
 * Reno takes to recover from one loss, and what a loss rate allows (Mathis et al.). Rates are
 * bits per second, sizes bytes, round-trip times milliseconds; see docs/tcp.md.
 */

/** IPv4 and TCP headers without options: the MSS is the MTU less these. */
export const TCP_IP_HEADER_BYTES = 40;

/** The constant of the Mathis formula for Reno with delayed ACKs off: sqrt(3/2). */
export const MATHIS_CONSTANT = 1.22;

/** The maximum segment size for an MTU: `mtuBytes - 40` (1500 gives 1460). */
export function mssBytes(mtuBytes: number): number {
  return Math.max(0, mtuBytes - TCP_IP_HEADER_BYTES);
}

/**
 * The bandwidth-delay product C x RTT in bytes: the data in flight needed to fill the pipe.
 * 1 Gb/s at 330 ms gives 41.25e6 bytes.
 */
export function bandwidthDelayBytes(capacityBps: number, rttMs: number): number {
  return (capacityBps * seconds(rttMs)) / 8;
}

/**
 * The window to configure: 2 x BDP, enough to keep the full rate across a single loss (the
 * window halves and still fills the pipe). The CERN reference table's windows are these.
 */
export function recommendedWindowBytes(capacityBps: number, rttMs: number): number {
  return 2 * bandwidthDelayBytes(capacityBps, rttMs);
}

/**
 * The most a window of `windowBytes` lets through in one round trip, W / RTT, in bits per
 * second: 64 KB at 10 ms is about 52.4 Mbit/s. Infinite at an RTT of 0.
 */
export function windowLimitedBps(windowBytes: number, rttMs: number): number {
  return rttMs <= 0 ? Number.POSITIVE_INFINITY : (windowBytes * 8) / seconds(rttMs);
}

/**
 * Reno's responsiveness: the seconds it takes to grow back to the full rate after one loss,
 * rho = C x RTT^2 / (2 x MSS), with C in bits per second and the MSS in bits. The window halves
 * and grows by one MSS per round trip, so recovery takes W / 2 round trips of RTT each.
 */
export function renoResponsivenessS(capacityBps: number, rttMs: number, mss: number): number {
  const rtt = seconds(rttMs);
  return (capacityBps * rtt * rtt) / (2 * mss * 8);
}

/**
 * The Mathis et al. loss-limited rate, (MSS / RTT) x (1.22 / sqrt(p)), in bits per second; null
 * when nothing is lost (p = 0, no loss limit) or the RTT is 0.
 */
export function mathisLimitBps(mss: number, rttMs: number, lossRatio: number): number | null {
  if (lossRatio <= 0 || rttMs <= 0) return null;
  return ((mss * 8) / seconds(rttMs)) * (MATHIS_CONSTANT / Math.sqrt(lossRatio));
}

function seconds(ms: number): number {
  return ms / 1000;
}
