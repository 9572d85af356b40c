import { isWindowOpen, type Maintenance, type TopologyResponse } from '@tiermap/domain';

/** The maintenance windows open at `nowMs` (the domain's one rule, `isWindowOpen`). */
export function openMaintenances(
  maintenances: readonly Maintenance[],
  nowMs: number,
): Maintenance[] {
  return maintenances.filter((m) => isWindowOpen(m, nowMs));
}

/**
 * The links under an open maintenance window: named directly, as a trunk's member, by one of
 * their ports, or by a router at either end. (A window on a blade alone is shown on the
 * router's panel, not here: the topology the map loads has no blade of each port.)
 */
export function maintenanceLinkIds(topology: TopologyResponse, nowMs: number): Set<string> {
  const covered = new Set(
    openMaintenances(topology.maintenances, nowMs).flatMap((m) => m.equipmentIds),
  );
  const ids = new Set<string>();
  if (covered.size === 0) return ids;
  for (const trunk of topology.trunks) {
    if (covered.has(trunk.id)) for (const id of trunk.memberLinkIds) ids.add(id);
  }
  for (const link of topology.links) {
    if (
      covered.has(link.id) ||
      covered.has(link.aPortId) ||
      covered.has(link.zPortId) ||
      covered.has(link.aRouterId) ||
      covered.has(link.zRouterId)
    ) {
      ids.add(link.id);
    }
  }
  return ids;
}
