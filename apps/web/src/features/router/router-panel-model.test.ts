import type { RouterDetail } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { liveState, smallTopology } from '../../test-support/topology-fixture.js';
import { mergeLive, type LiveByLink } from '../map/live-model.js';
import { arrivingDirection, linkEndAt, routerPanelModel } from './router-panel-model.js';

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
    // The verdicts as the API serves them (analysis bladeLoads, bladeLiveLoads, backplaneLoads),
    // for the traffic of `busyLive`: 25G in and 5G out on b1's 20G fabric.
    load: {
      blades: [
        {
          id: 'b1',
          routerId: 'geant-gva',
          slot: 1,
          model: 'PIC-4x10GE',
          portCount: 4,
          portCapacityBps: 40 * G,
          fabricCapacityBps: 20 * G,
          ratio: 2,
          oversubscribed: true,
          live: {
            inBps: 25 * G,
            outBps: 5 * G,
            loadBps: 25 * G,
            measured: 5,
            expected: 8,
            stale: false,
            ratio: 1.25,
            overload: true,
          },
        },
        {
          id: 'b2',
          routerId: 'geant-gva',
          slot: 3,
          model: 'PIC-1x10GE',
          portCount: 1,
          portCapacityBps: 10 * G,
          fabricCapacityBps: 40 * G,
          ratio: 0.25,
          oversubscribed: false,
        },
      ],
      backplane: {
        id: 'bp-gva',
        routerId: 'geant-gva',
        bladeCount: 2,
        bladeFabricCapacityBps: 60 * G,
        capacityBps: 40 * G,
        ratio: 1.5,
        oversubscribed: true,
        liveLoadBps: 25 * G,
        liveOverload: false,
      },
    },
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

  it('routerPanelModel shows the live load the API serves: 25 Gb/s on a 20G fabric, overloaded', () => {
    const model = routerPanelModel(gvaDetail(), smallTopology(), new Map());
    const live = model.blades.find((blade) => blade.id === 'b1')?.live;
    expect(live?.inBps).toBe(25 * G);
    expect(live?.outBps).toBe(5 * G);
    expect(live?.ratio).toBe(1.25);
    expect(live?.overload).toBe(true);
    expect(model.liveOverloadBladeCount).toBe(1);
  });

  it('routerPanelModel judges nothing itself: a blade the API calls within capacity stays so', () => {
    const detail = gvaDetail();
    detail.load.blades = detail.load.blades.map((blade) => ({
      ...blade,
      oversubscribed: false,
      live: undefined,
    }));
    const model = routerPanelModel(detail, smallTopology(), busyLive());
    expect(model.oversubscribedBladeCount).toBe(0);
    expect(model.liveOverloadBladeCount).toBe(0);
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

  it('routerPanelModel shows the served backplane: 40G against 60G of blade fabric, 1.5, oversubscribed', () => {
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
