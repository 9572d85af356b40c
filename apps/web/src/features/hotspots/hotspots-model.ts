import type {
  BladeLive,
  OversubscriptionResponse,
  TopologyResponse,
  TrunkDirectionBalance,
  TrunksResponse,
  TrunkWarning,
} from '@tiermap/domain';
import { loadStroke, STALE_STYLE } from '../../viz/scales.js';

/**
 * The hot spots page: equipment over its fabric capacity (by port capacity, and live) and
 * trunks whose load sharing is lopsided or whose wiring makes them fragile. Every verdict
 * (oversubscribed, live load and overload, lopsided) is computed by the API
 * (`/api/analysis/oversubscription`, `/api/analysis/trunks`); this model only picks and orders.
 */

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
  /** A blade's live load as served, when it has measurements. */
  live: BladeLive | undefined;
  /**
   * The live share of the fabric in the map's load colour (scales.ts), stale grey when stale;
   * undefined without live data. 99 % is the same colour here as on the map.
   */
  liveColour: string | undefined;
}

function liveColour(live: BladeLive | undefined): string | undefined {
  if (live === undefined) return undefined;
  return live.stale ? STALE_STYLE.stroke : loadStroke(live.ratio, 'utilization');
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
  /** The lopsided rule the API judged by, for the page's note. */
  rule: TrunksResponse['rule'];
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
 * Builds the hot spots page from the analysis answers (with their live verdicts) and the
 * topology's router names. Only oversubscribed blades and backplanes are listed: a blade whose
 * port capacity is within its fabric connection cannot be overloaded live.
 */
export function hotspotsModel(input: {
  oversubscription: OversubscriptionResponse;
  trunks: TrunksResponse;
  topology: Pick<TopologyResponse, 'routers'>;
}): HotspotsModel {
  const { oversubscription, trunks, topology } = input;
  const routerNames = new Map(topology.routers.map((router) => [router.id, router.name]));
  const routerName = (id: string) => routerNames.get(id) ?? id;

  const blades = oversubscription.blades
    .filter((blade) => blade.oversubscribed)
    .map((blade): EquipmentHotspot => ({
      kind: 'blade',
      id: blade.id,
      routerId: blade.routerId,
      routerName: routerName(blade.routerId),
      label: `Slot ${blade.slot} · ${blade.model}`,
      offeredBps: blade.portCapacityBps,
      capacityBps: blade.fabricCapacityBps,
      ratio: blade.ratio,
      live: blade.live,
      liveColour: liveColour(blade.live),
    }));
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
      liveColour: undefined,
    }));

  const trunkRows = trunks.trunks.map((trunk): TrunkHotspot => ({
    id: trunk.id,
    name: trunk.name,
    carrierId: trunk.carrierId,
    capacityBps: trunk.capacityBps,
    memberLinkIds: trunk.members.map((member) => member.linkId),
    showLinkId: trunk.worstLinkId ?? trunk.members[0]?.linkId,
    warnings: trunk.warnings,
    balance: trunk.balance,
    lopsided: trunk.lopsided,
    worstShare: trunk.worstShare,
  }));
  const listed = trunkRows.filter((trunk) => trunk.lopsided || trunk.warnings.length > 0);

  return {
    equipment: [...blades, ...backplanes].sort(compareEquipment),
    trunks: listed.sort(compareTrunks),
    quietTrunkCount: trunkRows.length - listed.length,
    rule: trunks.rule,
  };
}
