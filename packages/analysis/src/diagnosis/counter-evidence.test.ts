import { perMetric } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { counterObservations, counterRates } from './counter-evidence.js';

describe('counterObservations', () => {
  it('counterObservations marks a link direction with errors or discards over the thresholds', () => {
    const seen = counterObservations([
      { linkId: 'lyo-gva', direction: 'ZtoA', errorRate: 3e-5, discardRate: 0 },
      { linkId: 'lyo-gva', direction: 'AtoZ', errorRate: 0, discardRate: 0 },
      { linkId: 'par-lon', direction: 'AtoZ', errorRate: null, discardRate: 0.01 },
      { linkId: 'par-lon', direction: 'ZtoA', errorRate: null, discardRate: null },
    ]);
    expect([...seen]).toEqual([
      ['link:lyo-gva>ZtoA', true],
      ['link:lyo-gva>AtoZ', false],
      ['link:par-lon>AtoZ', true],
    ]);
  });

  it('counterObservations keeps errors when one of two readings of a direction shows them', () => {
    const seen = counterObservations(
      [
        { linkId: 'x', direction: 'AtoZ', errorRate: 0.5, discardRate: null },
        { linkId: 'x', direction: 'AtoZ', errorRate: 0, discardRate: null },
      ],
      { errorRate: 0.1, discardRate: 0.1 },
    );
    expect(seen.get('link:x>AtoZ')).toBe(true);
  });

  it('counterRates turns a live reading into rates of the packets carried, and reads nothing stale or idle', () => {
    const reading = {
      ...perMetric(() => null),
      bps: 8_000_000,
      utilization: 0.1,
      errorsPerSec: 10,
    };
    expect(counterRates({ ...reading, stale: false })).toEqual({
      errorRate: 10 / 1010,
      discardRate: null,
    });
    expect(counterRates({ ...reading, stale: true })).toEqual({
      errorRate: null,
      discardRate: null,
    });
    expect(counterRates({ ...reading, bps: 0, errorsPerSec: 0, stale: false })).toEqual({
      errorRate: null,
      discardRate: null,
    });
  });

  it('counterRates counts in discards and out discards both as discards', () => {
    const reading = {
      ...perMetric(() => null),
      bps: 8_000_000,
      utilization: 0.1,
      errorsPerSec: 0,
      stale: false,
    };
    const both = { ...reading, inDiscardsPerSec: 4, outDiscardsPerSec: 6 };
    expect(counterRates(both).discardRate).toBeCloseTo(10 / 1010);
    const inOnly = { ...reading, inDiscardsPerSec: 10 };
    expect(counterRates(inOnly).discardRate).toBeCloseTo(10 / 1010);
    expect(
      counterObservations([{ linkId: 'x', direction: 'AtoZ', ...counterRates(inOnly) }]).get(
        'link:x>AtoZ',
      ),
    ).toBe(true);
  });
});
