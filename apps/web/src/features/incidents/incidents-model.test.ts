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
      openedAt: '11:48:00 UTC',
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

  it('incidentDetail ranks the suspects with the carrier name, why, live state and map target', () => {
    const detail = incidentDetail(patchPanel(), topology, T0);
    const [top, second] = detail.suspects;
    expect(top).toMatchObject({
      rank: 1,
      name: 'GÉANT2 Paris–Geneva',
      carrier: 'GEANT',
      directionLabel: 'GÉANT2 Paris → GÉANT2 Geneva (FZK → CERN)',
      cause: true,
      hitRatio: '100 %',
      explains: ['FZK → CERN'],
      against: [],
      live: { text: 'loss 5.0 % · utilization 3.0 % · errors 120/s', alarm: true },
      oversubscribed: false,
      target: { kind: 'link', id: 'gva-fra' },
    });
    expect(second).toMatchObject({
      kind: 'router',
      cause: false,
      hitRatio: '25 %',
      live: undefined,
      target: { kind: 'router', id: 'geant-gva' },
    });
    expect(detail.mapSites).toEqual(['FZK']);
    expect(detail.known).toBeUndefined();
    expect(detail.origin).toBe('opened automatically from bad paths');
  });

  it('incidentDetail names the equipment the paths cannot tell from a suspect, and nothing when there is none', () => {
    const detail = incidentDetail(
      patchPanel({
        suspects: [
          suspect({
            alternatives: [
              {
                kind: 'link',
                id: 'gva-fra',
                name: 'GÉANT2 Paris–Geneva',
                direction: 'both',
                directionLabel: 'both ways',
              },
              {
                kind: 'blade',
                id: 'geant-gva:slot3',
                name: 'GVA slot 3',
                direction: 'both',
                directionLabel: 'both ways',
              },
            ],
          }),
          suspect({ rank: 2 }),
        ],
      }),
      topology,
      T0,
    );
    expect(detail.suspects[0]?.alternatives).toBe(
      'link GÉANT2 Paris–Geneva (both ways), blade GVA slot 3',
    );
    expect(detail.suspects[1]?.alternatives).toBeUndefined();
  });

  it('incidentDetail shows a trunk on the map by its first member and a blade by its router', () => {
    const detail = incidentDetail(
      patchPanel({
        suspects: [
          suspect({ kind: 'trunk', id: 't-ral' }),
          suspect({ rank: 2, kind: 'blade', id: 'geant-gva:slot1' }),
          suspect({ rank: 3, kind: 'blade', id: 'nowhere:slot1' }),
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
        since: '11:48:00 UTC (12 min)',
        recovered: undefined,
      },
      {
        key: 'CERN-CNAF@ZtoA',
        label: 'CNAF → CERN',
        status: 'ok',
        bad: false,
        since: '11:50:00 UTC (10 min)',
        recovered: '11:59:00 UTC',
      },
    ]);
    expect(detail.timeline.map((t) => `${t.at} ${t.kind}`)).toEqual([
      '11:48:00 UTC opened',
      '11:48:00 UTC suspect',
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

  it('incidentDetail carries the known message, and a stale suspect reads as no fresh data', () => {
    const detail = incidentDetail(maintenance(), topology, T0);
    expect(detail.row.tone).toBe('known');
    expect(detail.known).toEqual({
      message: 'scheduled maintenance by GEANT until 12:10 UTC',
      maintenanceId: 'geant-demo-scenario-window',
      behaviour: 'alerts muted',
    });
    expect(detail.suspects[0]).toMatchObject({
      maintenanceId: 'geant-demo-scenario-window',
      live: { text: 'no fresh data', alarm: true },
    });
    expect(detail.mapSites).toEqual(['CNAF', 'FZK']);
  });

  it('suspectLine names the suspect, its kind and its direction in one line', () => {
    expect(
      suspectLine(suspect({ kind: 'router', name: 'GÉANT2 Geneva', directionLabel: 'both ways' })),
    ).toBe('GÉANT2 Geneva · router · both ways');
  });

  it('incidentsFreshness says when the list is current, behind, or not reachable at all', () => {
    const list = { evaluatedAtMs: T0 - 3_000, incidents: [] };
    expect(incidentsFreshness(list, undefined, T0)).toEqual({
      state: 'fresh',
      text: 'Evaluated 11:59:57 UTC (3 s ago)',
    });
    expect(incidentsFreshness({ ...list, evaluatedAtMs: T0 - 95_000 }, undefined, T0)).toEqual({
      state: 'stale',
      text: 'Incidents last evaluated 11:58:25 UTC (1 min ago): the diagnosis is behind, the list may be out of date.',
    });
    expect(incidentsFreshness({ ...list, evaluatedAtMs: null }, undefined, T0).state).toBe('stale');
    expect(incidentsFreshness(undefined, undefined, T0).state).toBe('loading');
  });

  it('incidentsFreshness never lets an unreachable API read as an empty, healthy list', () => {
    const none = incidentsFreshness(undefined, 'Failed to fetch', T0);
    expect(none.state).toBe('unreachable');
    expect(none.text).toBe(
      'Cannot reach the incidents API: Failed to fetch. No incidents can be shown, which is not an all-clear. Retrying by itself.',
    );
    const last = incidentsFreshness({ evaluatedAtMs: T0 - 20_000, incidents: [] }, 'HTTP 503.', T0);
    expect(last.text).toContain(
      'Showing the last list received, evaluated 11:59:40 UTC (20 s ago)',
    );
  });
});
