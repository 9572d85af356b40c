import {
  LIVE_METRICS,
  catalogueEntry,
  lostPerSec,
  type Direction,
  type LinkDetail,
  type TopologyResponse,
} from '@tiermap/domain';
import type { LiveByLink } from '../map/live-model.js';

export interface DirectionLive {
  direction: Direction;
  /** "GVA to PAR": from the end the traffic leaves to the end it reaches. */
  label: string;
  bps: number | undefined;
  utilization: number | undefined;
  /** Each packet counter of the table of live metrics (errors, in and out discards). */
  faults: { label: string; perSec: number | undefined }[];
  /** Packets lost per second, all counters together; 0 without data. */
  lostPerSec: number;
  stale: boolean;
  /** An interface at an end reports ifOperStatus down (polled from Prometheus). */
  down: boolean;
  noData: boolean;
  /** The sites whose traffic crosses the link this way. */
  sites: string[];
}

export interface TrunkMemberRow {
  linkId: string;
  name: string;
  capacityBps: number;
  isThis: boolean;
  utilization: Record<Direction, number | undefined>;
}

export interface LinkDetailView {
  id: string;
  name: string;
  carrier: string;
  capacityBps: number;
  rttMs: number | undefined;
  ends: { label: 'A' | 'Z'; router: string; routerId: string; blade: string; port: string }[];
  directions: DirectionLive[];
  trunk: { id: string; name: string; members: TrunkMemberRow[] } | undefined;
  /** What the link crosses (its patch panels): the kind as people read it, name and carrier. */
  crossed: { id: string; what: string; name: string; carrier: string }[];
  /** Every site using the link, either way: who else is hit if it fails. */
  sites: string[];
}

/** Joins a link's detail with the topology (names, trunk members, sites) and its live state. */
export function linkDetailView(
  detail: LinkDetail,
  topology: TopologyResponse,
  live: LiveByLink,
): LinkDetailView {
  const carriers = new Map(topology.carriers.map((c) => [c.id, c.name]));
  const siteOfPath = new Map(topology.paths.map((p) => [p.id, p.zSiteId]));
  const sitesOf = (crossings: readonly { pathId: string }[]) =>
    [...new Set(crossings.map((c) => siteOfPath.get(c.pathId) ?? c.pathId))].sort();
  const ends = [
    { label: 'A' as const, end: detail.aEnd },
    { label: 'Z' as const, end: detail.zEnd },
  ].map(({ label, end }) => ({
    label,
    router: end.routerName,
    routerId: end.routerId,
    blade: end.bladeId,
    port: end.portName,
  }));
  const directions = (['AtoZ', 'ZtoA'] as const).map((direction): DirectionLive => {
    const state = live.get(detail.link.id)?.[direction];
    const [from, to] =
      direction === 'AtoZ'
        ? [detail.aEnd.routerName, detail.zEnd.routerName]
        : [detail.zEnd.routerName, detail.aEnd.routerName];
    return {
      direction,
      label: `${from} to ${to}`,
      bps: state?.bps ?? undefined,
      utilization: state?.utilization ?? undefined,
      faults: LIVE_METRICS.filter((m) => m.chart.band === 'faults').map((m) => ({
        label: m.label,
        perSec: state?.[m.name] ?? undefined,
      })),
      lostPerSec: state === undefined ? 0 : lostPerSec(state),
      stale: state?.stale ?? false,
      down: state?.down === true,
      noData: state === undefined,
      sites: sitesOf(detail.paths[direction]),
    };
  });
  const links = new Map(topology.links.map((l) => [l.id, l]));
  const trunk =
    detail.trunk === undefined
      ? undefined
      : {
          id: detail.trunk.id,
          name: detail.trunk.name,
          members: detail.trunk.memberLinkIds.map((id): TrunkMemberRow => {
            const byDirection = live.get(id);
            return {
              linkId: id,
              name: links.get(id)?.name ?? id,
              capacityBps: links.get(id)?.capacityBps ?? 0,
              isThis: id === detail.link.id,
              utilization: {
                AtoZ: byDirection?.AtoZ?.utilization ?? undefined,
                ZtoA: byDirection?.ZtoA?.utilization ?? undefined,
              },
            };
          }),
        };
  return {
    id: detail.link.id,
    name: detail.link.name,
    carrier: carriers.get(detail.link.carrierId) ?? detail.link.carrierId,
    capacityBps: detail.link.capacityBps,
    rttMs: detail.link.rttMs,
    ends,
    directions,
    trunk,
    crossed: detail.crossed.map((e) => ({
      id: e.id,
      what: catalogueEntry(e.kind).what,
      name: e.name,
      carrier: carriers.get(e.carrierId) ?? e.carrierId,
    })),
    sites: [...new Set(directions.flatMap((d) => d.sites))].sort(),
  };
}
