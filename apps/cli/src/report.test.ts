import type { UploadDiff } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import {
  bpsText,
  diffSummary,
  formatDiff,
  formatProblem,
  formatProblems,
  problemSummary,
  valueText,
} from './report.js';

const zero = { created: 0, changed: 0, removed: 0 };
function counts(over: Partial<UploadDiff['counts']>): UploadDiff['counts'] {
  return {
    router: zero,
    backplane: zero,
    blade: zero,
    port: zero,
    link: zero,
    trunk: zero,
    maintenance: zero,
    ...over,
  };
}

describe('formatProblem', () => {
  it('formatProblem names FILE:LINE:COLUMN, then the field path and the message', () => {
    expect(
      formatProblem('nl.yaml', {
        path: 'routers[0].blades[1].fabricCapacityBps',
        line: 27,
        column: 28,
        message: 'must be above 0',
      }),
    ).toBe('nl.yaml:27:28: routers[0].blades[1].fabricCapacityBps: must be above 0');
  });

  it('formatProblem keeps the line without a column, and the path alone without a line', () => {
    expect(
      formatProblem('p.csv', { path: 'row 4.bladeId', line: 4, message: 'unknown blade' }),
    ).toBe('p.csv:4: row 4.bladeId: unknown blade');
    expect(formatProblem('nl.yaml', { path: 'links[2]', message: 'would break a path' })).toBe(
      'nl.yaml: links[2]: would break a path',
    );
  });

  it('formatProblems sorts by line and column and puts problems without a place last', () => {
    expect(
      formatProblems('f.yaml', [
        { path: '(document)', message: '3 more problems not shown; fix these first' },
        { path: 'b', line: 9, column: 3, message: 'second' },
        { path: 'a', line: 2, column: 5, message: 'first' },
      ]),
    ).toEqual([
      'f.yaml:2:5: a: first',
      'f.yaml:9:3: b: second',
      'f.yaml: (document): 3 more problems not shown; fix these first',
    ]);
  });

  it('problemSummary counts in the singular and the plural', () => {
    expect(problemSummary('f.yaml', 1, 'offline check')).toBe('f.yaml: 1 problem (offline check)');
    expect(problemSummary('f.yaml', 2, 'offline check')).toBe('f.yaml: 2 problems (offline check)');
  });
});

describe('formatDiff', () => {
  const diff: UploadDiff = {
    created: [
      {
        kind: 'router',
        id: 'netherlight-gva',
        after: { id: 'netherlight-gva', name: 'NetherLight Geneva' },
      },
      { kind: 'link', id: 'netherlight-ams-gva-1', after: { id: 'netherlight-ams-gva-1' } },
    ],
    changed: [
      {
        kind: 'blade',
        id: 'netherlight-ams:slot7',
        fields: ['fabricCapacityBps', 'model'],
        before: { fabricCapacityBps: 10e9, model: '1x10GE' },
        after: { fabricCapacityBps: 200e9, model: '2x100GE QSFP28' },
      },
    ],
    removed: [{ kind: 'link', id: 'netherlight-old', before: { name: 'Old circuit' } }],
    counts: counts({
      router: { created: 1, changed: 0, removed: 0 },
      blade: { created: 0, changed: 1, removed: 0 },
      link: { created: 1, changed: 0, removed: 1 },
    }),
  };

  it('formatDiff lists per kind + created, ~ changed field: before → after, - removed, then counts', () => {
    expect(formatDiff(diff)).toEqual([
      'router',
      '  + netherlight-gva  "NetherLight Geneva"',
      'blade',
      '  ~ netherlight-ams:slot7 fabricCapacityBps: 10000000000 (10 Gb/s) → 200000000000 (200 Gb/s)',
      '  ~ netherlight-ams:slot7 model: "1x10GE" → "2x100GE QSFP28"',
      'link',
      '  + netherlight-ams-gva-1',
      '  - netherlight-old  "Old circuit"',
      '2 created, 1 changed, 1 removed (router +1, blade ~1, link +1 -1)',
    ]);
  });

  it('formatDiff of an empty diff says no change', () => {
    expect(formatDiff({ created: [], changed: [], removed: [], counts: counts({}) })).toEqual([
      'no change',
    ]);
    expect(diffSummary({ created: [], changed: [], removed: [], counts: counts({}) })).toBe(
      'no change',
    );
  });

  it('valueText shortens long values and says (none) for a field that was not set', () => {
    expect(valueText('rttMs', undefined)).toBe('(none)');
    const long = valueText(
      'equipmentIds',
      Array.from({ length: 40 }, (_, i) => `port-${i}`),
    );
    expect(long).toHaveLength(60);
    expect(long.endsWith('…')).toBe(true);
  });

  it('bpsText writes bits per second for people', () => {
    expect(bpsText(100e9)).toBe('100 Gb/s');
    expect(bpsText(9_953_280_000)).toBe('9.95 Gb/s');
    expect(bpsText(622e6)).toBe('622 Mb/s');
    expect(bpsText(1.2e12)).toBe('1.2 Tb/s');
  });
});
