import {
  linkCrossedElements,
  type Direction,
  type EquipmentKind,
  type Topology,
} from '@tiermap/domain';
import { walkPath } from '../path-walk.js';
import { topologyIndex } from '../topology-index.js';

/**
 * The direction a suspect fails in. For links and trunks it is the element's own direction
 * (its A end to its Z end, or back), so a fault seen only FZK to CERN is a different suspect from
 * one seen both ways. Blades and routers fail `both` ways.
 */
export type SuspectDirection = Direction | 'both';

/** One thing that can be seen good or bad: one direction of one path. */
export interface Observable {
  /** `<pathId>@<direction>`. */
  key: string;
  pathId: string;
  direction: Direction;
  fromSiteId: string;
  toSiteId: string;
}

/** A piece of equipment that could fail, with its risk group: the observables crossing it. */
export interface SuspectElement {
  /** `<kind>:<id>` for `both`, `<kind>:<id>><direction>` for one direction. */
  key: string;
  kind: EquipmentKind;
  id: string;
  direction: SuspectDirection;
  /** Indexes into {@link RiskModel.observables}, ascending. */
  observables: number[];
  /**
   * The link directions (`link:<id>><direction>` keys, {@link elementKey}) whose own error and
   * discard counters its failure would raise: a link's own direction (both for `both`), a
   * trunk's members as the paths cross them, every link on a blade's or router's ports both
   * ways. Sorted. Missing: nothing known, so counters say nothing of it.
   */
  linkDirections?: string[];
}

/** Every observable and every element with the observables its failure would make bad. */
export interface RiskModel {
  observables: Observable[];
  elements: SuspectElement[];
}

export function elementKey(kind: EquipmentKind, id: string, direction: SuspectDirection): string {
  return direction === 'both' ? `${kind}:${id}` : `${kind}:${id}>${direction}`;
}

/**
 * The link and direction of a link direction's key (`link:<id>><direction>`, {@link elementKey}):
 * ids never hold `>`, so the key splits at its last one.
 */
export function linkDirectionOfKey(key: string): { linkId: string; direction: Direction } {
  const at = key.lastIndexOf('>');
  const direction = key.slice(at + 1);
  if (!key.startsWith('link:') || at < 0 || (direction !== 'AtoZ' && direction !== 'ZtoA')) {
    throw new Error(`not a link direction key: ${key}`);
  }
  return { linkId: key.slice('link:'.length, at), direction };
}

export function observableKey(pathId: string, direction: Direction): string {
  return `${pathId}@${direction}`;
}

/**
 * The risk groups of a topology, as in SCORE's shared risk link groups: for every link and trunk
 * in each of its directions and both ways, and for every blade and router, the path directions
 * that cross it. A trunk hop crosses every member, so a member's fault is on the path (the
 * traffic hashed onto it suffers). Paths that cannot be walked add nothing.
 */
export function riskModel(topology: Topology): RiskModel {
  const index = topologyIndex(topology);
  const observables: Observable[] = [];
  const groups = new Map<string, SuspectElement>();
  const add = (kind: EquipmentKind, id: string, direction: SuspectDirection, at: number): void => {
    const key = elementKey(kind, id, direction);
    let element = groups.get(key);
    if (element === undefined) {
      element = { key, kind, id, direction, observables: [] };
      groups.set(key, element);
    }
    if (element.observables.at(-1) !== at) element.observables.push(at);
  };
  /** Per trunk element key, its members' link ids and the direction the paths cross them in. */
  const trunkCrossings = new Map<string, Map<string, SuspectDirection>>();
  const crossed = (key: string, linkId: string, direction: SuspectDirection): void => {
    let members = trunkCrossings.get(key);
    if (members === undefined) {
      members = new Map<string, SuspectDirection>();
      trunkCrossings.set(key, members);
    }
    const before = members.get(linkId);
    members.set(linkId, before === undefined || before === direction ? direction : 'both');
  };
  for (const path of topology.paths) {
    for (const direction of ['AtoZ', 'ZtoA'] as const) {
      const walk = walkPath(index, path, direction);
      if (walk.problems.length > 0) continue;
      const at = observables.length;
      observables.push({
        key: observableKey(path.id, direction),
        pathId: path.id,
        direction,
        fromSiteId: walk.fromSiteId,
        toSiteId: walk.toSiteId,
      });
      for (const step of walk.steps) {
        const first = step.crossings[0];
        if (step.trunkId !== null && first !== undefined) {
          add('trunk', step.trunkId, first.traversal, at);
          add('trunk', step.trunkId, 'both', at);
          for (const crossing of step.crossings) {
            crossed(
              elementKey('trunk', step.trunkId, first.traversal),
              crossing.linkId,
              crossing.traversal,
            );
            crossed(elementKey('trunk', step.trunkId, 'both'), crossing.linkId, 'both');
          }
        }
        for (const crossing of step.crossings) {
          add('link', crossing.linkId, crossing.traversal, at);
          add('link', crossing.linkId, 'both', at);
          const link = index.links.get(crossing.linkId);
          for (const element of link === undefined ? [] : linkCrossedElements(link)) {
            add(element.kind, element.id, 'both', at);
          }
          for (const portId of link === undefined ? [] : [link.aPortId, link.zPortId]) {
            const port = index.ports.get(portId);
            if (port === undefined) continue;
            add('blade', port.bladeId, 'both', at);
            add('router', port.routerId, 'both', at);
          }
        }
      }
    }
  }
  const linksOf = new Map<string, Set<string>>();
  const covers = (key: string, linkId: string, directions: readonly Direction[]): void => {
    let set = linksOf.get(key);
    if (set === undefined) {
      set = new Set<string>();
      linksOf.set(key, set);
    }
    for (const direction of directions) set.add(elementKey('link', linkId, direction));
  };
  const bothWays = ['AtoZ', 'ZtoA'] as const;
  for (const link of topology.links) {
    covers(elementKey('link', link.id, 'AtoZ'), link.id, ['AtoZ']);
    covers(elementKey('link', link.id, 'ZtoA'), link.id, ['ZtoA']);
    covers(elementKey('link', link.id, 'both'), link.id, bothWays);
    for (const portId of [link.aPortId, link.zPortId]) {
      const port = index.ports.get(portId);
      if (port === undefined) continue;
      covers(elementKey('blade', port.bladeId, 'both'), link.id, bothWays);
      covers(elementKey('router', port.routerId, 'both'), link.id, bothWays);
    }
  }
  for (const [key, members] of trunkCrossings) {
    for (const [linkId, traversal] of members) {
      covers(key, linkId, traversal === 'both' ? bothWays : [traversal]);
    }
  }
  const elements = [...groups.values()].map((element) => {
    const links = linksOf.get(element.key);
    return links === undefined ? element : { ...element, linkDirections: [...links].sort() };
  });
  return { observables, elements };
}
