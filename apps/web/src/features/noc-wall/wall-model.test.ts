import { describe, expect, it } from 'vitest';
import { liveState, smallTopology } from '../../test-support/topology-fixture.js';
import { mergeLive, type Freshness } from '../map/live-model.js';
import { wallFreshnessText, wallHotSpots, wallProblems, wallRotation } from './wall-model.js';

const topology = smallTopology();
const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('wall model', () => {
  it('wallRotation steps overview, incidents, hot spots and round again', () => {
    expect(wallRotation(T0, T0, 20)).toEqual({ screen: 'overview', progress: 0 });
    expect(wallRotation(T0, T0 + 25_000, 20)).toEqual({ screen: 'incidents', progress: 0.25 });
    expect(wallRotation(T0, T0 + 45_000, 20).screen).toBe('hotspots');
    expect(wallRotation(T0, T0 + 60_000, 20).screen).toBe('overview');
  });

  it('wallProblems makes one row of a link that hits CNAF and FZK, errors before stale', () => {
    const live = mergeLive(
      new Map(),
      [
        liveState('gva-fra', 'ZtoA', { errorsPerSec: 200, discardsPerSec: 40 }),
        liveState('gva-fra', 'AtoZ', { utilization: 0.95 }),
        liveState('fra-fzk', 'AtoZ', { stale: true }),
        liveState('cern-gva', 'AtoZ', { utilization: 0.5 }),
      ],
      true,
    );
    const problems = wallProblems(topology, live);
    expect(problems.map((p) => p.linkId)).toEqual(['gva-fra', 'fra-fzk']);
    expect(problems[0]).toMatchObject({
      sites: ['CNAF', 'FZK'],
      what: ['errors 240/s Z to A', '95 % full A to Z'],
      severity: 5,
      carrier: 'GEANT',
    });
    expect(problems[1]?.what).toEqual(['no fresh data A to Z']);
  });

  it('wallProblems is empty when every direction is healthy', () => {
    const live = mergeLive(new Map(), [liveState('cern-gva', 'AtoZ', { utilization: 0.89 })], true);
    expect(wallProblems(topology, live)).toEqual([]);
  });

  it('wallHotSpots ranks fresh directions by utilization and leaves stale ones out', () => {
    const live = mergeLive(
      new Map(),
      [
        liveState('cern-gva', 'AtoZ', { utilization: 0.4 }),
        liveState('cern-gva', 'ZtoA', { utilization: 0.7 }),
        liveState('gva-fra', 'AtoZ', { utilization: 0.99, stale: true }),
        liveState('fra-cnaf', 'ZtoA', { utilization: 0.6 }),
      ],
      true,
    );
    expect(wallHotSpots(topology, live, 2).map((s) => s.key)).toEqual([
      'cern-gva|ZtoA',
      'fra-cnaf|ZtoA',
    ]);
    expect(wallHotSpots(topology, live, 2)[0]?.sites).toEqual(['CNAF', 'FZK', 'RAL']);
  });

  it('wallFreshnessText says why the data cannot be trusted, with its age', () => {
    const fresh = (reason: Freshness['reason']): Freshness => ({
      newestMs: T0,
      staleCount: 0,
      stale: reason !== undefined,
      reason,
    });
    expect(wallFreshnessText(fresh(undefined), T0 + 2000)).toBe('Live · newest data 12:00:00 UTC');
    expect(wallFreshnessText(fresh('old data'), T0 + 130_000)).toBe(
      'DATA IS STALE · newest data 12:00:00 UTC (130 s ago)',
    );
    expect(wallFreshnessText(fresh('disconnected'), T0)).toMatch(/^CONNECTION LOST/);
  });
});
