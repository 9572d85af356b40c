import { describe, expect, it } from 'vitest';
import { parseIncidentDoc } from './repository.js';

/** An incident as stored before suspects carried `routerId`: one router, one blade, one link. */
function storedBeforeRouterId(): string {
  const suspect = (rank: number, kind: string, id: string) => ({
    rank,
    kind,
    id,
    name: id,
    carrierId: 'geant',
    direction: 'both',
    directionLabel: 'both ways',
    alternatives: [],
    cause: rank === 1,
    hitRatio: 1,
    score: -rank,
    explains: [],
    against: [],
    live: null,
    oversubscribed: null,
    maintenanceId: null,
    explanation: '',
  });
  return JSON.stringify({
    id: 'inc-1',
    title: 'FZK',
    status: 'resolved',
    origin: 'auto',
    openedAtMs: 0,
    updatedAtMs: 0,
    resolvedAtMs: 1,
    sites: ['FZK'],
    affected: [],
    known: null,
    situations: [],
    suspects: [
      suspect(1, 'router', 'gva'),
      suspect(2, 'blade', 'gva:fpc0'),
      suspect(3, 'link', 'gva-fzk'),
    ],
    timeline: [],
  });
}

describe('incident documents', () => {
  it('an incident stored before suspects named their router still reads: a router is its own, the rest unknown', () => {
    const incident = parseIncidentDoc(storedBeforeRouterId());
    expect(incident.suspects.map((s) => [s.kind, s.routerId])).toEqual([
      ['router', 'gva'],
      ['blade', null],
      ['link', null],
    ]);
  });
});
