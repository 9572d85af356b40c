import type { Maintenance } from '@tiermap/domain';

/** A link as far as the map's maintenance marks need it. */
export interface MaintenanceLink {
  id: string;
  aPortId: string;
  zPortId: string;
  aRouterId: string;
  zRouterId: string;
}

/**
 * Per maintenance window, the links the map marks while it is open: those its equipment touches,
 * named directly, as a trunk's member, by one of their ports, by the blade of one of their ports,
 * or by a router at either end. Whether a window is open is the domain's `isWindowOpen`; this
 * answer does not depend on the time. (The diagnosis asks a narrower question, `coveringIds`:
 * work on a router is no reason to suspect every link on it; the map still shows those links
 * as under maintenance.)
 */
export function maintenanceLinks(
  windows: readonly Pick<Maintenance, 'id' | 'equipmentIds'>[],
  links: readonly MaintenanceLink[],
  trunks: readonly { id: string; memberLinkIds: readonly string[] }[],
  bladeOfPort: (portId: string) => string | undefined,
): Record<string, string[]> {
  const members = new Map(trunks.map((trunk) => [trunk.id, trunk.memberLinkIds]));
  const out: Record<string, string[]> = {};
  for (const window of windows) {
    const covered = new Set(window.equipmentIds);
    const ids = new Set<string>();
    for (const id of covered) for (const linkId of members.get(id) ?? []) ids.add(linkId);
    for (const link of links) {
      const aBlade = bladeOfPort(link.aPortId);
      const zBlade = bladeOfPort(link.zPortId);
      if (
        covered.has(link.id) ||
        covered.has(link.aPortId) ||
        covered.has(link.zPortId) ||
        covered.has(link.aRouterId) ||
        covered.has(link.zRouterId) ||
        (aBlade !== undefined && covered.has(aBlade)) ||
        (zBlade !== undefined && covered.has(zBlade))
      ) {
        ids.add(link.id);
      }
    }
    out[window.id] = [...ids].sort();
  }
  return out;
}
