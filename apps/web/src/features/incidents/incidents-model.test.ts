import { describe, expect, it } from 'vitest';
import {
  INCIDENT_T0,
  incidentFixture as patchPanel,
  knownIncidentFixture as maintenance,
  suspectFixture as suspect,
} from '../../test-support/incident-fixture.js';
import { smallTopology } from '../../test-support/topology-fixture.js';
import {
  incidentDetail,
  incidentRows,
  incidentsFreshness,
  incidentTone,
  suspectLine,
  suspectOnMap,
} from './incidents-model.js';

const T0 = INCIDENT_T0;
const topology = smallTopology();

describe('incidents model', () => {
  it('incidentRows puts unexplained open incidents first, then known ones, then resolved', () => {
    const resolved = patchPanel({
      id: 'inc-0',
      status: 'resolved',
      openedAtMs: T0 - 3_600_000,
      resolvedAtMs: T0 - 3_600_000 + 14 * 60_000,
    });
    const rows = incidentRows([resolved, maintenance(), patchPanel()], T0);
    expect(rows.map((r) => [r.id, r.tone])).toEqual([
      ['inc-1', 'alarm'],
      ['inc-2', 'known'],
      ['inc-0', 'resolved'],
    ]);
    expect(rows[0]).toMatchObject({
      sites: ['FZK'],
      age: 'open 12 min',
      openedAt: '11:48 UTC',
      topSuspect: 'GÉANT2 Paris–Geneva · link · GÉANT2 Paris → GÉANT2 Geneva (FZK → CERN)',
      badNow: 1,
      known: false,
    });
    expect(rows[2]?.age).toBe('resolved after 14 min');
  });

  it('incidentTone never shows scheduled work as an alarm, however bad its paths', () => {
    expect(incidentTone(patchPanel())).toBe('alarm');
    expect(incidentTone(maintenance())).toBe('known');
    expect(incidentRows([maintenance()], T0)[0]).toMatchObject({ known: true, tone: 'known' });
    expect(incidentTone(maintenance({ status: 'resolved', resolvedAtMs: T0 }))).toBe('resolved');
  });

  it('incidentTone keeps an alarm for work announced with the "run" behaviour, badged known', () => {
    const run = maintenance({
      known: { message: 'known: scheduled', maintenanceId: 'm-1', behaviour: 'run' },
    });
    expect(incidentTone(run)).toBe('alarm');
    expect(incidentRows([run], T0)[0]).toMatchObject({ known: true, tone: 'alarm' });
  });

  it('incidentRows has no top suspect for an incident with nothing ranked', () => {
    expect(incidentRows([patchPanel({ suspects: [] })], T0)[0]?.topSuspect).toBeUndefined();
  });

  it('incidentDetail gives each suspect one line, the API explanation after its name, and its map target', () => {
    const detail = incidentDetail(patchPanel(), topology, T0);
    const [top, second] = detail.suspects;
    expect(top).toEqual({
      rank: 1,
      key: 'link:gva-fra:ZtoA',
      kind: 'link',
      id: 'gva-fra',
      name: 'GÉANT2 Paris–Geneva',
      carrier: 'GEANT',
      line: ' (GÉANT2 Paris → GÉANT2 Geneva (FZK → CERN)): explains 1 of 1 bad direction, crossed by 0 healthy; GÉANT2 Paris → GÉANT2 Geneva: 5.0 % loss, 3 % utilization; part of the likeliest explanation.',
      lookAlikes: [],
      cause: true,
      target: { kind: 'link', id: 'gva-fra' },
    });
    expect(second).toMatchObject({
      kind: 'router',
      cause: false,
      target: { kind: 'router', id: 'geant-gva' },
    });
    expect(detail.mapSites).toEqual(['FZK']);
    expect(detail.known).toBeUndefined();
    expect(detail.origin).toBe('opened automatically from bad paths');
  });

  it('incidentDetail never prints the healthy direction: the line is the failing direction only', () => {
    // The failing direction carries 0.3 %; the other direction's 17 % is in no field the view shows.
    const detail = incidentDetail(
      patchPanel({
        suspects: [
          suspect({
            live: {
              utilization: 0.003,
              errorsPerSec: 50,
              discardsPerSec: 0,
              lossRatio: 0.04,
              stale: false,
            },
            explanation:
              'GÉANT2 Paris–Geneva (GÉANT2 Paris → GÉANT2 Geneva (FZK → CERN)): explains 1 of 1 bad direction, crossed by 0 healthy; GÉANT2 Paris → GÉANT2 Geneva: 4.0 % loss, 0 % utilization.',
          }),
        ],
      }),
      topology,
      T0,
    );
    const shown = JSON.stringify(detail.suspects);
    expect(shown).toContain('4.0 % loss, 0 % utilization');
    expect(shown).not.toContain('17');
    expect(detail.suspects[0]).not.toHaveProperty('live');
  });

  it('incidentDetail shows a trunk on the map by its first member and a blade by its router', () => {
    const detail = incidentDetail(
      patchPanel({
        suspects: [
          suspect({ kind: 'trunk', id: 't-ral' }),
          // Its router from the API, not from its id: this blade's id does not name it.
          suspect({ rank: 2, kind: 'blade', id: 'fpc1', routerId: 'geant-gva' }),
          suspect({ rank: 3, kind: 'blade', id: 'nowhere:slot1', routerId: 'nowhere' }),
        ],
      }),
      topology,
      T0,
    );
    expect(detail.suspects.map((s) => s.target)).toEqual([
      { kind: 'link', id: 'gva-ral-1' },
      { kind: 'router', id: 'geant-gva' },
      undefined,
    ]);
  });

  it('suspectOnMap highlights a blade by the router the API names, everything else as it is', () => {
    expect(suspectOnMap(suspect({ kind: 'blade', id: 'fpc1', routerId: 'geant-gva' }))).toEqual({
      kind: 'router',
      id: 'geant-gva',
    });
    expect(
      suspectOnMap(suspect({ kind: 'router', id: 'geant-gva', routerId: 'geant-gva' })),
    ).toEqual({ kind: 'router', id: 'geant-gva' });
    expect(suspectOnMap(suspect({ kind: 'link', id: 'gva-fra' }))).toEqual({
      kind: 'link',
      id: 'gva-fra',
    });
  });

  it('incidentDetail lists bad path directions first with since when, and the timeline in UTC', () => {
    const detail = incidentDetail(
      patchPanel({
        affected: [
          {
            pathId: 'CERN-CNAF',
            direction: 'ZtoA',
            fromSiteId: 'CNAF',
            toSiteId: 'CERN',
            status: 'ok',
            sinceMs: T0 - 600_000,
            recoveredAtMs: T0 - 60_000,
          },
          ...patchPanel().affected,
        ],
      }),
      topology,
      T0,
    );
    expect(detail.affected).toEqual([
      {
        key: 'CERN-FZK@ZtoA',
        label: 'FZK → CERN',
        status: 'lossy',
        bad: true,
        since: '11:48 UTC (12 min)',
        recovered: undefined,
      },
      {
        key: 'CERN-CNAF@ZtoA',
        label: 'CNAF → CERN',
        status: 'ok',
        bad: false,
        since: '11:50 UTC (10 min)',
        recovered: '11:59 UTC',
      },
    ]);
    expect(detail.timeline.map((t) => `${t.at} ${t.kind}`)).toEqual([
      '11:48 UTC opened',
      '11:48 UTC suspect',
    ]);
    expect(detail.situations).toEqual([
      {
        key: 'asymmetry-0',
        label: 'One direction much worse',
        known: false,
        message: 'FZK → CERN is lossy while CERN → FZK is ok',
        equipment: ['link gva-fra'],
      },
    ]);
  });

  it("incidentDetail says a direction's path changed, in words, with since when", () => {
    const [bad] = patchPanel().affected;
    if (bad === undefined) throw new Error('fixture');
    const detail = incidentDetail(
      patchPanel({
        affected: [
          {
            ...bad,
            pathChanged: {
              sinceMs: T0 - 300_000,
              skippedRouterIds: ['geant-par'],
              addedRouterIds: [],
              message: 'path changed: skipped GÉANT2 Paris',
            },
          },
        ],
      }),
      topology,
      T0,
    );
    expect(detail.affected[0]?.pathChanged).toBe(
      'path changed: skipped GÉANT2 Paris (since 11:55 UTC)',
    );
  });

  it('incidentDetail carries the known message, and the window id is not printed with the suspects', () => {
    const detail = incidentDetail(maintenance(), topology, T0);
    expect(detail.row.tone).toBe('known');
    expect(detail.known).toEqual({
      message: 'scheduled maintenance by GEANT until 12:10 UTC',
      maintenanceId: 'geant-demo-scenario-window',
      behaviour: 'alerts muted',
    });
    expect(JSON.stringify(detail.suspects)).not.toContain('geant-demo-scenario-window');
    expect(detail.mapSites).toEqual(['CNAF', 'FZK']);
  });

  it('incidentDetail names the equipment of a situation, by name, and only when its message does not already', () => {
    const named = {
      ...topology,
      routers: topology.routers.map((r) =>
        r.id === 'geant-gva' ? { ...r, name: 'GÉANT2 Geneva' } : r,
      ),
      links: topology.links.map((l) =>
        l.id === 'gva-fra' ? { ...l, name: 'GÉANT2 Paris–Geneva' } : l,
      ),
    };
    const detail = incidentDetail(
      patchPanel({
        situations: [
          {
            code: 'asymmetry',
            known: false,
            message: 'FZK → CERN is lossy while CERN → FZK is ok',
            equipment: [
              { kind: 'link', id: 'gva-fra' },
              {
                kind: 'blade',
                id: 'geant-gva:slot3',
                routerId: 'geant-gva',
                name: 'GÉANT2 Geneva slot 3 (MPC)',
              },
              // A blade the API did not name (an incident stored before it did): its id, as is.
              { kind: 'blade', id: 'geant-gva:slot4' },
              { kind: 'site', id: 'FZK' },
              { kind: 'site', id: 'CNAF' },
            ],
          },
          {
            code: 'load-sharing',
            known: false,
            message: 'GÉANT2 Paris–Geneva carries all the load',
            equipment: [
              { kind: 'link', id: 'gva-fra' },
              { kind: 'router', id: 'unknown-router' },
            ],
          },
        ],
      }),
      named,
      T0,
    );
    expect(detail.situations.map((s) => s.equipment)).toEqual([
      [
        'link GÉANT2 Paris–Geneva',
        'blade GÉANT2 Geneva slot 3 (MPC)',
        'blade geant-gva:slot4',
        'site CNAF',
      ],
      ['router unknown-router'],
    ]);
  });

  it('suspectLine names the suspect, its kind and its direction in one line', () => {
    expect(
      suspectLine(suspect({ kind: 'router', name: 'GÉANT2 Geneva', directionLabel: 'both ways' })),
    ).toBe('GÉANT2 Geneva · router · both ways');
  });

  it('incidentsFreshness says when the list is current, behind, or not reachable at all', () => {
    const list = { evaluatedAtMs: T0 - 3_000, incidents: [] };
    expect(incidentsFreshness(list, undefined, T0, 30_000)).toEqual({
      state: 'fresh',
      text: 'Evaluated 11:59:57 UTC (3 s ago)',
    });
    expect(
      incidentsFreshness({ ...list, evaluatedAtMs: T0 - 95_000 }, undefined, T0, 30_000),
    ).toEqual({
      state: 'stale',
      text: 'Incidents last evaluated 11:58:25 UTC (1 min ago): the diagnosis is behind, the list may be out of date.',
    });
    expect(incidentsFreshness({ ...list, evaluatedAtMs: null }, undefined, T0, 30_000).state).toBe(
      'stale',
    );
    expect(incidentsFreshness(undefined, undefined, T0, 30_000).state).toBe('loading');
  });

  it('incidentsFreshness waits for the served evaluationStaleAfterMs: loading until GET /api/config answers', () => {
    const list = { evaluatedAtMs: T0 - 3_000, incidents: [] };
    // No copy of the server's default to judge by meanwhile: the list is not called current.
    expect(incidentsFreshness(list, undefined, T0, undefined)).toEqual({
      state: 'loading',
      text: 'Loading the incidents…',
    });
    expect(incidentsFreshness(list, 'Failed to fetch', T0, undefined).state).toBe('unreachable');
  });

  it('incidentsFreshness never lets an unreachable API read as an empty, healthy list', () => {
    const none = incidentsFreshness(undefined, 'Failed to fetch', T0, 30_000);
    expect(none.state).toBe('unreachable');
    expect(none.text).toBe(
      'Cannot reach the incidents API: Failed to fetch. No incidents can be shown, which is not an all-clear. Retrying by itself.',
    );
    const last = incidentsFreshness(
      { evaluatedAtMs: T0 - 20_000, incidents: [] },
      'HTTP 503.',
      T0,
      30_000,
    );
    expect(last.text).toContain(
      'Showing the last list received, evaluated 11:59:40 UTC (20 s ago)',
    );
  });
});
