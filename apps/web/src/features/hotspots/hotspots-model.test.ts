import type {
  BladeLive,
  BladeLoad,
  OversubscriptionResponse,
  TrunkBalanceReport,
  TrunkDirectionBalance,
  TrunksResponse,
} from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { smallTopology } from '../../test-support/topology-fixture.js';
import { loadStroke, STALE_STYLE, UTILIZATION_BANDS } from '../../viz/scales.js';
import { hotspotsModel } from './hotspots-model.js';

const G = 1e9;
const M = 1e6;
const RULE = { lopsidedShare: 0.8, minLoadBps: 100 * M };

/** The RAL trunk of the small topology as served: two 1G members from geant-gva to ral-r. */
function ralTrunk(overrides: Partial<TrunkBalanceReport> = {}): TrunkBalanceReport {
  const member = (linkId: string) => ({
    linkId,
    name: linkId,
    capacityBps: 1 * G,
    aRouterId: 'geant-gva',
    zRouterId: 'ral-r',
    aBladeId: 'gva-b1',
    zBladeId: 'ral-b1',
  });
  const unjudged = (direction: 'AtoZ' | 'ZtoA'): TrunkDirectionBalance => ({
    direction,
    totalBps: 0,
    members: [],
    lopsided: false,
    notJudged: 'missing-data',
  });
  return {
    id: 't-ral',
    name: 'RAL trunk',
    carrierId: 'geant',
    capacityBps: 2 * G,
    members: [member('gva-ral-1'), member('gva-ral-2')],
    warnings: [],
    balance: [unjudged('AtoZ'), unjudged('ZtoA')],
    lopsided: false,
    worstShare: 0,
    ...overrides,
  };
}

function bladeLoad(overrides: Partial<BladeLoad> & Pick<BladeLoad, 'id' | 'routerId'>): BladeLoad {
  const portCapacityBps = overrides.portCapacityBps ?? 40 * G;
  const fabricCapacityBps = overrides.fabricCapacityBps ?? 20 * G;
  return {
    slot: 1,
    model: 'PIC',
    portCount: 4,
    portCapacityBps,
    fabricCapacityBps,
    ratio: portCapacityBps / fabricCapacityBps,
    oversubscribed: portCapacityBps > fabricCapacityBps,
    ...overrides,
  };
}

/** 25 Gb/s in on a 20G fabric, as the API serves it. */
const overloaded: BladeLive = {
  inBps: 25 * G,
  outBps: 5 * G,
  loadBps: 25 * G,
  measured: 4,
  expected: 4,
  stale: false,
  ratio: 1.25,
  overload: true,
};

/**
 * Three blades: fra-b1 at 3:1, gva-b1 at 2:1 (4x10G on 20G), cnaf-b1 within capacity; the
 * Frankfurt backplane at 1.5:1 and the Geneva one within capacity.
 */
function oversubscription(gvaLive?: BladeLive): OversubscriptionResponse {
  return {
    threshold: 1,
    blades: [
      bladeLoad({ id: 'fra-b1', routerId: 'geant-fra', portCapacityBps: 60 * G }),
      bladeLoad({
        id: 'gva-b1',
        routerId: 'geant-gva',
        ...(gvaLive === undefined ? {} : { live: gvaLive }),
      }),
      bladeLoad({ id: 'cnaf-b1', routerId: 'cnaf-r', portCapacityBps: 10 * G }),
    ],
    backplanes: [
      {
        id: 'bp-fra',
        routerId: 'geant-fra',
        bladeCount: 3,
        bladeFabricCapacityBps: 60 * G,
        capacityBps: 40 * G,
        ratio: 1.5,
        oversubscribed: true,
      },
      {
        id: 'bp-gva',
        routerId: 'geant-gva',
        bladeCount: 1,
        bladeFabricCapacityBps: 20 * G,
        capacityBps: 40 * G,
        ratio: 0.5,
        oversubscribed: false,
      },
    ],
  };
}

const trunks = (list: TrunkBalanceReport[]): TrunksResponse => ({ rule: RULE, trunks: list });

describe('hot spots model (a presenter of the served verdicts)', () => {
  it('hotspotsModel colours a blade at 99 % of its fabric as the map colours a 99 % link', () => {
    const at99: BladeLive = { ...overloaded, loadBps: 19.8 * G, ratio: 0.99, overload: false };
    const colourOf = (live: BladeLive) =>
      hotspotsModel({
        oversubscription: oversubscription(live),
        trunks: trunks([]),
        topology: smallTopology(),
      }).equipment.find((row) => row.id === 'gva-b1')?.liveColour;
    expect(colourOf(at99)).toBe(loadStroke(0.99, 'utilization'));
    expect(colourOf(at99)).toBe(UTILIZATION_BANDS[5]?.stroke);
    expect(colourOf({ ...at99, ratio: 0.55 })).toBe(UTILIZATION_BANDS[3]?.stroke);
    expect(colourOf({ ...at99, stale: true })).toBe(STALE_STYLE.stroke);
  });

  it('hotspotsModel lists oversubscribed blades and backplanes by ratio, leaving the others out', () => {
    const model = hotspotsModel({
      oversubscription: oversubscription(),
      trunks: trunks([]),
      topology: smallTopology(),
    });
    expect(model.equipment.map((row) => [row.kind, row.id, row.ratio])).toEqual([
      ['blade', 'fra-b1', 3],
      ['blade', 'gva-b1', 2],
      ['backplane', 'bp-fra', 1.5],
    ]);
    expect(model.rule).toEqual(RULE);
  });

  it('hotspotsModel puts a 2:1 blade the API finds overloaded live before a 3:1 blade', () => {
    const model = hotspotsModel({
      oversubscription: oversubscription(overloaded),
      trunks: trunks([]),
      topology: smallTopology(),
    });
    const first = model.equipment[0];
    expect(first?.id).toBe('gva-b1');
    expect(first?.live).toEqual(overloaded);
    expect(model.equipment[1]?.id).toBe('fra-b1');
    expect(model.equipment[1]?.live).toBeUndefined();
  });

  it('hotspotsModel lists a lopsided trunk first, shows its busy member, and leaves quiet trunks out', () => {
    const quiet = ralTrunk({ id: 't-quiet', name: 'quiet' });
    const warned = ralTrunk({
      id: 't-warned',
      name: 'warned',
      members: [],
      warnings: [
        { code: 'same-blade', severity: 'warning', end: 'A', message: 'all members on one blade' },
      ],
    });
    const lopsided = ralTrunk({ lopsided: true, worstShare: 900 / 920, worstLinkId: 'gva-ral-2' });
    const model = hotspotsModel({
      oversubscription: { threshold: 1, blades: [], backplanes: [] },
      trunks: trunks([warned, quiet, lopsided]),
      topology: smallTopology(),
    });
    expect(model.trunks.map((row) => [row.id, row.lopsided])).toEqual([
      ['t-ral', true],
      ['t-warned', false],
    ]);
    expect(model.trunks[0]?.showLinkId).toBe('gva-ral-2');
    expect(model.trunks[0]?.worstShare).toBeCloseTo(900 / 920, 10);
    expect(model.trunks[1]?.showLinkId).toBeUndefined();
    expect(model.quietTrunkCount).toBe(1);
  });

  it('hotspotsModel shows a trunk without a lopsided direction at its first member', () => {
    const warned = ralTrunk({
      warnings: [{ code: 'unequal-speeds', severity: 'info', message: 'members differ' }],
    });
    const model = hotspotsModel({
      oversubscription: { threshold: 1, blades: [], backplanes: [] },
      trunks: trunks([warned]),
      topology: smallTopology(),
    });
    expect(model.trunks[0]?.showLinkId).toBe('gva-ral-1');
  });
});
