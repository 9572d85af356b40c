import type { HopDetail, PathDetail, PathList } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { liveState } from '../../test-support/topology-fixture.js';
import { mergeLive } from '../map/live-model.js';
import { sitePathViews } from './site-path-model.js';

const end = (routerId: string) => ({
  routerId,
  routerName: routerId.toUpperCase(),
  bladeId: `${routerId}:slot1`,
  portId: `${routerId}:xe-1/0/0`,
  portName: 'xe-1/0/0',
});

function hop(
  n: number,
  linkId: string,
  from: string,
  to: string,
  traversal: 'AtoZ' | 'ZtoA',
): HopDetail {
  return {
    hop: n,
    fromRouterId: from,
    toRouterId: to,
    capacityBps: 10e9,
    links: [
      {
        linkId,
        name: linkId,
        carrierId: 'geant',
        capacityBps: 10e9,
        rttMs: 4,
        traversal,
        from: end(from),
        to: end(to),
      },
    ],
  };
}

const paths: PathList = {
  paths: [
    {
      id: 'CERN-FZK',
      name: 'CERN to FZK',
      aSiteId: 'CERN',
      zSiteId: 'FZK',
      symmetric: true,
      rttMs: { AtoZ: 8, ZtoA: 8 },
      hops: {
        AtoZ: [
          hop(0, 'geant-gva-par', 'geant-gva', 'geant-par', 'AtoZ'),
          hop(1, 'geant-par-fra', 'geant-par', 'geant-fra', 'AtoZ'),
        ],
        ZtoA: [
          hop(0, 'geant-par-fra', 'geant-fra', 'geant-par', 'ZtoA'),
          hop(1, 'geant-gva-par', 'geant-par', 'geant-gva', 'ZtoA'),
        ],
      },
    },
  ],
};

describe('sitePathViews', () => {
  it('sitePathViews gives each hop the live value of the direction its traffic crosses the link', () => {
    const live = mergeLive(
      new Map(),
      [
        liveState('geant-gva-par', 'AtoZ', { utilization: 0.2 }),
        liveState('geant-gva-par', 'ZtoA', { utilization: 0.05, errorsPerSec: 300 }),
        liveState('geant-par-fra', 'AtoZ', { utilization: 0.6 }),
      ],
      true,
    );
    const [view] = sitePathViews(paths, live);
    const [toSite, toCern] = view?.directions ?? [];
    expect(toSite?.label).toBe('CERN to FZK');
    expect(toSite?.hops.map((h) => h.links[0]?.utilization)).toEqual([0.2, 0.6]);
    expect(toSite?.worstHop).toBe(1);
    expect(toCern?.label).toBe('FZK to CERN');
    expect(toCern?.hops[0]?.links[0]?.noData).toBe(true);
    expect(toCern?.hops[1]?.links[0]?.errorsPerSec).toBe(300);
    expect(toCern?.hops[1]?.hasErrors).toBe(true);
    expect(toCern?.worstHop).toBe(1);
    expect(toCern?.hops[1]?.fromRouter).toBe('GEANT-PAR');
    expect(toCern?.hops[1]?.links[0]?.fromBlade).toBe('geant-par:slot1');
  });

  it('sitePathViews has no worst hop when nothing is live', () => {
    const [view] = sitePathViews(paths, new Map());
    expect(view?.directions.map((d) => d.worstHop)).toEqual([undefined, undefined]);
    expect(view?.directions[0]?.rttMs).toBe(8);
  });

  it('sitePathViews sets the traced route beside the declared routers, the differing rows marked in words', () => {
    const observed: PathDetail['observed'] = {
      AtoZ: null,
      ZtoA: {
        tsMs: Date.UTC(2026, 10, 26, 9, 0),
        source: 'perfsonar-fzk',
        verdict: 'changed',
        declaredRouterIds: ['geant-fra', 'geant-par', 'geant-gva'],
        hops: [
          { ...traced('geant-fra', '192.0.2.16'), kind: 'declared' },
          {
            ip: null,
            hostname: null,
            rttMs: null,
            kind: 'no-answer',
            routerId: null,
            routerName: null,
            portId: null,
          },
          { ...traced('geant-mil', '192.0.2.40'), kind: 'added' },
          { ...traced('geant-gva', '192.0.2.0'), kind: 'declared' },
        ],
        pathChanged: {
          sinceMs: 0,
          skippedRouterIds: ['geant-par'],
          addedRouterIds: ['geant-mil'],
          message: 'path changed: skipped GEANT-PAR; via GEANT-MIL',
        },
      },
    };
    const [first] = paths.paths;
    if (first === undefined) throw new Error('fixture');
    const [view] = sitePathViews({ paths: [{ ...first, observed }] }, new Map());
    expect(view?.pathChanged).toEqual([
      'FZK to CERN: path changed: skipped GEANT-PAR; via GEANT-MIL',
    ]);
    expect(view?.directions[0]?.observed).toBeUndefined();
    const rows = view?.directions[1]?.observed;
    expect(rows?.verdict).toBe('changed');
    expect(rows?.traced).toBe('traced 2026-11-26 09:00 UTC by perfsonar-fzk');
    expect(
      rows?.rows.map((r) => [
        r.declared?.name,
        r.declared?.mark,
        r.observed?.name,
        r.observed?.mark,
      ]),
    ).toEqual([
      ['GEANT-FRA', 'same', 'GEANT-FRA', 'same'],
      ['GEANT-PAR', 'skipped', '*', 'no-answer'],
      ['GEANT-GVA', 'same', 'GEANT-MIL', 'added'],
      [undefined, undefined, 'GEANT-GVA', 'same'],
    ]);
    expect(rows?.rows[0]?.observed?.detail).toBe('192.0.2.16 · 1.5 ms');
  });
});

function traced(routerId: string, ip: string) {
  return {
    ip,
    hostname: null,
    rttMs: 1.5,
    routerId,
    routerName: routerId.toUpperCase(),
    portId: `${routerId}:xe-0/0/0`,
  };
}
