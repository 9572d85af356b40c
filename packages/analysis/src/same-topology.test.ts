import type { Topology } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { sameTopologySteps } from './same-topology.js';

function sameTopology(...args: Parameters<typeof sameTopologySteps>): {
  same: boolean;
  steps: number;
} {
  const comparing = sameTopologySteps(...args);
  let steps = 1;
  let step = comparing.next();
  while (step.done !== true) {
    steps += 1;
    step = comparing.next();
  }
  return { same: step.value, steps };
}

/** Two sites, each behind its router, one link between them and the path over it. */
function demoTopology(): Topology {
  const router = (id: string, siteId: string) => ({
    id,
    name: id,
    carrierId: 'geant',
    vendor: 'Juniper',
    model: 'MX960',
    os: 'JUNOS',
    location: siteId,
    lat: 46,
    lon: 6,
    siteId,
  });
  const site = (id: string, tier: 0 | 1) => ({
    id,
    name: id,
    tier,
    city: id,
    country: 'CH',
    lat: 46,
    lon: 6,
    carrierId: 'geant',
  });
  return {
    carriers: [{ id: 'geant', name: 'GÉANT', kind: 'backbone' }],
    sites: [site('CERN', 0), site('FZK', 1)],
    routers: [router('cern', 'CERN'), router('fzk', 'FZK')],
    backplanes: [],
    blades: [],
    ports: [
      { id: 'l:a', routerId: 'cern', bladeId: 'cern:fpc0', name: 'l-a', speedBps: 1e10 },
      { id: 'l:z', routerId: 'fzk', bladeId: 'fzk:fpc0', name: 'l-z', speedBps: 1e10 },
    ],
    links: [
      { id: 'l', name: 'l', carrierId: 'geant', aPortId: 'l:a', zPortId: 'l:z', capacityBps: 1e10 },
    ],
    trunks: [],
    paths: [
      {
        id: 'CERN-FZK',
        name: 'CERN to FZK',
        aSiteId: 'CERN',
        zSiteId: 'FZK',
        hops: { AtoZ: [{ linkId: 'l' }], ZtoA: [{ linkId: 'l' }] },
      },
    ],
    maintenances: [],
  };
}

describe('sameTopologySteps', () => {
  it('finds a topology read again unchanged the same', () => {
    expect(sameTopology(demoTopology(), demoTopology()).same).toBe(true);
  });

  it('finds any change different: a property, an entity more or less, a hop, the order', () => {
    const changed = demoTopology();
    changed.routers[0] = { ...changed.routers[0]!, name: 'renamed by hand' };
    expect(sameTopology(demoTopology(), changed).same).toBe(false);

    const fewer = demoTopology();
    fewer.links.pop();
    expect(sameTopology(demoTopology(), fewer).same).toBe(false);

    const rerouted = demoTopology();
    rerouted.paths[0]!.hops.AtoZ = rerouted.paths[0]!.hops.AtoZ.slice(1);
    expect(sameTopology(demoTopology(), rerouted).same).toBe(false);

    const reordered = demoTopology();
    reordered.sites.reverse();
    expect(sameTopology(demoTopology(), reordered).same).toBe(false);
  });

  it('pauses after each slice of 2,000 entities', () => {
    const base = demoTopology();
    const ports = Array.from({ length: 5_000 }, (_, i) => ({ ...base.ports[0]!, id: `p${i}` }));
    const result = sameTopology(
      { ...base, ports },
      { ...base, ports: ports.map((port) => ({ ...port })) },
    );
    expect(result).toEqual({ same: true, steps: 3 });
  });
});

describe('sameTopologySteps, value by value', () => {
  it('tells a key added, removed or of another type apart, and takes an undefined key as absent', () => {
    const base = demoTopology();
    const withSite = demoTopology();
    withSite.routers[0] = { ...withSite.routers[0]!, siteId: undefined };
    const withoutSite = demoTopology();
    const { siteId: _dropped, ...bare } = withoutSite.routers[0]!;
    withoutSite.routers[0] = bare;
    expect(sameTopology(withSite, withoutSite).same).toBe(true);
    expect(sameTopology(base, withoutSite).same).toBe(false);

    const asText = demoTopology();
    asText.links[0] = { ...asText.links[0]!, capacityBps: '1e10' as unknown as number };
    expect(sameTopology(base, asText).same).toBe(false);
  });
});
