import { describe, expect, it } from 'vitest';
import type { Observation } from './rank-suspects.js';
import type { RiskModel, SuspectElement } from './risk-model.js';
import type { TopologyIndex } from '../topology-index.js';
import { coveringIds, windowEvidence } from './maintenance-evidence.js';

function element(key: string, observables: number[]): SuspectElement {
  const [kind, id] = key.split(':') as [SuspectElement['kind'], string];
  return { key, kind, id, direction: 'both', observables };
}

/**
 * Six path directions; observables 0 and 1 are FZK's, 2 another site's behind the same router, 4
 * and 5 a third site's.
 */
function model(elements: SuspectElement[]): RiskModel {
  return {
    observables: [0, 1, 2, 3, 4, 5].map((at) => ({
      key: `p${at}@AtoZ`,
      pathId: `p${at}`,
      direction: 'AtoZ',
      fromSiteId: 'CERN',
      toSiteId: `S${at}`,
    })),
    elements,
  };
}

const seen = (...bad: number[]): Observation[] =>
  [0, 1, 2, 3, 4, 5].map((at) => (bad.includes(at) ? 'bad' : 'good'));

describe('windowEvidence', () => {
  const link = element('link:access', [0, 1]);
  const router = element('router:border', [0, 1, 2]);
  const other = element('link:other', [4, 5]);
  const m = model([link, router, other]);

  it('a window on the failed link itself explains the incident', () => {
    const found = windowEvidence({
      model: m,
      observations: seen(0, 1),
      covered: new Set(['link:access']),
    });
    expect(found.explained).toBe(true);
    expect(found.elements.map((e) => e.key)).toEqual(['link:access']);
  });

  it('a window on a router that also carries a healthy path does not explain its link’s fault', () => {
    const found = windowEvidence({
      model: m,
      observations: seen(0, 1),
      covered: new Set(['router:border']),
    });
    expect(found.explained).toBe(false);
    expect(found.coveredScore).toBeLessThan(found.bestScore);
  });

  it('a window on a border router does not explain its access link losing traffic while it reports; dark links it does', () => {
    const alike = model([element('link:access', [0, 1]), element('router:border', [0, 1])]);
    const erring = windowEvidence({
      model: alike,
      observations: seen(0, 1),
      covered: new Set(['router:border']),
      faultEvidence: new Map([['link:access', 1]]),
    });
    expect(erring.explained).toBe(false);
    const dark = windowEvidence({
      model: alike,
      observations: seen(0, 1),
      covered: new Set(['router:border']),
    });
    expect(dark.explained).toBe(true);
    expect(dark.elements.map((e) => e.key)).toEqual(['router:border']);
  });

  it('a window that explains one fault of two does not make the incident known', () => {
    const found = windowEvidence({
      model: m,
      observations: seen(0, 1, 4, 5),
      covered: new Set(['link:access']),
    });
    expect(found.explained).toBe(false);
    const both = windowEvidence({
      model: m,
      observations: seen(0, 1, 4, 5),
      covered: new Set(['link:access', 'link:other']),
    });
    expect(both.explained).toBe(true);
    expect(both.elements.map((e) => e.key).sort()).toEqual(['link:access', 'link:other']);
  });

  it('one noisy bad observation elsewhere does not undo a window that explains the rest', () => {
    const found = windowEvidence({
      model: m,
      observations: seen(0, 1, 4),
      covered: new Set(['link:access']),
    });
    expect(found.explained).toBe(true);
  });

  it('nothing covered, nothing explained', () => {
    const found = windowEvidence({ model: m, observations: seen(0, 1), covered: new Set() });
    expect(found).toMatchObject({ explained: false, elements: [] });
  });
});

describe('coveringIds', () => {
  // Only the lookups coveringIds reads.
  const index = {
    blades: new Map([['gva:slot3', { id: 'gva:slot3', routerId: 'gva' }]]),
    links: new Map([
      [
        'gva-par-1',
        { id: 'gva-par-1', aPortId: 'gva:xe-3/0/0', zPortId: 'par:xe-0/0/0', trunkId: 'gva-par' },
      ],
    ]),
  } as unknown as TopologyIndex;

  it('a blade is covered by its router’s window, a link by its ports’ and its trunk’s, never by its routers’', () => {
    const blade: SuspectElement = {
      key: 'blade:gva:slot3',
      kind: 'blade',
      id: 'gva:slot3',
      direction: 'both',
      observables: [],
    };
    expect(coveringIds(index, blade)).toEqual(['gva:slot3', 'gva']);
    const link = coveringIds(index, element('link:gva-par-1', []));
    expect(link).toEqual(['gva-par-1', 'gva:xe-3/0/0', 'par:xe-0/0/0', 'gva-par']);
    expect(link).not.toContain('gva');
  });
});
