import type { EquipmentKind } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import {
  alertEvidence,
  alertNotes,
  strongerEvidence,
  type ExternalAlert,
} from './alert-evidence.js';
import { diagnose } from './diagnose.js';
import type { Observation } from './rank-suspects.js';
import { elementKey, type RiskModel, type SuspectDirection } from './risk-model.js';

/**
 * CERN to CNAF both ways (observables 0 and 1) and CERN to FZK (2 and 3). CNAF's access link
 * and CNAF's border router carry exactly the same path directions: the paths cannot tell them
 * apart.
 */
function model(): RiskModel {
  const observables = ['CNAF', 'FZK'].flatMap((site) =>
    (['AtoZ', 'ZtoA'] as const).map((direction) => ({
      key: `CERN-${site}@${direction}`,
      pathId: `CERN-${site}`,
      direction,
      fromSiteId: direction === 'AtoZ' ? 'CERN' : site,
      toSiteId: direction === 'AtoZ' ? site : 'CERN',
    })),
  );
  const element = (kind: EquipmentKind, id: string, direction: SuspectDirection, at: number[]) => ({
    key: elementKey(kind, id, direction),
    kind,
    id,
    direction,
    observables: at,
  });
  return {
    observables,
    elements: [
      element('link', 'mil-cnaf', 'AtoZ', [0]),
      element('link', 'mil-cnaf', 'ZtoA', [1]),
      element('link', 'mil-cnaf', 'both', [0, 1]),
      element('router', 'cnaf-gw', 'both', [0, 1]),
      element('link', 'fra-fzk', 'both', [2, 3]),
    ],
  };
}

const BAD_CNAF: Observation[] = ['bad', 'bad', 'good', 'good'];

function ranked(alerts: readonly ExternalAlert[]): string[] {
  const m = model();
  const { ranking } = diagnose({
    model: m,
    observations: BAD_CNAF,
    covered: new Set(),
    evidence: alertEvidence(m, alerts),
  });
  return ranking.suspects.map((s) => s.element.key);
}

describe('alertEvidence', () => {
  it('alertEvidence marks every direction of an alerted link and an alerted router, nothing else', () => {
    const evidence = alertEvidence(model(), [
      { alertname: 'InterfaceDown', kind: 'link', id: 'mil-cnaf', on: 'xe-0/0/1 on cnaf-gw' },
      { alertname: 'NodeDown', kind: 'router', id: 'cnaf-gw', on: 'cnaf-gw' },
      { alertname: 'NodeDown', kind: 'router', id: 'unknown-rtr', on: 'unknown-rtr' },
    ]);
    expect([...evidence].sort()).toEqual([
      ['link:mil-cnaf', 1],
      ['link:mil-cnaf>AtoZ', 1],
      ['link:mil-cnaf>ZtoA', 1],
      ['router:cnaf-gw', 1],
    ]);
  });

  it('an alert on a suspect raises it above the one the paths cannot tell it from', () => {
    const linkAlert: ExternalAlert = {
      alertname: 'InterfaceDown',
      kind: 'link',
      id: 'mil-cnaf',
      on: 'xe-0/0/1 on cnaf-gw',
    };
    const routerAlert: ExternalAlert = {
      alertname: 'NodeDown',
      kind: 'router',
      id: 'cnaf-gw',
      on: 'cnaf-gw',
    };
    const byLink = ranked([linkAlert]);
    const byRouter = ranked([routerAlert]);
    expect(byLink[0]).toBe('link:mil-cnaf');
    expect(byRouter[0]).toBe('router:cnaf-gw');
  });

  it('strongerEvidence keeps the stronger of two strengths per key', () => {
    const merged = strongerEvidence(
      new Map([
        ['a', 0.3],
        ['b', 1],
      ]),
      new Map([
        ['a', 1],
        ['c', 0.5],
      ]),
    );
    expect([...merged].sort()).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 0.5],
    ]);
  });
});

describe('alertNotes', () => {
  it('alertNotes says "Alertmanager: <alertname> on <element>" for the alerts on that element only', () => {
    const alerts: ExternalAlert[] = [
      { alertname: 'InterfaceDown', kind: 'link', id: 'mil-cnaf', on: 'xe-0/0/1 on cnaf-gw' },
      { alertname: 'InterfaceErrors', kind: 'link', id: 'mil-cnaf', on: 'xe-0/0/1 on cnaf-gw' },
      { alertname: 'NodeDown', kind: 'router', id: 'cnaf-gw', on: 'cnaf-gw' },
    ];
    expect(alertNotes(alerts, { kind: 'link', id: 'mil-cnaf' })).toEqual([
      'Alertmanager: InterfaceDown on xe-0/0/1 on cnaf-gw',
      'Alertmanager: InterfaceErrors on xe-0/0/1 on cnaf-gw',
    ]);
    expect(alertNotes(alerts, { kind: 'router', id: 'fzk-gw' })).toEqual([]);
  });
});
