import type { HopLink, Incident, PathDetail, Suspect } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { keyLinkIds, MAX_KEY_LINKS } from './service.js';

function suspect(rank: number, kind: Suspect['kind'], id: string): Suspect {
  return {
    rank,
    kind,
    id,
    name: id,
    routerId: kind === 'router' ? id : null,
    carrierId: null,
    direction: 'both',
    directionLabel: 'both ways',
    alternatives: [],
    cause: rank === 1,
    hitRatio: 1,
    score: -rank,
    explains: [],
    against: [],
    live: null,
    oversubscribed: null,
    maintenanceId: null,
    explanation: '',
  };
}

function incident(suspects: Suspect[]): Incident {
  return {
    id: 'inc-1',
    title: 'FZK and CNAF',
    status: 'open',
    origin: 'auto',
    openedAtMs: 0,
    updatedAtMs: 0,
    resolvedAtMs: null,
    sites: ['CNAF', 'FZK'],
    affected: [],
    known: null,
    situations: [],
    suspects,
    timeline: [],
  };
}

function hopLink(linkId: string, fromRouter: string, toRouter: string): HopLink {
  const end = (routerId: string) => ({
    routerId,
    routerName: routerId,
    bladeId: `${routerId}:slot1`,
    portId: `${routerId}:p-${linkId}`,
    portName: `p-${linkId}`,
  });
  return {
    linkId,
    name: linkId,
    carrierId: 'geant',
    capacityBps: 10e9,
    traversal: 'AtoZ',
    from: end(fromRouter),
    to: end(toRouter),
  };
}

const path: PathDetail = {
  id: 'CERN-FZK',
  name: 'CERN – FZK',
  aSiteId: 'CERN',
  zSiteId: 'FZK',
  symmetric: true,
  rttMs: {},
  hops: {
    AtoZ: [
      {
        hop: 0,
        fromRouterId: 'cern',
        toRouterId: 'gva',
        capacityBps: 10e9,
        links: [hopLink('l1', 'cern', 'gva')],
      },
      {
        hop: 1,
        fromRouterId: 'gva',
        toRouterId: 'fra',
        capacityBps: 10e9,
        links: [hopLink('l2', 'gva', 'fra')],
      },
      {
        hop: 2,
        fromRouterId: 'fra',
        toRouterId: 'fzk',
        capacityBps: 10e9,
        links: [hopLink('l3', 'fra', 'fzk')],
      },
    ],
    ZtoA: [],
  },
};

describe('keyLinkIds', () => {
  it('takes a link suspect itself, a trunk’s members, and the path links at a router or blade, by rank', () => {
    const trunks = [{ id: 't1', name: 't1', carrierId: 'geant', memberLinkIds: ['m1', 'm2'] }];
    const ids = keyLinkIds(
      incident([suspect(3, 'router', 'fra'), suspect(1, 'link', 'l1'), suspect(2, 'trunk', 't1')]),
      { trunks },
      [path],
    );
    expect(ids).toEqual(['l1', 'm1', 'm2', 'l2', 'l3']);
  });

  it('finds a blade suspect’s links by the blade at either end, without repeats', () => {
    expect(
      keyLinkIds(
        incident([suspect(1, 'blade', 'gva:slot1'), suspect(2, 'link', 'l1')]),
        { trunks: [] },
        [path],
      ),
    ).toEqual(['l1', 'l2']);
  });

  it(`stops at ${MAX_KEY_LINKS} links`, () => {
    const many = Array.from({ length: 10 }, (_, i) => suspect(i + 1, 'link', `x${i}`));
    expect(keyLinkIds(incident(many), { trunks: [] }, [])).toEqual([
      'x0',
      'x1',
      'x2',
      'x3',
      'x4',
      'x5',
    ]);
  });
});
