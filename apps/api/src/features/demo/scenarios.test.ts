import { DEMO_SCENARIO_NAMES } from '@tiermap/contract';
import type { Direction } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { demoGeantMaintenanceEquipment } from './demo-crossings.js';
import { demoLinkEnds } from './demo-link-ends.js';
import { randomSource } from './random.js';
import {
  fnalTransatlantic,
  fzkPatchPanel,
  geantMaintenance,
  isScenarioName,
  ralTrunk,
  SCENARIO_EFFECTS,
  SCENARIOS,
  type ScenarioContext,
  type ScenarioEffect,
} from './scenarios.js';
import { packetsPerSecond, trafficRates, type DirectionRates } from './traffic-model.js';

const ROWS = demoLinkEnds();
const STARTED = Date.UTC(2026, 2, 17, 14);

function contextAt(tMs: number, maintenanceEquipment: readonly string[] = []): ScenarioContext {
  return {
    rows: ROWS,
    tMs,
    startedMs: STARTED,
    random: randomSource(1)(`scenario:${tMs}`),
    maintenanceEquipment,
  };
}

/** The rates of every link direction with the effect's overrides applied. */
function ratesWith(
  effect: ScenarioEffect,
  tMs = STARTED,
): (id: string, d: Direction) => DirectionRates {
  const links = trafficRates(ROWS, tMs, randomSource(1), effect.overrides);
  return (linkId, direction) => {
    const link = links.find((l) => l.linkId === linkId);
    if (link === undefined) throw new Error(`no link ${linkId}`);
    return link[direction];
  };
}

function capacity(linkId: string): number {
  return ROWS.find((row) => row.linkId === linkId)?.capacityBps ?? Number.NaN;
}

describe('the scenario list', () => {
  it('plays exactly the scenarios the API contract declares, in its order', () => {
    expect(SCENARIOS.map((scenario) => scenario.name)).toEqual([...DEMO_SCENARIO_NAMES]);
  });
});

describe('scenarios', () => {
  it('fzkPatchPanel errors about 5 % of FZK-to-CERN packets on Paris–Geneva, none the other way', () => {
    const rate = ratesWith(fzkPatchPanel(contextAt(STARTED)));
    const lossy = rate('geant-par-gva', 'AtoZ');
    expect(lossy.bps).toBeGreaterThanOrEqual(20e6);
    expect(lossy.bps).toBeLessThanOrEqual(50e6);
    expect(lossy.errorsPerSec / packetsPerSecond(lossy.bps)).toBeCloseTo(0.05, 2);
    expect(rate('geant-par-gva', 'ZtoA').errorsPerSec).toBe(0);
  });

  it('fzkPatchPanel drops FZK to CERN to tens of Mb/s while CERN to FZK keeps about 900 Mb/s', () => {
    const rate = ratesWith(fzkPatchPanel(contextAt(STARTED)));
    for (const [linkId, direction] of [
      ['dfn-ka-fzk', 'ZtoA'],
      ['dfn-ka-fra', 'AtoZ'],
      ['dfn-fra-geant', 'ZtoA'],
      ['geant-fra-par', 'AtoZ'],
    ] as const) {
      expect(rate(linkId, direction).bps).toBeLessThanOrEqual(50e6);
    }
    for (const [linkId, direction] of [
      ['dfn-ka-fzk', 'AtoZ'],
      ['dfn-ka-fra', 'ZtoA'],
      ['dfn-fra-geant', 'AtoZ'],
    ] as const) {
      expect(rate(linkId, direction).bps).toBeGreaterThan(880e6);
      expect(rate(linkId, direction).bps).toBeLessThan(920e6);
      expect(rate(linkId, direction).errorsPerSec).toBe(0);
    }
  });

  it('ralTrunk saturates member 1 of the London–Reading trunk with errors and idles member 2', () => {
    const rate = ratesWith(ralTrunk(contextAt(STARTED)));
    const busy = rate('janet-lon-rdg-1', 'AtoZ');
    const idle = rate('janet-lon-rdg-2', 'AtoZ');
    expect(busy.bps / capacity('janet-lon-rdg-1')).toBeGreaterThan(0.97);
    expect(busy.errorsPerSec).toBeGreaterThan(0);
    expect(idle.bps / capacity('janet-lon-rdg-2')).toBeLessThan(0.03);
    expect(idle.errorsPerSec).toBe(0);
  });

  it('fnalTransatlantic fills Geneva–Chicago with discards and cuts FNAL as CalTech grows', () => {
    const averageOver = (fromMs: number, linkId: string, direction: Direction): number => {
      let sum = 0;
      for (let t = fromMs; t < fromMs + 20_000; t += 1000) {
        sum += ratesWith(fnalTransatlantic(contextAt(t)), t)(linkId, direction).bps;
      }
      return sum / 20;
    };
    const atStart = fnalTransatlantic(contextAt(STARTED));
    expect(ratesWith(atStart)('fnal-starlight', 'ZtoA').bps).toBeCloseTo(5e9, -9);
    const later = STARTED + 180_000;
    const transatlantic = ratesWith(fnalTransatlantic(contextAt(later)), later)(
      'uslhcnet-gva-chi',
      'AtoZ',
    );
    expect(transatlantic.bps / capacity('uslhcnet-gva-chi')).toBeGreaterThan(0.95);
    expect(transatlantic.outDiscardsPerSec).toBeGreaterThan(0);
    expect(averageOver(later, 'fnal-starlight', 'ZtoA')).toBeLessThan(3.5e9);
    expect(averageOver(later, 'internet2-lax-caltech', 'AtoZ')).toBeGreaterThan(
      averageOver(STARTED, 'internet2-lax-caltech', 'AtoZ') * 5,
    );
  });

  it('geantMaintenance darkens the links of the demo GÉANT window, or of a named router', () => {
    expect(
      geantMaintenance(contextAt(STARTED, demoGeantMaintenanceEquipment())).darkLinkIds,
    ).toEqual(['geant-par-gva']);
    expect(geantMaintenance(contextAt(STARTED, ['geant-par'])).darkLinkIds.sort()).toEqual([
      'geant-fra-par',
      'geant-mil-par',
      'geant-par-gva',
    ]);
    expect(geantMaintenance(contextAt(STARTED)).overrides).toEqual([]);
  });

  it('SCENARIOS lists the four incidents, each with an effect, and isScenarioName knows them', () => {
    expect(SCENARIOS.map((s) => s.name)).toEqual([
      'fzk-patch-panel',
      'ral-trunk',
      'fnal-transatlantic',
      'geant-maintenance',
    ]);
    for (const { name } of SCENARIOS) {
      expect(isScenarioName(name)).toBe(true);
      expect(SCENARIO_EFFECTS[name](contextAt(STARTED)).overrides).toBeDefined();
    }
    expect(isScenarioName('cnaf-firewall')).toBe(false);
  });
});
