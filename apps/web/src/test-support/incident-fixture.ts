import type { Incident, Suspect } from '@tiermap/domain';

/** Test fixtures only: incidents as the API answers them, around noon UTC on 2026-11-22. */

export const INCIDENT_T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
const T0 = INCIDENT_T0;

/** The top suspect of the patch panel incident: GÉANT Paris–Geneva, FZK to CERN, 5 % loss. */
export function suspectFixture(overrides: Partial<Suspect> = {}): Suspect {
  return {
    rank: 1,
    kind: 'link',
    id: 'gva-fra',
    name: 'GÉANT2 Paris–Geneva',
    routerId: null,
    carrierId: 'geant',
    direction: 'ZtoA',
    directionLabel: 'GÉANT2 Paris → GÉANT2 Geneva (FZK → CERN)',
    alternatives: [],
    cause: true,
    hitRatio: 1,
    score: 4.2,
    explains: ['FZK → CERN'],
    against: [],
    live: {
      utilization: 0.03,
      errorsPerSec: 120,
      discardsPerSec: 0,
      lossRatio: 0.05,
      stale: false,
    },
    oversubscribed: null,
    maintenanceId: null,
    explanation:
      'GÉANT2 Paris–Geneva (GÉANT2 Paris → GÉANT2 Geneva (FZK → CERN)): explains 1 of 1 bad direction, crossed by 0 healthy; GÉANT2 Paris → GÉANT2 Geneva: 5.0 % loss, 3 % utilization; part of the likeliest explanation.',
    ...overrides,
  };
}

/** The patch panel incident: FZK to CERN lossy for 12 minutes, CERN to FZK fine. */
export function incidentFixture(overrides: Partial<Incident> = {}): Incident {
  return {
    id: 'inc-1',
    title: 'FZK: GÉANT2 Paris–Geneva suspected',
    status: 'open',
    origin: 'auto',
    openedAtMs: T0 - 12 * 60_000,
    updatedAtMs: T0,
    resolvedAtMs: null,
    sites: ['FZK'],
    affected: [
      {
        pathId: 'CERN-FZK',
        direction: 'ZtoA',
        fromSiteId: 'FZK',
        toSiteId: 'CERN',
        status: 'lossy',
        sinceMs: T0 - 12 * 60_000,
        recoveredAtMs: null,
      },
    ],
    known: null,
    situations: [
      {
        code: 'asymmetry',
        known: false,
        message: 'FZK → CERN is lossy while CERN → FZK is ok',
        equipment: [{ kind: 'link', id: 'gva-fra' }],
      },
    ],
    suspects: [
      suspectFixture(),
      suspectFixture({
        rank: 2,
        kind: 'router',
        id: 'geant-gva',
        name: 'GÉANT2 Geneva',
        direction: 'both',
        directionLabel: 'both ways',
        cause: false,
        hitRatio: 0.25,
        against: ['CERN → CNAF', 'CNAF → CERN', 'CERN → RAL'],
        live: null,
      }),
    ],
    timeline: [
      { atMs: T0 - 12 * 60_000, kind: 'opened', message: 'opened: FZK → CERN lossy' },
      {
        atMs: T0 - 12 * 60_000,
        kind: 'suspect',
        message:
          'top suspect: GÉANT2 Paris–Geneva (link, GÉANT2 Paris → GÉANT2 Geneva (FZK → CERN))',
      },
    ],
    ...overrides,
  };
}

/** GÉANT's announced work: the same link, dark, under a muted maintenance window. */
export function knownIncidentFixture(overrides: Partial<Incident> = {}): Incident {
  return incidentFixture({
    id: 'inc-2',
    title: 'CNAF, FZK: known, GÉANT2 Paris–Geneva suspected',
    openedAtMs: T0 - 3 * 60_000,
    sites: ['FZK', 'CNAF'],
    known: {
      message: 'known: scheduled maintenance by GEANT until 12:10 UTC',
      maintenanceId: 'geant-demo-scenario-window',
      behaviour: 'mute',
    },
    suspects: [
      suspectFixture({
        maintenanceId: 'geant-demo-scenario-window',
        live: {
          utilization: null,
          errorsPerSec: null,
          discardsPerSec: null,
          lossRatio: null,
          stale: true,
        },
      }),
    ],
    ...overrides,
  });
}
