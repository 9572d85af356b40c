import type { Direction, TopologyResponse } from '@tiermap/domain';
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

/** At or above this utilization a direction counts as saturated. */
export const SATURATED_UTILIZATION = 0.9;

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
 * ones, and stale ones; one row per link, naming every site it carries, so a fault shared by
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
      const errors = (state.errorsPerSec ?? 0) + (state.discardsPerSec ?? 0);
      if (state.stale) what.push({ text: `no fresh data ${ARROW[direction]}`, weight: 1 });
      else if (errors > 0) {
        what.push({
          text: `errors ${errors.toFixed(errors < 10 ? 1 : 0)}/s ${ARROW[direction]}`,
          weight: 3,
        });
      }
      if (!state.stale && (state.utilization ?? 0) >= SATURATED_UTILIZATION) {
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
