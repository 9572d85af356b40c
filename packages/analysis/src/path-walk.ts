import {
  DIRECTIONS,
  type Direction,
  type Path,
  type PathHop,
  type Topology,
} from '@tiermap/domain';
import { linkEnds, topologyIndex } from './topology-index.js';
import type { TopologyIndex } from './topology-index.js';
import type { TopologyProblem } from './topology-problem.js';

/** One link crossed by a hop, and which way relative to the link's own A and Z ends. */
export interface LinkCrossing {
  linkId: string;
  traversal: Direction;
}

/** One hop of a path direction, walked from the router it leaves to the router it reaches. */
export interface PathWalkStep {
  /** 0-based position of the hop in this direction. */
  hop: number;
  /** The trunk the hop crosses, or `null` for a single-link hop. */
  trunkId: string | null;
  fromRouterId: string;
  toRouterId: string;
  /** The link crossed, or for a trunk hop every member link between the two routers. */
  crossings: LinkCrossing[];
}

/** One direction of a path, walked router by router. */
export interface PathWalk {
  direction: Direction;
  fromSiteId: string;
  toSiteId: string;
  /** The routers in the order the traffic visits them: the start router, then one per step. */
  routerIds: string[];
  /** One per hop when the walk is complete; fewer when it breaks off at a problem. */
  steps: PathWalkStep[];
  /**
   * Why this is not a connected walk from a router of `fromSiteId` to a router of `toSiteId`;
   * empty when it is. Problem paths are relative to the path, e.g. `hops.ZtoA[2]`.
   */
  problems: TopologyProblem[];
}

/**
 * Walks one direction of a path: `AtoZ` from a router of the A site to a router of the Z site,
 * `ZtoA` back. Each hop must leave from the router the previous hop reached; a hop may cross its
 * link (or trunk) from the link's A end to its Z end or the reverse.
 */
export function pathWalk(topology: Topology, path: Path, direction: Direction): PathWalk {
  return walkPath(topologyIndex(topology), path, direction);
}

/** {@link pathWalk} over a prebuilt index, for callers that walk many paths. */
export function walkPath(index: TopologyIndex, path: Path, direction: Direction): PathWalk {
  const hops = path.hops[direction];
  const fromSiteId = direction === 'AtoZ' ? path.aSiteId : path.zSiteId;
  const toSiteId = direction === 'AtoZ' ? path.zSiteId : path.aSiteId;
  const base = `hops.${direction}`;
  const newWalk = (problems: TopologyProblem[]): PathWalk => ({
    direction,
    fromSiteId,
    toSiteId,
    routerIds: [],
    steps: [],
    problems,
  });
  const first = hops[0];
  if (first === undefined) return newWalk([{ path: base, message: 'has no hops' }]);
  const firstEnds = hopEnds(index, first);
  if (typeof firstEnds === 'string') return newWalk([{ path: `${base}[0]`, message: firstEnds }]);
  // The first hop may be crossed either way; keep the orientation that walks best.
  const starts = [...new Set([firstEnds.aRouterId, firstEnds.zRouterId])];
  const walks = starts.map((start) => walkFrom(index, hops, start, newWalk([])));
  return walks.reduce((best, walk) => (walk.problems.length < best.problems.length ? walk : best));
}

interface HopEnds {
  aRouterId: string;
  zRouterId: string;
  trunkId: string | null;
  links: Array<{ linkId: string; aRouterId: string; zRouterId: string }>;
}

function walkFrom(
  index: TopologyIndex,
  hops: readonly PathHop[],
  startRouterId: string,
  walk: PathWalk,
): PathWalk {
  const base = `hops.${walk.direction}`;
  walk.routerIds.push(startRouterId);
  if (index.routers.get(startRouterId)?.siteId !== walk.fromSiteId) {
    walk.problems.push({
      path: `${base}[0]`,
      message: `starts at router "${startRouterId}", which is not a router of site "${walk.fromSiteId}"`,
    });
  }
  let current = startRouterId;
  for (const [i, hop] of hops.entries()) {
    const ends = hopEnds(index, hop);
    if (typeof ends === 'string') {
      walk.problems.push({ path: `${base}[${i}]`, message: ends });
      return walk;
    }
    const next = otherEnd(ends, current);
    if (next === undefined) {
      walk.problems.push({
        path: `${base}[${i}]`,
        message: `does not leave from router "${current}", where the previous hop arrived (it connects "${ends.aRouterId}" and "${ends.zRouterId}")`,
      });
      return walk;
    }
    const crossings = ends.links.map((link) => ({
      linkId: link.linkId,
      traversal: link.aRouterId === current ? ('AtoZ' as const) : ('ZtoA' as const),
    }));
    walk.steps.push({
      hop: i,
      trunkId: ends.trunkId,
      fromRouterId: current,
      toRouterId: next,
      crossings,
    });
    walk.routerIds.push(next);
    current = next;
  }
  if (index.routers.get(current)?.siteId !== walk.toSiteId) {
    walk.problems.push({
      path: `${base}[${hops.length - 1}]`,
      message: `ends at router "${current}", which is not a router of site "${walk.toSiteId}"`,
    });
  }
  return walk;
}

function otherEnd(ends: HopEnds, routerId: string): string | undefined {
  if (ends.aRouterId === routerId) return ends.zRouterId;
  if (ends.zRouterId === routerId) return ends.aRouterId;
  return undefined;
}

/** The routers a hop connects and the links it crosses, or why they cannot be known. */
function hopEnds(index: TopologyIndex, hop: PathHop): HopEnds | string {
  if ('linkId' in hop) {
    const link = index.links.get(hop.linkId);
    if (link === undefined) return `link "${hop.linkId}" does not exist`;
    const ends = linkEnds(index, link);
    if (ends === undefined) return `link "${hop.linkId}" has an end on a port that does not exist`;
    return { ...ends, trunkId: null, links: [{ linkId: link.id, ...ends }] };
  }
  const trunk = index.trunks.get(hop.trunkId);
  if (trunk === undefined) return `trunk "${hop.trunkId}" does not exist`;
  const members = trunk.memberLinkIds.flatMap((linkId) => {
    const link = index.links.get(linkId);
    const ends = link === undefined ? undefined : linkEnds(index, link);
    return ends === undefined ? [] : [{ linkId, ...ends }];
  });
  const first = members[0];
  if (first === undefined) return `trunk "${hop.trunkId}" has no member link with known ends`;
  // Members that do not connect the same two routers are reported by the trunk checks.
  const links = members.filter(
    (m) =>
      (m.aRouterId === first.aRouterId && m.zRouterId === first.zRouterId) ||
      (m.aRouterId === first.zRouterId && m.zRouterId === first.aRouterId),
  );
  return { aRouterId: first.aRouterId, zRouterId: first.zRouterId, trunkId: trunk.id, links };
}

/** Every path of the topology walked in both directions over one shared index. */
export function allPathWalks(topology: Topology): { pathId: string; walk: PathWalk }[] {
  const index = topologyIndex(topology);
  return topology.paths.flatMap((path) =>
    DIRECTIONS.map((direction) => ({ pathId: path.id, walk: walkPath(index, path, direction) })),
  );
}
