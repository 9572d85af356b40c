import type { Topology } from '@tiermap/domain';
import type { TopologyIndex } from './topology-index.js';

/**
 * Everything that fails when the given equipment fails: a router takes its backplane, blades,
 * ports and their links; a backplane takes its router (and so all of that); a blade takes its
 * ports and their links; a port takes its link; a trunk takes its member links. A trunk whose
 * member links have all failed has failed too. Ids not in the topology are ignored.
 */
export function failedEquipment(
  topology: Topology,
  index: TopologyIndex,
  failIds: readonly string[],
): Set<string> {
  const failed = new Set<string>();
  const routers = new Set<string>();
  const blades = new Set<string>();
  const ports = new Set<string>();
  const links = new Set<string>();
  for (const id of failIds) {
    const backplane = index.backplanes.get(id);
    if (backplane !== undefined) {
      failed.add(id);
      if (index.routers.has(backplane.routerId)) routers.add(backplane.routerId);
    }
    const trunk = index.trunks.get(id);
    if (trunk !== undefined) {
      for (const linkId of trunk.memberLinkIds) {
        if (index.links.has(linkId)) links.add(linkId);
      }
    }
    if (index.routers.has(id)) routers.add(id);
    if (index.blades.has(id)) blades.add(id);
    if (index.ports.has(id)) ports.add(id);
    if (index.links.has(id)) links.add(id);
  }
  for (const backplane of topology.backplanes) {
    if (routers.has(backplane.routerId)) failed.add(backplane.id);
  }
  for (const blade of topology.blades) {
    if (routers.has(blade.routerId)) blades.add(blade.id);
  }
  for (const port of topology.ports) {
    if (routers.has(port.routerId) || blades.has(port.bladeId)) ports.add(port.id);
  }
  for (const link of topology.links) {
    if (ports.has(link.aPortId) || ports.has(link.zPortId)) links.add(link.id);
  }
  for (const trunk of topology.trunks) {
    const members = trunk.memberLinkIds.filter((linkId) => index.links.has(linkId));
    if (members.length > 0 && members.every((linkId) => links.has(linkId))) failed.add(trunk.id);
  }
  for (const set of [routers, blades, ports, links]) {
    for (const id of set) failed.add(id);
  }
  return failed;
}
