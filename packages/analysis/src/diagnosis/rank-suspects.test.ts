import type { EquipmentKind } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { rankSuspects, type Observation } from './rank-suspects.js';
import { elementKey, type RiskModel, type SuspectDirection } from './risk-model.js';
import { scoreGreedy } from './score-greedy.js';

const SITES = ['CNAF', 'FZK', 'RAL', 'PIC'];

/**
 * Four Tier1 paths from CERN, both directions: observable 2i is site i outbound, 2i+1 its return.
 * Every path leaves CERN over cern-gva. CNAF's and FZK's returns cross lyo-gva Z to A (the French
 * patch panel); CNAF's own access link is the only other one with a directional element. RAL's and PIC's outbound traffic crosses it A to Z. RAL alone uses par-lon.
 */
function model(): RiskModel {
  const observables = SITES.flatMap((site) =>
    (['AtoZ', 'ZtoA'] as const).map((direction) => ({
      key: `CERN-${site}@${direction}`,
      pathId: `CERN-${site}`,
      direction,
      fromSiteId: direction === 'AtoZ' ? 'CERN' : site,
      toSiteId: direction === 'AtoZ' ? site : 'CERN',
    })),
  );
  const element = (kind: EquipmentKind, id: string, direction: SuspectDirection, at: number[]) => ({
    key: elementKey(kind, id, direction),
    kind,
    id,
    direction,
    observables: at,
  });
  return {
    observables,
    elements: [
      element('link', 'cern-gva', 'AtoZ', [0, 2, 4, 6]),
      element('link', 'cern-gva', 'ZtoA', [1, 3, 5, 7]),
      element('link', 'cern-gva', 'both', [0, 1, 2, 3, 4, 5, 6, 7]),
      element('router', 'geant-gva', 'both', [0, 1, 2, 3, 4, 5, 6, 7]),
      element('link', 'lyo-gva', 'ZtoA', [1, 3]),
      element('link', 'lyo-gva', 'AtoZ', [4, 6]),
      element('link', 'lyo-gva', 'both', [1, 3, 4, 6]),
      element('link', 'mil-cnaf', 'ZtoA', [1]),
      element('link', 'mil-cnaf', 'both', [0, 1]),
      element('router', 'cnaf-gw', 'both', [0, 1]),
      element('link', 'fra-fzk', 'both', [2, 3]),
      element('link', 'par-lon', 'both', [4, 5]),
    ],
  };
}

function seen(bad: readonly number[]): Observation[] {
  return Array.from({ length: 8 }, (_, at) => (bad.includes(at) ? 'bad' : 'good'));
}

describe('rankSuspects', () => {
  it('rankSuspects puts the one-direction link CNAF and FZK share on the way back first', () => {
    const ranking = rankSuspects(model(), seen([1, 3]));
    expect(ranking.causes).toEqual(['link:lyo-gva>ZtoA']);
    const [top] = ranking.suspects;
    expect(top?.element.key).toBe('link:lyo-gva>ZtoA');
    expect(top?.explains).toEqual([1, 3]);
    expect(top?.against).toEqual([]);
    expect(top?.cause).toBe(true);
    expect(ranking.unexplained).toEqual([]);
  });

  it('rankSuspects ranks the same link both ways lower, because RAL and PIC go out over it fine', () => {
    const ranking = rankSuspects(model(), seen([1, 3]));
    const both = ranking.suspects.find((s) => s.element.key === 'link:lyo-gva');
    expect(both?.against).toEqual([4, 6]);
    expect(both?.hitRatio).toBe(0.5);
    const directional = ranking.suspects[0]?.score ?? 0;
    expect(both?.score).toBeLessThan(directional);
  });

  it('rankSuspects leaves a single flipped observation unexplained rather than invent a second cause', () => {
    const ranking = rankSuspects(model(), seen([1, 3, 4]), { hitChances: [1] });
    expect(ranking.causes).toEqual(['link:lyo-gva>ZtoA']);
    expect(ranking.unexplained).toEqual([4]);
  });

  it('rankSuspects finds two simultaneous causes', () => {
    const ranking = rankSuspects(model(), seen([1, 3, 4, 5]));
    expect([...ranking.causes].sort()).toEqual(['link:lyo-gva>ZtoA', 'link:par-lon']);
    expect(ranking.suspects.slice(0, 2).every((s) => s.cause)).toBe(true);
    expect(ranking.unexplained).toEqual([]);
  });

  it('rankSuspects takes a failure that hurts only some of the directions crossing it for a partial one', () => {
    // lyo-gva fails both ways, but hash-based load sharing spares PIC's outbound flows: three of
    // the four directions crossing it are bad. All or nothing, that is its Z to A direction plus
    // one flipped observation; with partial failures weighed, the link both ways.
    const ranking = rankSuspects(model(), seen([1, 3, 4]));
    expect(ranking.causes).toEqual(['link:lyo-gva']);
    expect(ranking.suspects[0]?.against).toEqual([6]);
    expect(ranking.unexplained).toEqual([]);
  });

  it("rankSuspects tells indistinguishable elements apart by their links' own counters", () => {
    const base = model();
    const elements = base.elements.map((e) =>
      e.key === 'router:cnaf-gw'
        ? {
            ...e,
            linkDirections: [
              'link:cnaf-lan>AtoZ',
              'link:cnaf-lan>ZtoA',
              'link:mil-cnaf>AtoZ',
              'link:mil-cnaf>ZtoA',
            ],
          }
        : e.key === 'link:mil-cnaf'
          ? { ...e, linkDirections: ['link:mil-cnaf>AtoZ', 'link:mil-cnaf>ZtoA'] }
          : e,
    );
    const counters = new Map([
      ['link:mil-cnaf>AtoZ', false],
      ['link:mil-cnaf>ZtoA', false],
      ['link:cnaf-lan>AtoZ', true],
    ]);
    const plain = rankSuspects({ ...base, elements }, seen([0, 1]));
    expect(plain.suspects[0]?.element.key).toBe('link:mil-cnaf');
    const ranking = rankSuspects({ ...base, elements }, seen([0, 1]), { counters });
    expect(ranking.causes).toEqual(['router:cnaf-gw']);
    expect(ranking.suspects[0]?.alternatives.map((e) => e.key)).toEqual(['link:mil-cnaf']);
  });

  it('rankSuspects with maxCauses 1 keeps the single best cause', () => {
    const ranking = rankSuspects(model(), seen([1, 3, 4, 5]), { maxCauses: 1 });
    expect(ranking.causes).toHaveLength(1);
  });

  it('rankSuspects blames nobody when noise explains one bad path better than any element', () => {
    const observations = seen([]);
    observations[7] = 'bad';
    expect(rankSuspects(model(), observations, { noiseRatio: 0.2 }).causes).toEqual([]);
  });

  it('rankSuspects picks the most specific of indistinguishable elements, unless outside evidence says otherwise', () => {
    expect(rankSuspects(model(), seen([0, 1])).suspects[0]?.element.key).toBe('link:mil-cnaf');
    const weighted = rankSuspects(model(), seen([0, 1]), {
      priorWeights: new Map([['router:cnaf-gw', 5]]),
    });
    expect(weighted.suspects[0]?.element.key).toBe('router:cnaf-gw');
  });

  it('rankSuspects lists one suspect per risk group, naming the elements the paths cannot tell from it', () => {
    const ranking = rankSuspects(model(), seen([0, 1]));
    const [top] = ranking.suspects;
    expect(top?.alternatives.map((e) => e.key)).toEqual(['router:cnaf-gw']);
    const keys = ranking.suspects.flatMap((s) => [
      s.element.key,
      ...s.alternatives.map((e) => e.key),
    ]);
    expect(new Set(keys).size).toBe(keys.length);
    expect(ranking.suspects.some((s) => s.element.key === 'router:cnaf-gw')).toBe(false);
  });

  it('rankSuspects ranks a risk group of two elements above a lone element that explains the same', () => {
    // Two groups explain CNAF's and FZK's returns with no good path against them: lyo-gva Z to A
    // alone, and a blade that both returns cross together with its own link. The pair is twice as
    // likely to hold the cause.
    const base = model();
    const extra = [
      {
        key: 'link:tls-gva>ZtoA',
        kind: 'link' as const,
        id: 'tls-gva',
        direction: 'ZtoA' as const,
      },
      { key: 'blade:gva-7', kind: 'blade' as const, id: 'gva-7', direction: 'both' as const },
    ].map((e) => ({ ...e, observables: [1, 3, 7] }));
    const observations = seen([1, 3, 7]);
    observations[4] = 'unknown';
    observations[6] = 'unknown';
    const ranking = rankSuspects({ ...base, elements: [...base.elements, ...extra] }, observations);
    const [top, second] = ranking.suspects;
    expect(top?.element.key).toBe('link:tls-gva>ZtoA');
    expect(top?.alternatives.map((e) => e.key)).toEqual(['blade:gva-7']);
    expect(ranking.causes).toEqual(['link:tls-gva>ZtoA']);
    expect(second?.element.key).not.toBe('blade:gva-7');
  });

  it('rankSuspects never ranks a pair of large groups above one group that explains every bad path', () => {
    // CNAF and FZK fail both ways; router mil-fra alone carries exactly those four directions.
    // Each site's own access group is large (twenty elements), so two of them used to outweigh
    // the one router in prior odds (20 × 20 × 0.01² > 0.01) though they explain nothing more.
    const base = model();
    const crowd = (site: string, at: number[]) =>
      Array.from({ length: 20 }, (_, i) => ({
        key: `blade:${site}-${i}`,
        kind: 'blade' as const,
        id: `${site}-${i}`,
        direction: 'both' as const,
        observables: at,
      }));
    const router = {
      key: 'router:mil-fra',
      kind: 'router' as const,
      id: 'mil-fra',
      direction: 'both' as const,
      observables: [0, 1, 2, 3],
    };
    const elements = [...base.elements, router, ...crowd('cnaf', [0, 1]), ...crowd('fzk', [2, 3])];
    const ranking = rankSuspects({ ...base, elements }, seen([0, 1, 2, 3]));
    expect(ranking.causes).toEqual(['router:mil-fra']);
    expect(ranking.suspects[0]?.element.key).toBe('router:mil-fra');
    expect(ranking.unexplained).toEqual([]);
  });

  it('rankSuspects with explainEach keeps to what the reported sites share, unless nothing is shared', () => {
    // CNAF and FZK reported together, both ways: their own access equipment explains either
    // alone as well as lyo-gva explains their returns, but only lyo-gva and cern-gva are shared.
    const observations = seen([0, 1, 2, 3]);
    const reported = [
      [0, 1],
      [2, 3],
    ];
    const ranking = rankSuspects(model(), observations, { maxCauses: 1, explainEach: reported });
    expect(
      ranking.suspects.every((s) =>
        reported.every((set) => set.some((at) => s.explains.includes(at))),
      ),
    ).toBe(true);
    expect(ranking.suspects.map((s) => s.element.key)).toContain('link:lyo-gva>ZtoA');
    const unshared = rankSuspects(model(), seen([0, 1, 4, 5]), {
      maxCauses: 1,
      explainEach: [
        [0, 1],
        [4, 5],
      ],
    });
    expect(unshared.suspects.length).toBeGreaterThan(0);
  });

  it('rankSuspects lets a strong prior outweigh one good path that argues against it', () => {
    // Only CNAF's return is bad; FZK's return, which also crosses lyo-gva Z to A, looks good.
    const plain = rankSuspects(model(), seen([1]));
    expect(plain.suspects[0]?.element.key).toBe('link:mil-cnaf>ZtoA');
    const known = rankSuspects(model(), seen([1]), {
      priorWeights: new Map([['link:lyo-gva>ZtoA', 50]]),
    });
    expect(known.suspects[0]?.element.key).toBe('link:lyo-gva>ZtoA');
  });

  it('rankSuspects ignores unknown observations', () => {
    const observations = seen([1, 3]);
    observations[4] = 'unknown';
    observations[6] = 'unknown';
    const both = rankSuspects(model(), observations).suspects.find(
      (s) => s.element.key === 'link:lyo-gva',
    );
    expect(both?.against).toEqual([]);
  });
});

describe('scoreGreedy', () => {
  it('scoreGreedy picks the element covering every bad path when its hit ratio is high enough', () => {
    expect(scoreGreedy(model(), seen([4, 5])).causes).toEqual(['link:par-lon']);
  });

  it('scoreGreedy leaves a one-direction fault under its hit ratio threshold without a cause', () => {
    const result = scoreGreedy(model(), seen([1, 3]));
    expect(result.causes).toEqual([]);
    expect(result.ranked[0]).toBe('link:lyo-gva');
  });

  it('scoreGreedy covers two causes greedily', () => {
    expect(scoreGreedy(model(), seen([0, 1, 4, 5])).causes.sort()).toEqual([
      'link:mil-cnaf',
      'link:par-lon',
    ]);
  });
});
