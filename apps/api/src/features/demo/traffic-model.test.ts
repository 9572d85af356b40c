import { describe, expect, it } from 'vitest';
import type { LinkEndsRow } from '../metrics/link-map.js';
import { randomSource } from './random.js';
import { dailyFactor, trafficRates } from './traffic-model.js';

const GBPS = 1e9;
const NOON_UTC = Date.UTC(2026, 2, 17, 12);
const AT_14_UTC = Date.UTC(2026, 2, 17, 14);
const AT_02_UTC = Date.UTC(2026, 2, 17, 2);

function row(linkId: string, capacityBps = 10 * GBPS): LinkEndsRow {
  return {
    linkId,
    capacityBps,
    aRouterId: `${linkId}-a`,
    aRouterName: `${linkId} A`,
    aPortName: 'xe-0/0/0',
    zRouterId: `${linkId}-z`,
    zRouterName: `${linkId} Z`,
    zPortName: 'xe-0/0/1',
  };
}

const ROWS = Array.from({ length: 40 }, (_, i) => row(`link-${i}`, i % 4 === 0 ? GBPS : 10 * GBPS));

function totalBps(tMs: number, seed = 1): number {
  return trafficRates(ROWS, tMs, randomSource(seed)).reduce(
    (sum, link) => sum + link.AtoZ.bps + link.ZtoA.bps,
    0,
  );
}

describe('trafficRates', () => {
  it('trafficRates gives the same rates for the same seed and time, others for another seed', () => {
    const first = trafficRates(ROWS, NOON_UTC, randomSource(5));
    expect(trafficRates(ROWS, NOON_UTC, randomSource(5))).toEqual(first);
    expect(trafficRates([...ROWS].reverse(), NOON_UTC, randomSource(5))).toEqual(
      [...first].reverse(),
    );
    expect(trafficRates(ROWS, NOON_UTC, randomSource(6))).not.toEqual(first);
  });

  it('dailyFactor peaks in the European afternoon and halves at night', () => {
    expect(dailyFactor(AT_14_UTC)).toBeCloseTo(1, 6);
    expect(dailyFactor(AT_02_UTC)).toBeCloseTo(0.5, 6);
    expect(dailyFactor(NOON_UTC)).toBeGreaterThan(dailyFactor(Date.UTC(2026, 2, 17, 8)));
  });

  it('trafficRates carries about twice as much at 14:00 UTC as at 02:00 UTC', () => {
    const ratio = totalBps(AT_14_UTC) / totalBps(AT_02_UTC);
    expect(ratio).toBeGreaterThan(1.8);
    expect(ratio).toBeLessThan(2.2);
  });

  it('trafficRates keeps the A to Z base load between 5 and 60 % of capacity at the peak', () => {
    for (const link of trafficRates(ROWS, AT_14_UTC, randomSource(3))) {
      const utilization = link.AtoZ.bps / link.capacityBps;
      expect(utilization).toBeGreaterThan(0.05 * 0.96);
      expect(utilization).toBeLessThan(0.6 * 1.04);
    }
  });

  it('trafficRates makes A to Z the heavier direction on most links', () => {
    const links = trafficRates(ROWS, AT_14_UTC, randomSource(9));
    const heavierOut = links.filter((link) => link.AtoZ.bps > link.ZtoA.bps).length;
    expect(heavierOut / links.length).toBeGreaterThan(0.65);
    // ...but not all: now and then the way back is the busier one.
    expect(heavierOut).toBeLessThan(links.length);
  });

  it('trafficRates never goes above capacity, even when an override asks for more', () => {
    for (let hour = 0; hour < 24; hour += 1) {
      const tMs = Date.UTC(2026, 2, 17, hour, 17, 23);
      for (const link of trafficRates(ROWS, tMs, randomSource(hour))) {
        expect(link.AtoZ.bps).toBeLessThanOrEqual(link.capacityBps);
        expect(link.ZtoA.bps).toBeLessThanOrEqual(link.capacityBps);
      }
    }
    const [forced] = trafficRates([row('x', GBPS)], NOON_UTC, randomSource(1), [
      { linkId: 'x', direction: 'AtoZ', bps: 5 * GBPS },
    ]);
    expect(forced?.AtoZ.bps).toBe(GBPS);
  });

  it('trafficRates has error bursts on a few links in a day, and none on most', () => {
    const withErrors = new Set<string>();
    const source = randomSource(11);
    for (let tMs = AT_02_UTC; tMs < AT_02_UTC + 86_400_000; tMs += 30_000) {
      for (const link of trafficRates(ROWS, tMs, source)) {
        if (link.AtoZ.errorsPerSec > 0 || link.ZtoA.errorsPerSec > 0) withErrors.add(link.linkId);
      }
    }
    expect(withErrors.size).toBeGreaterThan(0);
    expect(withErrors.size).toBeLessThan(ROWS.length / 3);
  });

  it('trafficRates lets later overrides replace the fields they give', () => {
    const [link] = trafficRates([row('x')], NOON_UTC, randomSource(1), [
      { linkId: 'x', direction: 'ZtoA', bps: 1e6, errorsPerSec: 3 },
      { linkId: 'x', direction: 'ZtoA', errorsPerSec: 5 },
      { linkId: 'not-in-rows', direction: 'AtoZ', bps: 1 },
    ]);
    expect(link?.ZtoA).toMatchObject({
      bps: 1e6,
      errorsPerSec: 5,
      inDiscardsPerSec: 0,
      outDiscardsPerSec: 0,
    });
    expect(link?.AtoZ.bps).toBeGreaterThan(1e6);
  });
});
