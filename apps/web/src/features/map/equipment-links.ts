import {
  isLinkCrossed,
  linkCrossedElements,
  type SharedEquipment,
  type TopologyResponse,
} from '@tiermap/domain';

/**
 * The links that carry a piece of shared equipment's traffic: a link itself, a trunk's members,
 * the links crossing a patch panel (any kind links cross, from the entity catalogue); none for
 * other kinds.
 */
export function equipmentLinks(
  topology: Pick<TopologyResponse, 'links' | 'trunks'>,
): (item: Pick<SharedEquipment, 'kind' | 'id'>) => readonly string[] {
  const members = new Map(topology.trunks.map((t) => [t.id, t.memberLinkIds]));
  const crossing = new Map<string, string[]>();
  for (const link of topology.links) {
    for (const { kind, id } of linkCrossedElements(link)) {
      const key = `${kind}:${id}`;
      crossing.set(key, [...(crossing.get(key) ?? []), link.id]);
    }
  }
  return (item) => {
    if (item.kind === 'link') return [item.id];
    if (item.kind === 'trunk') return members.get(item.id) ?? [];
    if (isLinkCrossed(item.kind)) return crossing.get(`${item.kind}:${item.id}`) ?? [];
    return [];
  };
}
