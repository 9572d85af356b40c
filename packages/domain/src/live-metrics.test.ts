import { describe, expect, it } from 'vitest';
import { LIVE_METRICS, perMetric } from './live-metrics.js';

describe('perMetric', () => {
  it('gives every metric of the table, by its name, in the table order', () => {
    const values = perMetric((m) => `${m.name}!`);
    expect(Object.keys(values)).toEqual(LIVE_METRICS.map((m) => m.name));
    for (const m of LIVE_METRICS) expect(values[m.name]).toBe(`${m.name}!`);
  });

  it('makes a fresh object each time', () => {
    const first = perMetric(() => 0);
    const second = perMetric(() => 0);
    expect(first).not.toBe(second);
    expect(first).toEqual(second);
  });
});
