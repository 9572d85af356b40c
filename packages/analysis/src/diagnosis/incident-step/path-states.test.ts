import type { PathHealthRow } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { collectorDown, isBad, siteHealth } from './path-states.js';

function row(toSiteId: string, status: PathHealthRow['status']): PathHealthRow {
  return {
    pathId: `CERN-${toSiteId}`,
    direction: 'AtoZ',
    fromSiteId: 'CERN',
    toSiteId,
    status,
    lossRatio: null,
    maxUtilization: null,
    minBps: null,
    reasons: [],
    measured: null,
  };
}

describe('collectorDown', () => {
  it('collectorDown is true when most path directions with data went dark at once', () => {
    const rows = [row('A', 'dark'), row('B', 'dark'), row('C', 'dark'), row('D', 'ok')];
    expect(collectorDown(rows)).toBe(true);
    expect(isBad('dark', true)).toBe(false);
    expect(isBad('dark', false)).toBe(true);
  });

  it('collectorDown is false when a few links went dark', () => {
    const rows = [row('A', 'dark'), row('B', 'ok'), row('C', 'ok'), row('D', 'ok')];
    expect(collectorDown(rows)).toBe(false);
  });
});

describe('siteHealth', () => {
  it('siteHealth gives each site its worst status and counts its bad directions', () => {
    const sites = siteHealth([row('FZK', 'lossy'), row('PIC', 'ok'), row('RAL', 'unknown')]);
    expect(sites.find((s) => s.siteId === 'FZK')).toEqual({
      siteId: 'FZK',
      status: 'lossy',
      badDirections: 1,
      directions: 1,
    });
    expect(sites.find((s) => s.siteId === 'CERN')?.status).toBe('lossy');
    expect(sites.find((s) => s.siteId === 'RAL')?.status).toBe('unknown');
  });
});
