import {
  lostPerSec,
  type Direction,
  type IncidentList,
  type TopologyResponse,
} from '@tiermap/domain';
import {
  incidentRows,
  incidentsFreshness,
  type IncidentRow,
  type IncidentsFreshness,
} from '../incidents/incidents-model.js';
import type { Freshness, LiveByLink } from '../map/live-model.js';

export const WALL_SCREENS = ['overview', 'incidents', 'hotspots'] as const;
export type WallScreen = (typeof WALL_SCREENS)[number];

/** Which screen the wall shows at `nowMs`, and how far through it (0 to 1) the rotation is. */
export function wallRotation(
  startedMs: number,
  nowMs: number,
  rotateSeconds: number,
): { screen: WallScreen; progress: number } {
  const periodMs = rotateSeconds * 1000;
  const elapsed = Math.max(0, nowMs - startedMs);
  const index = Math.floor(elapsed / periodMs) % WALL_SCREENS.length;
  return { screen: WALL_SCREENS[index] ?? 'overview', progress: (elapsed % periodMs) / periodMs };
}

export interface WallProblem {
  linkId: string;
  name: string;
  carrier: string;
  /** What is wrong, worst first, e.g. "errors 240/s site to CERN". */
  what: string[];
  /** The sites whose paths cross the link: one row however many sites it hits. */
  sites: string[];
  /** Errors 3, saturation 2, stale 1, summed over the directions. */
  severity: number;
}

function sitesOfLinks(topology: TopologyResponse): Map<string, string[]> {
  const siteOfPath = new Map(topology.paths.map((p) => [p.id, p.zSiteId]));
  return new Map(
    topology.links.map((l) => [
      l.id,
      [...new Set(l.pathIds.map((id) => siteOfPath.get(id) ?? id))].sort(),
    ]),
  );
}

const ARROW: Record<Direction, string> = { AtoZ: 'A to Z', ZtoA: 'Z to A' };

/**
 * The problems the live data shows now: link directions with errors or discards, saturated
 * ones (the API's `congested` verdict, judged by the server's threshold), and stale ones; one row per link, naming every site it carries, so a fault shared by
 * several sites reads as one problem. Worst first, then by how many sites it hits.
 */
export function wallProblems(topology: TopologyResponse, live: LiveByLink): WallProblem[] {
  const carriers = new Map(topology.carriers.map((c) => [c.id, c.name]));
  const sites = sitesOfLinks(topology);
  const problems: WallProblem[] = [];
  for (const link of topology.links) {
    const byDirection = live.get(link.id);
    if (byDirection === undefined) continue;
    const what: { text: string; weight: number }[] = [];
    for (const direction of ['AtoZ', 'ZtoA'] as const) {
      const state = byDirection[direction];
      if (state === undefined) continue;
      const errors = lostPerSec(state);
      if (state.stale) what.push({ text: `no fresh data ${ARROW[direction]}`, weight: 1 });
      else if (errors > 0) {
        what.push({
          text: `errors ${errors.toFixed(errors < 10 ? 1 : 0)}/s ${ARROW[direction]}`,
          weight: 3,
        });
      }
      if (state.congested) {
        what.push({
          text: `${Math.round((state.utilization ?? 0) * 100)} % full ${ARROW[direction]}`,
          weight: 2,
        });
      }
    }
    if (what.length === 0) continue;
    what.sort((a, b) => b.weight - a.weight);
    problems.push({
      linkId: link.id,
      name: link.name,
      carrier: carriers.get(link.carrierId) ?? link.carrierId,
      what: what.map((w) => w.text),
      sites: sites.get(link.id) ?? [],
      severity: what.reduce((sum, w) => sum + w.weight, 0),
    });
  }
  return problems.sort(
    (a, b) =>
      b.severity - a.severity ||
      b.sites.length - a.sites.length ||
      a.linkId.localeCompare(b.linkId),
  );
}

export interface WallHotSpot {
  key: string;
  name: string;
  direction: Direction;
  utilization: number;
  bps: number;
  sites: string[];
}

/** The `count` busiest fresh link directions, busiest first. */
export function wallHotSpots(
  topology: TopologyResponse,
  live: LiveByLink,
  count: number,
): WallHotSpot[] {
  const sites = sitesOfLinks(topology);
  const spots: WallHotSpot[] = [];
  for (const link of topology.links) {
    for (const direction of ['AtoZ', 'ZtoA'] as const) {
      const state = live.get(link.id)?.[direction];
      if (state === undefined || state.stale || state.utilization === null) continue;
      spots.push({
        key: `${link.id}|${direction}`,
        name: link.name,
        direction,
        utilization: state.utilization,
        bps: state.bps ?? 0,
        sites: sites.get(link.id) ?? [],
      });
    }
  }
  return spots
    .sort((a, b) => b.utilization - a.utilization || a.key.localeCompare(b.key))
    .slice(0, count);
}

/** The banner's words: what the wall can vouch for, in a line readable across the room. */
export function wallFreshnessText(fresh: Freshness, nowMs: number): string {
  const newest =
    fresh.newestMs === undefined
      ? 'no data yet'
      : `newest data ${new Date(fresh.newestMs).toISOString().slice(11, 19)} UTC`;
  const age =
    fresh.newestMs === undefined
      ? ''
      : ` (${Math.max(0, Math.round((nowMs - fresh.newestMs) / 1000))} s ago)`;
  switch (fresh.reason) {
    case 'disconnected':
      return `CONNECTION LOST, reconnecting · ${newest}${age}`;
    case 'no data':
      return 'NO LIVE DATA YET';
    case 'old data':
      return `DATA IS STALE · ${newest}${age}`;
    case 'silent stream':
      return `LIVE STREAM SILENT · ${newest}${age}`;
    default:
      return `Live · ${newest}`;
  }
}

/** What the wall's incidents screen shows; never an all-clear it cannot vouch for. */
export type WallIncidentsScreen =
  | { kind: 'loading'; text: string }
  /** The API cannot be reached: say so in red, with the last incidents known, dimmed. */
  | { kind: 'unreachable'; text: string; rows: IncidentRow[] }
  /** No open incident; `trusted` only when the evaluation and the live data are both fresh. */
  | { kind: 'clear'; trusted: boolean; text: string }
  | { kind: 'list'; rows: IncidentRow[]; caveat: string | undefined };

export interface WallIncidents {
  screen: WallIncidentsScreen;
  freshness: IncidentsFreshness;
  /** Open incidents nobody expected, and open known (scheduled) ones. */
  alarming: number;
  known: number;
  /** The sites of the open incidents. */
  sites: string[];
  /**
   * The colour of the count on the overview: `unknown` (no count: loading or unreachable),
   * `alarm` (red) with any unexplained incident, `known` (only scheduled work), `ok` (a
   * trusted all-clear, green), `doubt` (none known, but not trusted).
   */
  tone: 'alarm' | 'unknown' | 'known' | 'ok' | 'doubt';
}

/**
 * The open incidents for the wall (unexplained first, then known), with how far they can be
 * trusted: the API unreachable, its evaluation behind (older than `staleAfterMs`, at least the
 * server's `evaluationStaleAfterMs`), or the live data stale all stop an empty list from reading
 * as an all-clear.
 */
export function wallIncidents(
  list: IncidentList | undefined,
  error: string | undefined,
  liveStale: boolean,
  nowMs: number,
  /** The URL's `?stale=` or the server's; undefined until `GET /api/config` has answered. */
  staleAfterMs: number | undefined,
  /** From `GET /api/config`; undefined until it has answered (the screen shows it loading). */
  evaluationStaleAfterMs: number | undefined,
): WallIncidents {
  const freshness = incidentsFreshness(
    list,
    error,
    nowMs,
    evaluationStaleAfterMs === undefined || staleAfterMs === undefined
      ? undefined
      : Math.max(evaluationStaleAfterMs, staleAfterMs),
  );
  const rows = incidentRows(
    (list?.incidents ?? []).filter((i) => i.status === 'open'),
    nowMs,
  );
  const counts = {
    freshness,
    alarming: rows.filter((r) => r.tone === 'alarm').length,
    known: rows.filter((r) => r.tone === 'known').length,
    sites: [...new Set(rows.flatMap((r) => r.sites))].sort(),
  };
  const doubt =
    freshness.state === 'stale'
      ? 'the diagnosis is behind'
      : liveStale
        ? 'the live data is stale'
        : undefined;
  let screen: WallIncidentsScreen;
  if (freshness.state === 'loading') screen = { kind: 'loading', text: freshness.text };
  else if (freshness.state === 'unreachable') {
    screen = { kind: 'unreachable', text: freshness.text, rows };
  } else if (rows.length === 0) {
    screen =
      doubt === undefined
        ? { kind: 'clear', trusted: true, text: 'No open incidents: every path direction is good.' }
        : {
            kind: 'clear',
            trusted: false,
            text: `No open incident known, but ${doubt}: this is not an all-clear.`,
          };
  } else {
    screen = {
      kind: 'list',
      rows,
      caveat: doubt === undefined ? undefined : `Caution: ${doubt}; this list may be out of date.`,
    };
  }
  let tone: WallIncidents['tone'];
  if (screen.kind === 'loading' || screen.kind === 'unreachable') tone = 'unknown';
  else if (counts.alarming > 0) tone = 'alarm';
  else if (counts.known > 0) tone = 'known';
  else tone = screen.kind === 'clear' && screen.trusted ? 'ok' : 'doubt';
  return { screen, ...counts, tone };
}
