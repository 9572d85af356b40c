import { topologySchema, type Topology } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { readGraphml } from './graphml-reader.js';
import { ImportError } from './import-warning.js';
import { graphmlToTopology, isTiermapGraphml } from './topology-graphml-read.js';
import { topologyToGraphml } from './topology-graphml-write.js';

const TOPOLOGY: Topology = {
  carriers: [
    { id: 'geant', name: 'GÉANT', kind: 'backbone' },
    { id: 'dfn', name: 'DFN <Verein> & "Partner"', kind: 'nren', country: 'DE' },
  ],
  sites: [
    {
      id: 'CERN',
      name: 'CERN',
      tier: 0,
      city: 'Geneva',
      country: 'CH',
      lat: 46.23,
      lon: 6.05,
      carrierId: 'geant',
    },
    {
      id: 'FZK',
      name: 'GridKa ',
      tier: 1,
      city: 'Karlsruhe',
      country: 'DE',
      lat: 49.1,
      lon: 8.43,
      carrierId: 'dfn',
    },
  ],
  routers: [
    {
      id: 'gva',
      name: 'gva1',
      carrierId: 'geant',
      vendor: 'Juniper',
      model: 'MX960',
      os: 'Junos',
      location: 'Geneva',
      lat: 46.2,
      lon: 6.1,
      siteId: 'CERN',
    },
    {
      id: 'fra',
      name: 'fra1',
      carrierId: 'dfn',
      vendor: 'Cisco',
      model: 'CRS-3',
      os: 'IOS XR',
      location: 'Frankfurt\nam Main',
      lat: 50.11,
      lon: 8.68,
    },
  ],
  backplanes: [{ id: 'gva:fabric', routerId: 'gva', capacityBps: 2e11 }],
  blades: [
    { id: 'gva:slot1', routerId: 'gva', slot: 1, model: 'MPC', fabricCapacityBps: 2e10 },
    { id: 'fra:slot0', routerId: 'fra', slot: 0, model: 'MSC', fabricCapacityBps: 4e10 },
  ],
  ports: [
    { id: 'gva:xe-1/0/0', routerId: 'gva', bladeId: 'gva:slot1', name: 'xe-1/0/0', speedBps: 1e10 },
    { id: 'gva:xe-1/0/1', routerId: 'gva', bladeId: 'gva:slot1', name: 'xe-1/0/1', speedBps: 1e10 },
    {
      id: 'fra:te0/0/0',
      routerId: 'fra',
      bladeId: 'fra:slot0',
      name: 'TenGigE0/0/0',
      speedBps: 1e10,
    },
    {
      id: 'fra:te0/0/1',
      routerId: 'fra',
      bladeId: 'fra:slot0',
      name: 'TenGigE0/0/1',
      speedBps: 1e10,
    },
  ],
  links: [
    {
      id: 'l1',
      name: 'gva-fra 1',
      carrierId: 'geant',
      aPortId: 'gva:xe-1/0/0',
      zPortId: 'fra:te0/0/0',
      capacityBps: 9.62e9,
      rttMs: 6.5,
      lengthKm: 460,
      trunkId: 't1',
    },
    {
      id: 'l2',
      name: 'gva-fra 2',
      carrierId: 'geant',
      aPortId: 'gva:xe-1/0/1',
      zPortId: 'fra:te0/0/1',
      capacityBps: 1e10,
      trunkId: 't1',
    },
  ],
  trunks: [{ id: 't1', name: 'gva-fra', carrierId: 'geant', memberLinkIds: ['l1', 'l2'] }],
  paths: [
    {
      id: 'CERN-FZK',
      name: 'CERN to FZK',
      aSiteId: 'CERN',
      zSiteId: 'FZK',
      hops: { AtoZ: [{ trunkId: 't1' }], ZtoA: [{ linkId: 'l2' }] },
    },
  ],
  maintenances: [
    {
      id: 'm1',
      carrierId: 'geant',
      title: 'fibre work',
      startsAt: '2026-11-24T22:00:00Z',
      endsAt: '2026-11-25T04:00:00Z',
      behaviour: 'mute',
      equipmentIds: ['l1', 'gva:slot1'],
    },
  ],
};

describe('topologyToGraphml and graphmlToTopology', () => {
  it('graphmlToTopology reads back exactly what topologyToGraphml wrote, odd text included', () => {
    const text = topologyToGraphml(TOPOLOGY, { exportedAt: '2026-11-25T01:00:00Z' });
    const read = graphmlToTopology(text);
    expect(read).toEqual(TOPOLOGY);
    expect(topologySchema.parse(read)).toEqual(TOPOLOGY);
  });

  it('graphmlToTopology reads back a port’s cross-connect: the carrier and the far port another carrier’s link may end on it from', () => {
    const topology = structuredClone(TOPOLOGY);
    const [port] = topology.ports;
    if (port === undefined) throw new Error('fixture');
    Object.assign(port, { crossConnectCarrierId: 'dfn', crossConnectPortId: 'dfn-fra:xe-0/0/0' });
    const read = topologySchema.parse(graphmlToTopology(topologyToGraphml(topology)));
    expect(read.ports[0]).toEqual(port);
    expect(read).toEqual(topology);
  });

  it('graphmlToTopology reads back a patch panel and the links that cross it', () => {
    const topology = structuredClone(TOPOLOGY);
    const [link] = topology.links;
    if (link === undefined) throw new Error('fixture');
    topology.patchPanels = [
      {
        id: 'geant-par-pp1',
        name: 'GÉANT2 Paris ODF',
        carrierId: link.carrierId,
        location: 'Paris',
      },
    ];
    link.patchPanelIds = ['geant-par-pp1'];
    const text = topologyToGraphml(topology);
    expect(text).toContain('geant-par-pp1');
    const read = topologySchema.parse(graphmlToTopology(text));
    expect(read.patchPanels).toEqual(topology.patchPanels);
    expect(read.links[0]?.patchPanelIds).toEqual(['geant-par-pp1']);
    expect(read).toEqual(topology);
  });

  it('topologyToGraphml is deterministic and marks the file as an export', () => {
    const text = topologyToGraphml(TOPOLOGY);
    expect(topologyToGraphml(structuredClone(TOPOLOGY))).toBe(text);
    expect(isTiermapGraphml(text)).toBe(true);
    expect(isTiermapGraphml(text.replace('tiermap-topology/1', 'tiermap-topology/2'))).toBe(false);
  });

  it('topologyToGraphml writes links as edges between routers, with labels and typed keys for yEd and Gephi', () => {
    const { graph, warnings } = readGraphml(topologyToGraphml(TOPOLOGY));
    expect(warnings).toEqual([]);
    const byId = new Map(graph.nodes.map((n) => [n.id, n]));
    const links = graph.edges.filter((e) => e.data.get('entity') === 'link');
    expect(links.map((e) => [byId.get(e.source)?.label, byId.get(e.target)?.label])).toEqual([
      ['gva1', 'fra1'],
      ['gva1', 'fra1'],
    ]);
    expect(graph.nodes.map((n) => n.label)).toContain('gva1 slot 1');
    // Element ids carry the entity ids; no `id` attribute, which Gephi reserves for itself.
    expect(graph.nodes.map((n) => n.id)).toContain('router:gva');
    expect(links.map((e) => e.id)).toEqual(['link:l1', 'link:l2']);
    expect(graph.keyTypes?.has('node:id')).toBe(false);
    expect(graph.keyTypes?.get('node:lat')).toBe('double');
    expect(graph.keyTypes?.get('edge:capacityBps')).toBe('double');
    expect(graph.keyTypes?.get('node:hops.json')).toBe('string');
  });

  it('graphmlToTopology refuses a foreign graph, an unknown entity and a bad number, naming the element', () => {
    const zoo = '<graphml><graph><node id="0"/></graph></graphml>';
    expect(() => graphmlToTopology(zoo)).toThrow(
      /not a tiermap export: the graph's "format" is missing/,
    );
    const text = topologyToGraphml(TOPOLOGY);
    const entity = text.replace(
      '<data key="node.entity">blade</data>',
      '<data key="node.entity">card</data>',
    );
    expect(() => graphmlToTopology(entity)).toThrow(/node "blade:gva:slot1": "entity" is "card"/);
    const number = text.replace(
      '<data key="node.lat">46.23</data>',
      '<data key="node.lat">north</data>',
    );
    expect(() => graphmlToTopology(number)).toThrow(ImportError);
    expect(() => graphmlToTopology(number)).toThrow(
      /node "site:CERN": "lat" is "north", not a number/,
    );
    const json = text.replace(
      /<data key="node\.hops\.json">[^<]*</,
      '<data key="node.hops.json">{"AtoZ":<',
    );
    expect(() => graphmlToTopology(json)).toThrow(/node "path:CERN-FZK": "hops.json" is not JSON/);
    const renamed = text.replace('<node id="router:fra">', '<node id="fra">');
    expect(() => graphmlToTopology(renamed)).toThrow(
      /node "fra": a router's id must be "router:<its id>"/,
    );
  });

  it('graphmlToTopology reads a file whose keys another tool renamed, as yEd does on saving', () => {
    const text = topologyToGraphml(TOPOLOGY, { exportedAt: '2026-11-25T01:00:00Z' });
    const ids = [...text.matchAll(/<key id="([^"]+)"/g)].map((m) => m[1] ?? '');
    let renamed = text;
    ids.forEach((id, i) => {
      renamed = renamed.replaceAll(`"${id}"`, `"d${i}"`);
    });
    expect(renamed).not.toContain('graph.format');
    expect(isTiermapGraphml(renamed)).toBe(true);
    expect(graphmlToTopology(renamed)).toEqual(TOPOLOGY);
  });

  it('graphmlToTopology refuses a link edge moved to another router without its port', () => {
    const text = topologyToGraphml(TOPOLOGY);
    const moved = text.replace(
      '<edge id="link:l1" source="router:gva" target="router:fra">',
      '<edge id="link:l1" source="router:fra" target="router:fra">',
    );
    expect(moved).not.toBe(text);
    expect(() => graphmlToTopology(moved)).toThrow(
      /edge "link:l1" \(router:fra to router:fra\): the edge starts at "router:fra", but its A-end port gva:xe-1\/0\/0 is on "router:gva"; to move a link, change its aPortId/,
    );
  });
});
