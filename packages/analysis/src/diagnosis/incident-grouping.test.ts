import { describe, expect, it } from 'vitest';
import { groupBadPaths } from './incident-grouping.js';
import type { Observation } from './rank-suspects.js';
import type { RiskModel, SuspectElement } from './risk-model.js';

/**
 * Six path directions: 0 and 1 are FZK's both ways over link `fzk` (`fzk>a` one way), 2 and 3
 * PIC's over link `pic`, 4 and 5 RAL's; the router `gva` carries all six.
 */
function element(key: string, observables: number[]): SuspectElement {
  const [kind, rest] = key.split(':') as [SuspectElement['kind'], string];
  const [id = rest, direction = 'both'] = rest.split('>');
  return { key, kind, id, direction: direction as SuspectElement['direction'], observables };
}
const model: RiskModel = {
  observables: [0, 1, 2, 3, 4, 5].map((at) => ({
    key: `p${at}`,
    pathId: `p${Math.floor(at / 2)}`,
    direction: at % 2 === 0 ? 'AtoZ' : 'ZtoA',
    fromSiteId: 'CERN',
    toSiteId: ['FZK', 'PIC', 'RAL'][Math.floor(at / 2)] ?? '?',
  })),
  elements: [
    element('link:fzk>AtoZ', [0]),
    element('link:fzk>ZtoA', [1]),
    element('link:fzk', [0, 1]),
    element('link:pic>AtoZ', [2]),
    element('link:pic', [2, 3]),
    element('link:ral', [4, 5]),
    element('router:gva', [0, 1, 2, 3, 4, 5]),
  ],
};
const seen = (...bad: number[]): Observation[] =>
  [0, 1, 2, 3, 4, 5].map((at) => (bad.includes(at) ? 'bad' : 'good'));

describe('groupBadPaths', () => {
  it('groupBadPaths opens one incident for directions one element explains together', () => {
    expect(groupBadPaths(model, seen(0, 1), [], [0, 1])).toEqual({
      joins: new Map(),
      opens: [[0, 1]],
    });
  });

  it('groupBadPaths opens two incidents for two faults at the same moment', () => {
    expect(groupBadPaths(model, seen(0, 1, 2, 3), [], [0, 1, 2, 3]).opens).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it('groupBadPaths adds a direction an open incident’s cause explains with it, however late; not another site’s', () => {
    const open = [{ id: 'inc-fzk', bad: [0] }];
    expect(groupBadPaths(model, seen(0, 1), open, [1]).joins.get('inc-fzk')).toEqual([1]);
    const other = groupBadPaths(model, seen(0, 4, 5), open, [4, 5]);
    expect(other.joins.size).toBe(0);
    expect(other.opens).toEqual([[4, 5]]);
  });

  it('groupBadPaths joins every site when their shared router explains them all', () => {
    const open = [{ id: 'inc-fzk', bad: [0, 1] }];
    const all = groupBadPaths(model, seen(0, 1, 2, 3, 4, 5), open, [2, 3, 4, 5]);
    expect(all.joins.get('inc-fzk')).toEqual([2, 3, 4, 5]);
    expect(all.opens).toEqual([]);
  });

  it('groupBadPaths leaves directions an incident already holds alone', () => {
    const open = [{ id: 'inc-fzk', bad: [0] }];
    expect(groupBadPaths(model, seen(0), open, [0])).toEqual({ joins: new Map(), opens: [] });
  });
});
