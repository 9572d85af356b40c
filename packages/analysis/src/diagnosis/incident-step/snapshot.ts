import { bladePortLinks, type PortLink } from '../../live-load.js';
import { bladeLoads } from '../../oversubscription.js';
import { walkPath, type PathWalk } from '../../path-walk.js';
import { topologyIndex, type TopologyIndex } from '../../topology-index.js';
import { riskModel, type RiskModel, type SuspectElement } from '../risk-model.js';
import {
  isLinkCrossed,
  linkCrossedElements,
  linksCrossing,
  type Direction,
  type EquipmentKind,
  type Path,
  type Topology,
} from '@tiermap/domain';
import { linkCrossedEntity } from '../../link-crossed.js';
import { portAddressIndex, type RouteLookups } from '../../observed/route-match.js';

/** What diagnosis knows of one suspect element besides its risk group. */
export interface ElementInfo {
  name: string;
  carrierId: string | null;
  /** Its own id and the ids of what contains it (a link's ports, blades and routers). */
  withinIds: string[];
  /** Member links of a trunk; the link itself for a link. */
  linkIds: string[];
  /**
   * Members of a trunk wired the other way round from the trunk's own direction (its first
   * member's): their A end is at the trunk's Z end. Empty for everything else.
   */
  reversedLinkIds: ReadonlySet<string>;
}

/**
 * The direction of member link `linkId` that carries `element`'s `direction`: the same, or the
 * opposite for a trunk member wired the other way round.
 */
export function memberDirection(
  info: ElementInfo,
  linkId: string,
  direction: Direction,
): Direction {
  if (!info.reversedLinkIds.has(linkId)) return direction;
  return direction === 'AtoZ' ? 'ZtoA' : 'AtoZ';
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The topology as diagnosis uses it, built once per topology load: the risk model, every
 * observable's walk, and lookups for names, carriers and containment.
 */
export interface DiagnosisSnapshot {
  topology: Topology;
  index: TopologyIndex;
  model: RiskModel;
  /** Per observable index, its walk. */
  walks: PathWalk[];
  paths: ReadonlyMap<string, Path>;
  /** Observable index by key. */
  observableAt: ReadonlyMap<string, number>;
  info: (element: SuspectElement) => ElementInfo;
  carrierName: (carrierId: string) => string;
  /** Blades oversubscribed by design (port speeds over fabric capacity). */
  oversubscribedBlades: ReadonlySet<string>;
  /**
   * Per blade id, the links on its ports, each with the end of the link that is on the blade (a
   * link between two ports of one blade is listed for both ends): `bladePortLinks`, what the live
   * load verdict (`bladeLiveLoad`) reads, and only these links.
   */
  bladeLinks: ReadonlyMap<string, readonly PortLink[]>;
  /** What matching a traceroute's hops to routers and links needs. */
  routeLookups: RouteLookups;
  /** The path direction that runs from one site to the other, if tiermap knows one. */
  pathBetween: (
    fromSiteId: string,
    toSiteId: string,
  ) => { pathId: string; direction: Direction } | undefined;
}

export function diagnosisSnapshot(topology: Topology): DiagnosisSnapshot {
  const index = topologyIndex(topology);
  const model = riskModel(topology);
  const paths = new Map(topology.paths.map((p) => [p.id, p]));
  const walks = model.observables.map((o) => {
    const path = paths.get(o.pathId);
    if (path === undefined) throw new Error(`observable of unknown path ${o.pathId}`);
    return walkPath(index, path, o.direction);
  });
  const linkContainers = (linkId: string): string[] => {
    const link = index.links.get(linkId);
    if (link === undefined) return [];
    return [link.aPortId, link.zPortId].flatMap((portId) => {
      const port = index.ports.get(portId);
      return port === undefined ? [] : [portId, port.bladeId, port.routerId];
    });
  };
  const cache = new Map<string, ElementInfo>();
  const modelElements: ReadonlySet<SuspectElement> = new Set(model.elements);
  const byElement = new Map<SuspectElement, ElementInfo>();
  const describe = (kind: EquipmentKind, id: string): ElementInfo => {
    if (isLinkCrossed(kind)) {
      // A patch panel (any kind links cross) fails with every link that crosses it: their
      // readings are its evidence.
      const entity = linkCrossedEntity(topology, kind, id);
      return {
        name: entity?.name ?? id,
        carrierId: entity?.carrierId ?? null,
        withinIds: [id],
        linkIds: linksCrossing(topology.links, kind, id),
        reversedLinkIds: NONE,
      };
    }
    switch (kind) {
      case 'link': {
        const link = index.links.get(id);
        return {
          name: link?.name ?? id,
          carrierId: link?.carrierId ?? null,
          withinIds: [
            id,
            ...(link?.trunkId === undefined ? [] : [link.trunkId]),
            ...(link === undefined ? [] : linkCrossedElements(link).map((e) => e.id)),
            ...linkContainers(id),
          ],
          linkIds: [id],
          reversedLinkIds: NONE,
        };
      }
      case 'trunk': {
        const trunk = index.trunks.get(id);
        const members = trunk?.memberLinkIds ?? [];
        const aRouterOf = (linkId: string): string | undefined => {
          const link = index.links.get(linkId);
          return link === undefined ? undefined : index.ports.get(link.aPortId)?.routerId;
        };
        // The trunk's own direction is its first member's with known ends (as in walkPath).
        const trunkA = members.map(aRouterOf).find((routerId) => routerId !== undefined);
        return {
          name: trunk?.name ?? id,
          carrierId: trunk?.carrierId ?? null,
          withinIds: [id, ...members, ...members.flatMap(linkContainers)],
          linkIds: members,
          reversedLinkIds: new Set(
            members.filter((m) => {
              const a = aRouterOf(m);
              return a !== undefined && trunkA !== undefined && a !== trunkA;
            }),
          ),
        };
      }
      case 'blade': {
        const blade = index.blades.get(id);
        const router = blade === undefined ? undefined : index.routers.get(blade.routerId);
        return {
          name: `${router?.name ?? blade?.routerId ?? '?'} slot ${blade?.slot ?? '?'} (${blade?.model ?? 'blade'})`,
          carrierId: router?.carrierId ?? null,
          withinIds: [id, ...(blade === undefined ? [] : [blade.routerId])],
          linkIds: [],
          reversedLinkIds: NONE,
        };
      }
      case 'router': {
        const router = index.routers.get(id);
        return {
          name: router?.name ?? id,
          carrierId: router?.carrierId ?? null,
          withinIds: [id],
          linkIds: [],
          reversedLinkIds: NONE,
        };
      }
    }
  };
  const linksByRouters = new Map<string, Array<{ linkId: string; aRouterId: string }>>();
  for (const link of topology.links) {
    const a = index.ports.get(link.aPortId)?.routerId;
    const z = index.ports.get(link.zPortId)?.routerId;
    if (a === undefined || z === undefined) continue;
    for (const key of [`${a}\u0000${z}`, `${z}\u0000${a}`]) {
      const list = linksByRouters.get(key) ?? [];
      list.push({ linkId: link.id, aRouterId: a });
      linksByRouters.set(key, list);
    }
  }
  return {
    topology,
    index,
    model,
    walks,
    routeLookups: {
      addresses: portAddressIndex(topology.ports),
      routerName: (routerId) => index.routers.get(routerId)?.name ?? routerId,
      linksBetween: (a, b) => linksByRouters.get(`${a}\u0000${b}`) ?? [],
    },
    paths,
    observableAt: new Map(model.observables.map((o, at) => [o.key, at])),
    info(element) {
      // The model's own elements are asked for on every evaluation: found by identity, without
      // making a key; others (made up by a caller) by kind and id.
      let found = byElement.get(element);
      if (found !== undefined) return found;
      const key = `${element.kind}:${element.id}`;
      found = cache.get(key);
      if (found === undefined) {
        found = describe(element.kind, element.id);
        cache.set(key, found);
      }
      if (modelElements.has(element)) byElement.set(element, found);
      return found;
    },
    carrierName: (carrierId) => index.carriers.get(carrierId)?.name ?? carrierId,
    bladeLinks: bladePortLinks(topology.ports, topology.links),
    oversubscribedBlades: new Set(
      bladeLoads(topology.blades, topology.ports, 1)
        .filter((b) => b.oversubscribed)
        .map((b) => b.id),
    ),
    pathBetween(fromSiteId, toSiteId) {
      for (const path of topology.paths) {
        if (path.aSiteId === fromSiteId && path.zSiteId === toSiteId) {
          return { pathId: path.id, direction: 'AtoZ' };
        }
        if (path.aSiteId === toSiteId && path.zSiteId === fromSiteId) {
          return { pathId: path.id, direction: 'ZtoA' };
        }
      }
      return undefined;
    },
  };
}
