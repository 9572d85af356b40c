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

/**
 * A size in binary units as TCP windows are configured (1 KB = 1024 bytes): "64 KB", "14 MB",
 * "1.5 MB".
 */
export function formatBytes(bytes: number | undefined | null): string {
  if (bytes === undefined || bytes === null) return '—';
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 || Number.isInteger(value) ? 0 : 1;
  return `${value.toFixed(digits)} ${units[unit] ?? 'B'}`;
}

export function formatMs(ms: number | undefined): string {
  return ms === undefined ? '—' : `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;
}

/** A span of time at the precision people need: "45 s", "12 min", "3 h 05 min", "2 d 4 h". */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/**
 * An instant as UTC wall-clock time, "12:03:04 UTC"; with the date in front when it is not on
 * the same UTC day as `nowMs`.
 */
export function formatUtcTime(ms: number, nowMs: number): string {
  const iso = new Date(ms).toISOString();
  const sameDay = iso.slice(0, 10) === new Date(nowMs).toISOString().slice(0, 10);
  return `${sameDay ? '' : `${iso.slice(0, 10)} `}${iso.slice(11, 19)} UTC`;
}

/**
 * An instant as UTC wall-clock time to the minute, "12:03 UTC"; with the date in front when it
 * is not on the same UTC day as `nowMs`. What incident texts use: seconds add nothing a person
 * acts on.
 */
export function formatUtcMinute(ms: number, nowMs: number): string {
  const iso = new Date(ms).toISOString();
  const sameDay = iso.slice(0, 10) === new Date(nowMs).toISOString().slice(0, 10);
  return `${sameDay ? '' : `${iso.slice(0, 10)} `}${iso.slice(11, 16)} UTC`;
}
