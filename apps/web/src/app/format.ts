/** Formatting for people, at the edge only: everything inside is bits per second and ratios. */

export function formatBps(bps: number | undefined | null): string {
  if (bps === undefined || bps === null) return '—';
  if (bps >= 1e9) return `${(bps / 1e9).toFixed(bps >= 10e9 ? 1 : 2)} Gb/s`;
  if (bps >= 1e6) return `${(bps / 1e6).toFixed(0)} Mb/s`;
  if (bps >= 1e3) return `${(bps / 1e3).toFixed(0)} kb/s`;
  return `${bps.toFixed(0)} b/s`;
}

export function formatPercent(ratio: number | undefined | null): string {
  if (ratio === undefined || ratio === null) return '—';
  return `${(ratio * 100).toFixed(ratio < 0.1 ? 1 : 0)} %`;
}

export function formatRate(perSecond: number | undefined | null): string {
  if (perSecond === undefined || perSecond === null) return '—';
  return perSecond >= 100 ? `${perSecond.toFixed(0)}/s` : `${perSecond.toFixed(1)}/s`;
}

export function formatMs(ms: number | undefined): string {
  return ms === undefined ? '—' : `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;
}
