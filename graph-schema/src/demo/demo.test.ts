import { pathWalk, topologyProblems } from '@tiermap/analysis';
import type { PathWalk } from '@tiermap/analysis';
import { topologySchema } from '@tiermap/domain';
import type { Direction, Link, Path, Topology } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { demoTopology } from './index.js';

const TIER1 = [
  'ASGC',
  'BNL',
  'CNAF',
  'FNAL',
  'FZK',
  'IN2P3',
  'NDGF',
  'PIC',
  'RAL',
  'SARA',
  'TRIUMF',
];
const topology = demoTopology();

function pathTo(siteId: string): Path {
  const path = topology.paths.find((candidate) => candidate.zSiteId === siteId);
  if (path === undefined) throw new Error(`no path to ${siteId}`);
  return path;
}

function walk(siteId: string, direction: Direction): PathWalk {
  return pathWalk(topology, pathTo(siteId), direction);
}

function linkIds(siteId: string, direction: Direction): string[] {
  return walk(siteId, direction).steps.flatMap((step) => step.crossings.map((c) => c.linkId));
}

function linkById(id: string): Link {
  const found = topology.links.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`no link ${id}`);
  return found;
}

/** The round trip of one direction: each hop counts once (a trunk's members run in parallel). */
function rttMs(siteId: string, direction: Direction): number {
  const steps = walk(siteId, direction).steps;
  return steps.reduce(
    (sum, step) => sum + Math.max(...step.crossings.map((c) => linkById(c.linkId).rttMs ?? 0)),
    0,
  );
}

/** The blade holding the port by which a link attaches to a router. */
function bladeAt(linkId: string, routerId: string): string | undefined {
  const link = linkById(linkId);
  const port = topology.ports.find(
    (p) => (p.id === link.aPortId || p.id === link.zPortId) && p.routerId === routerId,
  );
  return port?.bladeId;
}

function routerLocation(routerId: string): string {
  return topology.routers.find((router) => router.id === routerId)?.location ?? '';
}

function linkEndLocations(linkId: string): string[] {
  const link = linkById(linkId);
  return [link.aPortId, link.zPortId].map((portId) =>
    routerLocation(topology.ports.find((port) => port.id === portId)?.routerId ?? ''),
  );
}

describe('demoTopology', () => {
  it('demoTopology passes the topology schema', () => {
    expect(topologySchema.safeParse(demoTopology()).success).toBe(true);
  });

  it('demoTopology has no topology problems', () => {
    expect(topologyProblems(demoTopology())).toEqual([]);
  });

  it('demoTopology returns the same topology on every call', () => {
    const first: Topology = demoTopology();
    expect(demoTopology()).toEqual(first);
    expect(demoTopology()).not.toBe(first);
  });

  it('demoTopology has a path from CERN to each Tier1 site and to CalTech', () => {
    const sites = new Map(topology.sites.map((site) => [site.id, site]));
    expect([...sites.keys()].sort()).toEqual(['CALTECH', 'CERN', ...TIER1].sort());
    expect(TIER1.every((id) => sites.get(id)?.tier === 1)).toBe(true);
    expect(sites.get('CALTECH')?.tier).toBe(2);
    for (const siteId of [...TIER1, 'CALTECH']) expect(pathTo(siteId).aSiteId).toBe('CERN');
  });

  it('demoTopology sends CNAF and FZK out of GEANT Geneva on the same blade', () => {
    const uplinks = ['CNAF', 'FZK'].map((siteId) => {
      const step = walk(siteId, 'AtoZ').steps.find((s) => s.fromRouterId === 'geant-gva');
      const linkId = step?.crossings[0]?.linkId ?? '';
      return { linkId, blade: bladeAt(linkId, 'geant-gva') };
    });
    expect(uplinks.map((uplink) => uplink.blade)).toEqual(['geant-gva:slot1', 'geant-gva:slot1']);
    expect(uplinks[0]?.linkId).not.toBe(uplinks[1]?.linkId);
  });

  it('demoTopology brings CNAF and FZK back over the same GEANT link through France', () => {
    const fzkBack = new Set(linkIds('FZK', 'ZtoA'));
    const shared = linkIds('CNAF', 'ZtoA').filter((id) => fzkBack.has(id));
    const french = shared.filter(
      (id) =>
        linkById(id).carrierId === 'geant' &&
        linkEndLocations(id).some((location) => location.endsWith(', FR')),
    );
    expect(french).toEqual(['geant-par-gva']);
  });

  it('demoTopology routes FZK asymmetrically', () => {
    expect(linkIds('FZK', 'AtoZ')).not.toEqual([...linkIds('FZK', 'ZtoA')].reverse());
  });

  it('demoTopology has a 2:1 oversubscribed blade on GEANT Geneva carrying several Tier1 paths', () => {
    const oversubscribed = topology.blades.filter((blade) => {
      const ports = topology.ports.filter((port) => port.bladeId === blade.id);
      return ports.reduce((sum, port) => sum + port.speedBps, 0) > blade.fabricCapacityBps;
    });
    expect(oversubscribed.map((blade) => blade.id)).toEqual(['geant-gva:slot1']);
    const ports = topology.ports.filter((port) => port.bladeId === 'geant-gva:slot1');
    expect(ports.map((port) => port.speedBps)).toEqual([10e9, 10e9, 10e9, 10e9]);
    expect(oversubscribed[0]?.fabricCapacityBps).toBe(20e9);
    const portIds = new Set(ports.map((port) => port.id));
    const crossing = TIER1.filter((siteId) =>
      (['AtoZ', 'ZtoA'] as const).some((direction) =>
        linkIds(siteId, direction).some((id) => {
          const link = linkById(id);
          return portIds.has(link.aPortId) || portIds.has(link.zPortId);
        }),
      ),
    );
    expect(crossing).toEqual(['CNAF', 'FZK', 'NDGF', 'PIC']);
  });

  it('demoTopology bundles and unbundles 2x1G trunks several times on the RAL path', () => {
    for (const direction of ['AtoZ', 'ZtoA'] as const) {
      const kinds = pathTo('RAL').hops[direction].map((hop) =>
        'trunkId' in hop ? 'trunk' : 'link',
      );
      expect(kinds).toEqual(['trunk', 'link', 'trunk', 'link', 'trunk']);
      for (const step of walk('RAL', direction).steps.filter((s) => s.trunkId !== null)) {
        expect(step.crossings.map((c) => linkById(c.linkId).capacityBps)).toEqual([1e9, 1e9]);
      }
    }
  });

  it('demoTopology has FNAL and CalTech share the USLHCNet Geneva-Chicago OC-192', () => {
    const caltech = new Set(linkIds('CALTECH', 'AtoZ'));
    const shared = linkIds('FNAL', 'AtoZ').filter((id) => caltech.has(id));
    const transatlantic = shared.filter((id) => linkById(id).capacityBps === 9.62e9);
    expect(transatlantic).toEqual(['uslhcnet-gva-chi']);
    expect(linkById('uslhcnet-gva-chi').carrierId).toBe('uslhcnet');
    expect(linkEndLocations('uslhcnet-gva-chi').join(' / ')).toMatch(/Geneva.* \/ Chicago/);
  });

  it('demoTopology gives ASGC a round trip of about 330 ms', () => {
    for (const direction of ['AtoZ', 'ZtoA'] as const) {
      expect(rttMs('ASGC', direction)).toBeGreaterThanOrEqual(320);
      expect(rttMs('ASGC', direction)).toBeLessThanOrEqual(340);
    }
  });

  it('demoTopology gives believable round trips to Europe, the US and Canada', () => {
    const ranges: Array<[string[], number, number]> = [
      [['CNAF', 'FZK', 'IN2P3', 'NDGF', 'PIC', 'RAL', 'SARA'], 10, 30],
      [['BNL', 'FNAL'], 100, 130],
      [['TRIUMF'], 150, 170],
      [['CALTECH'], 150, 190],
    ];
    for (const [siteIds, low, high] of ranges) {
      for (const siteId of siteIds) {
        for (const direction of ['AtoZ', 'ZtoA'] as const) {
          const rtt = rttMs(siteId, direction);
          expect(rtt, `${siteId} ${direction}`).toBeGreaterThanOrEqual(low);
          expect(rtt, `${siteId} ${direction}`).toBeLessThanOrEqual(high);
        }
      }
    }
  });

  it('demoTopology has links shared by several Tier1 paths', () => {
    const pathsPerLink = new Map<string, Set<string>>();
    for (const siteId of TIER1) {
      for (const id of [...linkIds(siteId, 'AtoZ'), ...linkIds(siteId, 'ZtoA')]) {
        pathsPerLink.set(id, (pathsPerLink.get(id) ?? new Set()).add(siteId));
      }
    }
    expect([...(pathsPerLink.get('geant-cern') ?? [])].sort()).toEqual([
      'CNAF',
      'FZK',
      'NDGF',
      'PIC',
    ]);
    expect([...(pathsPerLink.get('surfnet-cern-ams') ?? [])].sort()).toEqual([
      'ASGC',
      'SARA',
      'TRIUMF',
    ]);
  });

  it('demoTopology announces maintenance windows in 2026', () => {
    expect(topology.maintenances.length).toBeGreaterThan(0);
    for (const maintenance of topology.maintenances) {
      expect(maintenance.startsAt.startsWith('2026-')).toBe(true);
      expect(['mute', 'skip']).toContain(maintenance.behaviour);
    }
  });
});

describe('demo port addresses', () => {
  it('demoTopology numbers both ports of every link from the documentation ranges, no address twice', () => {
    const ports = new Map(topology.ports.map((port) => [port.id, port]));
    for (const link of topology.links) {
      for (const portId of [link.aPortId, link.zPortId]) {
        expect(ports.get(portId)?.addresses?.length ?? 0, portId).toBeGreaterThan(0);
      }
    }
    const all = topology.ports.flatMap((port) => port.addresses ?? []);
    expect(new Set(all).size).toBe(all.length);
    for (const address of all) {
      expect(address).toMatch(/^(192\.0\.2|198\.51\.100|203\.0\.113)\.\d+$|^2001:db8:/);
    }
  });
});
