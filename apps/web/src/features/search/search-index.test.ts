import { describe, expect, it } from 'vitest';
import { smallTopology } from '../../test-support/topology-fixture.js';
import { buildSearchIndex, matchRank, search } from './search-index.js';

function topology() {
  const t = smallTopology();
  t.routers = t.routers.map((r) =>
    r.id === 'geant-fra' ? { ...r, name: 'GÉANT Frankfurt mx1' } : r,
  );
  t.carriers.push({ id: 'fra-net', name: 'Fra Net', kind: 'transit' });
  return t;
}

describe('search', () => {
  it('search finds sites, routers, links and carriers, by name or id, in any case', () => {
    const index = buildSearchIndex(topology());
    expect(search(index, 'FZK').map((e) => `${e.kind}:${e.id}`)).toEqual([
      'site:FZK',
      'router:fzk-r',
      'link:fra-fzk',
    ]);
    expect(search(index, 'frankfurt').map((e) => e.id)).toEqual(['geant-fra']);
    expect(search(index, 'Géant Frank').map((e) => e.id)).toEqual(['geant-fra']);
    expect(search(index, 'geant frank').map((e) => e.id)).toEqual(['geant-fra']);
    expect(search(index, 'geant-fra').map((e) => e.id)).toEqual(['geant-fra']);
    expect(search(index, 'fra net').map((e) => `${e.kind}:${e.id}`)).toEqual(['carrier:fra-net']);
  });

  it('search ranks the exact name, then a prefix, then a word start, then a substring', () => {
    const index = buildSearchIndex(topology());
    // "fra": the carrier's id starts with it, gva-fra has it at a word start, the rest inside.
    const found = search(index, 'fra').map((e) => `${e.kind}:${e.id}`);
    expect(found.slice(0, 3)).toEqual(['link:fra-fzk', 'link:fra-cnaf', 'carrier:fra-net']);
    expect(found).toContain('router:geant-fra');
    const [entry] = index.entries.filter((e) => e.id === 'geant-fra');
    if (entry === undefined) throw new Error('no geant-fra');
    expect(matchRank(entry, 'geant-fra')).toBe(0);
    expect(matchRank(entry, 'geant')).toBe(1);
    expect(matchRank(entry, 'frank')).toBe(2);
    expect(matchRank(entry, 'ankf')).toBe(3);
    expect(matchRank(entry, 'cnaf')).toBeUndefined();
  });

  it('search returns nothing for a blank query and at most the limit', () => {
    const index = buildSearchIndex(topology());
    expect(search(index, '   ')).toEqual([]);
    expect(search(index, 'r', 2)).toHaveLength(2);
  });
});
