import { describe, expect, it } from 'vitest';
import { createMeasurementStore } from './measurement-store.js';

describe('createMeasurementStore', () => {
  it('latest keeps the newest measurement of a path direction and forgets it after the maximum age', () => {
    const store = createMeasurementStore(60_000);
    store.put('CERN-FZK', 'ZtoA', { tsMs: 2_000, lossRatio: 0.1 });
    store.put('CERN-FZK', 'ZtoA', { tsMs: 1_000, lossRatio: 0.5 });
    expect(store.latest('CERN-FZK', 'ZtoA', 10_000)?.lossRatio).toBe(0.1);
    expect(store.latest('CERN-FZK', 'AtoZ', 10_000)).toBeUndefined();
    expect(store.latest('CERN-FZK', 'ZtoA', 62_001)).toBeUndefined();
  });
});
