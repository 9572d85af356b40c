import type { Topology } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { equipmentCrossings, otherSitesOf } from './equipment-crossings.js';

const G = 1e9;
function topology(): Topology {
  const router = (id: string, siteId?: string) => ({
    id,
    name: id,
    carrierId: 'net',
    vendor: 'Juniper',
    model: 'MX',
    os: 'JUNOS',
    location: 'x',
    lat: 0,
    lon: 0,
    ...(siteId === undefined ? {} : { siteId }),
  });
  const routers = [router('t0', 'T0'), router('core'), router('s1', 'S1'), router('s2', 'S2')];
  const ports = [
    ['t0:p', 't0'],
    ['core:a', 'core'],
    ['core:b', 'core'],
    ['core:c', 'core'],
    ['s1:p', 's1'],
    ['s2:p', 's2'],
  ].map(([id = '', routerId = '']) => ({
    id,
    routerId,
    bladeId: `${routerId}:b0`,
    name: id,
    speedBps: G,
  }));
  const link = (id: string, aPortId: string, zPortId: string) => ({
    id,
    name: id,
    carrierId: 'net',
    aPortId,
    zPortId,
    capacityBps: G,
  });
  return {
    carriers: [{ id: 'net', name: 'net', kind: 'nren' }],
    sites: ['T0', 'S1', 'S2'].map(
      (id) =>
        ({
          id,
          name: id,
          tier: id === 'T0' ? 0 : 1,
          city: 'x',
          country: 'CH',
          lat: 0,
          lon: 0,
          carrierId: 'net',
        }) as const,
    ),
    routers,
    backplanes: routers.map((r) => ({ id: `${r.id}:f`, routerId: r.id, capacityBps: 10 * G })),
    blades: routers.map((r) => ({
      id: `${r.id}:b0`,
      routerId: r.id,
      slot: 0,
      model: 'm',
      fabricCapacityBps: 10 * G,
    })),
    ports,
    links: [
      link('up', 't0:p', 'core:a'),
      link('to1', 'core:b', 's1:p'),
      link('to2', 'core:c', 's2:p'),
    ],
    trunks: [],
    paths: [
      {
        id: 'T0-S1',
        name: 'T0-S1',
        aSiteId: 'T0',
        zSiteId: 'S1',
        hops: {
          AtoZ: [{ linkId: 'up' }, { linkId: 'to1' }],
          ZtoA: [{ linkId: 'to1' }, { linkId: 'up' }],
        },
      },
      {
        id: 'T0-S2',
        name: 'T0-S2',
        aSiteId: 'T0',
        zSiteId: 'S2',
        hops: {
          AtoZ: [{ linkId: 'up' }, { linkId: 'to2' }],
          ZtoA: [{ linkId: 'to2' }, { linkId: 'up' }],
        },
      },
    ],
    maintenances: [],
  };
}

describe('equipmentCrossings', () => {
  it('equipmentCrossings records the site pairs crossing each link, blade and router per direction', () => {
    const crossings = new Map(equipmentCrossings(topology()).map((c) => [`${c.kind}:${c.id}`, c]));
    expect(crossings.get('link:up')?.AtoZ).toEqual(['T0>S1', 'T0>S2']);
    expect(crossings.get('link:to1')?.ZtoA).toEqual(['T0>S1']);
    expect(crossings.get('router:core')?.AtoZ).toEqual(['T0>S1', 'T0>S2']);
    expect(crossings.get('blade:s2:b0')?.AtoZ).toEqual(['T0>S2']);
  });

  it('otherSitesOf keeps the Z sites of pairs that involve no given site', () => {
    expect(otherSitesOf(['T0>S1', 'T0>S2', 'T0>S3'], new Set(['S1']))).toEqual(['S2', 'S3']);
    expect(otherSitesOf(['T0>S1', 'T0>S2'], new Set(['T0']))).toEqual([]);
  });
});
