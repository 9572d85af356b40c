import { LIVE_METRICS, perMetric, type Direction, type LiveValues } from '@tiermap/domain';
import type { LinkEndsRow } from '../metrics/link-map.js';
import { between, type RandomSource } from './random.js';

/** What one direction of one link carries: one rate per live metric (bits, packets per second). */
export type DirectionRates = LiveValues<number>;

export interface LinkRates {
  linkId: string;
  capacityBps: number;
  AtoZ: DirectionRates;
  ZtoA: DirectionRates;
}

/** A scenario's figures for one link direction; the fields it gives replace the model's. */
export type RateOverride = {
  linkId: string;
  direction: Direction;
} & Partial<DirectionRates>;

/** The packet size assumed to turn bits per second into packets per second. */
export const PACKET_BYTES = 1000;

export function packetsPerSecond(bps: number): number {
  return bps / (8 * PACKET_BYTES);
}

const HOUR_MS = 3_600_000;
/** Busiest at 14:00 UTC (15:00-16:00 in Geneva), quietest twelve hours later. */
const PEAK_HOUR_UTC = 14;
const BURST_SLOT_MS = 15 * 60_000;
const BURST_MS = 90_000;

/**
 * The share of a link's usual load at time `tMs`: 1 in the European afternoon, 0.5 at night,
 * a cosine in between.
 */
export function dailyFactor(tMs: number): number {
  const hour = (((tMs / HOUR_MS) % 24) + 24) % 24;
  return 0.75 + 0.25 * Math.cos((2 * Math.PI * (hour - PEAK_HOUR_UTC)) / 24);
}

/** What stays fixed for a link: its usual load, how much lighter the way back is, its errors. */
interface LinkProfile {
  /** Share of capacity used A to Z at the daily peak, 0.05 to 0.6. */
  baseUtilization: number;
  /** Z to A load over A to Z load: mostly below 1 (data flows out of CERN), now and then above. */
  backRatio: number;
  /** Whether the link has occasional error bursts (about one link in eight). */
  errorProne: boolean;
}

function linkProfile(source: RandomSource, linkId: string): LinkProfile {
  const random = source(`profile:${linkId}`);
  const baseUtilization = between(random, 0.05, 0.6);
  const backRatio = random() < 0.85 ? between(random, 0.25, 0.85) : between(random, 1, 1.25);
  return { baseUtilization, backRatio, errorProne: random() < 0.125 };
}

/**
 * An error burst of an error-prone link: in some 15-minute slots, for 90 seconds, one direction
 * loses 0.01 % to 0.2 % of its packets. Undefined outside bursts.
 */
function errorBurst(
  source: RandomSource,
  linkId: string,
  tMs: number,
): { direction: Direction; ratio: number } | undefined {
  const slot = Math.floor(tMs / BURST_SLOT_MS);
  const random = source(`burst:${linkId}:${slot}`);
  if (random() >= 0.35) return undefined;
  const startsAt = slot * BURST_SLOT_MS + random() * (BURST_SLOT_MS - BURST_MS);
  const direction: Direction = random() < 0.5 ? 'AtoZ' : 'ZtoA';
  const ratio = between(random, 1e-4, 2e-3);
  return tMs >= startsAt && tMs < startsAt + BURST_MS ? { direction, ratio } : undefined;
}

/**
 * The simulated rates of every link direction at time `tMs`: a seeded base load per link, the
 * daily pattern, A to Z (out of CERN in the demo) mostly heavier than back, a few per cent of
 * noise per second, occasional error bursts on a few links, then the scenario `overrides`
 * (later ones win field by field). Pure: the same rows, time, seed and overrides give the same
 * rates. No rate exceeds the link's capacity.
 */
export function trafficRates(
  rows: readonly LinkEndsRow[],
  tMs: number,
  source: RandomSource,
  overrides: readonly RateOverride[] = [],
): LinkRates[] {
  const daily = dailyFactor(tMs);
  const second = Math.floor(tMs / 1000);
  const rates = rows.map((row): LinkRates => {
    const profile = linkProfile(source, row.linkId);
    const noise = source(`noise:${row.linkId}:${second}`);
    const atoz = profile.baseUtilization * daily * between(noise, 0.97, 1.03);
    const ztoa = atoz * profile.backRatio * between(noise, 0.97, 1.03);
    const link: LinkRates = {
      linkId: row.linkId,
      capacityBps: row.capacityBps,
      AtoZ: { ...perMetric(() => 0), bps: atoz * row.capacityBps },
      ZtoA: { ...perMetric(() => 0), bps: ztoa * row.capacityBps },
    };
    const burst = profile.errorProne ? errorBurst(source, row.linkId, tMs) : undefined;
    if (burst !== undefined) {
      const hit = link[burst.direction];
      hit.errorsPerSec = packetsPerSecond(hit.bps) * burst.ratio;
    }
    return link;
  });
  applyOverrides(rates, overrides);
  for (const link of rates) {
    for (const direction of ['AtoZ', 'ZtoA'] as const) {
      const rates = link[direction];
      for (const { name } of LIVE_METRICS) rates[name] = Math.max(rates[name], 0);
      rates.bps = Math.min(rates.bps, link.capacityBps);
    }
  }
  return rates;
}

function applyOverrides(rates: LinkRates[], overrides: readonly RateOverride[]): void {
  const byId = new Map(rates.map((link) => [link.linkId, link]));
  for (const override of overrides) {
    const target = byId.get(override.linkId)?.[override.direction];
    if (target === undefined) continue;
    for (const { name } of LIVE_METRICS) {
      const value = override[name];
      if (value !== undefined) target[name] = value;
    }
  }
}
