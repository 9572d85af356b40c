import type { RouterDetail } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { liveState, smallTopology } from '../../test-support/topology-fixture.js';
import { mergeLive, type LiveByLink } from '../map/live-model.js';
import {
  arrivingDirection,
  bladeLive,
  fabricTraffic,
  linkEndAt,
  linksById,
  routerPanelModel,
} from './router-panel-model.js';

const G = 1e9;

type DetailPort = RouterDetail['blades'][number]['ports'][number];

/** A port of geant-gva on the given link of the small topology (its port ids are `link:a|z`). */
function port(
  linkId: string,
  end: 'a' | 'z',
  remoteRouterId: string,
  speedBps = 10 * G,
): DetailPort {
  return {
    id: `${linkId}:${end}`,
    routerId: 'geant-gva',
    bladeId: 'b1',
    name: `xe-${linkId}`,
    speedBps,
    link: {
      id: linkId,
      name: linkId,
      capacityBps: speedBps,
      remoteRouterId,
      remotePortId: `${linkId}:${end === 'a' ? 'z' : 'a'}`,
    },
  };
}

/**
 * geant-gva: blade b1 (slot 1) has 4x10G ports on a 20G fabric connection: cern-gva (gva is its
 * Z end), gva-fra, gva-ral-1 and gva-ral-2 (gva is their A end). Blade b2 (slot 3) has one
 * 10G port, unused, on a 40G fabric. The backplane switches 40G.
 */
function gvaDetail(): RouterDetail {
  return {
    router: {
      id: 'geant-gva',
      name: 'GEANT Geneva',
      carrierId: 'geant',
      vendor: 'Juniper',
      model: 'T640',
      os: 'JUNOS',
      location: 'Geneva',
      lat: 46.2,
      lon: 6.1,
    },
    backplane: { id: 'bp-gva', routerId: 'geant-gva', capacityBps: 40 * G },
    blades: [
      {
        id: 'b2',
        routerId: 'geant-gva',
        slot: 3,
        model: 'PIC-1x10GE',
        fabricCapacityBps: 40 * G,
        ports: [
          { id: 'b2-p0', routerId: 'geant-gva', bladeId: 'b2', name: 'xe-3/0/0', speedBps: 10 * G },
        ],
      },
      {
        id: 'b1',
        routerId: 'geant-gva',
        slot: 1,
        model: 'PIC-4x10GE',
        fabricCapacityBps: 20 * G,
        ports: [
          port('cern-gva', 'z', 'cern-r'),
          port('gva-fra', 'a', 'geant-fra'),
          port('gva-ral-1', 'a', 'ral-r'),
          port('gva-ral-2', 'a', 'ral-r'),
        ],
      },
    ],
    paths: [
      { pathId: 'CERN-RAL', directions: ['ZtoA', 'AtoZ'] },
      { pathId: 'CERN-FZK', directions: ['AtoZ'] },
    ],
  };
}

/**
 * Traffic arriving at geant-gva: 10G on cern-gva AtoZ (gva is its Z end), 9G on gva-fra ZtoA
 * and 6G on gva-ral-1 ZtoA (gva is their A end): 25G in. Leaving: 2G on cern-gva ZtoA, 3G on
 * gva-fra AtoZ: 5G out. The decoys (cern-gva ZtoA vs AtoZ) would swap in and out if the
 * direction were read the wrong way round.
 */
function busyLive(): LiveByLink {
  return mergeLive(
    new Map(),
    [
      liveState('cern-gva', 'AtoZ', { bps: 10 * G }),
      liveState('cern-gva', 'ZtoA', { bps: 2 * G }),
      liveState('gva-fra', 'ZtoA', { bps: 9 * G }),
      liveState('gva-fra', 'AtoZ', { bps: 3 * G }),
      liveState('gva-ral-1', 'ZtoA', { bps: 6 * G }),
    ],
    true,
  );
}

describe('router panel model', () => {
  it('routerPanelModel gives a blade of 4x10G ports on a 20G fabric a ratio of 2, oversubscribed', () => {
    const model = routerPanelModel(gvaDetail(), smallTopology(), new Map());
    const b1 = model.blades.find((blade) => blade.id === 'b1');
    expect(b1?.portCapacityBps).toBe(40 * G);
    expect(b1?.fabricCapacityBps).toBe(20 * G);
    expect(b1?.ratio).toBe(2);
    expect(b1?.oversubscribed).toBe(true);
    expect(model.oversubscribedBladeCount).toBe(1);
  });

  it('routerPanelModel leaves a 10G blade on a 40G fabric within capacity, with no live data', () => {
    const model = routerPanelModel(gvaDetail(), smallTopology(), new Map());
    const b2 = model.blades.find((blade) => blade.id === 'b2');
    expect(b2?.ratio).toBe(0.25);
    expect(b2?.oversubscribed).toBe(false);
    expect(b2?.live).toBeUndefined();
  });

  it('routerPanelModel orders blades by slot', () => {
    const model = routerPanelModel(gvaDetail(), smallTopology(), new Map());
    expect(model.blades.map((blade) => [blade.id, blade.slot])).toEqual([
      ['b1', 1],
      ['b2', 3],
    ]);
  });

  it('routerPanelModel counts 25 Gb/s arriving on a 20G fabric as a live overload, 5 Gb/s leaving', () => {
    const model = routerPanelModel(gvaDetail(), smallTopology(), busyLive());
    const live = model.blades.find((blade) => blade.id === 'b1')?.live;
    expect(live?.inBps).toBe(25 * G);
    expect(live?.outBps).toBe(5 * G);
    expect(live?.loadBps).toBe(25 * G);
    expect(live?.ratio).toBe(1.25);
    expect(live?.overload).toBe(true);
    expect(model.liveOverloadBladeCount).toBe(1);
  });

  it('bladeLive takes max(in, out): 18G in and 19G out on a 20G fabric is no overload', () => {
    const live = mergeLive(
      new Map(),
      [
        liveState('cern-gva', 'AtoZ', { bps: 9 * G }),
        liveState('gva-fra', 'ZtoA', { bps: 9 * G }),
        liveState('cern-gva', 'ZtoA', { bps: 10 * G }),
        liveState('gva-fra', 'AtoZ', { bps: 9 * G }),
      ],
      true,
    );
    const blade = gvaDetail().blades[1];
    if (blade === undefined) throw new Error('fixture has two blades');
    const result = bladeLive('geant-gva', blade, linksById(smallTopology()), live);
    expect(result?.inBps).toBe(18 * G);
    expect(result?.outBps).toBe(19 * G);
    expect(result?.loadBps).toBe(19 * G);
    expect(result?.overload).toBe(false);
  });

  it('fabricTraffic counts measured link directions, skips null bps and links the topology lacks', () => {
    const live = mergeLive(
      new Map(),
      [
        liveState('gva-fra', 'ZtoA', { bps: 4 * G }),
        liveState('gva-fra', 'AtoZ', { bps: null }),
        liveState('ghost', 'AtoZ', { bps: 7 * G }),
      ],
      true,
    );
    const ports = [port('gva-fra', 'a', 'geant-fra'), port('ghost', 'a', 'nowhere')];
    const traffic = fabricTraffic('geant-gva', ports, linksById(smallTopology()), live);
    expect(traffic).toEqual({
      inBps: 4 * G,
      outBps: 0,
      loadBps: 4 * G,
      measured: 1,
      expected: 4,
      stale: false,
    });
  });

  it('fabricTraffic marks the load stale when a measurement used is stale', () => {
    const live = mergeLive(
      new Map(),
      [liveState('gva-fra', 'ZtoA', { bps: 4 * G, stale: true })],
      true,
    );
    const traffic = fabricTraffic(
      'geant-gva',
      [port('gva-fra', 'a', 'geant-fra')],
      linksById(smallTopology()),
      live,
    );
    expect(traffic?.stale).toBe(true);
  });

  it('linkEndAt prefers the port id to the router id, so a link looping on one router has two ends', () => {
    const loop = { id: 'loop', aPortId: 'p1', zPortId: 'p2', aRouterId: 'r', zRouterId: 'r' };
    expect(linkEndAt(loop, 'p1', 'r')).toBe('A');
    expect(linkEndAt(loop, 'p2', 'r')).toBe('Z');
    expect(linkEndAt({ ...loop, aRouterId: 'x' }, 'other', 'r')).toBe('Z');
    expect(linkEndAt({ ...loop, aRouterId: 'x', zRouterId: 'y' }, 'other', 'r')).toBeUndefined();
  });

  it('arrivingDirection is ZtoA at the A end and AtoZ at the Z end', () => {
    expect(arrivingDirection('A')).toBe('ZtoA');
    expect(arrivingDirection('Z')).toBe('AtoZ');
  });

  it('routerPanelModel gives each port the end and traffic seen from the router', () => {
    const model = routerPanelModel(gvaDetail(), smallTopology(), busyLive());
    const ports = model.blades.find((blade) => blade.id === 'b1')?.ports ?? [];
    const cern = ports.find((p) => p.link?.id === 'cern-gva')?.link;
    expect(cern?.end).toBe('Z');
    expect(cern?.inBps).toBe(10 * G);
    expect(cern?.outBps).toBe(2 * G);
    expect(cern?.remoteRouterName).toBe('cern-r');
    const ral2 = ports.find((p) => p.link?.id === 'gva-ral-2')?.link;
    expect(ral2?.end).toBe('A');
    expect(ral2?.inBps).toBeUndefined();
  });

  it('routerPanelModel sets the 40G backplane against 60G of blade fabric: 1.5, oversubscribed', () => {
    const model = routerPanelModel(gvaDetail(), smallTopology(), busyLive());
    expect(model.backplane).toMatchObject({
      capacityBps: 40 * G,
      bladeFabricCapacityBps: 60 * G,
      ratio: 1.5,
      oversubscribed: true,
      liveLoadBps: 25 * G,
      liveOverload: false,
    });
  });

  it('routerPanelModel names the paths crossing the router and the site each leads to', () => {
    const model = routerPanelModel(gvaDetail(), smallTopology(), new Map());
    expect(model.paths).toEqual([
      { pathId: 'CERN-FZK', name: 'CERN to FZK', siteId: 'FZK', directions: ['AtoZ'] },
      { pathId: 'CERN-RAL', name: 'CERN to RAL', siteId: 'RAL', directions: ['AtoZ', 'ZtoA'] },
    ]);
  });
});
