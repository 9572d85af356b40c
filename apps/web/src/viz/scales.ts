import type { Tier } from '@tiermap/domain';

/**
 * The map's visual encodings as data, shared by the drawing and the legend so the two
 * cannot disagree.
 */
export const TIER_STYLES: readonly { tier: Tier; label: string; fill: string; radius: number }[] = [
  { tier: 0, label: 'Tier0 (CERN)', fill: '#f59e0b', radius: 9 },
  { tier: 1, label: 'Tier1 site', fill: '#38bdf8', radius: 7 },
  { tier: 2, label: 'Tier2 site', fill: '#a78bfa', radius: 5 },
];

export function tierStyle(tier: Tier): { fill: string; radius: number } {
  return TIER_STYLES.find((s) => s.tier === tier) ?? { fill: '#94a3b8', radius: 5 };
}

/** Links are coloured by how many site paths cross them: shared links are the first suspects. */
export const SHARING_STYLES: readonly { minPaths: number; label: string; stroke: string }[] = [
  { minPaths: 0, label: 'no site path', stroke: '#475569' },
  { minPaths: 1, label: 'one site path', stroke: '#64748b' },
  { minPaths: 2, label: 'shared by 2-3 paths', stroke: '#fb923c' },
  { minPaths: 4, label: 'shared by 4 or more', stroke: '#ef4444' },
];

export function sharingStroke(pathCount: number): string {
  let stroke = SHARING_STYLES[0]?.stroke ?? '#475569';
  for (const style of SHARING_STYLES) {
    if (pathCount >= style.minPaths) {
      stroke = style.stroke;
    }
  }
  return stroke;
}

/** Stroke width grows with the logarithm of capacity: 1 Gb/s thin, 10 Gb/s thicker. */
export const CAPACITY_WIDTHS: readonly { capacityBps: number; label: string }[] = [
  { capacityBps: 1e9, label: '1 Gb/s' },
  { capacityBps: 2.5e9, label: '2.5 Gb/s' },
  { capacityBps: 10e9, label: '10 Gb/s' },
];

export function capacityWidth(capacityBps: number): number {
  const gbps = Math.max(capacityBps / 1e9, 0.1);
  return Math.max(1, 1.5 + 1.6 * Math.log10(gbps * 10) - 1.6);
}

/**
 * Utilization bands for the live overlay, shared by the drawing and the legend. Each direction
 * of a link is coloured by its own band; stale data and "no data" have their own look.
 */
export const UTILIZATION_BANDS: readonly { from: number; label: string; stroke: string }[] = [
  { from: 0, label: 'under 10 %', stroke: '#22c55e' },
  { from: 0.1, label: '10-30 %', stroke: '#a3e635' },
  { from: 0.3, label: '30-50 %', stroke: '#facc15' },
  { from: 0.5, label: '50-70 %', stroke: '#fb923c' },
  { from: 0.7, label: '70-90 %', stroke: '#ef4444' },
  { from: 0.9, label: '90 % and over', stroke: '#d946ef' },
];

export const STALE_STYLE = { label: 'stale (no fresh data)', stroke: '#64748b', dash: '2 4' };

/** Absolute scale: bands of Gb/s, for comparing links of different capacities. */
export const RATE_BANDS: readonly { from: number; label: string; stroke: string }[] = [
  { from: 0, label: 'under 0.1 Gb/s', stroke: '#22c55e' },
  { from: 0.1e9, label: '0.1-1 Gb/s', stroke: '#a3e635' },
  { from: 1e9, label: '1-2.5 Gb/s', stroke: '#facc15' },
  { from: 2.5e9, label: '2.5-5 Gb/s', stroke: '#fb923c' },
  { from: 5e9, label: '5-9 Gb/s', stroke: '#ef4444' },
  { from: 9e9, label: '9 Gb/s and over', stroke: '#d946ef' },
];

export type LoadScale = 'utilization' | 'rate';

/** The stroke for a measured value on the chosen scale. */
export function loadStroke(value: number, scale: LoadScale): string {
  const bands = scale === 'utilization' ? UTILIZATION_BANDS : RATE_BANDS;
  let stroke = bands[0]?.stroke ?? '#22c55e';
  for (const band of bands) {
    if (value >= band.from) stroke = band.stroke;
  }
  return stroke;
}
