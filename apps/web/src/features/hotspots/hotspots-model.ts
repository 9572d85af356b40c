import {
  oppositeDirection,
  type Direction,
  type OversubscriptionResponse,
  type RouterDetail,
  type TopologyResponse,
  type TrunkReport,
  type TrunksResponse,
  type TrunkWarning,
} from '@tiermap/domain';
import type { LiveByLink } from '../map/live-model.js';
import { bladeLive, linksById, type BladeLive } from '../router/router-panel-model.js';

/**
 * The hot spots page: equipment over its fabric capacity (by port capacity, and live) and
 * trunks whose load sharing is lopsided or whose wiring makes them fragile.
 */

/** A trunk direction is lopsided when one member carries more than this share of its load. */
export const LOPSIDED_SHARE = 0.8;
/**
 * Below this total load (per direction) a trunk is not judged: a few flows on an almost idle
 * trunk land where the hash puts them, and that says nothing of the load sharing.
 */
export const LOPSIDED_MIN_LOAD_BPS = 100e6;

export interface MemberShare {
  linkId: string;
  name: string;
  /** The member's load in this direction of the trunk, bits per second. */
  bps: number;
  /** bps / the trunk's load in this direction. */
  share: number;
}

/** How one direction of a trunk's load is shared between its members. */
export interface TrunkDirectionBalance {
  /** The trunk's direction: AtoZ from the A end of its (first) member. */
  direction: Direction;
  totalBps: number;
  members: MemberShare[];
  /** The member carrying the largest share. */
  top: MemberShare | undefined;
  lopsided: boolean;
  /** Why the direction was not judged, when it was not. */
  notJudged: 'missing-data' | 'below-floor' | undefined;
}

type TrunkForBalance = Pick<TrunkReport, 'members'>;
type LinkEnds = Pick<TopologyResponse['links'][number], 'id' | 'aRouterId'>;

/**
 * The live balance of a trunk in both of its directions. A trunk report turns members so that
 * their A end is one router; a member whose link runs the other way (its own A end is the
 * trunk's Z router) is read in its opposite direction. A direction is judged only when every
 * member has a measurement in it and the total is at least `LOPSIDED_MIN_LOAD_BPS`; it is
 * lopsided when one member carries more than `LOPSIDED_SHARE` of it, so its siblings are
 * left close to idle.
 */
export function trunkBalance(
  trunk: TrunkForBalance,
  links: ReadonlyMap<string, LinkEnds>,
  live: LiveByLink,
): TrunkDirectionBalance[] {
  return (['AtoZ', 'ZtoA'] as const).map((direction) => {
    const members: MemberShare[] = [];
    let missing = false;
    for (const member of trunk.members) {
      const link = links.get(member.linkId);
      const reversed = link !== undefined && link.aRouterId !== member.aRouterId;
      const linkDirection = reversed ? oppositeDirection(direction) : direction;
      const bps = live.get(member.linkId)?.[linkDirection]?.bps;
      if (bps === undefined || bps === null) {
        missing = true;
        continue;
      }
      members.push({ linkId: member.linkId, name: member.name, bps, share: 0 });
    }
    const totalBps = members.reduce((total, member) => total + member.bps, 0);
    for (const member of members) {
      member.share = totalBps > 0 ? member.bps / totalBps : 0;
    }
    const top = members.reduce<MemberShare | undefined>(
      (best, member) => (best === undefined || member.bps > best.bps ? member : best),
      undefined,
    );
    const notJudged =
      missing || members.length < 2
        ? 'missing-data'
        : totalBps < LOPSIDED_MIN_LOAD_BPS
          ? 'below-floor'
          : undefined;
    return {
      direction,
      totalBps,
      members,
      top,
      lopsided: notJudged === undefined && top !== undefined && top.share > LOPSIDED_SHARE,
      notJudged,
    };
  });
}

export interface EquipmentHotspot {
  kind: 'blade' | 'backplane';
  id: string;
  routerId: string;
  routerName: string;
  /** "Slot 2 · MPC" for a blade, "Backplane" for a backplane. */
  label: string;
  /** Capacity feeding in (ports for a blade, blades' fabric connections for a backplane). */
  offeredBps: number;
  /** What it is connected to or can switch (the fabric connection, the backplane). */
  capacityBps: number;
  /** offeredBps / capacityBps. */
  ratio: number;
  /** A blade's live load, when its router's detail was loaded and it has measurements. */
  live: BladeLive | undefined;
}

export interface TrunkHotspot {
  id: string;
  name: string;
  carrierId: string;
  capacityBps: number;
  memberLinkIds: string[];
  /** The member to show on the map: the one carrying most of a lopsided direction, or the first. */
  showLinkId: string | undefined;
  warnings: TrunkWarning[];
  balance: TrunkDirectionBalance[];
  lopsided: boolean;
  /** The largest share of a lopsided direction; 0 when not lopsided. */
  worstShare: number;
}

export interface HotspotsModel {
  equipment: EquipmentHotspot[];
  trunks: TrunkHotspot[];
  /** Trunks with no warning and balanced (or unmeasured) load, not listed. */
  quietTrunkCount: number;
  /** Routers of oversubscribed blades, whose detail gives the blades' live load. */
  routerIdsToLoad: string[];
}

/** Routers holding oversubscribed blades: only those can be overloaded live. */
export function routersWithOversubscribedBlades(
  oversubscription: Pick<OversubscriptionResponse, 'blades'>,
): string[] {
  return [
    ...new Set(
      oversubscription.blades.filter((blade) => blade.oversubscribed).map((b) => b.routerId),
    ),
  ].sort();
}

/** Sorts equipment by severity: live overload first (by live ratio), then by ratio, then id. */
export function compareEquipment(a: EquipmentHotspot, b: EquipmentHotspot): number {
  const aOver = a.live?.overload === true;
  const bOver = b.live?.overload === true;
  if (aOver !== bOver) return aOver ? -1 : 1;
  if (aOver && bOver) {
    const byLive = (b.live?.ratio ?? 0) - (a.live?.ratio ?? 0);
    if (byLive !== 0) return byLive;
  }
  return b.ratio - a.ratio || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Sorts trunks: lopsided first (by worst share), then by warnings (warning before info), then id. */
export function compareTrunks(a: TrunkHotspot, b: TrunkHotspot): number {
  if (a.lopsided !== b.lopsided) return a.lopsided ? -1 : 1;
  const byShare = b.worstShare - a.worstShare;
  if (byShare !== 0) return byShare;
  const weight = (t: TrunkHotspot) =>
    t.warnings.reduce((total, w) => total + (w.severity === 'warning' ? 10 : 1), 0);
  return weight(b) - weight(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Builds the hot spots page from the analysis answers, router details, topology and live data.
 * Only oversubscribed blades and backplanes are listed: a blade whose port capacity is within
 * its fabric connection cannot be overloaded live, so the routers of oversubscribed blades are
 * the only ones whose detail is needed for the live load.
 */
export function hotspotsModel(input: {
  oversubscription: OversubscriptionResponse;
  trunks: TrunksResponse;
  /** Details of the routers in `routersWithOversubscribedBlades`, as far as loaded. */
  routerDetails: ReadonlyMap<string, RouterDetail>;
  topology: Pick<TopologyResponse, 'routers' | 'links'>;
  live: LiveByLink;
}): HotspotsModel {
  const { oversubscription, trunks, routerDetails, topology, live } = input;
  const routerNames = new Map(topology.routers.map((router) => [router.id, router.name]));
  const links = linksById(topology);
  const routerName = (id: string) => routerNames.get(id) ?? id;

  const blades = oversubscription.blades
    .filter((blade) => blade.oversubscribed)
    .map((blade): EquipmentHotspot => {
      const detailBlade = routerDetails
        .get(blade.routerId)
        ?.blades.find((candidate) => candidate.id === blade.id);
      return {
        kind: 'blade',
        id: blade.id,
        routerId: blade.routerId,
        routerName: routerName(blade.routerId),
        label: `Slot ${blade.slot} · ${blade.model}`,
        offeredBps: blade.portCapacityBps,
        capacityBps: blade.fabricCapacityBps,
        ratio: blade.ratio,
        live:
          detailBlade === undefined
            ? undefined
            : bladeLive(blade.routerId, detailBlade, links, live),
      };
    });
  const backplanes = oversubscription.backplanes
    .filter((backplane) => backplane.oversubscribed)
    .map((backplane): EquipmentHotspot => ({
      kind: 'backplane',
      id: backplane.id,
      routerId: backplane.routerId,
      routerName: routerName(backplane.routerId),
      label: 'Backplane',
      offeredBps: backplane.bladeFabricCapacityBps,
      capacityBps: backplane.capacityBps,
      ratio: backplane.ratio,
      live: undefined,
    }));

  const trunkRows = trunks.trunks.map((trunk): TrunkHotspot => {
    const balance = trunkBalance(trunk, links, live);
    const lopsided = balance.filter((direction) => direction.lopsided);
    const worst = lopsided.reduce<TrunkDirectionBalance | undefined>(
      (best, direction) =>
        best === undefined || (direction.top?.share ?? 0) > (best.top?.share ?? 0)
          ? direction
          : best,
      undefined,
    );
    return {
      id: trunk.id,
      name: trunk.name,
      carrierId: trunk.carrierId,
      capacityBps: trunk.capacityBps,
      memberLinkIds: trunk.members.map((member) => member.linkId),
      showLinkId: worst?.top?.linkId ?? trunk.members[0]?.linkId,
      warnings: trunk.warnings,
      balance,
      lopsided: worst !== undefined,
      worstShare: worst?.top?.share ?? 0,
    };
  });
  const listed = trunkRows.filter((trunk) => trunk.lopsided || trunk.warnings.length > 0);

  return {
    equipment: [...blades, ...backplanes].sort(compareEquipment),
    trunks: listed.sort(compareTrunks),
    quietTrunkCount: trunkRows.length - listed.length,
    routerIdsToLoad: routersWithOversubscribedBlades(oversubscription),
  };
}
