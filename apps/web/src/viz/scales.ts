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
 * The load classes' colours, low to high, for every screen that draws load (map, legend, wall,
 * hot spots, blade bars, printed map): a sequential palette from blue-violet through rose and
 * ochre to pale cream, lightness rising with load (L* 31 to 98). Chosen so that every pair of
 * adjacent classes stays at least 15 CIEDE2000 apart for normal vision and simulated
 * deuteranopia, protanopia and tritanopia (scales.test.ts; ADR 0012); no class is grey, so
 * "no data" and "stale" cannot be read as a load.
 */
export const LOAD_COLOURS = [
  '#4b02db',
  '#8b4870',
  '#d13e57',
  '#c78b0c',
  '#f8cd00',
  '#f0ffc0',
] as const;

function loadColour(index: number): string {
  return LOAD_COLOURS[index] ?? LOAD_COLOURS[0];
}

/**
 * Utilization bands for the live overlay, shared by the drawing and the legend. Each direction
 * of a link is coloured by its own band; stale data and "no data" have their own look.
 */
export const UTILIZATION_BANDS: readonly { from: number; label: string; stroke: string }[] = [
  { from: 0, label: 'under 10 %', stroke: loadColour(0) },
  { from: 0.1, label: '10-30 %', stroke: loadColour(1) },
  { from: 0.3, label: '30-50 %', stroke: loadColour(2) },
  { from: 0.5, label: '50-70 %', stroke: loadColour(3) },
  { from: 0.7, label: '70-90 %', stroke: loadColour(4) },
  { from: 0.9, label: '90 % and over', stroke: loadColour(5) },
];

/** A live direction whose newest value is too old: slate and finely dashed. */
export const STALE_STYLE = { label: 'stale (no fresh data)', stroke: '#64748b', dash: '2 4' };

/**
 * A link with no live value at all: neutral grey with long dashes, unlike stale (slate, short
 * dashes) and maintenance (violet, dash-dot), and never a load colour.
 */
export const NO_DATA_STYLE = { label: 'no live data', stroke: '#9a9a9a', dash: '10 4' };

/** Absolute scale: bands of Gb/s, for comparing links of different capacities. */
export const RATE_BANDS: readonly { from: number; label: string; stroke: string }[] = [
  { from: 0, label: 'under 0.1 Gb/s', stroke: loadColour(0) },
  { from: 0.1e9, label: '0.1-1 Gb/s', stroke: loadColour(1) },
  { from: 1e9, label: '1-2.5 Gb/s', stroke: loadColour(2) },
  { from: 2.5e9, label: '2.5-5 Gb/s', stroke: loadColour(3) },
  { from: 5e9, label: '5-9 Gb/s', stroke: loadColour(4) },
  { from: 9e9, label: '9 Gb/s and over', stroke: loadColour(5) },
];

export type LoadScale = 'utilization' | 'rate';

/** The stroke for a measured value on the chosen scale. */
export function loadStroke(value: number, scale: LoadScale): string {
  const bands = scale === 'utilization' ? UTILIZATION_BANDS : RATE_BANDS;
  let stroke = loadColour(0);
  for (const band of bands) {
    if (value >= band.from) stroke = band.stroke;
  }
  return stroke;
}
