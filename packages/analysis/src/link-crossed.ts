import { LINK_CROSSINGS, type LinkCrossedKind, type Topology } from '@tiermap/domain';

/** What a suspect row and shared equipment name of an element links cross. */
export interface LinkCrossedEntity {
  id: string;
  name: string;
  carrierId: string;
}

/**
 * The element of a kind links cross (a patch panel...) with that id, from the topology's list
 * the entity catalogue names for the kind; undefined when the topology has none.
 */
export function linkCrossedEntity(
  topology: Pick<Topology, (typeof LINK_CROSSINGS)[number]['sliceKey']>,
  kind: LinkCrossedKind,
  id: string,
): LinkCrossedEntity | undefined {
  const crossing = LINK_CROSSINGS.find((c) => c.kind === kind);
  if (crossing === undefined) return undefined;
  const list: readonly LinkCrossedEntity[] = topology[crossing.sliceKey] ?? [];
  return list.find((e) => e.id === id);
}
