import {
  linkCrossedElements,
  type Direction,
  type EquipmentKind,
  type Topology,
} from '@tiermap/domain';
import { allPathWalks } from './path-walk.js';
import { topologyIndex } from './topology-index.js';

/** The paths crossing one piece of equipment, per direction, as `"<A site>><Z site>"` pairs. */
export interface EquipmentCrossing {
  kind: EquipmentKind;
  id: string;
  AtoZ: string[];
  ZtoA: string[];
}

/**
 * For every router, blade, link and trunk on some path, the site pairs of the paths that cross
 * it in each direction. A link's blades and routers are crossed with it (through the ports at
 * its ends). Stored on the equipment, it lets "who else uses this" be read, not searched.
 */
export function equipmentCrossings(topology: Topology): EquipmentCrossing[] {
  const index = topologyIndex(topology);
  const paths = new Map(topology.paths.map((p) => [p.id, `${p.aSiteId}>${p.zSiteId}`]));
  const found = new Map<
    string,
    { kind: EquipmentKind; id: string; sets: Record<Direction, Set<string>> }
  >();
  const mark = (kind: EquipmentKind, id: string, direction: Direction, pair: string): void => {
    const key = `${kind}:${id}`;
    let entry = found.get(key);
    if (entry === undefined) {
      entry = { kind, id, sets: { AtoZ: new Set(), ZtoA: new Set() } };
      found.set(key, entry);
    }
    entry.sets[direction].add(pair);
  };
  for (const { pathId, walk } of allPathWalks(topology)) {
    const pair = paths.get(pathId) ?? pathId;
    for (const step of walk.steps) {
      if (step.trunkId !== null) mark('trunk', step.trunkId, walk.direction, pair);
      for (const crossing of step.crossings) {
        mark('link', crossing.linkId, walk.direction, pair);
        const link = index.links.get(crossing.linkId);
        // A path crossing a link crosses what the link crosses (its patch panels...).
        for (const element of link === undefined ? [] : linkCrossedElements(link)) {
          mark(element.kind, element.id, walk.direction, pair);
        }
        for (const portId of link === undefined ? [] : [link.aPortId, link.zPortId]) {
          const port = index.ports.get(portId);
          if (port === undefined) continue;
          mark('blade', port.bladeId, walk.direction, pair);
          mark('router', port.routerId, walk.direction, pair);
        }
      }
    }
  }
  return [...found.values()].map((e) => ({
    kind: e.kind,
    id: e.id,
    AtoZ: [...e.sets.AtoZ].sort(),
    ZtoA: [...e.sets.ZtoA].sort(),
  }));
}

/**
 * The Z sites of the crossing pairs that involve none of the `given` sites: the other sites a
 * piece of equipment carries.
 */
export function otherSitesOf(pairs: readonly string[], given: ReadonlySet<string>): string[] {
  const others = new Set<string>();
  for (const pair of pairs) {
    const [a = '', z = ''] = pair.split('>');
    if (!given.has(a) && !given.has(z)) others.add(z);
  }
  return [...others].sort();
}
