import type { OversubscriptionResponse, SharedResponse, TopologyResponse } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import {
  maintenanceRows,
  oversubscribedRows,
  reportGlance,
  reportTime,
  sharedMatrix,
  timesView,
} from './report-model.js';

const topology: TopologyResponse = {
  sites: [],
  carriers: [{ id: 'geant', name: 'GÉANT2', kind: 'backbone' }],
  routers: [
    {
      id: 'geant-gva',
      name: 'GÉANT2 Geneva',
      carrierId: 'geant',
      vendor: 'Juniper',
      model: 'M160',
      os: 'JUNOS',
      location: 'Geneva',
      lat: 46.2,
      lon: 6.1,
    },
  ],
  links: [],
  trunks: [],
  paths: [],
  maintenances: [],
};

const T0 = Date.parse('2026-11-25T01:00:00Z');

describe('report-model', () => {
  it('reportTime gives the full UTC date, for reports read later and elsewhere', () => {
    expect(reportTime(T0)).toBe('2026-11-25 01:00:00 UTC');
  });

  it('timesView warns when live data is stale or missing, and only then', () => {
    const times = { generatedAtMs: T0, liveAtMs: T0 - 5_000, staleAfterMs: 120_000 };
    expect(timesView({ ...times, liveDirections: 10, staleDirections: 0 })).toEqual({
      generated: '2026-11-25 01:00:00 UTC',
      live: '2026-11-25 00:59:55 UTC (5 s before the report)',
      warning: undefined,
    });
    expect(timesView({ ...times, liveDirections: 10, staleDirections: 3 }).warning).toBe(
      '3 of 10 link directions have stale data (older than 2 min), drawn grey.',
    );
    expect(timesView({ ...times, liveDirections: 10, staleDirections: 10 }).warning).toMatch(
      /^All live data is stale/,
    );
    expect(
      timesView({ ...times, liveAtMs: null, liveDirections: 0, staleDirections: 0 }).warning,
    ).toMatch(/No live data/);
  });

  it('sharedMatrix puts the most shared equipment first and marks its sites', () => {
    const shared: SharedResponse = {
      sites: ['CNAF', 'FZK', 'RAL'],
      direction: 'both',
      shared: [
        {
          kind: 'link',
          id: 'gva-fra',
          name: 'Geneva–Frankfurt',
          carrierId: 'geant',
          sites: ['FZK', 'RAL'],
          paths: [],
          directions: ['AtoZ'],
          otherSites: [],
          otherSiteCount: 0,
        },
        {
          kind: 'router',
          id: 'geant-gva',
          name: 'GÉANT2 Geneva',
          carrierId: 'geant',
          sites: ['CNAF', 'FZK', 'RAL'],
          paths: [],
          directions: ['AtoZ', 'ZtoA'],
          otherSites: [],
          otherSiteCount: 0,
        },
      ],
    };
    const matrix = sharedMatrix(shared, topology);
    expect(matrix.sites).toEqual(['CNAF', 'FZK', 'RAL']);
    expect(matrix.rows.map((r) => [r.id, r.carrier, r.marks, r.count])).toEqual([
      ['geant-gva', 'GÉANT2', [true, true, true], 3],
      ['gva-fra', 'GÉANT2', [false, true, true], 2],
    ]);
  });

  it('oversubscribedRows lists only what is over the threshold, worst first, with why', () => {
    const load: OversubscriptionResponse = {
      threshold: 1,
      blades: [
        {
          id: 'geant-gva:slot1',
          routerId: 'geant-gva',
          slot: 1,
          model: 'FPC3',
          portCount: 4,
          portCapacityBps: 40e9,
          fabricCapacityBps: 20e9,
          ratio: 2,
          oversubscribed: true,
        },
        {
          id: 'geant-gva:slot0',
          routerId: 'geant-gva',
          slot: 0,
          model: 'FPC3',
          portCount: 2,
          portCapacityBps: 20e9,
          fabricCapacityBps: 20e9,
          ratio: 1,
          oversubscribed: false,
        },
      ],
      backplanes: [],
    };
    const view = oversubscribedRows(load, topology);
    expect(view.checked).toBe(2);
    expect(view.threshold).toBe('1.0:1');
    expect(view.rows).toEqual([
      {
        key: 'blade:geant-gva:slot1',
        kind: 'blade',
        id: 'geant-gva:slot1',
        name: 'GÉANT2 Geneva slot 1 (FPC3)',
        ratio: '2.0:1',
        detail: '4 ports, 40.0 Gb/s in total, on a 20.0 Gb/s fabric connection',
      },
    ]);
  });

  it('maintenanceRows says which windows were open when the report was made', () => {
    const window = (id: string, startsAt: string, endsAt: string) => ({
      id,
      carrierId: 'geant',
      title: id,
      startsAt,
      endsAt,
      behaviour: 'mute' as const,
      equipmentIds: ['geant-gva'],
    });
    const rows = maintenanceRows(
      [
        window('later', '2026-11-25T03:00:00Z', '2026-11-25T04:00:00Z'),
        window('now', '2026-11-25T00:00:00Z', '2026-11-25T02:00:00Z'),
      ],
      topology,
      T0,
    );
    expect(rows.map((r) => [r.key, r.state])).toEqual([
      ['now', 'open now'],
      ['later', 'starts in 2 h 00 min'],
    ]);
  });

  it('reportGlance names the most shared equipment, the oversubscribed, the trunk risks, maintenance and incidents', () => {
    const row = (id: string, count: number) => ({
      key: id,
      kind: 'router',
      id,
      name: id,
      carrier: 'GÉANT2',
      marks: [],
      count,
    });
    const lines = reportGlance(
      {
        shared: {
          sites: ['CNAF', 'FZK', 'RAL'],
          rows: [row('a', 3), row('b', 2), row('c', 2), row('d', 2)],
        },
        oversubscription: {
          rows: [
            { key: 'x', kind: 'blade', id: 'x', name: 'gva slot 1', ratio: '2.0:1', detail: '' },
          ],
        },
        trunks: [
          {
            key: 't',
            name: 't',
            carrier: '',
            capacity: '',
            members: '',
            warnings: [{ key: 'w', severity: 'warning', message: '' }],
          },
          { key: 'u', name: 'u', carrier: '', capacity: '', members: '', warnings: [] },
        ],
        maintenance: [],
      },
      [{ title: 'CNAF, FZK: GÉANT2 Paris–Geneva suspected' }],
    );
    expect(lines).toEqual([
      'Most shared by the Tier1 paths: a (router, 3 of 3 sites); b (router, 2 of 3 sites); c (router, 2 of 3 sites).',
      'Oversubscribed: gva slot 1, 2.0:1.',
      '1 of 2 trunks have a single point of failure or a mismatch.',
      'No maintenance window was open.',
      'Open incidents: CNAF, FZK: GÉANT2 Paris–Geneva suspected.',
    ]);
  });
});
