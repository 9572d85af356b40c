import {
  lostPerSec,
  PATH_STATUS_SEVERITY,
  type Direction,
  type IncidentList,
  type LiveBusState,
  type PathHealthResponse,
  type PathStatusName,
  type TopologyResponse,
} from '@tiermap/domain';
import { formatUtcMinute } from '../../app/format.js';
import {
  incidentRows,
  incidentsFreshness,
  type IncidentRow,
  type IncidentsFreshness,
} from '../incidents/incidents-model.js';
import type { Freshness, LiveByLink } from '../map/live-model.js';
import type { MapViewModel } from '../map/view-model.js';

/** The screens the wall rotates through, in order; `?screen=` pins one. */
export const WALL_SCREENS = ['overview', 'incidents', 'paths', 'hotspots'] as const;
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

/** A link end for people: the site its router belongs to, or the router's city ("Geneva"). */
function endNames(topology: TopologyResponse): Map<string, { place: string; router: string }> {
  return new Map(
    topology.routers.map((r) => [
      r.id,
      { place: r.siteId ?? (r.location.split(/[,(]/)[0] ?? r.location).trim(), router: r.name },
    ]),
  );
}

/**
 * A link direction as the wall writes every direction: "CERN → Paris" (A to Z) or back; two
 * ends in the same city are told apart by their routers' names.
 */
function directionText(
  link: { aRouterId: string; zRouterId: string },
  direction: Direction,
  ends: ReadonlyMap<string, { place: string; router: string }>,
): string {
  const aEnd = ends.get(link.aRouterId) ?? { place: link.aRouterId, router: link.aRouterId };
  const zEnd = ends.get(link.zRouterId) ?? { place: link.zRouterId, router: link.zRouterId };
  const [a, z] = aEnd.place === zEnd.place ? [aEnd.router, zEnd.router] : [aEnd.place, zEnd.place];
  return direction === 'AtoZ' ? `${a} → ${z}` : `${z} → ${a}`;
}

/**
 * The problems the live data shows now: link directions with errors or discards, saturated
 * ones (the API's `congested` verdict, judged by the server's threshold), and stale ones; one row per link, naming every site it carries, so a fault shared by
 * several sites reads as one problem. Worst first, then by how many sites it hits.
 */
export function wallProblems(topology: TopologyResponse, live: LiveByLink): WallProblem[] {
  const carriers = new Map(topology.carriers.map((c) => [c.id, c.name]));
  const sites = sitesOfLinks(topology);
  const ends = endNames(topology);
  const problems: WallProblem[] = [];
  for (const link of topology.links) {
    const byDirection = live.get(link.id);
    if (byDirection === undefined) continue;
    const what: { text: string; weight: number }[] = [];
    for (const direction of ['AtoZ', 'ZtoA'] as const) {
      const state = byDirection[direction];
      if (state === undefined) continue;
      const errors = lostPerSec(state);
      const arrow = directionText(link, direction, ends);
      if (state.stale) what.push({ text: `no fresh data ${arrow}`, weight: 1 });
      else if (errors > 0) {
        what.push({
          text: `errors ${errors.toFixed(errors < 10 ? 1 : 0)}/s ${arrow}`,
          weight: 3,
        });
      }
      if (state.congested) {
        what.push({
          text: `${Math.round((state.utilization ?? 0) * 100)} % full ${arrow}`,
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
  /** The direction for people: "CERN → Paris". */
  directionText: string;
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
  const ends = endNames(topology);
  const spots: WallHotSpot[] = [];
  for (const link of topology.links) {
    for (const direction of ['AtoZ', 'ZtoA'] as const) {
      const state = live.get(link.id)?.[direction];
      if (state === undefined || state.stale || state.utilization === null) continue;
      spots.push({
        key: `${link.id}|${direction}`,
        name: link.name,
        direction,
        directionText: directionText(link, direction, ends),
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

/** A time of day for people: "05:42 UTC" (`formatUtcMinute`, without the date). */
export function utcTime(ms: number): string {
  return formatUtcMinute(ms, ms);
}

/** How long ago, for people: "12 s ago", "2 min ago", "3 h ago", "2 days ago". */
export function agoText(ms: number, nowMs: number): string {
  const seconds = Math.max(0, Math.round((nowMs - ms) / 1000));
  if (seconds < 60) return `${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

/** The banner's words: what the wall can vouch for, in a line readable across the room. */
export function wallFreshnessText(fresh: Freshness, nowMs: number): string {
  const newest =
    fresh.newestMs === undefined
      ? 'no data yet'
      : `newest data ${utcTime(fresh.newestMs)}, ${agoText(fresh.newestMs, nowMs)}`;
  switch (fresh.reason) {
    case 'disconnected':
      return `CONNECTION LOST, reconnecting · ${newest}`;
    case 'no data':
      return 'NO LIVE DATA YET';
    case 'old data':
      return `DATA IS STALE · ${newest}`;
    case 'silent stream':
      return `LIVE STREAM SILENT · ${newest}`;
    default:
      return `Live · ${newest}`;
  }
}

/**
 * What the wall cannot read now, worst first: each turns the frame red and is named in a red
 * banner. The topology, the live feed (the instance serving the wall cut off from the others),
 * the incidents and the path health. (A stale or lost live stream heads the banner itself.)
 */
export function wallFailures(reads: {
  topologyError: string | undefined;
  liveStale: boolean;
  incidents: IncidentsFreshness['state'];
  pathHealthError: string | undefined;
  /** The live stream's `bus` state; undefined from an instance alone. */
  bus?: LiveBusState | undefined;
  /** Now, for the time the bus went down (its date too when not today). */
  nowMs?: number;
}): string[] {
  const failures: string[] = [];
  if (reads.topologyError !== undefined) {
    failures.push(`TOPOLOGY UNAVAILABLE · ${reads.topologyError} · retrying by itself`);
  }
  if (reads.bus?.state === 'down') {
    const { instanceId, sinceMs, reason } = reads.bus;
    const since = formatUtcMinute(sinceMs, reads.nowMs ?? sinceMs);
    failures.push(
      reason === 'replaying'
        ? `LIVE FEED PARTIAL · ${instanceId} is still reading back the live bus (since ${since}) · ` +
            'what other instances took is not all shown yet'
        : `LIVE FEED PARTIAL · ${instanceId} has not reached the live bus since ${since} · ` +
            `only what is sent to ${instanceId} is shown`,
    );
  }
  if (reads.incidents === 'unreachable') {
    failures.push('INCIDENTS UNAVAILABLE · cannot reach the incidents API');
  } else if (reads.incidents === 'stale') {
    failures.push('INCIDENTS OUT OF DATE · the diagnosis has not run for a while');
  }
  if (reads.pathHealthError !== undefined) {
    failures.push(`PATH STATUS UNAVAILABLE · ${reads.pathHealthError}`);
  }
  return failures;
}

/** One cell of the path grid: one Tier1 site, one direction to or from CERN. */
export interface WallGridCell {
  /** "CERN → RAL" or "RAL → CERN". */
  label: string;
  status: PathStatusName;
  /** Why, in a few words: the API's first reason, or "no data". */
  reason: string;
}

export interface WallGridRow {
  siteId: string;
  siteName: string;
  out: WallGridCell;
  back: WallGridCell;
}

/** The words of a status on the wall. */
export const STATUS_WORDS: Record<PathStatusName, string> = {
  ok: 'ok',
  congested: 'congested',
  lossy: 'losing packets',
  outage: 'outage',
  dark: 'no data on the way',
  unknown: 'unknown',
};

/**
 * The MaDDash-style grid: every Tier1 site, each direction to and from the hub (the site the
 * Tier1 paths start from, CERN), coloured by that path direction's status from
 * `GET /api/health/paths` (the worst, when a site has several paths). Without an answer (not
 * yet, or the request failed) every cell is `unknown`: never a green it cannot vouch for.
 */
export function wallGrid(
  topology: TopologyResponse,
  health: PathHealthResponse | undefined,
): WallGridRow[] {
  const tier1 = topology.sites.filter((s) => s.tier === 1).sort((a, b) => a.id.localeCompare(b.id));
  const hubOf = new Map(topology.paths.map((p) => [p.zSiteId, p.aSiteId]));
  const worst = new Map<string, { status: PathStatusName; reason: string }>();
  for (const row of health?.paths ?? []) {
    const key = `${row.fromSiteId}|${row.toSiteId}`;
    const held = worst.get(key);
    if (
      held === undefined ||
      PATH_STATUS_SEVERITY[row.status] > PATH_STATUS_SEVERITY[held.status]
    ) {
      worst.set(key, { status: row.status, reason: row.reasons[0] ?? STATUS_WORDS[row.status] });
    }
  }
  const cell = (from: string, to: string): WallGridCell => {
    const found = worst.get(`${from}|${to}`);
    return {
      label: `${from} → ${to}`,
      status: found?.status ?? 'unknown',
      reason: found === undefined ? 'no data' : found.reason,
    };
  };
  return tier1.map((site) => {
    const hub = hubOf.get(site.id) ?? 'CERN';
    return {
      siteId: site.id,
      siteName: site.name,
      out: cell(hub, site.id),
      back: cell(site.id, hub),
    };
  });
}

/** Longitude and latitude of the Europe inset's box. */
const EUROPE = { west: -11, east: 25, south: 35, north: 60 };

function inEurope(n: { lon: number; lat: number }): boolean {
  return (
    n.lon >= EUROPE.west && n.lon <= EUROPE.east && n.lat >= EUROPE.south && n.lat <= EUROPE.north
  );
}

/**
 * The Europe inset: the sites, routers and links inside Europe's box, when the sites cluster
 * there (at least 3 of them, and some outside, so the main map is zoomed out to the world);
 * undefined when an inset would only repeat the main map.
 */
export function europeInset(model: MapViewModel): MapViewModel | undefined {
  const sites = model.sites.filter(inEurope);
  if (sites.length < 3 || sites.length === model.sites.length) return undefined;
  const routers = model.routers.filter(inEurope);
  const nodes = new Set([...sites.map((s) => s.id), ...routers.map((r) => r.id)]);
  const links = model.links.filter((l) => nodes.has(l.aNodeId) && nodes.has(l.zNodeId));
  const nodeOfRouter = new Map([...model.nodeOfRouter].filter(([, node]) => nodes.has(node)));
  return { sites, routers, links, nodeOfRouter };
}

/**
 * The wall's world map beside its inset: every site and router still drawn, but the inset's
 * sites named only in the inset (at world zoom Europe's names pile up on each other), and no
 * router named (read from across a room, the world map names sites; the inset names routers).
 */
export function wallWorld(model: MapViewModel, inset: MapViewModel | undefined): MapViewModel {
  const inInset = new Set(inset?.sites.map((s) => s.id) ?? []);
  return {
    ...model,
    sites: model.sites.map((s) => (inInset.has(s.id) ? { ...s, label: '' } : s)),
    routers: model.routers.map((r) => ({ ...r, label: '' })),
  };
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
