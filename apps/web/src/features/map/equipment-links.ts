import type { SharedEquipment, TopologyResponse } from '@tiermap/domain';

/**
 * The links that carry a piece of shared equipment's traffic: a link itself, a trunk's members,
 * the links crossing a patch panel; none for other kinds.
 */
export function equipmentLinks(
  topology: Pick<TopologyResponse, 'links' | 'trunks'>,
): (item: Pick<SharedEquipment, 'kind' | 'id'>) => readonly string[] {
  const members = new Map(topology.trunks.map((t) => [t.id, t.memberLinkIds]));
  const crossing = new Map<string, string[]>();
  for (const link of topology.links) {
    for (const panelId of link.patchPanelIds ?? []) {
      crossing.set(panelId, [...(crossing.get(panelId) ?? []), link.id]);
    }
  }
  return (item) => {
    if (item.kind === 'link') return [item.id];
    if (item.kind === 'trunk') return members.get(item.id) ?? [];
    if (item.kind === 'patchPanel') return crossing.get(item.id) ?? [];
    return [];
  };
}
