import type {
  BladeLoad,
  OversubscriptionResponse,
  RouterDetail,
  TrunkReport,
  TrunksResponse,
} from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { liveState, smallTopology } from '../../test-support/topology-fixture.js';
import { mergeLive, type LiveByLink } from '../map/live-model.js';
import { linksById } from '../router/router-panel-model.js';
import {
  hotspotsModel,
  LOPSIDED_MIN_LOAD_BPS,
  LOPSIDED_SHARE,
  routersWithOversubscribedBlades,
  trunkBalance,
} from './hotspots-model.js';

const G = 1e9;
const M = 1e6;

/** The RAL trunk of the small topology: two 1G members from geant-gva (A) to ral-r (Z). */
function ralTrunk(overrides: Partial<TrunkReport> = {}): TrunkReport {
  const member = (linkId: string) => ({
    linkId,
    name: linkId,
    capacityBps: 1 * G,
    aRouterId: 'geant-gva',
    zRouterId: 'ral-r',
    aBladeId: 'gva-b1',
    zBladeId: 'ral-b1',
  });
  return {
    id: 't-ral',
    name: 'RAL trunk',
    carrierId: 'geant',
    capacityBps: 2 * G,
    members: [member('gva-ral-1'), member('gva-ral-2')],
    warnings: [],
    ...overrides,
  };
}

function liveOf(states: Parameters<typeof liveState>[]): LiveByLink {
  return mergeLive(
    new Map(),
    states.map((args) => liveState(...args)),
    true,
  );
}

const links = linksById(smallTopology());

describe('trunk balance', () => {
  it('trunkBalance calls a trunk lopsided when one member carries 95 % while its sibling idles', () => {
    const live = liveOf([
      ['gva-ral-1', 'AtoZ', { bps: 950 * M }],
      ['gva-ral-2', 'AtoZ', { bps: 50 * M }],
      ['gva-ral-1', 'ZtoA', { bps: 300 * M }],
      ['gva-ral-2', 'ZtoA', { bps: 300 * M }],
    ]);
    const [aToZ, zToA] = trunkBalance(ralTrunk(), links, live);
    expect(aToZ?.totalBps).toBe(1 * G);
    expect(aToZ?.top?.linkId).toBe('gva-ral-1');
    expect(aToZ?.top?.share).toBeCloseTo(0.95, 10);
    expect(aToZ?.lopsided).toBe(true);
    expect(zToA?.members.map((m) => m.share)).toEqual([0.5, 0.5]);
    expect(zToA?.lopsided).toBe(false);
  });

  it('trunkBalance does not call a 60/40 split lopsided', () => {
    const live = liveOf([
      ['gva-ral-1', 'AtoZ', { bps: 600 * M }],
      ['gva-ral-2', 'AtoZ', { bps: 400 * M }],
    ]);
    expect(trunkBalance(ralTrunk(), links, live)[0]?.lopsided).toBe(false);
  });

  it(`trunkBalance needs more than LOPSIDED_SHARE (${LOPSIDED_SHARE}): 80 % is not lopsided, 81 % is`, () => {
    expect(LOPSIDED_SHARE).toBe(0.8);
    const at = (top: number) =>
      trunkBalance(
        ralTrunk(),
        links,
        liveOf([
          ['gva-ral-1', 'AtoZ', { bps: top * M }],
          ['gva-ral-2', 'AtoZ', { bps: (1000 - top) * M }],
        ]),
      )[0]?.lopsided;
    expect(at(800)).toBe(false);
    expect(at(810)).toBe(true);
  });

  it(`trunkBalance does not judge a trunk under ${LOPSIDED_MIN_LOAD_BPS / M} Mb/s, even at 95 %`, () => {
    expect(LOPSIDED_MIN_LOAD_BPS).toBe(100 * M);
    const live = liveOf([
      ['gva-ral-1', 'AtoZ', { bps: 47.5 * M }],
      ['gva-ral-2', 'AtoZ', { bps: 2.5 * M }],
    ]);
    const [aToZ] = trunkBalance(ralTrunk(), links, live);
    expect(aToZ?.top?.share).toBeCloseTo(0.95, 10);
    expect(aToZ?.notJudged).toBe('below-floor');
    expect(aToZ?.lopsided).toBe(false);
  });

  it('trunkBalance does not take a member without data for an idle one', () => {
    const live = liveOf([['gva-ral-1', 'AtoZ', { bps: 950 * M }]]);
    const [aToZ] = trunkBalance(ralTrunk(), links, live);
    expect(aToZ?.notJudged).toBe('missing-data');
    expect(aToZ?.lopsided).toBe(false);
  });

  it('trunkBalance reads a member wired the other way round in its opposite direction', () => {
    // The trunk report turned member 2 so its A end is geant-gva; the link itself runs ral-r to gva.
    const turned = new Map(links).set('gva-ral-2', {
      id: 'gva-ral-2',
      aPortId: 'gva-ral-2:a',
      zPortId: 'gva-ral-2:z',
      aRouterId: 'ral-r',
      zRouterId: 'geant-gva',
    });
    const live = liveOf([
      ['gva-ral-1', 'AtoZ', { bps: 500 * M }],
      ['gva-ral-2', 'ZtoA', { bps: 500 * M }],
      ['gva-ral-2', 'AtoZ', { bps: 5 * G }],
    ]);
    const [aToZ, zToA] = trunkBalance(ralTrunk(), turned, live);
    expect(aToZ?.members.map((m) => m.bps)).toEqual([500 * M, 500 * M]);
    expect(aToZ?.lopsided).toBe(false);
    expect(zToA?.notJudged).toBe('missing-data');
  });
});

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

/**
 * Three blades: fra-b1 at 3:1, gva-b1 at 2:1 (4x10G on 20G), cnaf-b1 within capacity; the
 * Frankfurt backplane at 1.5:1 and the Geneva one within capacity.
 */
function oversubscription(): OversubscriptionResponse {
  return {
    threshold: 1,
    blades: [
      bladeLoad({ id: 'fra-b1', routerId: 'geant-fra', portCapacityBps: 60 * G }),
      bladeLoad({ id: 'gva-b1', routerId: 'geant-gva' }),
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

/** geant-gva's blade gva-b1 with its cern-gva port (gva is the link's Z end). */
function gvaDetail(): RouterDetail {
  return {
    router: {
      id: 'geant-gva',
      name: 'geant-gva',
      carrierId: 'geant',
      vendor: 'Juniper',
      model: 'T640',
      os: 'JUNOS',
      location: 'Geneva',
      lat: 46.2,
      lon: 6.1,
    },
    blades: [
      {
        id: 'gva-b1',
        routerId: 'geant-gva',
        slot: 1,
        model: 'PIC',
        fabricCapacityBps: 20 * G,
        ports: [
          {
            id: 'cern-gva:z',
            routerId: 'geant-gva',
            bladeId: 'gva-b1',
            name: 'xe-1/0/0',
            speedBps: 10 * G,
            link: {
              id: 'cern-gva',
              name: 'cern-gva',
              capacityBps: 10 * G,
              remoteRouterId: 'cern-r',
              remotePortId: 'cern-gva:a',
            },
          },
        ],
      },
    ],
    paths: [],
  };
}

const trunks = (list: TrunkReport[]): TrunksResponse => ({ trunks: list });

describe('hot spots model', () => {
  it('routersWithOversubscribedBlades names only the routers of oversubscribed blades', () => {
    expect(routersWithOversubscribedBlades(oversubscription())).toEqual(['geant-fra', 'geant-gva']);
  });

  it('hotspotsModel lists oversubscribed blades and backplanes by ratio, leaving the others out', () => {
    const model = hotspotsModel({
      oversubscription: oversubscription(),
      trunks: trunks([]),
      routerDetails: new Map(),
      topology: smallTopology(),
      live: new Map(),
    });
    expect(model.equipment.map((row) => [row.kind, row.id, row.ratio])).toEqual([
      ['blade', 'fra-b1', 3],
      ['blade', 'gva-b1', 2],
      ['backplane', 'bp-fra', 1.5],
    ]);
    expect(model.routerIdsToLoad).toEqual(['geant-fra', 'geant-gva']);
  });

  it('hotspotsModel puts a 2:1 blade with 25 Gb/s live on its 20G fabric before a 3:1 blade', () => {
    const detail = gvaDetail();
    const blade = detail.blades[0];
    if (blade === undefined) throw new Error('fixture has a blade');
    // A second 10G port, on gva-fra where geant-gva is the A end: ZtoA arrives.
    blade.ports.push({
      id: 'gva-fra:a',
      routerId: 'geant-gva',
      bladeId: 'gva-b1',
      name: 'xe-1/0/1',
      speedBps: 10 * G,
      link: {
        id: 'gva-fra',
        name: 'gva-fra',
        capacityBps: 10 * G,
        remoteRouterId: 'geant-fra',
        remotePortId: 'gva-fra:z',
      },
    });
    const live = liveOf([
      ['cern-gva', 'AtoZ', { bps: 15 * G }],
      ['gva-fra', 'ZtoA', { bps: 10 * G }],
    ]);
    const model = hotspotsModel({
      oversubscription: oversubscription(),
      trunks: trunks([]),
      routerDetails: new Map([['geant-gva', detail]]),
      topology: smallTopology(),
      live,
    });
    const first = model.equipment[0];
    expect(first?.id).toBe('gva-b1');
    expect(first?.live?.inBps).toBe(25 * G);
    expect(first?.live?.overload).toBe(true);
    expect(model.equipment[1]?.id).toBe('fra-b1');
    expect(model.equipment[1]?.live).toBeUndefined();
  });

  it('hotspotsModel lists a lopsided trunk first, shows its busy member, and leaves quiet trunks out', () => {
    const quiet = ralTrunk({
      id: 't-quiet',
      name: 'quiet',
      members: ralTrunk().members.map((member, index) => ({
        ...member,
        linkId: index === 0 ? 'fra-fzk' : 'fra-cnaf',
      })),
    });
    const warned = ralTrunk({
      id: 't-warned',
      name: 'warned',
      members: [],
      warnings: [
        { code: 'same-blade', severity: 'warning', end: 'A', message: 'all members on one blade' },
      ],
    });
    const live = liveOf([
      ['gva-ral-1', 'ZtoA', { bps: 20 * M }],
      ['gva-ral-2', 'ZtoA', { bps: 900 * M }],
    ]);
    const model = hotspotsModel({
      oversubscription: { threshold: 1, blades: [], backplanes: [] },
      trunks: trunks([warned, quiet, ralTrunk()]),
      routerDetails: new Map(),
      topology: smallTopology(),
      live,
    });
    expect(model.trunks.map((row) => [row.id, row.lopsided])).toEqual([
      ['t-ral', true],
      ['t-warned', false],
    ]);
    expect(model.trunks[0]?.showLinkId).toBe('gva-ral-2');
    expect(model.trunks[0]?.worstShare).toBeCloseTo(900 / 920, 10);
    expect(model.quietTrunkCount).toBe(1);
  });
});
