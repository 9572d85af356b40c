import { lostPerSec, type Direction, type PathDetail, type PathList } from '@tiermap/domain';
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
}

export interface SitePathView {
  pathId: string;
  name: string;
  symmetric: boolean;
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
    directions: (['AtoZ', 'ZtoA'] as const).map((direction) =>
      directionRows(path, direction, live),
    ),
  }));
}

function directionRows(path: PathDetail, direction: Direction, live: LiveByLink): DirectionRows {
  const [from, to] =
    direction === 'AtoZ' ? [path.aSiteId, path.zSiteId] : [path.zSiteId, path.aSiteId];
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
  return {
    direction,
    label: `${from} to ${to}`,
    rttMs: path.rttMs[direction],
    hops,
    worstHop: worstHop(hops),
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
