import type { HealthSummaryInput } from './health-summary.js';
import { describe, expect, it } from 'vitest';
import { healthSummary, humanTime, mapTimeNote } from './health-summary.js';

const AT = Date.UTC(2026, 10, 26, 5, 40, 12);
const H = 3_600_000;

const row = (
  from: string,
  to: string,
  status: 'ok' | 'lossy' | 'outage' | 'congested',
  maxUtilization: number,
  reasons: string[] = [],
) => ({
  pathId: `CERN-${from === 'CERN' ? to : from}`,
  direction: from === 'CERN' ? ('AtoZ' as const) : ('ZtoA' as const),
  fromSiteId: from,
  toSiteId: to,
  status,
  lossRatio: null,
  maxUtilization,
  minBps: null,
  reasons,
  measured: null,
});

function input(overrides: Partial<HealthSummaryInput> = {}): HealthSummaryInput {
  return {
    generatedAtMs: AT,
    topology: {
      sites: [
        { id: 'CERN', name: 'CERN', tier: 0, lat: 46, lon: 6 },
        { id: 'FZK', name: 'FZK (GridKa)', tier: 1, lat: 49, lon: 8 },
        { id: 'CNAF', name: 'CNAF (Bologna)', tier: 1, lat: 44, lon: 11 },
      ] as HealthSummaryInput['topology']['sites'],
      links: [
        { id: 'l1', name: 'GVA–FRA 100G', capacityBps: 100e9 },
        { id: 'l2', name: 'GVA–MIL 10G', capacityBps: 10e9 },
      ] as HealthSummaryInput['topology']['links'],
      carriers: [{ id: 'geant', name: 'GÉANT' }] as HealthSummaryInput['topology']['carriers'],
      maintenances: [],
    },
    live: [],
    incidents: [],
    health: {
      atMs: AT,
      thresholds: { lossProblemRatio: 0.001, lossOutageRatio: 0.5, utilizationCongested: 0.9 },
      paths: [
        row('CERN', 'FZK', 'ok', 0.42),
        row('FZK', 'CERN', 'ok', 0.63),
        row('CERN', 'CNAF', 'ok', 0.1),
      ],
      sites: [],
    },
    oversubscribed: [],
    ...overrides,
  };
}

const titles = (parts: ReturnType<typeof healthSummary>) => parts.map((p) => p.title);

describe('healthSummary', () => {
  it('has the four parts a manager reads, in order, and says plainly when all is well', () => {
    const parts = healthSummary(input());
    expect(titles(parts)).toEqual([
      'Open incidents',
      'Worst paths',
      'Maintenance',
      'Capacity risks',
    ]);
    expect(parts.every((p) => !p.attention)).toBe(true);
    expect(parts[0]?.sentences).toEqual(['No incident is open.']);
    expect(parts[1]?.sentences).toEqual([
      'All 3 path directions are ok.',
      'The busiest is FZK (GridKa) → CERN, with its fullest hop at 63 %.',
    ]);
    expect(parts[2]?.sentences).toEqual([
      'No maintenance window is open.',
      'No further window is announced.',
    ]);
    expect(parts[3]?.sentences).toEqual([
      'No blade or backplane is oversubscribed.',
      'No link is at 80 % of its capacity or more.',
    ]);
  });

  it('names each open incident, its bad directions by site name and its likeliest cause, in one sentence', () => {
    const [incidents] = healthSummary(
      input({
        incidents: [
          {
            title: 'CNAF and FZK degraded',
            openedAtMs: AT - 28 * 60_000,
            affected: [
              { ...row('FZK', 'CERN', 'lossy', 0.5), sinceMs: AT, recoveredAtMs: null },
              { ...row('CERN', 'CNAF', 'ok', 0.5), sinceMs: AT, recoveredAtMs: AT },
            ],
            suspects: [
              { rank: 2, name: 'RENATER Paris' },
              { rank: 1, name: 'FZK patch panel PP-7' },
            ] as HealthSummaryInput['incidents'][number]['suspects'],
          },
        ],
      }),
    );
    expect(incidents?.attention).toBe(true);
    expect(incidents?.sentences).toEqual([
      'CNAF and FZK degraded, open for 28 min since 26 Nov 2026 05:12 UTC, affecting FZK (GridKa) → CERN; likeliest cause FZK patch panel PP-7.',
    ]);
  });

  it('lists the worst path directions first (outage before loss before congestion), with their reason', () => {
    const health = input().health;
    const parts = healthSummary(
      input({
        health: health && {
          ...health,
          paths: [
            row('CERN', 'FZK', 'congested', 0.97, ['hop gva → fra at 97 %.']),
            row('FZK', 'CERN', 'lossy', 0.2, ['loss 0.4 %']),
            row('CERN', 'CNAF', 'outage', 0, []),
          ],
        },
      }),
    );
    expect(parts[1]?.sentences).toEqual([
      'CERN → CNAF (Bologna) is out (no traffic gets through).',
      'FZK (GridKa) → CERN loses packets: loss 0.4 %.',
      'CERN → FZK (GridKa) is congested: hop gva → fra at 97 %.',
      '0 of 3 path directions are ok.',
    ]);
  });

  it('says the path status is unknown without the incident engine, rather than that all is well', () => {
    expect(healthSummary(input({ health: null }))[1]?.sentences).toEqual([
      'Path status is not known: this server does not run the incident engine.',
    ]);
  });

  it('gives the open maintenance window and the next one, with the carrier by name', () => {
    const window = (id: string, title: string, from: number, to: number) => ({
      id,
      title,
      carrierId: 'geant',
      startsAt: new Date(from).toISOString(),
      endsAt: new Date(to).toISOString(),
      behaviour: 'mute' as const,
      equipmentIds: ['a', 'b'],
    });
    const base = input();
    const [, , maintenance] = healthSummary(
      input({
        topology: {
          ...base.topology,
          maintenances: [
            window('m3', 'Later work', AT + 30 * H, AT + 31 * H),
            window('m1', 'Fibre repair', AT - H, AT + 2 * H),
            window('m0', 'Done', AT - 5 * H, AT - 4 * H),
            window('m2', 'Line card swap', AT + 3 * H, AT + 4 * H),
          ] as HealthSummaryInput['topology']['maintenances'],
        },
      }),
    );
    expect(maintenance?.attention).toBe(true);
    expect(maintenance?.sentences).toEqual([
      'Open now: Fibre repair by GÉANT, until 26 Nov 2026 07:40 UTC, on 2 pieces of equipment.',
      'Next: Line card swap by GÉANT, from 26 Nov 2026 08:40 UTC to 26 Nov 2026 09:40 UTC (in 3 h 00 min).',
    ]);
  });

  it('names oversubscribed blades and fresh links at 80 % or more, fullest direction once per link, stale ones left out', () => {
    const live = (linkId: string, direction: 'AtoZ' | 'ZtoA', utilization: number, stale = false) =>
      ({ linkId, direction, utilization, stale }) as HealthSummaryInput['live'][number];
    const [, , , capacity] = healthSummary(
      input({
        oversubscribed: [
          {
            name: 'GEANT Geneva slot 1 (MPC)',
            ratio: '2.0:1',
            detail: '4 ports, 40.0 Gb/s in total, on a 20.0 Gb/s fabric connection',
          },
        ],
        live: [
          live('l1', 'AtoZ', 0.85),
          live('l1', 'ZtoA', 0.92),
          live('l2', 'AtoZ', 0.99, true),
          live('l2', 'ZtoA', 0.5),
        ],
      }),
    );
    expect(capacity?.attention).toBe(true);
    expect(capacity?.sentences).toEqual([
      'GEANT Geneva slot 1 (MPC) is oversubscribed 2.0:1: 4 ports, 40.0 Gb/s in total, on a 20.0 Gb/s fabric connection.',
      'GVA–FRA 100G runs at 92 % of its 100.0 Gb/s (Z to A).',
    ]);
  });
});

describe('the time a map shows', () => {
  it('is written for people, to the minute', () => {
    expect(humanTime(AT)).toBe('26 Nov 2026 05:40 UTC');
  });

  it('an incident’s map says it is the topology at the report’s time, not at the incident', () => {
    expect(mapTimeNote(AT)).toBe('Map: topology and live load as of 26 Nov 2026 05:40 UTC.');
    expect(mapTimeNote(AT, { openedAtMs: AT - 2 * H, resolvedAtMs: AT - H })).toBe(
      'Map: topology and live load as of 26 Nov 2026 05:40 UTC, when this report was made, not at the incident (26 Nov 2026 03:40 UTC to 26 Nov 2026 04:40 UTC).',
    );
    expect(mapTimeNote(AT, { openedAtMs: AT - H, resolvedAtMs: null })).toMatch(
      /as of 26 Nov 2026 05:40 UTC, when this report was made, not at the incident \(opened 26 Nov 2026 04:40 UTC, still open\)\.$/,
    );
  });
});
