import { perMetric } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { LIVE_COLUMNS, liveCells } from './csv-tables.js';

describe('links.csv live columns', () => {
  it('in discards and out discards are columns of their own', () => {
    const cells = liveCells({
      linkId: 'gva-fra',
      direction: 'AtoZ',
      tsMs: Date.UTC(2026, 10, 22, 12, 0, 0),
      ...perMetric(() => 0),
      bps: 2.5e9,
      utilization: 0.25,
      inDiscardsPerSec: 0.1,
      outDiscardsPerSec: 2,
      stale: false,
      congested: false,
    });
    const row = Object.fromEntries(LIVE_COLUMNS.map((column, i) => [column, cells[i]]));
    expect(row).toMatchObject({
      bps: 2.5e9,
      utilization_pct: 25,
      errors_per_s: 0,
      in_discards_per_s: 0.1,
      out_discards_per_s: 2,
      sample_time: '2026-11-22T12:00:00.000Z',
      stale: false,
    });
  });
});
