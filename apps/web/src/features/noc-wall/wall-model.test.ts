import { describe, expect, it } from 'vitest';
import {
  INCIDENT_T0,
  incidentFixture,
  knownIncidentFixture,
} from '../../test-support/incident-fixture.js';
import { liveState, smallTopology } from '../../test-support/topology-fixture.js';
import { mergeLive, type Freshness } from '../map/live-model.js';
import { mapViewModel } from '../map/view-model.js';
import {
  agoText,
  europeInset,
  utcTime,
  wallWorld,
  wallFailures,
  wallFreshnessText,
  wallGrid,
  wallHotSpots,
  wallIncidents,
  wallProblems,
  wallRotation,
} from './wall-model.js';

const topology = smallTopology();
const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
/** What GET /api/config answers by default. */
/** What `GET /api/config` serves by default. */
const SERVED = { evaluationStaleAfterMs: 30_000 } as const;

describe('wall model', () => {
  it('wallRotation steps overview, incidents, paths, hot spots and round again', () => {
    expect(wallRotation(T0, T0, 20)).toEqual({ screen: 'overview', progress: 0 });
    expect(wallRotation(T0, T0 + 25_000, 20)).toEqual({ screen: 'incidents', progress: 0.25 });
    expect(wallRotation(T0, T0 + 45_000, 20).screen).toBe('paths');
    expect(wallRotation(T0, T0 + 65_000, 20).screen).toBe('hotspots');
    expect(wallRotation(T0, T0 + 80_000, 20).screen).toBe('overview');
  });

  it('wallProblems makes one row of a link that hits CNAF and FZK, errors before stale', () => {
    const live = mergeLive(
      new Map(),
      [
        liveState('gva-fra', 'ZtoA', {
          errorsPerSec: 200,
          inDiscardsPerSec: 15,
          outDiscardsPerSec: 25,
        }),
        liveState('gva-fra', 'AtoZ', { utilization: 0.95, congested: true }),
        liveState('fra-fzk', 'AtoZ', { stale: true }),
        liveState('cern-gva', 'AtoZ', { utilization: 0.5 }),
      ],
      true,
    );
    const problems = wallProblems(topology, live);
    expect(problems.map((p) => p.linkId)).toEqual(['gva-fra', 'fra-fzk']);
    expect(problems[0]).toMatchObject({
      sites: ['CNAF', 'FZK'],
      what: ['errors 240/s geant-fra → geant-gva', '95 % full geant-gva → geant-fra'],
      severity: 5,
      carrier: 'GEANT',
    });
    expect(problems[1]?.what).toEqual(['no fresh data geant-fra → FZK']);
  });

  it('wallProblems is empty when every direction is healthy', () => {
    const live = mergeLive(new Map(), [liveState('cern-gva', 'AtoZ', { utilization: 0.89 })], true);
    expect(wallProblems(topology, live)).toEqual([]);
  });

  it('wallProblems calls a direction saturated when the API says congested, not by its own threshold', () => {
    const live = mergeLive(
      new Map(),
      [
        liveState('cern-gva', 'AtoZ', { utilization: 0.85, congested: true }),
        liveState('gva-fra', 'AtoZ', { utilization: 0.97, congested: false }),
      ],
      true,
    );
    expect(wallProblems(topology, live).map((p) => p.what)).toEqual([
      ['85 % full CERN → geant-gva'],
    ]);
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
    expect(wallHotSpots(topology, live, 2).map((s) => s.directionText)).toEqual([
      'geant-gva → CERN',
      'CNAF → geant-fra',
    ]);
  });

  it('wallFreshnessText says why the data cannot be trusted, with its age', () => {
    const fresh = (reason: Freshness['reason']): Freshness => ({
      newestMs: T0,
      staleCount: 0,
      stale: reason !== undefined,
      reason,
    });
    expect(wallFreshnessText(fresh(undefined), T0 + 2000)).toBe(
      'Live · newest data 12:00 UTC, 2 s ago',
    );
    expect(wallFreshnessText(fresh('old data'), T0 + 130_000)).toBe(
      'DATA IS STALE · newest data 12:00 UTC, 2 min ago',
    );
    expect(wallFreshnessText(fresh('disconnected'), T0)).toMatch(/^CONNECTION LOST/);
  });

  it('writes times for people: "12:00 UTC", "2 min ago"', () => {
    expect(utcTime(T0 + 59_000)).toBe('12:00 UTC');
    expect(agoText(T0, T0 + 12_400)).toBe('12 s ago');
    expect(agoText(T0, T0 + 150_000)).toBe('2 min ago');
    expect(agoText(T0, T0 + 3 * 3_600_000)).toBe('3 h ago');
    expect(agoText(T0, T0 + 72 * 3_600_000)).toBe('3 days ago');
    expect(agoText(T0 + 5000, T0)).toBe('0 s ago');
  });

  /** What wallFailures is given when every read worked. */
  const readsOk = {
    topologyError: undefined,
    liveStale: false,
    incidents: 'fresh',
    pathHealthError: undefined,
  } as const;

  it('wallFailures names every read that failed, topology first; none when all were read', () => {
    const ok = readsOk;
    expect(wallFailures(ok)).toEqual([]);
    expect(
      wallFailures({
        ...ok,
        topologyError: 'the API answered 503',
        incidents: 'unreachable',
        pathHealthError: 'timed out',
      }),
    ).toEqual([
      'TOPOLOGY UNAVAILABLE · the API answered 503 · retrying by itself',
      'INCIDENTS UNAVAILABLE · cannot reach the incidents API',
      'PATH STATUS UNAVAILABLE · timed out',
    ]);
    expect(wallFailures({ ...ok, incidents: 'stale' })).toEqual([
      'INCIDENTS OUT OF DATE · the diagnosis has not run for a while',
    ]);
  });

  it('wallFailures says when the instance serving the wall no longer hears the others', () => {
    const ok = readsOk;
    const bus = { sinceMs: T0 + 5 * 60_000, instanceId: 'api-2' };
    expect(wallFailures({ ...ok, bus: { ...bus, state: 'up' } })).toEqual([]);
    expect(wallFailures({ ...ok, bus: { ...bus, state: 'down' } })).toEqual([
      'LIVE FEED PARTIAL · api-2 has not reached the live bus since 12:05 UTC · only what is sent to api-2 is shown',
    ]);
    // Down since another day: the date too.
    expect(
      wallFailures({ ...ok, bus: { ...bus, state: 'down' }, nowMs: T0 + 86_400_000 })[0],
    ).toContain('since 2026-11-22 12:05 UTC');
    // Still reading the bus back after a (re)start: catching up, not cut off.
    expect(wallFailures({ ...ok, bus: { ...bus, state: 'down', reason: 'replaying' } })).toEqual([
      'LIVE FEED PARTIAL · api-2 is still reading back the live bus (since 12:05 UTC) · what other instances took is not all shown yet',
    ]);
  });

  it('wallGrid has a row per Tier1 site, "CERN → FZK" and "FZK → CERN", worst status first', () => {
    const row = (
      fromSiteId: string,
      toSiteId: string,
      status: 'ok' | 'lossy' | 'congested',
      reasons: string[] = [],
    ) => ({
      pathId: `CERN-${fromSiteId === 'CERN' ? toSiteId : fromSiteId}`,
      direction: fromSiteId === 'CERN' ? ('AtoZ' as const) : ('ZtoA' as const),
      fromSiteId,
      toSiteId,
      status,
      lossRatio: null,
      maxUtilization: null,
      minBps: null,
      reasons,
      measured: null,
    });
    const health = {
      atMs: T0,
      thresholds: { lossProblemRatio: 0.02, congestedUtilization: 0.9 },
      paths: [
        row('CERN', 'FZK', 'ok'),
        row('FZK', 'CERN', 'lossy', ['2.5 % lost on gva-fra']),
        row('CERN', 'CNAF', 'congested', ['gva-fra 95 % full']),
      ],
      sites: [],
    } as unknown as Parameters<typeof wallGrid>[1];
    const grid = wallGrid(topology, health);
    expect(grid.map((r) => r.siteId)).toEqual(['CNAF', 'FZK', 'RAL']);
    expect(grid[1]).toMatchObject({
      out: { label: 'CERN → FZK', status: 'ok' },
      back: { label: 'FZK → CERN', status: 'lossy', reason: '2.5 % lost on gva-fra' },
    });
    expect(grid[0]?.out.status).toBe('congested');
    // No answer for a direction, or no answer at all: unknown, never ok.
    expect(grid[0]?.back).toEqual({ label: 'CNAF → CERN', status: 'unknown', reason: 'no data' });
    expect(wallGrid(topology, undefined).flatMap((r) => [r.out.status, r.back.status])).toEqual(
      Array<string>(6).fill('unknown'),
    );
  });

  it('europeInset keeps the European sites, routers and links when some sites lie outside', () => {
    const model = mapViewModel(topology);
    // Every site of the small topology is in Europe: an inset would repeat the map.
    expect(europeInset(model)).toBeUndefined();
    const withBnl = mapViewModel({
      ...topology,
      sites: [
        ...topology.sites,
        { ...topology.sites[1]!, id: 'BNL', name: 'BNL', lon: -72.9, lat: 40.9 },
      ],
    });
    const inset = europeInset(withBnl);
    expect(inset?.sites.map((s) => s.id).sort()).toEqual(['CERN', 'CNAF', 'FZK', 'RAL']);
    expect(inset?.links.map((l) => l.id).sort()).toEqual(withBnl.links.map((l) => l.id).sort());
  });

  it('wallWorld leaves the labels of the inset’s sites, and every router’s, to the inset', () => {
    const withBnl = mapViewModel({
      ...topology,
      sites: [
        ...topology.sites,
        { ...topology.sites[1]!, id: 'BNL', name: 'BNL', lon: -72.9, lat: 40.9 },
      ],
    });
    const world = wallWorld(withBnl, europeInset(withBnl));
    const labelled = (m: typeof world) =>
      [...m.sites, ...m.routers].filter((n) => n.label !== '').map((n) => n.id);
    // Europe's sites are read in the inset beside the world map, not in a crowded cluster on it.
    expect(labelled(world)).toEqual(['BNL']);
    // Everything is still drawn: only the labels go.
    expect(world.sites).toHaveLength(withBnl.sites.length);
    expect(world.routers).toHaveLength(withBnl.routers.length);
    // Without an inset the world map names every site (routers stay unnamed on a wall's world map).
    const alone = wallWorld(withBnl, undefined);
    expect(labelled(alone).sort()).toEqual(withBnl.sites.map((s) => s.id).sort());
  });

  describe('wallIncidents', () => {
    const now = INCIDENT_T0;
    const list = (incidents = [knownIncidentFixture(), incidentFixture()]) => ({
      evaluatedAtMs: now - 4_000,
      incidents,
    });

    it('shows its loading screen until GET /api/config has said when an evaluation is behind', () => {
      const wall = wallIncidents(list(), undefined, false, now, 120_000, undefined);
      expect(wall.screen.kind).toBe('loading');
      expect(wall.freshness.state).toBe('loading');
    });

    it('lists the open incidents, unexplained before known, with the top suspect and counts', () => {
      const resolved = incidentFixture({ id: 'inc-0', status: 'resolved', resolvedAtMs: now });
      const wall = wallIncidents(
        list([knownIncidentFixture(), resolved, incidentFixture()]),
        undefined,
        false,
        now,
        120_000,
        SERVED.evaluationStaleAfterMs,
      );
      expect(wall.screen.kind).toBe('list');
      if (wall.screen.kind !== 'list') return;
      expect(wall.screen.rows.map((r) => [r.id, r.tone])).toEqual([
        ['inc-1', 'alarm'],
        ['inc-2', 'known'],
      ]);
      expect(wall.screen.rows[0]?.topSuspect).toContain('GÉANT2 Paris–Geneva');
      expect(wall.screen.rows[1]?.knownMessage).toBe(
        'scheduled maintenance by GEANT until 12:10 UTC',
      );
      expect(wall.screen.caveat).toBeUndefined();
      expect(wall).toMatchObject({ alarming: 1, known: 1, sites: ['CNAF', 'FZK'], tone: 'alarm' });
      expect(
        wallIncidents(
          list([knownIncidentFixture()]),
          undefined,
          false,
          now,
          120_000,
          SERVED.evaluationStaleAfterMs,
        ).tone,
      ).toBe('known');
    });

    it('is a trusted all-clear only when the evaluation and the live data are both fresh', () => {
      const clear = wallIncidents(
        list([]),
        undefined,
        false,
        now,
        120_000,
        SERVED.evaluationStaleAfterMs,
      );
      expect(clear.screen).toEqual({
        kind: 'clear',
        trusted: true,
        text: 'No open incidents: every path direction is good.',
      });
      expect(clear.tone).toBe('ok');
      const liveStale = wallIncidents(
        list([]),
        undefined,
        true,
        now,
        120_000,
        SERVED.evaluationStaleAfterMs,
      );
      expect(liveStale.screen).toMatchObject({
        kind: 'clear',
        trusted: false,
        text: 'No open incident known, but the live data is stale: this is not an all-clear.',
      });
      expect(liveStale.tone).toBe('doubt');
      const behind = wallIncidents(
        { evaluatedAtMs: now - 200_000, incidents: [] },
        undefined,
        false,
        now,
        120_000,
        SERVED.evaluationStaleAfterMs,
      );
      expect(behind.screen).toMatchObject({ kind: 'clear', trusted: false });
      expect(behind.freshness.state).toBe('stale');
    });

    it('says the API is unreachable in words, keeping the last incidents known', () => {
      const wall = wallIncidents(
        list(),
        'Failed to fetch',
        false,
        now,
        120_000,
        SERVED.evaluationStaleAfterMs,
      );
      expect(wall.screen.kind).toBe('unreachable');
      expect(wall.freshness.state).toBe('unreachable');
      expect(wall.tone).toBe('unknown');
      if (wall.screen.kind !== 'unreachable') return;
      expect(wall.screen.text).toMatch(/^Cannot reach the incidents API/);
      expect(wall.screen.rows).toHaveLength(2);
      expect(
        wallIncidents(
          undefined,
          'Failed to fetch',
          false,
          now,
          120_000,
          SERVED.evaluationStaleAfterMs,
        ).screen,
      ).toMatchObject({ kind: 'unreachable', rows: [] });
    });

    it('puts a caveat on the list while the live data is stale', () => {
      const wall = wallIncidents(
        list(),
        undefined,
        true,
        now,
        120_000,
        SERVED.evaluationStaleAfterMs,
      );
      expect(wall.screen).toMatchObject({
        kind: 'list',
        caveat: 'Caution: the live data is stale; this list may be out of date.',
      });
    });

    it('calls an evaluation behind only after the server’s evaluationStaleAfterMs', () => {
      const at = (ageMs: number, evaluationStaleAfterMs: number) =>
        wallIncidents(
          { evaluatedAtMs: now - ageMs, incidents: [] },
          undefined,
          false,
          now,
          10_000,
          evaluationStaleAfterMs,
        ).freshness.state;
      expect([at(45_000, 60_000), at(65_000, 60_000), at(45_000, 30_000)]).toEqual([
        'fresh',
        'stale',
        'stale',
      ]);
    });

    it('does not call a 10 s wall timeout a stale evaluation: evaluations run every 5 s', () => {
      const wall = wallIncidents(
        { evaluatedAtMs: now - 12_000, incidents: [] },
        undefined,
        false,
        now,
        10_000,
        SERVED.evaluationStaleAfterMs,
      );
      expect(wall.freshness.state).toBe('fresh');
    });
  });
});
