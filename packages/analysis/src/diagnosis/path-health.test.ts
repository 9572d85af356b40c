import { perMetric, type Direction } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import type { PathWalk } from '../path-walk.js';
import { linkCongested, pathHealth, readingEvidence, type LinkReading } from './path-health.js';

/** FZK to CERN: a single link, then a two-member trunk, then the patch-panel link. */
const walk: PathWalk = {
  direction: 'ZtoA',
  fromSiteId: 'FZK',
  toSiteId: 'CERN',
  routerIds: ['fzk', 'fra', 'par', 'gva'],
  problems: [],
  steps: [
    {
      hop: 0,
      trunkId: null,
      fromRouterId: 'fzk',
      toRouterId: 'fra',
      crossings: [{ linkId: 'ka-fra', traversal: 'AtoZ' }],
    },
    {
      hop: 1,
      trunkId: 'fra-par',
      fromRouterId: 'fra',
      toRouterId: 'par',
      crossings: [
        { linkId: 'fra-par-1', traversal: 'AtoZ' },
        { linkId: 'fra-par-2', traversal: 'AtoZ' },
      ],
    },
    {
      hop: 2,
      trunkId: null,
      fromRouterId: 'par',
      toRouterId: 'gva',
      crossings: [{ linkId: 'par-gva', traversal: 'ZtoA' }],
    },
  ],
};

const clean = (bps = 4e8, utilization = 0.4): LinkReading => ({
  ...perMetric(() => 0),
  bps,
  utilization,
  errorsPerSec: 0,
  stale: false,
});

function readings(overrides: Record<string, LinkReading> = {}) {
  return (linkId: string, direction: Direction): LinkReading | undefined =>
    overrides[`${linkId}>${direction}`] ?? clean();
}

describe('pathHealth', () => {
  it('pathHealth is ok when every hop is clean and below the congestion threshold', () => {
    const health = pathHealth(walk, readings());
    expect(health.status).toBe('ok');
    expect(health.lossRatio).toBe(0);
    expect(health.maxUtilization).toBe(0.4);
  });

  it('pathHealth reads the direction the path crosses each link in', () => {
    // 5 % errors on par-gva A to Z do not touch a path crossing it Z to A.
    const errors = { ...clean(), errorsPerSec: 0.05 * 5e4 };
    expect(pathHealth(walk, readings({ 'par-gva>AtoZ': errors })).status).toBe('ok');
    const health = pathHealth(walk, readings({ 'par-gva>ZtoA': errors }));
    expect(health.status).toBe('lossy');
    expect(health.lossRatio).toBeCloseTo(0.05 / 1.05, 3);
    expect(health.reasons[0]).toContain('par-gva');
  });

  it('pathHealth tolerates loss below 2 % and calls 100 % an outage', () => {
    const small = { ...clean(1e9, 0.1), errorsPerSec: 0.01 * 125_000 };
    expect(pathHealth(walk, readings({ 'ka-fra>AtoZ': small })).status).toBe('ok');
    const all = { ...clean(0, 0), errorsPerSec: 1000 };
    expect(pathHealth(walk, readings({ 'ka-fra>AtoZ': all })).status).toBe('outage');
  });

  it('pathHealth takes a trunk hop as bad as its worst member', () => {
    const saturated = { ...clean(9.9e8, 0.99) };
    const health = pathHealth(walk, readings({ 'fra-par-1>AtoZ': saturated }));
    expect(health.status).toBe('congested');
    expect(health.reasons[0]).toContain('fra-par-1');
  });

  it('pathHealth calls a path with a stale link dark, and one with no data unknown', () => {
    expect(pathHealth(walk, readings({ 'par-gva>ZtoA': { ...clean(), stale: true } })).status).toBe(
      'dark',
    );
    expect(pathHealth(walk, () => undefined).status).toBe('unknown');
  });

  it('pathHealth calls a path over a link whose interface is down (ifOperStatus 2) an outage', () => {
    const health = pathHealth(walk, readings({ 'par-gva>ZtoA': { ...clean(), down: true } }));
    expect(health.status).toBe('outage');
    expect(health.reasons.join(' ')).toContain('par-gva is down');
  });

  it('pathHealth lets a worse measured loss count', () => {
    const health = pathHealth(walk, readings(), undefined, { lossRatio: 0.3 });
    expect(health.status).toBe('lossy');
    expect(health.lossRatio).toBe(0.3);
    expect(health.reasons[0]).toContain('measured');
  });
});

describe('readingEvidence', () => {
  it('readingEvidence is strongest for loss or silence, weaker for congestion, nothing when clean', () => {
    expect(readingEvidence(clean())).toBe(0);
    expect(readingEvidence({ ...clean(), stale: true })).toBe(1);
    expect(readingEvidence({ ...clean(), errorsPerSec: 0.05 * 5e4 })).toBe(1);
    expect(readingEvidence(clean(9.7e8, 0.97))).toBe(0.6);
    expect(readingEvidence(undefined)).toBe(0);
  });
});

describe('linkCongested', () => {
  it('linkCongested is true from the threshold up, on fresh data only', () => {
    const at = (utilization: number | null, stale = false) => ({ utilization, stale });
    expect(linkCongested(at(0.9), { utilizationCongested: 0.9 })).toBe(true);
    expect(linkCongested(at(0.89), { utilizationCongested: 0.9 })).toBe(false);
    expect(linkCongested(at(0.85), { utilizationCongested: 0.8 })).toBe(true);
    expect(linkCongested(at(0.99, true), { utilizationCongested: 0.9 })).toBe(false);
    expect(linkCongested(at(null), { utilizationCongested: 0.9 })).toBe(false);
  });
});
