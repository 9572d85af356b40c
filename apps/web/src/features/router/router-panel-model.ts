import type { Direction, RouterDetail, TopologyResponse } from '@tiermap/domain';
import type { LiveByLink } from '../map/live-model.js';

/**
 * The router panel's view model: per blade, port capacity and live load against the blade's
 * connection to the fabric, and the backplane against the sum of those connections.
 *
 * Live load of a blade. Each port's link is measured per direction of the link itself (AtoZ:
 * from the link's A end to its Z end). Seen from the router:
 * - traffic entering the fabric from the blade (`inBps`) is the sum, over the blade's ports, of
 *   the bps arriving at this router on the port's link: ZtoA when this router is the link's
 *   A end, AtoZ when it is the Z end;
 * - traffic leaving the fabric through the blade (`outBps`) is the other direction;
 * - the blade-to-fabric connection is full duplex, so its load is `max(inBps, outBps)`, and that
 *   is what is compared with the fabric capacity: above it is a live overload.
 * Which end the router is comes from the topology (the link's ports, then its routers).
 */

export type LinkEnd = 'A' | 'Z';

/** The live traffic a set of ports moves through the fabric, bits per second. */
export interface FabricTraffic {
  /** Arriving at the router on the ports' links: entering the fabric. */
  inBps: number;
  /** Leaving the router on the ports' links: coming out of the fabric. */
  outBps: number;
  /** max(inBps, outBps): the load on a full-duplex fabric connection. */
  loadBps: number;
  /** Link directions that had a measurement, out of `expected` (two per linked port). */
  measured: number;
  expected: number;
  /** True when any measurement used is stale. */
  stale: boolean;
}

/** The live load of a blade against its fabric connection. */
export interface BladeLive extends FabricTraffic {
  /** loadBps / fabricCapacityBps. */
  ratio: number;
  /** The live load exceeds the fabric connection. */
  overload: boolean;
}

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

export interface BladeRow {
  id: string;
  slot: number;
  model: string;
  portCount: number;
  /** Sum of the blade's port speeds. */
  portCapacityBps: number;
  fabricCapacityBps: number;
  /** portCapacityBps / fabricCapacityBps: 2 means 2:1 oversubscribed. */
  ratio: number;
  /** Port capacity exceeds the fabric connection. */
  oversubscribed: boolean;
  /** Undefined when no port link of the blade has any live measurement. */
  live: BladeLive | undefined;
  ports: PortRow[];
}

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

/**
 * The live traffic the given ports of `routerId` move through the fabric (see the module
 * comment for the directions). Ports without a link, and links the topology does not know
 * (so their direction cannot be told), add nothing. Undefined when no link direction has a
 * measurement.
 */
export function fabricTraffic(
  routerId: string,
  ports: readonly Pick<DetailPort, 'id' | 'link'>[],
  linksById: ReadonlyMap<string, TopologyLinkEnds>,
  live: LiveByLink,
): FabricTraffic | undefined {
  let inBps = 0;
  let outBps = 0;
  let measured = 0;
  let expected = 0;
  let stale = false;
  for (const port of ports) {
    if (port.link === undefined) continue;
    expected += 2;
    const link = linksById.get(port.link.id);
    const end = link === undefined ? undefined : linkEndAt(link, port.id, routerId);
    if (end === undefined) continue;
    const traffic = portTraffic(port.link.id, end, live);
    if (traffic.inBps !== undefined) {
      inBps += traffic.inBps;
      measured += 1;
    }
    if (traffic.outBps !== undefined) {
      outBps += traffic.outBps;
      measured += 1;
    }
    stale ||= traffic.stale;
  }
  if (measured === 0) return undefined;
  return { inBps, outBps, loadBps: Math.max(inBps, outBps), measured, expected, stale };
}

/** A blade's live load against its fabric connection; undefined with no measurement. */
export function bladeLive(
  routerId: string,
  blade: Pick<RouterDetail['blades'][number], 'fabricCapacityBps' | 'ports'>,
  linksById: ReadonlyMap<string, TopologyLinkEnds>,
  live: LiveByLink,
): BladeLive | undefined {
  const traffic = fabricTraffic(routerId, blade.ports, linksById, live);
  if (traffic === undefined) return undefined;
  const ratio = traffic.loadBps / blade.fabricCapacityBps;
  return { ...traffic, ratio, overload: traffic.loadBps > blade.fabricCapacityBps };
}

/** Topology links by id, for `fabricTraffic` and `bladeLive`. */
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
  const blades = [...detail.blades]
    .sort((a, b) => a.slot - b.slot || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((blade): BladeRow => {
      const portCapacityBps = blade.ports.reduce((total, port) => total + port.speedBps, 0);
      const ratio = portCapacityBps / blade.fabricCapacityBps;
      return {
        id: blade.id,
        slot: blade.slot,
        model: blade.model,
        portCount: blade.ports.length,
        portCapacityBps,
        fabricCapacityBps: blade.fabricCapacityBps,
        ratio,
        oversubscribed: portCapacityBps > blade.fabricCapacityBps,
        live: bladeLive(routerId, blade, links, live),
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
    backplane: detail.backplane === undefined ? undefined : backplaneRow(detail.backplane, blades),
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

function backplaneRow(
  backplane: NonNullable<RouterDetail['backplane']>,
  blades: readonly BladeRow[],
): BackplaneRow {
  const bladeFabricCapacityBps = blades.reduce(
    (total, blade) => total + blade.fabricCapacityBps,
    0,
  );
  const measured = blades.filter((blade) => blade.live !== undefined);
  const liveLoadBps =
    measured.length === 0
      ? undefined
      : Math.max(
          measured.reduce((total, blade) => total + (blade.live?.inBps ?? 0), 0),
          measured.reduce((total, blade) => total + (blade.live?.outBps ?? 0), 0),
        );
  return {
    id: backplane.id,
    capacityBps: backplane.capacityBps,
    bladeFabricCapacityBps,
    ratio: bladeFabricCapacityBps / backplane.capacityBps,
    oversubscribed: bladeFabricCapacityBps > backplane.capacityBps,
    liveLoadBps,
    liveOverload: liveLoadBps !== undefined && liveLoadBps > backplane.capacityBps,
  };
}
