import type {
  Link,
  Port,
  Topology,
  Trunk,
  TrunkMember,
  TrunkReport,
  TrunkWarning,
} from '@tiermap/domain';
import { byId } from './by-id.js';
import { compareIds, sortedDistinct } from './compare-ids.js';

/**
 * Every trunk (sorted by id) with its members, its total capacity and what makes it fragile:
 * all members on one blade (`same-blade`) or one router (`same-router`) at an end, or members
 * of different speeds (`unequal-speeds`).
 *
 * A member may be wired the other way round from its siblings; members are turned so that end A
 * is always the router at the A end of the first member. Members whose link or ports do not
 * exist are left out (the integrity checks report them).
 */
export function trunkReports(
  topology: Pick<Topology, 'trunks' | 'links' | 'ports'>,
): TrunkReport[] {
  const links = byId(topology.links);
  const ports = byId(topology.ports);
  return [...byId(topology.trunks).values()]
    .sort((a, b) => compareIds(a.id, b.id))
    .map((trunk) => {
      const members = trunkMembers(trunk, links, ports);
      return {
        id: trunk.id,
        name: trunk.name,
        carrierId: trunk.carrierId,
        capacityBps: members.reduce((total, member) => total + member.capacityBps, 0),
        members,
        warnings: trunkWarnings(members),
      };
    });
}

function trunkMembers(
  trunk: Trunk,
  links: ReadonlyMap<string, Link>,
  ports: ReadonlyMap<string, Port>,
): TrunkMember[] {
  const members: TrunkMember[] = [];
  let endARouterId: string | undefined;
  for (const linkId of new Set(trunk.memberLinkIds)) {
    const link = links.get(linkId);
    const aPort = link === undefined ? undefined : ports.get(link.aPortId);
    const zPort = link === undefined ? undefined : ports.get(link.zPortId);
    if (link === undefined || aPort === undefined || zPort === undefined) continue;
    endARouterId ??= aPort.routerId;
    const reversed = aPort.routerId !== endARouterId && zPort.routerId === endARouterId;
    const [a, z] = reversed ? [zPort, aPort] : [aPort, zPort];
    members.push({
      linkId,
      name: link.name,
      capacityBps: link.capacityBps,
      aRouterId: a.routerId,
      zRouterId: z.routerId,
      aBladeId: a.bladeId,
      zBladeId: z.bladeId,
    });
  }
  return members;
}

function trunkWarnings(members: readonly TrunkMember[]): TrunkWarning[] {
  const warnings: TrunkWarning[] = [];
  for (const end of ['A', 'Z'] as const) {
    const warning = endWarning(members, end);
    if (warning !== undefined) warnings.push(warning);
  }
  if (new Set(members.map((member) => member.capacityBps)).size > 1) {
    const each = members.map((member) => `${member.linkId} at ${gbps(member.capacityBps)}`);
    warnings.push({
      code: 'unequal-speeds',
      severity: 'warning',
      message: `members run at different speeds (${each.join(', ')}): load sharing spreads flows evenly, so the slower members fill up first`,
    });
  }
  return warnings;
}

/** The single point of failure at one end of the trunk, if all members share one. */
function endWarning(members: readonly TrunkMember[], end: 'A' | 'Z'): TrunkWarning | undefined {
  if (members.length < 2) return undefined;
  const blades = sortedDistinct(members.map((m) => (end === 'A' ? m.aBladeId : m.zBladeId)));
  const routers = sortedDistinct(members.map((m) => (end === 'A' ? m.aRouterId : m.zRouterId)));
  const all = members.length === 2 ? 'both members' : `all ${members.length} members`;
  if (blades.length === 1) {
    return {
      code: 'same-blade',
      severity: 'warning',
      end,
      message: `${all} end on blade ${blades.join(', ')} at ${routers.join(', ')}: one card failure takes the whole trunk down`,
    };
  }
  if (routers.length === 1) {
    return {
      code: 'same-router',
      severity: 'info',
      end,
      message: `${all} end on router ${routers.join(', ')}, on blades ${blades.join(', ')}: a card failure leaves the trunk up, a router failure still takes it down`,
    };
  }
  return undefined;
}

/** Bits per second as Gb/s for people, to the nearest Mb/s: 9.62 Gb/s, 10 Gb/s. */
function gbps(bps: number): string {
  return `${Math.round(bps / 1_000_000) / 1000} Gb/s`;
}
