import type {
  BladeLive,
  BladeLoad,
  Direction,
  RouterDetail,
  TopologyResponse,
} from '@tiermap/domain';
import type { LiveByLink } from '../map/live-model.js';

/**
 * The router panel's view model. Every verdict on the router's blades and backplane (port
 * capacity against the fabric connection, live load now, oversubscribed, live overload) is
 * computed by the API (`@tiermap/analysis` `bladeLoads`, `bladeLiveLoads`, `backplaneLoads`) and
 * served in the router's detail as `load`; this model only arranges it for the panel, beside
 * each port's own live traffic as the live stream reports it (seen from this router: `inBps`
 * arrives on the port's link, `outBps` leaves on it).
 */

export type LinkEnd = 'A' | 'Z';

export interface PortRow {
  id: string;
  name: string;
  speedBps: number;
  link:
    | {
        id: string;
        name: string;
        capacityBps: number;
        trunkId: string | undefined;
        remoteRouterId: string;
        remoteRouterName: string;
        /** This router's end of the link; undefined when the topology does not know the link. */
        end: LinkEnd | undefined;
        inBps: number | undefined;
        outBps: number | undefined;
      }
    | undefined;
}

/** A blade as the panel shows it: the verdict the API serves (`BladeLoad`) with its ports' rows. */
export type BladeRow = Omit<BladeLoad, 'routerId' | 'live'> & {
  /** Served: undefined when no port link of the blade has any live measurement. */
  live: BladeLive | undefined;
  ports: PortRow[];
};

export interface BackplaneRow {
  id: string;
  capacityBps: number;
  /** Sum of the blades' fabric connections. */
  bladeFabricCapacityBps: number;
  /** bladeFabricCapacityBps / capacityBps. */
  ratio: number;
  oversubscribed: boolean;
  /** max(sum of the blades' inBps, sum of their outBps); undefined with no live data. */
  liveLoadBps: number | undefined;
  liveOverload: boolean;
}

export interface RouterPathRow {
  pathId: string;
  name: string;
  /**
   * The site at the far end from CERN (the path's Z site), selected by the path's button;
   * undefined when the topology does not know the path.
   */
  siteId: string | undefined;
  directions: Direction[];
}

export interface RouterPanelModel {
  id: string;
  name: string;
  carrierId: string;
  /** Vendor, model and OS, for people. */
  description: string;
  location: string;
  siteId: string | undefined;
  blades: BladeRow[];
  backplane: BackplaneRow | undefined;
  oversubscribedBladeCount: number;
  liveOverloadBladeCount: number;
  paths: RouterPathRow[];
}

type TopologyLinkEnds = Pick<
  TopologyResponse['links'][number],
  'id' | 'aPortId' | 'zPortId' | 'aRouterId' | 'zRouterId'
>;

type DetailPort = RouterDetail['blades'][number]['ports'][number];

/**
 * Which end of a link the router is, on the given port: by the link's port ids first (exact,
 * even for a link from a router to itself), then by its router ids.
 */
export function linkEndAt(
  link: TopologyLinkEnds,
  portId: string,
  routerId: string,
): LinkEnd | undefined {
  if (link.aPortId === portId) return 'A';
  if (link.zPortId === portId) return 'Z';
  if (link.aRouterId === routerId) return 'A';
  if (link.zRouterId === routerId) return 'Z';
  return undefined;
}

/** The link direction carrying traffic towards the given end: ZtoA arrives at A, AtoZ at Z. */
export function arrivingDirection(end: LinkEnd): Direction {
  return end === 'A' ? 'ZtoA' : 'AtoZ';
}

/** The link direction carrying traffic away from the given end. */
export function leavingDirection(end: LinkEnd): Direction {
  return end === 'A' ? 'AtoZ' : 'ZtoA';
}

interface PortTraffic {
  inBps: number | undefined;
  outBps: number | undefined;
  stale: boolean;
}

function portTraffic(linkId: string, end: LinkEnd, live: LiveByLink): PortTraffic {
  const states = live.get(linkId);
  const arriving = states?.[arrivingDirection(end)];
  const leaving = states?.[leavingDirection(end)];
  return {
    inBps: arriving?.bps ?? undefined,
    outBps: leaving?.bps ?? undefined,
    stale: (arriving?.bps != null && arriving.stale) || (leaving?.bps != null && leaving.stale),
  };
}

/** Topology links by id, to tell which end of each port's link the router is. */
export function linksById(
  topology: Pick<TopologyResponse, 'links'>,
): Map<string, TopologyLinkEnds> {
  return new Map(topology.links.map((link) => [link.id, link]));
}

/** Builds the router panel's model from the router's detail, the topology and live data. */
export function routerPanelModel(
  detail: RouterDetail,
  topology: Pick<TopologyResponse, 'links' | 'routers' | 'paths'>,
  live: LiveByLink,
): RouterPanelModel {
  const routerId = detail.router.id;
  const links = linksById(topology);
  const routerNames = new Map(topology.routers.map((router) => [router.id, router.name]));
  const verdicts = new Map(detail.load.blades.map((load) => [load.id, load]));
  const blades = [...detail.blades]
    .sort((a, b) => a.slot - b.slot || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((blade): BladeRow => {
      const load = verdicts.get(blade.id);
      return {
        id: blade.id,
        slot: blade.slot,
        model: blade.model,
        portCount: blade.ports.length,
        portCapacityBps: load?.portCapacityBps ?? 0,
        fabricCapacityBps: blade.fabricCapacityBps,
        ratio: load?.ratio ?? 0,
        oversubscribed: load?.oversubscribed ?? false,
        live: load?.live,
        ports: blade.ports.map((port) => portRow(port, routerId, links, routerNames, live)),
      };
    });

  const paths = new Map(topology.paths.map((path) => [path.id, path]));
  return {
    id: routerId,
    name: detail.router.name,
    carrierId: detail.router.carrierId,
    description: `${detail.router.vendor} ${detail.router.model}, ${detail.router.os}`,
    location: detail.router.location,
    siteId: detail.router.siteId,
    blades,
    backplane: backplaneRow(detail.load.backplane),
    oversubscribedBladeCount: blades.filter((blade) => blade.oversubscribed).length,
    liveOverloadBladeCount: blades.filter((blade) => blade.live?.overload === true).length,
    paths: detail.paths
      .map((crossing) => {
        const path = paths.get(crossing.pathId);
        return {
          pathId: crossing.pathId,
          name: path?.name ?? crossing.pathId,
          siteId: path?.zSiteId,
          directions: [...crossing.directions].sort(),
        };
      })
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
  };
}

function portRow(
  port: DetailPort,
  routerId: string,
  links: ReadonlyMap<string, TopologyLinkEnds>,
  routerNames: ReadonlyMap<string, string>,
  live: LiveByLink,
): PortRow {
  if (port.link === undefined) {
    return { id: port.id, name: port.name, speedBps: port.speedBps, link: undefined };
  }
  const topologyLink = links.get(port.link.id);
  const end = topologyLink === undefined ? undefined : linkEndAt(topologyLink, port.id, routerId);
  const traffic = end === undefined ? undefined : portTraffic(port.link.id, end, live);
  return {
    id: port.id,
    name: port.name,
    speedBps: port.speedBps,
    link: {
      id: port.link.id,
      name: port.link.name,
      capacityBps: port.link.capacityBps,
      trunkId: port.link.trunkId,
      remoteRouterId: port.link.remoteRouterId,
      remoteRouterName: routerNames.get(port.link.remoteRouterId) ?? port.link.remoteRouterId,
      end,
      inBps: traffic?.inBps,
      outBps: traffic?.outBps,
    },
  };
}

function backplaneRow(load: RouterDetail['load']['backplane']): BackplaneRow | undefined {
  if (load === undefined) return undefined;
  return {
    id: load.id,
    capacityBps: load.capacityBps,
    bladeFabricCapacityBps: load.bladeFabricCapacityBps,
    ratio: load.ratio,
    oversubscribed: load.oversubscribed,
    liveLoadBps: load.liveLoadBps,
    liveOverload: load.liveOverload ?? false,
  };
}
