import { describe, expect, it } from 'vitest';
import { shortestRoute } from './alternative-route.js';
import type { RouterGraph } from './alternative-route.js';

/** An undirected graph from `[linkId, routerA, routerZ]`, edges sorted by link id. */
function graph(links: ReadonlyArray<readonly [string, string, string]>): RouterGraph {
  const edges = new Map<string, Array<{ linkId: string; routerId: string }>>();
  const add = (from: string, linkId: string, to: string) =>
    edges.set(from, [...(edges.get(from) ?? []), { linkId, routerId: to }]);
  for (const [linkId, a, z] of links) {
    add(a, linkId, z);
    add(z, linkId, a);
  }
  for (const list of edges.values()) list.sort((x, y) => (x.linkId < y.linkId ? -1 : 1));
  return edges;
}

/** cern -> gva, then to fzk either gva-fra-fzk (z1, z2) or gva-par-fzk (a1, a2), or a long way. */
const network = graph([
  ['c-g', 'cern', 'gva'],
  ['z1', 'gva', 'fra'],
  ['z2', 'fra', 'fzk'],
  ['a1', 'gva', 'par'],
  ['a2', 'par', 'fzk'],
  ['b1', 'gva', 'lyo'],
  ['b2', 'lyo', 'mil'],
  ['b3', 'mil', 'fzk'],
]);

describe('shortestRoute', () => {
  it('shortestRoute takes the fewest links, then the lower link id at each hop', () => {
    expect(shortestRoute(network, ['cern'], ['fzk'])).toEqual({
      routerIds: ['cern', 'gva', 'par', 'fzk'],
      linkIds: ['c-g', 'a1', 'a2'],
    });
  });

  it('shortestRoute starts from the nearest of several routers and ends at any target router', () => {
    expect(shortestRoute(network, ['cern', 'mil'], ['fzk', 'fra'])).toEqual({
      routerIds: ['mil', 'fzk'],
      linkIds: ['b3'],
    });
  });

  it('shortestRoute returns undefined when no target can be reached', () => {
    expect(shortestRoute(network, ['cern'], ['ral'])).toBeUndefined();
    expect(shortestRoute(network, [], ['fzk'])).toBeUndefined();
  });
});
