import { describe, expect, it } from 'vitest';
import { liveState } from '../../test-support/topology-fixture.js';
import type { LiveByLink } from '../map/live-model.js';
import { NO_FILTER, stableSet, stateHasProblem, visibleLinkIds } from './map-filter.js';

const links = [
  { id: 'ok', trunkId: undefined },
  { id: 'hot', trunkId: undefined },
  { id: 'errors', trunkId: undefined },
  { id: 'stale', trunkId: undefined },
  { id: 'member', trunkId: 't1' },
  { id: 'silent', trunkId: undefined },
];
const live: LiveByLink = new Map([
  ['ok', { AtoZ: liveState('ok', 'AtoZ'), ZtoA: liveState('ok', 'ZtoA', { utilization: 0.55 }) }],
  ['hot', { ZtoA: liveState('hot', 'ZtoA', { utilization: 0.95, congested: true }) }],
  ['errors', { AtoZ: liveState('errors', 'AtoZ', { errorsPerSec: 3 }) }],
  ['stale', { AtoZ: liveState('stale', 'AtoZ', { stale: true }) }],
  ['member', { AtoZ: liveState('member', 'AtoZ') }],
]);

describe('map filters', () => {
  it('visibleLinkIds lets every link through when no filter is on', () => {
    expect(visibleLinkIds(links, live, NO_FILTER)).toBeUndefined();
  });

  it('visibleLinkIds with problems only keeps congested, faulty, stale links and suspects', () => {
    // The map's suspects of open incidents (openSuspectIds in features/map/highlights.ts): a
    // suspect trunk's member, and a router's node id, which names no link.
    const suspects = new Set(['member', 'r1']);
    const visible = visibleLinkIds(
      links,
      live,
      { problemsOnly: true, overPercent: undefined },
      suspects,
    );
    expect([...(visible ?? [])]).toEqual(['hot', 'errors', 'stale', 'member']);
  });

  it('visibleLinkIds over X % keeps links loaded over X in either direction, none without data', () => {
    const over50 = visibleLinkIds(links, live, { problemsOnly: false, overPercent: 50 });
    expect([...(over50 ?? [])]).toEqual(['ok', 'hot']);
    const over90 = visibleLinkIds(links, live, { problemsOnly: false, overPercent: 90 });
    expect([...(over90 ?? [])]).toEqual(['hot']);
    const both = visibleLinkIds(links, live, { problemsOnly: true, overPercent: 50 });
    expect([...(both ?? [])]).toEqual(['hot']);
  });

  it('stateHasProblem reads the served flags and fault counts only', () => {
    expect(stateHasProblem(liveState('x', 'AtoZ', { utilization: 0.99 }))).toBe(false);
    expect(stateHasProblem(liveState('x', 'AtoZ', { congested: true }))).toBe(true);
    expect(stateHasProblem(liveState('x', 'AtoZ', { outDiscardsPerSec: 1 }))).toBe(true);
  });
});

describe('stableSet', () => {
  it('stableSet returns the set it kept while the members stay the same', () => {
    const keep = stableSet();
    const first = keep(new Set(['a', 'b']));
    expect(keep(new Set(['b', 'a']))).toBe(first);
    const other = keep(new Set(['a', 'c']));
    expect(other).not.toBe(first);
    expect(keep(undefined)).toBeUndefined();
  });
});
