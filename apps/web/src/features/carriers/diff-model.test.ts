import type { UploadDiff } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { countsSummary, diffModel, formatFieldValue } from './diff-model.js';

const none = { created: 0, changed: 0, removed: 0 };

/** Per-kind counts, zero where not given, as the server always sends every kind. */
function counts(given: Partial<UploadDiff['counts']>): UploadDiff['counts'] {
  return {
    router: none,
    backplane: none,
    blade: none,
    port: none,
    link: none,
    trunk: none,
    maintenance: none,
    ...given,
  };
}

/** GÉANT's Geneva router upgraded, with a new blade of two ports, and an old trunk gone. */
const DIFF: UploadDiff = {
  created: [
    {
      kind: 'port',
      id: 'geant-gva:et-9/0/1',
      after: { id: 'geant-gva:et-9/0/1', name: 'et-9/0/1', speedBps: 1e11 },
    },
    {
      kind: 'blade',
      id: 'geant-gva:slot9',
      after: { id: 'geant-gva:slot9', slot: 9, model: 'MPC10E-10C', fabricCapacityBps: 4e11 },
    },
    {
      kind: 'port',
      id: 'geant-gva:et-9/0/0',
      after: { id: 'geant-gva:et-9/0/0', name: 'et-9/0/0', speedBps: 1e11 },
    },
  ],
  changed: [
    {
      kind: 'router',
      id: 'geant-gva',
      fields: ['os'],
      before: { id: 'geant-gva', os: 'Junos 21.4R3' },
      after: { id: 'geant-gva', os: 'Junos 24.2R1' },
    },
  ],
  removed: [
    { kind: 'trunk', id: 'geant-old', before: { id: 'geant-old', memberLinkIds: ['a', 'b'] } },
  ],
  counts: counts({
    router: { ...none, changed: 1 },
    blade: { ...none, created: 1 },
    port: { ...none, created: 2 },
    trunk: { ...none, removed: 1 },
  }),
};

describe('diff model', () => {
  it('diffModel groups the changes by kind, equipment first, with the server’s counts', () => {
    const model = diffModel(DIFF);
    expect(model.groups.map((g) => [g.title, g.countsText])).toEqual([
      ['Routers', '1 changed'],
      ['Blades', '1 created'],
      ['Ports', '2 created'],
      ['Trunks', '1 removed'],
    ]);
    expect(model.total).toEqual({ created: 3, changed: 1, removed: 1 });
    expect(model.summary).toBe(
      '1 router changed · 1 blade created · 2 ports created · 1 trunk removed',
    );
    expect(model.empty).toBe(false);
  });

  it('diffModel shows a changed field before → after and a created blade by its fields', () => {
    const [routers, blades, ports] = diffModel(DIFF).groups;
    expect(routers?.rows).toEqual([
      {
        change: 'changed',
        id: 'geant-gva',
        summary: '',
        fields: [{ field: 'os', before: 'Junos 21.4R3', after: 'Junos 24.2R1' }],
      },
    ]);
    expect(blades?.rows[0]?.summary).toBe(
      'slot 9 · model MPC10E-10C · fabricCapacityBps 400.0 Gb/s',
    );
    expect(ports?.rows.map((r) => r.id)).toEqual(['geant-gva:et-9/0/0', 'geant-gva:et-9/0/1']);
  });

  it('diffModel cuts a long group and counts what it left out', () => {
    const many: UploadDiff = {
      ...DIFF,
      created: Array.from({ length: 250 }, (_, i) => ({
        kind: 'port' as const,
        id: `p${String(i).padStart(3, '0')}`,
        after: {},
      })),
      changed: [],
      removed: [],
      counts: counts({ port: { ...none, created: 250 } }),
    };
    const [ports] = diffModel(many, 100).groups;
    expect(ports?.rows).toHaveLength(100);
    expect(ports?.hidden).toBe(150);
    expect(ports?.countsText).toBe('250 created');
  });

  it('diffModel of an empty diff says no change', () => {
    const model = diffModel({ created: [], changed: [], removed: [], counts: counts({}) });
    expect(model).toEqual({
      groups: [],
      total: { created: 0, changed: 0, removed: 0 },
      summary: 'no change',
      empty: true,
    });
  });

  it('formatFieldValue writes bit rates, milliseconds, lists and missing values for people', () => {
    expect(formatFieldValue('capacityBps', 1e10)).toBe('10.0 Gb/s');
    expect(formatFieldValue('rttMs', 8.5)).toBe('8.5 ms');
    expect(formatFieldValue('memberLinkIds', ['a', 'b'])).toBe('a, b');
    expect(formatFieldValue('siteId', undefined)).toBe('—');
    expect(formatFieldValue('slot', 0)).toBe('0');
  });

  it('countsSummary names each kind with its number, singular or plural', () => {
    expect(
      countsSummary({ maintenance: { ...none, created: 1 }, link: { ...none, removed: 3 } }),
    ).toBe('3 links removed · 1 maintenance window created');
    expect(countsSummary({})).toBe('no change');
  });
});
