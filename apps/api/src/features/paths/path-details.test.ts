import { describe, expect, it } from 'vitest';
import { pathDetail, type CrossingRow } from './path-details.js';

const end = (routerId: string, port: string) => ({
  routerId,
  routerName: routerId,
  bladeId: `${routerId}:slot0`,
  portId: `${routerId}:${port}`,
  portName: port,
});

function row(
  direction: 'AtoZ' | 'ZtoA',
  hop: number,
  id: string,
  a: string,
  z: string,
  traversal: 'AtoZ' | 'ZtoA',
  trunkId: string | null = null,
): CrossingRow {
  return {
    direction,
    hop,
    traversal,
    trunkId,
    link: { id, name: id, carrierId: 'geant', capacityBps: 1e9, rttMs: 2 },
    aEnd: end(a, `${id}-a`),
    zEnd: end(z, `${id}-z`),
  };
}

const header = { id: 'CERN-FZK', name: 'CERN to FZK', aSiteId: 'CERN', zSiteId: 'FZK' };

describe('pathDetail', () => {
  it('pathDetail orders hops and names the routers, ports and blades each hop leaves and enters by', () => {
    const detail = pathDetail(header, [
      row('AtoZ', 1, 'gva-fra', 'gva', 'fra', 'AtoZ'),
      row('AtoZ', 0, 'cern-gva', 'cern', 'gva', 'AtoZ'),
      row('ZtoA', 0, 'gva-fra', 'gva', 'fra', 'ZtoA'),
      row('ZtoA', 1, 'cern-gva', 'cern', 'gva', 'ZtoA'),
    ]);
    expect(detail.hops.AtoZ.map((h) => [h.fromRouterId, h.toRouterId])).toEqual([
      ['cern', 'gva'],
      ['gva', 'fra'],
    ]);
    expect(detail.hops.ZtoA[0]?.links[0]?.from).toMatchObject({
      routerId: 'fra',
      portName: 'gva-fra-z',
    });
    expect(detail.symmetric).toBe(true);
    expect(detail.rttMs).toEqual({ AtoZ: 4, ZtoA: 4 });
  });

  it('pathDetail reports an asymmetric path whose return takes another link', () => {
    const detail = pathDetail(header, [
      row('AtoZ', 0, 'gva-fra', 'gva', 'fra', 'AtoZ'),
      row('ZtoA', 0, 'fra-par', 'fra', 'par', 'AtoZ'),
      row('ZtoA', 1, 'par-gva', 'par', 'gva', 'AtoZ'),
    ]);
    expect(detail.symmetric).toBe(false);
    expect(detail.hops.ZtoA).toHaveLength(2);
  });

  it('pathDetail gathers the members of a trunk hop into one hop with their summed capacity', () => {
    const detail = pathDetail(header, [
      row('AtoZ', 0, 'm2', 'lon', 'rdg', 'AtoZ', 't1'),
      row('AtoZ', 0, 'm1', 'lon', 'rdg', 'AtoZ', 't1'),
    ]);
    expect(detail.hops.AtoZ).toHaveLength(1);
    expect(detail.hops.AtoZ[0]).toMatchObject({ trunkId: 't1', capacityBps: 2e9 });
    expect(detail.hops.AtoZ[0]?.links.map((l) => l.linkId)).toEqual(['m1', 'm2']);
    expect(detail.rttMs.AtoZ).toBe(2);
  });

  it('pathDetail of a path with no crossings has no hops and no RTT', () => {
    const detail = pathDetail(header, []);
    expect(detail.hops).toEqual({ AtoZ: [], ZtoA: [] });
    expect(detail.rttMs).toEqual({ AtoZ: undefined, ZtoA: undefined });
  });
});
