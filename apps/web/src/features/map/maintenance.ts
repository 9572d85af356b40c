import { isWindowOpen, type Maintenance, type TopologyResponse } from '@tiermap/domain';

/** The maintenance windows open at `nowMs` (the domain's one rule, `isWindowOpen`). */
export function openMaintenances(
  maintenances: readonly Maintenance[],
  nowMs: number,
): Maintenance[] {
  return maintenances.filter((m) => isWindowOpen(m, nowMs));
}

/**
 * The links under an open maintenance window, as the API names them per window
 * (`maintenanceLinkIds` of the topology: by link, trunk, port, blade or end router); whether a
 * window is open is the domain's `isWindowOpen`.
 */
export function maintenanceLinkIds(topology: TopologyResponse, nowMs: number): Set<string> {
  const byWindow = topology.maintenanceLinkIds ?? {};
  return new Set(
    openMaintenances(topology.maintenances, nowMs).flatMap((m) => byWindow[m.id] ?? []),
  );
}
