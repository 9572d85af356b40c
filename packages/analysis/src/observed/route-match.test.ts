import type { Port, TraceHop } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import {
  compareRoute,
  normalAddress,
  pathChangedFinding,
  portAddressIndex,
  type RouteLookups,
} from './route-match.js';

const port = (id: string, routerId: string, addresses: string[]): Port => ({
  id,
  routerId,
  bladeId: `${routerId}:slot0`,
  name: id,
  speedBps: 1e10,
  addresses,
});

/** cern - gva - fra - fzk declared; par sits beside gva and fra. Each router one address. */
const lookups: RouteLookups = {
  addresses: portAddressIndex([
    port('cern:1', 'cern', ['192.0.2.1']),
    port('gva:1', 'gva', ['192.0.2.2', '2001:DB8:0:1::2']),
    port('fra:1', 'fra', ['192.0.2.3']),
    port('fzk:1', 'fzk', ['192.0.2.4']),
    port('par:1', 'par', ['192.0.2.5']),
  ]),
  routerName: (id) => id.toUpperCase(),
  linksBetween: (a, b) =>
    [a, b].sort().join('-') === 'gva-par' ? [{ linkId: 'gva-par', aRouterId: 'gva' }] : [],
};
const declared = ['cern', 'gva', 'fra', 'fzk'];
const hop = (ip?: string): TraceHop => (ip === undefined ? {} : { ip });

describe('compareRoute', () => {
  it('compareRoute finds the declared routers in order: same', () => {
    const result = compareRoute(
      declared,
      ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'].map(hop),
      lookups,
    );
    expect(result.verdict).toBe('same');
    expect(result.hops.map((h) => h.kind)).toEqual([
      'declared',
      'declared',
      'declared',
      'declared',
    ]);
    expect(result.routerIds).toEqual(declared);
  });

  it('compareRoute says changed for a router off the declared path, naming the skipped and the added one', () => {
    const result = compareRoute(
      declared,
      ['192.0.2.1', '192.0.2.5', '192.0.2.3', '192.0.2.4'].map(hop),
      lookups,
    );
    expect(result.verdict).toBe('changed');
    expect(result.addedRouterIds).toEqual(['par']);
    expect(result.skippedRouterIds).toEqual(['gva']);
    expect(result.hops[1]).toMatchObject({ kind: 'added', routerId: 'par', routerName: 'PAR' });
  });

  it('compareRoute does not count a hop that did not answer as a difference', () => {
    const result = compareRoute(
      declared,
      [hop('192.0.2.1'), hop(), hop('192.0.2.3'), hop('192.0.2.4')],
      lookups,
    );
    expect(result.verdict).toBe('same');
    expect(result.hops[1]?.kind).toBe('no-answer');
    expect(result.skippedRouterIds).toEqual([]);
  });

  it('compareRoute calls a declared router skipped when no hop stands where it should', () => {
    const result = compareRoute(
      declared,
      ['192.0.2.1', '192.0.2.3', '192.0.2.4'].map(hop),
      lookups,
    );
    expect(result.verdict).toBe('changed');
    expect(result.skippedRouterIds).toEqual(['gva']);
    expect(result.addedRouterIds).toEqual([]);
  });

  it('compareRoute marks an address no port carries as an unknown hop, not a change', () => {
    const result = compareRoute(
      declared,
      ['192.0.2.1', '198.51.100.9', '192.0.2.3', '192.0.2.4'].map(hop),
      lookups,
    );
    expect(result.hops[1]).toMatchObject({ kind: 'unknown', routerId: null });
    expect(result.verdict).toBe('same');
  });

  it('compareRoute cannot tell with fewer than two hops matched: unknown', () => {
    const result = compareRoute(declared, [hop(), hop('198.51.100.9'), hop('192.0.2.5')], lookups);
    expect(result.verdict).toBe('unknown');
  });

  it('compareRoute says changed for declared routers crossed out of order', () => {
    const result = compareRoute(declared, ['192.0.2.3', '192.0.2.2'].map(hop), lookups);
    expect(result.verdict).toBe('changed');
  });

  it('compareRoute finds the links between routers seen at consecutive hops, with their direction', () => {
    const result = compareRoute(declared, ['192.0.2.5', '192.0.2.2'].map(hop), lookups);
    expect(result.links).toEqual([{ linkId: 'gva-par', traversal: 'ZtoA' }]);
    const apart = compareRoute(declared, [hop('192.0.2.5'), hop(), hop('192.0.2.2')], lookups);
    expect(apart.links).toEqual([]);
  });

  it('compareRoute matches IPv6 hops however the address is written', () => {
    expect(normalAddress('2001:db8:0:1:0:0:0:2')).toBe(normalAddress('2001:DB8:0:1::2'));
    const result = compareRoute(declared, ['2001:db8:0:1:0::2', '192.0.2.3'].map(hop), lookups);
    expect(result.hops[0]).toMatchObject({ kind: 'declared', routerId: 'gva' });
  });
});

describe('pathChangedFinding', () => {
  it('pathChangedFinding says in words what differs, and nothing for a route that is the same', () => {
    const changed = compareRoute(
      declared,
      ['192.0.2.1', '192.0.2.5', '192.0.2.3', '192.0.2.4'].map(hop),
      lookups,
    );
    expect(pathChangedFinding(changed, 5, lookups.routerName)).toEqual({
      sinceMs: 5,
      skippedRouterIds: ['gva'],
      addedRouterIds: ['par'],
      message: 'path changed: skipped GVA; via PAR',
    });
    const same = compareRoute(declared, ['192.0.2.1', '192.0.2.2'].map(hop), lookups);
    expect(pathChangedFinding(same, 5, lookups.routerName)).toBeNull();
  });
});
