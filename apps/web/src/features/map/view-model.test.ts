import { describe, expect, it } from 'vitest';
import type { TopologyResponse } from '@tiermap/domain';
import { mapViewModel } from './view-model.js';

const topology: TopologyResponse = {
  carriers: [
    { id: 'cern', name: 'CERN', kind: 'site' },
    { id: 'janet', name: 'JANET', kind: 'nren' },
  ],
  sites: [
    {
      id: 'CERN',
      name: 'CERN',
      tier: 0,
      city: 'Geneva',
      country: 'CH',
      lat: 46.2,
      lon: 6.1,
      carrierId: 'cern',
    },
  ],
  routers: [
    {
      id: 'cern-r1',
      name: 'cern-r1',
      carrierId: 'cern',
      vendor: 'Cisco',
      model: 'CRS-1',
      os: 'IOS-XR',
      location: 'Geneva',
      lat: 46.2,
      lon: 6.1,
      siteId: 'CERN',
    },
    {
      id: 'janet-lon',
      name: 'janet-lon',
      carrierId: 'janet',
      vendor: 'Juniper',
      model: 'T640',
      os: 'JUNOS',
      location: 'London',
      lat: 51.5,
      lon: -0.1,
    },
  ],
  links: [
    {
      id: 'l1',
      name: 'member 1',
      carrierId: 'janet',
      aPortId: 'p1',
      zPortId: 'p2',
      capacityBps: 1e9,
      trunkId: 't1',
      aRouterId: 'cern-r1',
      zRouterId: 'janet-lon',
      pathIds: ['CERN-RAL'],
    },
    {
      id: 'l2',
      name: 'member 2',
      carrierId: 'janet',
      aPortId: 'p3',
      zPortId: 'p4',
      capacityBps: 1e9,
      trunkId: 't1',
      aRouterId: 'janet-lon',
      zRouterId: 'cern-r1',
      pathIds: ['CERN-RAL'],
    },
  ],
  trunks: [{ id: 't1', name: 'trunk', carrierId: 'janet', memberLinkIds: ['l1', 'l2'] }],
  paths: [],
  maintenances: [],
};

describe('mapViewModel', () => {
  it('mapViewModel draws a site border router as its site', () => {
    const model = mapViewModel(topology);
    expect(model.sites[0]?.routerIds).toEqual(['cern-r1']);
    expect(model.routers.map((r) => r.id)).toEqual(['janet-lon']);
    expect(model.links[0]?.aNodeId).toBe('CERN');
  });

  it('mapViewModel numbers parallel links between the same two nodes in either orientation', () => {
    const model = mapViewModel(topology);
    expect(model.links.map((l) => [l.parallelIndex, l.parallelCount])).toEqual([
      [0, 2],
      [1, 2],
    ]);
  });
});
