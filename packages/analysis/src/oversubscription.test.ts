import type { Backplane, Blade, Port } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { backplaneLoad, backplaneLoads, bladeLoad, bladeLoads } from './oversubscription.js';

const G = 1_000_000_000;

function blade(id: string, fabricGbps: number, routerId = 'geant-gva'): Blade {
  return { id, routerId, slot: 0, model: 'FPC3', fabricCapacityBps: fabricGbps * G };
}

function ports(bladeId: string, count: number, gbps: number): Port[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${bladeId}:xe-${i}`,
    routerId: 'geant-gva',
    bladeId,
    name: `xe-0/0/${i}`,
    speedBps: gbps * G,
  }));
}

function backplane(id: string, routerId: string, capacityGbps: number): Backplane {
  return { id, routerId, capacityBps: capacityGbps * G };
}

describe('bladeLoads', () => {
  it('bladeLoads finds 4 x 10 Gb/s ports on a 20 Gb/s fabric connection 2:1 oversubscribed', () => {
    expect(bladeLoads([blade('gva:fpc1', 20)], ports('gva:fpc1', 4, 10))).toEqual([
      {
        id: 'gva:fpc1',
        routerId: 'geant-gva',
        slot: 0,
        model: 'FPC3',
        portCount: 4,
        portCapacityBps: 40 * G,
        fabricCapacityBps: 20 * G,
        ratio: 2,
        oversubscribed: true,
      },
    ]);
  });

  it('bladeLoads does not call a blade at exactly 1:1 oversubscribed', () => {
    const [load] = bladeLoads([blade('gva:fpc1', 20)], ports('gva:fpc1', 2, 10));
    expect(load?.ratio).toBe(1);
    expect(load?.oversubscribed).toBe(false);
  });

  it('bladeLoads compares the ratio with the threshold it is given', () => {
    const twoToOne = [blade('gva:fpc1', 20)];
    const fourPorts = ports('gva:fpc1', 4, 10);
    expect(bladeLoads(twoToOne, fourPorts, 2)[0]?.oversubscribed).toBe(false);
    expect(bladeLoads(twoToOne, fourPorts, 1.5)[0]?.oversubscribed).toBe(true);
  });

  it('bladeLoads gives a blade with no ports a ratio of 0', () => {
    expect(bladeLoads([blade('gva:fpc9', 40)], ports('gva:fpc1', 4, 10))[0]).toMatchObject({
      portCount: 0,
      portCapacityBps: 0,
      ratio: 0,
      oversubscribed: false,
    });
  });

  it('bladeLoads puts the highest ratio first and breaks ties by id', () => {
    const blades = [blade('c', 10), blade('b', 20), blade('a', 20), blade('d', 40)];
    const all = [
      ...ports('c', 1, 10),
      ...ports('b', 4, 10),
      ...ports('a', 2, 10),
      ...ports('d', 4, 1),
    ];
    expect(bladeLoads(blades, all).map((l) => [l.id, l.ratio])).toEqual([
      ['b', 2],
      ['a', 1],
      ['c', 1],
      ['d', 0.1],
    ]);
  });
});

describe('backplaneLoads', () => {
  it('backplaneLoads sums the fabric connections of the router blades against the backplane', () => {
    const blades = [
      blade('gva:fpc0', 40),
      blade('gva:fpc1', 40),
      blade('fra:fpc0', 40, 'geant-fra'),
    ];
    expect(backplaneLoads([backplane('gva:fabric', 'geant-gva', 40)], blades)).toEqual([
      {
        id: 'gva:fabric',
        routerId: 'geant-gva',
        bladeCount: 2,
        bladeFabricCapacityBps: 80 * G,
        capacityBps: 40 * G,
        ratio: 2,
        oversubscribed: true,
      },
    ]);
  });

  it('backplaneLoads orders by ratio then id, with exactly 1, the threshold and no blades', () => {
    const blades = [
      blade('gva:fpc0', 40),
      blade('fra:fpc0', 40, 'geant-fra'),
      blade('lon:fpc0', 40, 'geant-lon'),
    ];
    const backplanes = [
      backplane('gva:fabric', 'geant-gva', 40),
      backplane('fra:fabric', 'geant-fra', 40),
      backplane('par:fabric', 'geant-par', 40),
      backplane('lon:fabric', 'geant-lon', 20),
    ];
    const loads = backplaneLoads(backplanes, blades);
    expect(loads.map((l) => [l.id, l.ratio, l.oversubscribed])).toEqual([
      ['lon:fabric', 2, true],
      ['fra:fabric', 1, false],
      ['gva:fabric', 1, false],
      ['par:fabric', 0, false],
    ]);
    expect(backplaneLoads(backplanes, blades, 0.5).filter((l) => l.oversubscribed)).toHaveLength(3);
  });
});

describe('bladeLoad and backplaneLoad (one item from stored totals)', () => {
  it('give the same verdict as the whole computation for the totals it sums', () => {
    const blades = [blade('gva:fpc0', 40), blade('gva:fpc1', 20), blade('gva:fpc2', 10)];
    const all = [...ports('gva:fpc0', 2, 10), ...ports('gva:fpc1', 4, 10)];
    for (const threshold of [0.5, 1, 2]) {
      const whole = bladeLoads(blades, all, threshold);
      for (const load of whole) {
        const own = all.filter((p) => p.bladeId === load.id);
        const totals = {
          portCount: own.length,
          portCapacityBps: own.reduce((sum, p) => sum + p.speedBps, 0),
        };
        const [given] = blades.filter((b) => b.id === load.id);
        if (given === undefined) throw new Error(load.id);
        expect(bladeLoad(given, totals, threshold)).toEqual(load);
      }
      const [plane] = backplaneLoads([backplane('gva:bp', 'geant-gva', 60)], blades, threshold);
      expect(
        backplaneLoad(
          backplane('gva:bp', 'geant-gva', 60),
          { bladeCount: 3, bladeFabricCapacityBps: 70 * G },
          threshold,
        ),
      ).toEqual(plane);
    }
  });
});
