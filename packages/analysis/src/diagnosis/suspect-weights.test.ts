import { describe, expect, it } from 'vitest';
import type { RiskModel } from './risk-model.js';
import { MAINTENANCE_WEIGHT, suspectWeights } from './suspect-weights.js';

const model: RiskModel = {
  observables: [],
  elements: [
    { key: 'link:a>AtoZ', kind: 'link', id: 'a', direction: 'AtoZ', observables: [] },
    { key: 'link:a', kind: 'link', id: 'a', direction: 'both', observables: [] },
    { key: 'router:r', kind: 'router', id: 'r', direction: 'both', observables: [] },
  ],
};

describe('suspectWeights', () => {
  it('suspectWeights raises every direction of equipment under maintenance, and nothing else', () => {
    const weights = suspectWeights(model, { underMaintenance: ['a'] });
    expect(weights.get('link:a>AtoZ')).toBe(MAINTENANCE_WEIGHT);
    expect(weights.get('link:a')).toBe(MAINTENANCE_WEIGHT);
    expect(weights.has('router:r')).toBe(false);
  });

  it('suspectWeights scales with the strength of live evidence on the element itself', () => {
    const half = suspectWeights(model, { evidence: new Map([['link:a>AtoZ', 0.5]]) });
    const full = suspectWeights(model, { evidence: new Map([['link:a>AtoZ', 1]]) });
    expect(half.get('link:a>AtoZ')).toBeGreaterThan(1);
    expect(full.get('link:a>AtoZ')).toBeGreaterThan(half.get('link:a>AtoZ') ?? 0);
    expect(full.has('link:a')).toBe(false);
  });
});
