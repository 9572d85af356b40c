import { perMetric } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { latestColumns } from './repository.js';

describe('latestColumns', () => {
  it('gives WRITE_LATEST one column per field, row i from the ith state, null where unknown', () => {
    const state = (linkId: string, tsMs: number, bps: number | null) => ({
      linkId,
      direction: 'AtoZ' as const,
      tsMs,
      freshMs: tsMs,
      ...perMetric(() => null),
      bps,
      errorsPerSec: bps === null ? 3 : null,
    });
    expect(latestColumns([state('l1', 1_000, 5e9), state('l2', 2_000, null)])).toEqual({
      linkIds: ['l1', 'l2'],
      tsMs: [1_000, 2_000],
      bps: [5e9, null],
      errorsPerSec: [null, 3],
      outErrorsPerSec: [null, null],
      inDiscardsPerSec: [null, null],
      outDiscardsPerSec: [null, null],
    });
  });
});
