import type { Incident } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { incidentAlert } from './alertmanager-sink.js';
import {
  createIncidentNotifier,
  incidentSummary,
  type IncidentEventKind,
  type IncidentSink,
} from './notifier.js';

function incident(overrides: Partial<Incident> = {}): Incident {
  return {
    id: 'inc-1',
    title: 'FZK and PIC lossy',
    status: 'open',
    origin: 'auto',
    openedAtMs: Date.UTC(2026, 10, 26, 8, 0, 0),
    updatedAtMs: Date.UTC(2026, 10, 26, 8, 0, 0),
    resolvedAtMs: null,
    sites: ['PIC', 'FZK'],
    affected: [],
    known: null,
    situations: [],
    suspects: [
      {
        rank: 1,
        kind: 'link',
        id: 'gva-fzk',
        name: 'GVA-FZK',
        routerId: null,
        carrierId: 'geant',
        direction: 'AtoZ',
        directionLabel: 'gva → fzk',
        alternatives: [],
        cause: true,
        hitRatio: 1,
        score: 0,
        explains: [],
        against: [],
        live: null,
        oversubscribed: null,
        maintenanceId: null,
        explanation: 'GVA-FZK (gva → fzk): explains 2 of 2 bad directions.',
      },
    ],
    timeline: [],
    ...overrides,
  };
}

function recorder(): { sink: IncidentSink; events: Array<[IncidentEventKind, string]> } {
  const events: Array<[IncidentEventKind, string]> = [];
  return {
    events,
    sink: { event: (kind, s) => events.push([kind, s.id]), stop: () => undefined },
  };
}

describe('incidentAlert', () => {
  it('incidentAlert carries the labels, annotations and link Alertmanager is sent', () => {
    const alert = incidentAlert(incidentSummary(incident(), 'https://tiermap.example.org/'));
    expect(alert).toEqual({
      labels: {
        alertname: 'TiermapIncident',
        incident: 'inc-1',
        sites: 'FZK,PIC',
        top_suspect: 'GVA-FZK',
        carrier: 'geant',
        known: 'false',
        severity: 'warning',
      },
      annotations: {
        summary: 'FZK and PIC lossy',
        description: 'GVA-FZK (gva → fzk): explains 2 of 2 bad directions.',
        incident_url: 'https://tiermap.example.org/incidents?id=inc-1',
      },
      startsAt: '2026-11-26T08:00:00.000Z',
      generatorURL: 'https://tiermap.example.org/incidents?id=inc-1',
    });
  });

  it('incidentAlert of a resolved incident ends at its resolution', () => {
    const resolvedAtMs = Date.UTC(2026, 10, 26, 9, 0, 0);
    const alert = incidentAlert(
      incidentSummary(incident({ status: 'resolved', resolvedAtMs }), 'http://x'),
    );
    expect(alert.endsAt).toBe('2026-11-26T09:00:00.000Z');
  });
});

describe('createIncidentNotifier', () => {
  it('tells opened, then changed only when what people are told changes, then resolved', () => {
    const { sink, events } = recorder();
    const notifier = createIncidentNotifier([sink], 'http://x');
    notifier.written([incident()], new Set(['inc-1']));
    // A timeline entry alone tells nobody.
    notifier.written(
      [incident({ timeline: [{ atMs: 1, kind: 'note', message: 'x' }] })],
      new Set(),
    );
    notifier.written([incident({ sites: ['FZK'] })], new Set());
    notifier.written([incident({ status: 'resolved', resolvedAtMs: 2 })], new Set());
    expect(events).toEqual([
      ['opened', 'inc-1'],
      ['changed', 'inc-1'],
      ['resolved', 'inc-1'],
    ]);
  });

  it('an incident open at start is resumed without an event, and told once it changes', () => {
    const { sink, events } = recorder();
    const resumed: string[] = [];
    const notifier = createIncidentNotifier(
      [{ ...sink, resume: (s) => resumed.push(s.id) }],
      'http://x',
    );
    notifier.resume([incident()]);
    notifier.written([incident()], new Set());
    notifier.written(
      [incident({ known: { message: 'm', maintenanceId: 'w', behaviour: 'mute' } })],
      new Set(),
    );
    expect(resumed).toEqual(['inc-1']);
    expect(events).toEqual([['changed', 'inc-1']]);
  });
});
