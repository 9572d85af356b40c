import type { Direction, WhatIfLanding } from '@tiermap/domain';
import type { Route } from './alternative-route.js';
import { compareIds, sortedDistinct } from './compare-ids.js';
import type { LiveReader } from './live-load.js';
import type { PathWalk } from './path-walk.js';
import { linkEnds } from './topology-index.js';
import type { TopologyIndex } from './topology-index.js';

/** A fresh live rate, bits per second; undefined when there is none or it is stale. */
function freshBps(live: LiveReader, linkId: string, direction: Direction): number | undefined {
  const reading = live(linkId, direction);
  if (reading === undefined || reading.stale || reading.bps === null) return undefined;
  return reading.bps;
}

/**
 * The traffic a route carries, bits per second, as far as live rates tell: the rate of its
 * least loaded hop (a trunk hop counts all its members). The route's traffic crosses every hop,
 * so it is at most that; other traffic sharing a hop makes it an overestimate, never an
 * underestimate. `null` when no hop has a fresh rate.
 */
export function routeRateBps(walk: PathWalk, live: LiveReader): number | null {
  let least: number | null = null;
  for (const step of walk.steps) {
    let sum = 0;
    let measured = false;
    for (const { linkId, traversal } of step.crossings) {
      const bps = freshBps(live, linkId, traversal);
      if (bps === undefined) continue;
      sum += bps;
      measured = true;
    }
    if (measured && (least === null || sum < least)) least = sum;
  }
  return least;
}

/** One rerouted route: the old walk, its alternative and the traffic that moves. */
export interface MovedRoute {
  pathId: string;
  walk: PathWalk;
  alternative: Route;
  movedBps: number | null;
}

/**
 * Where the moved traffic lands: every link direction of an alternative route that its old
 * route did not cross the same way, with the traffic added (`null` when a path landing there
 * has no live rate), the fresh rate now and the utilization it would reach. Sorted by
 * resulting utilization, highest first (unknown last), then by link id and direction.
 */
export function whatIfLanding(
  index: TopologyIndex,
  moved: readonly MovedRoute[],
  live: LiveReader,
): WhatIfLanding[] {
  const landing = new Map<string, { linkId: string; direction: Direction; moved: MovedRoute[] }>();
  for (const route of moved) {
    const old = new Set(
      route.walk.steps.flatMap((step) =>
        step.crossings.map((c) => `${c.linkId}\u0000${c.traversal}`),
      ),
    );
    route.alternative.linkIds.forEach((linkId, hop) => {
      const link = index.links.get(linkId);
      const ends = link === undefined ? undefined : linkEnds(index, link);
      if (ends === undefined) return;
      const direction: Direction =
        ends.aRouterId === route.alternative.routerIds[hop] ? 'AtoZ' : 'ZtoA';
      const key = `${linkId}\u0000${direction}`;
      if (old.has(key)) return;
      const entry = landing.get(key);
      if (entry === undefined) landing.set(key, { linkId, direction, moved: [route] });
      else if (!entry.moved.includes(route)) entry.moved.push(route);
    });
  }
  return [...landing.values()]
    .map(({ linkId, direction, moved: here }) => {
      const capacityBps = index.links.get(linkId)?.capacityBps ?? 0;
      const currentBps = freshBps(live, linkId, direction) ?? null;
      const addedBps = here.every((route) => route.movedBps !== null)
        ? here.reduce((sum, route) => sum + (route.movedBps ?? 0), 0)
        : null;
      const resultingUtilization =
        currentBps === null || addedBps === null || capacityBps <= 0
          ? null
          : (currentBps + addedBps) / capacityBps;
      return {
        linkId,
        direction,
        pathIds: sortedDistinct(here.map((route) => route.pathId)),
        addedBps,
        currentBps,
        capacityBps,
        resultingUtilization,
      };
    })
    .sort(
      (a, b) =>
        (b.resultingUtilization ?? -1) - (a.resultingUtilization ?? -1) ||
        compareIds(a.linkId, b.linkId) ||
        compareIds(a.direction, b.direction),
    );
}
