import { describe, expect, it } from 'vitest';
import { groupBadPaths } from './incident-grouping.js';

const open = {
  id: 'inc-1',
  openedAtMs: 0,
  observables: new Set(['CERN-FZK@ZtoA']),
  explainable: new Set(['CERN-FZK@ZtoA', 'CERN-CNAF@ZtoA']),
};

describe('groupBadPaths', () => {
  it('groupBadPaths opens one incident for paths that turn bad together, not one per path', () => {
    expect(groupBadPaths([], ['a@AtoZ', 'b@AtoZ'], 0)).toEqual({
      joins: new Map(),
      opens: ['a@AtoZ', 'b@AtoZ'],
    });
  });

  it('groupBadPaths adds a path the open incident explains, however late', () => {
    const grouping = groupBadPaths([open], ['CERN-CNAF@ZtoA'], 3_600_000);
    expect(grouping.joins.get('inc-1')).toEqual(['CERN-CNAF@ZtoA']);
    expect(grouping.opens).toEqual([]);
  });

  it('groupBadPaths adds an unexplained path only within the window, else opens a new incident', () => {
    expect(groupBadPaths([open], ['CERN-RAL@AtoZ'], 60_000).joins.get('inc-1')).toEqual([
      'CERN-RAL@AtoZ',
    ]);
    expect(groupBadPaths([open], ['CERN-RAL@AtoZ'], 600_000).opens).toEqual(['CERN-RAL@AtoZ']);
  });

  it('groupBadPaths leaves paths an incident already holds alone', () => {
    expect(groupBadPaths([open], ['CERN-FZK@ZtoA'], 0)).toEqual({ joins: new Map(), opens: [] });
  });
});
