import {
  lostPerSec,
  type Direction,
  type ObservedRoute,
  type PathDetail,
  type PathList,
} from '@tiermap/domain';
import type { LiveByLink } from '../map/live-model.js';

/** One link crossed by a hop, with its live value in the direction the traffic crosses it. */
export interface HopLinkRow {
  linkId: string;
  name: string;
  carrierId: string;
  capacityBps: number;
  rttMs: number | undefined;
  fromBlade: string;
  toBlade: string;
  bps: number | undefined;
  utilization: number | undefined;
  /** Errors plus discards per second; undefined with no live data. */
  errorsPerSec: number | undefined;
  stale: boolean;
  /** True when the live state is missing altogether. */
  noData: boolean;
}

export interface HopRow {
  hop: number;
  fromRouter: string;
  toRouter: string;
  fromRouterId: string;
  toRouterId: string;
  trunkId: string | undefined;
  capacityBps: number;
  links: HopLinkRow[];
  /** The hop's worst utilization over its links (a trunk's busiest member). */
  worstUtilization: number | undefined;
  hasErrors: boolean;
}

export interface DirectionRows {
  direction: Direction;
  /** "CERN to FZK" or "FZK to CERN", for people. */
  label: string;
  rttMs: number | undefined;
  hops: HopRow[];
  /** Index into `hops` of the busiest or erroring hop, the first place to look. */
  worstHop: number | undefined;
  /** The route the newest traceroute saw, beside the declared routers; undefined untraced. */
  observed: ObservedRows | undefined;
}

/** How a row of the side-by-side routes differs, in words (never by colour alone). */
export type RouteMark = 'same' | 'skipped' | 'added' | 'unknown' | 'no-answer';

/** One row of the declared and observed routes side by side: the n-th of each. */
export interface RouteRow {
  position: number;
  declared: { name: string; mark: 'same' | 'skipped' } | undefined;
  observed: { name: string; detail: string; mark: RouteMark } | undefined;
}

export interface ObservedRows {
  verdict: ObservedRoute['verdict'];
  /** "path changed: skipped GÉANT2 Paris" while it differs; undefined otherwise. */
  changed: string | undefined;
  /** "traced 2026-11-26 09:00 UTC by perfsonar-fzk". */
  traced: string;
  rows: RouteRow[];
}

/** The words each mark is shown with, beside its symbol. */
export const ROUTE_MARK_TEXT: Readonly<Record<RouteMark, string>> = {
  same: 'on the declared path',
  skipped: 'skipped',
  added: 'off the declared path',
  unknown: 'unknown address',
  'no-answer': 'no answer',
};

export interface SitePathView {
  pathId: string;
  name: string;
  symmetric: boolean;
  /** Per direction whose trace leaves the declared path: "FZK to CERN: path changed: …". */
  pathChanged: string[];
  directions: DirectionRows[];
}

/**
 * Joins a site's paths (hop by hop, both directions) with the live state: each link a hop
 * crosses gets the utilization and errors of the direction the traffic crosses it in.
 */
export function sitePathViews(list: PathList, live: LiveByLink): SitePathView[] {
  return list.paths.map((path) => ({
    pathId: path.id,
    name: path.name,
    symmetric: path.symmetric,
    pathChanged: (['AtoZ', 'ZtoA'] as const).flatMap((direction) => {
      const change = path.observed?.[direction]?.pathChanged;
      return change === null || change === undefined
        ? []
        : [`${directionLabel(path, direction)}: ${change.message}`];
    }),
    directions: (['AtoZ', 'ZtoA'] as const).map((direction) =>
      directionRows(path, direction, live),
    ),
  }));
}

function directionLabel(path: PathDetail, direction: Direction): string {
  const [from, to] =
    direction === 'AtoZ' ? [path.aSiteId, path.zSiteId] : [path.zSiteId, path.aSiteId];
  return `${from} to ${to}`;
}

/**
 * The declared routers and the hops a traceroute saw, side by side, each row marked in words:
 * a declared router the packets skipped, a hop at a router off the declared path, an address no
 * port carries, a hop that did not answer.
 */
export function observedRows(
  route: ObservedRoute,
  routerName: (routerId: string) => string,
): ObservedRows {
  const skipped = new Set(route.pathChanged?.skippedRouterIds ?? []);
  const declared = route.declaredRouterIds.map((id) => ({
    name: routerName(id),
    mark: skipped.has(id) ? ('skipped' as const) : ('same' as const),
  }));
  const observed = route.hops.map((hop) => ({
    name: hop.routerName ?? hop.hostname ?? hop.ip ?? '*',
    detail: [hop.ip, hop.rttMs === null ? undefined : `${hop.rttMs} ms`]
      .filter((part) => part !== undefined && part !== null)
      .join(' · '),
    mark: hop.kind === 'declared' ? ('same' as const) : hop.kind,
  }));
  const rows: RouteRow[] = [];
  for (let i = 0; i < Math.max(declared.length, observed.length); i += 1) {
    rows.push({ position: i + 1, declared: declared[i], observed: observed[i] });
  }
  const stamp = new Date(route.tsMs).toISOString().slice(0, 16).replace('T', ' ');
  return {
    verdict: route.verdict,
    changed: route.pathChanged?.message,
    traced: `traced ${stamp} UTC${route.source === null ? '' : ` by ${route.source}`}`,
    rows,
  };
}

function directionRows(path: PathDetail, direction: Direction, live: LiveByLink): DirectionRows {
  const hops = path.hops[direction].map((hop): HopRow => {
    const links = hop.links.map((link): HopLinkRow => {
      const state = live.get(link.linkId)?.[link.traversal];
      const errors = state === undefined ? undefined : lostPerSec(state);
      return {
        linkId: link.linkId,
        name: link.name,
        carrierId: link.carrierId,
        capacityBps: link.capacityBps,
        rttMs: link.rttMs,
        fromBlade: link.from.bladeId,
        toBlade: link.to.bladeId,
        bps: state?.bps ?? undefined,
        utilization: state?.utilization ?? undefined,
        errorsPerSec: errors,
        stale: state?.stale ?? false,
        noData: state === undefined,
      };
    });
    const utilizations = links
      .map((l) => l.utilization)
      .filter((u): u is number => u !== undefined);
    const first = hop.links[0];
    const last = hop.links[hop.links.length - 1];
    return {
      hop: hop.hop,
      fromRouter: first?.from.routerName ?? hop.fromRouterId,
      toRouter: last?.to.routerName ?? hop.toRouterId,
      fromRouterId: hop.fromRouterId,
      toRouterId: hop.toRouterId,
      trunkId: hop.trunkId,
      capacityBps: hop.capacityBps,
      links,
      worstUtilization: utilizations.length === 0 ? undefined : Math.max(...utilizations),
      hasErrors: links.some((l) => (l.errorsPerSec ?? 0) > 0),
    };
  });
  // Router names as the declared hops give them; an id stands for a router on no hop.
  const names = new Map<string, string>();
  for (const hop of path.hops[direction]) {
    for (const link of hop.links) {
      names.set(link.from.routerId, link.from.routerName);
      names.set(link.to.routerId, link.to.routerName);
    }
  }
  const route = path.observed?.[direction] ?? null;
  return {
    direction,
    label: directionLabel(path, direction),
    rttMs: path.rttMs[direction],
    hops,
    worstHop: worstHop(hops),
    observed: route === null ? undefined : observedRows(route, (id) => names.get(id) ?? id),
  };
}

/** Errors first, then the highest utilization; undefined when nothing is known. */
export function worstHop(hops: readonly HopRow[]): number | undefined {
  let best: { index: number; score: number } | undefined;
  hops.forEach((hop, index) => {
    if (hop.worstUtilization === undefined && !hop.hasErrors) return;
    const score = (hop.hasErrors ? 10 : 0) + (hop.worstUtilization ?? 0);
    if (best === undefined || score > best.score) best = { index, score };
  });
  return best?.index;
}
