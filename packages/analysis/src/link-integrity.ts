import { LINK_CROSSINGS, catalogueEntry, type Topology } from '@tiermap/domain';
import { linkCrossedEntity } from './link-crossed.js';
import { linkEnds } from './topology-index.js';
import type { TopologyIndex } from './topology-index.js';
import type { TopologyProblem } from './topology-problem.js';

/**
 * Each link has a known carrier, two existing ports on two different routers, uses no port that
 * another link already uses, and names only a trunk that lists it.
 */
export function linkProblems(topology: Topology, index: TopologyIndex): TopologyProblem[] {
  const problems: TopologyProblem[] = [];
  const portUser = new Map<string, string>();
  for (const [i, link] of topology.links.entries()) {
    const here = `links[${i}]`;
    if (!index.carriers.has(link.carrierId)) {
      problems.push({
        path: `${here}.carrierId`,
        message: `carrier "${link.carrierId}" does not exist`,
      });
    }
    for (const field of ['aPortId', 'zPortId'] as const) {
      const portId = link[field];
      const user = portUser.get(portId);
      if (!index.ports.has(portId)) {
        problems.push({ path: `${here}.${field}`, message: `port "${portId}" does not exist` });
      } else if (user !== undefined) {
        problems.push({
          path: `${here}.${field}`,
          message: `port "${portId}" is already used by ${user}`,
        });
      } else {
        portUser.set(portId, here);
      }
    }
    const ends = linkEnds(index, link);
    if (ends !== undefined && ends.aRouterId === ends.zRouterId) {
      problems.push({
        path: `${here}.zPortId`,
        message: `both ends are on router "${ends.aRouterId}"; a link connects two different routers`,
      });
    }
    if (link.trunkId !== undefined) {
      const trunk = index.trunks.get(link.trunkId);
      if (trunk === undefined) {
        problems.push({
          path: `${here}.trunkId`,
          message: `trunk "${link.trunkId}" does not exist`,
        });
      } else if (!trunk.memberLinkIds.includes(link.id)) {
        problems.push({
          path: `${here}.trunkId`,
          message: `trunk "${trunk.id}" does not list link "${link.id}" among its members`,
        });
      }
    }
    // What the link crosses (patch panels...) exists and is its carrier's.
    for (const crossing of LINK_CROSSINGS) {
      const what = catalogueEntry(crossing.kind).what;
      for (const [k, crossedId] of (link[crossing.field] ?? []).entries()) {
        const crossed = linkCrossedEntity(topology, crossing.kind, crossedId);
        if (crossed === undefined || crossed.carrierId !== link.carrierId) {
          problems.push({
            path: `${here}.${crossing.field}[${k}]`,
            message:
              crossed === undefined
                ? `${what} "${crossedId}" does not exist`
                : `${what} "${crossedId}" belongs to carrier "${crossed.carrierId}", not to the link's "${link.carrierId}"`,
          });
        }
      }
    }
  }
  return problems;
}

/**
 * Each trunk has a known carrier, and its members exist, are listed once, name the trunk as
 * theirs and all connect the same two routers.
 */
export function trunkProblems(topology: Topology, index: TopologyIndex): TopologyProblem[] {
  const problems: TopologyProblem[] = [];
  for (const [i, trunk] of topology.trunks.entries()) {
    if (!index.carriers.has(trunk.carrierId)) {
      problems.push({
        path: `trunks[${i}].carrierId`,
        message: `carrier "${trunk.carrierId}" does not exist`,
      });
    }
    const listed = new Set<string>();
    let firstPair: { linkId: string; routers: string } | undefined;
    for (const [k, linkId] of trunk.memberLinkIds.entries()) {
      const path = `trunks[${i}].memberLinkIds[${k}]`;
      const link = index.links.get(linkId);
      if (listed.has(linkId)) {
        problems.push({ path, message: `link "${linkId}" is listed more than once` });
        continue;
      }
      listed.add(linkId);
      if (link === undefined) {
        problems.push({ path, message: `link "${linkId}" does not exist` });
        continue;
      }
      if (link.trunkId !== trunk.id) {
        const actual = link.trunkId === undefined ? 'no trunkId' : `trunkId "${link.trunkId}"`;
        problems.push({ path, message: `link "${linkId}" has ${actual}, not "${trunk.id}"` });
      }
      const ends = linkEnds(index, link);
      if (ends === undefined) continue;
      const routers = [ends.aRouterId, ends.zRouterId].sort().join('" and "');
      if (firstPair === undefined) firstPair = { linkId, routers };
      else if (firstPair.routers !== routers) {
        problems.push({
          path,
          message: `link "${linkId}" connects "${routers}", but member "${firstPair.linkId}" connects "${firstPair.routers}"`,
        });
      }
    }
  }
  return problems;
}
