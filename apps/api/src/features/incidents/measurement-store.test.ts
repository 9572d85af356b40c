import { describe, expect, it } from 'vitest';
import { createMeasurementStore } from './measurement-store.js';

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('createMeasurementStore', () => {
  it('latest keeps the newest measurement of a path direction and forgets it after the maximum age', () => {
    const store = createMeasurementStore(60_000);
    store.put('CERN-FZK', 'ZtoA', { tsMs: 2_000, lossRatio: 0.1 }, 2_000);
    store.put('CERN-FZK', 'ZtoA', { tsMs: 1_000, lossRatio: 0.5 }, 2_000);
    expect(store.latest('CERN-FZK', 'ZtoA', 10_000)?.lossRatio).toBe(0.1);
    expect(store.latest('CERN-FZK', 'AtoZ', 10_000)).toBeUndefined();
    expect(store.latest('CERN-FZK', 'ZtoA', 62_001)).toBeUndefined();
  });

  it('put refuses a result stamped one day ahead, and the real result after it counts', () => {
    const store = createMeasurementStore(15 * 60_000);
    const refused = store.put('CERN-FZK', 'ZtoA', { tsMs: T0 + 86_400_000, lossRatio: 0 }, T0);
    expect(refused).toBe(
      '2026-11-23T12:00:00.000Z is 1 day ahead of the server clock (2026-11-22T12:00:00.000Z); at most 5 minutes ahead is taken',
    );
    expect(store.put('CERN-FZK', 'ZtoA', { tsMs: T0, lossRatio: 0.5 }, T0)).toBeUndefined();
    expect(store.latest('CERN-FZK', 'ZtoA', T0)?.lossRatio).toBe(0.5);
  });

  it('put takes a result a little ahead (clock drift) and refuses one older than the maximum age', () => {
    const store = createMeasurementStore(15 * 60_000);
    expect(store.put('CERN-FZK', 'AtoZ', { tsMs: T0 + 60_000, lossRatio: 0 }, T0)).toBeUndefined();
    expect(store.refusal(T0 - 16 * 60_000, T0)).toBe(
      '2026-11-22T11:44:00.000Z is older than the 15 minutes a measurement counts (15 minutes before 2026-11-22T12:00:00.000Z)',
    );
  });

  it('putRoute keeps since when a route was first seen while traces repeat it, and withdrawSource forgets it', () => {
    const store = createMeasurementStore(15 * 60_000);
    const hops = [{ ip: '192.0.2.1' }, {}, { ip: '192.0.2.3' }];
    store.putRoute('CERN-FZK', 'ZtoA', { tsMs: T0, hops, source: 'ps' }, T0);
    store.putRoute('CERN-FZK', 'ZtoA', { tsMs: T0 + 60_000, hops, source: 'ps' }, T0 + 60_000);
    expect(store.route('CERN-FZK', 'ZtoA', T0 + 60_000)).toMatchObject({
      tsMs: T0 + 60_000,
      sinceMs: T0,
    });
    const other = [{ ip: '192.0.2.1' }, { ip: '192.0.2.9' }];
    store.putRoute('CERN-FZK', 'ZtoA', { tsMs: T0 + 120_000, hops: other }, T0 + 120_000);
    expect(store.route('CERN-FZK', 'ZtoA', T0 + 120_000)?.sinceMs).toBe(T0 + 120_000);
    expect(store.latest('CERN-FZK', 'ZtoA', T0 + 120_000)).toBeUndefined();
    store.putRoute('CERN-PIC', 'AtoZ', { tsMs: T0, hops, source: 'ps' }, T0);
    expect(store.withdrawSource('ps')).toBe(1);
    expect(store.route('CERN-PIC', 'AtoZ', T0)).toBeUndefined();
  });
});
