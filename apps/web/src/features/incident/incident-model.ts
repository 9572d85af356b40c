import {
  ENTITY_CATALOGUE,
  lostPerSec,
  type Direction,
  type IncidentList,
  type SharedEquipment,
  type SharedResponse,
  type TopologyResponse,
} from '@tiermap/domain';
import type { LiveByLink } from '../map/live-model.js';
import { equipmentLinks } from '../map/equipment-links.js';

export interface SuspectRow {
  rank: number;
  kind: SharedEquipment['kind'];
  /** The kind as people read it ("patch panel"), from the entity catalogue. */
  kindName: string;
  id: string;
  name: string;
  carrier: string;
  /** How many of the chosen sites use it, out of how many were chosen. */
  chosenCount: number;
  chosenTotal: number;
  chosenSites: string[];
  /** Sites not chosen (taken as healthy) that also use it: each one argues against it. */
  healthyCount: number;
  healthySites: string[];
  /** "both ways", "A to Z only" or "Z to A only": which directions the chosen paths cross it. */
  directions: string;
  /** Links to show it on the map: itself, a trunk's members. */
  linkIds: string[];
  /**
   * Its live state, one reading per link direction (the worst member of a trunk), never one
   * direction's load beside the other's errors; only the failing direction when the open
   * incident of these sites ranks it. Empty without live data.
   */
  live: DirectionReading[];
}

export interface DirectionReading {
  direction: Direction;
  /** "GÉANT2 Paris → GÉANT2 Geneva": the routers the traffic leaves and reaches. */
  label: string;
  utilization: number | undefined;
  errorsPerSec: number;
  stale: boolean;
}

/** The direction each suspect of an incident fails in, by "kind:id". */
export type FailingDirections = ReadonlyMap<string, Direction | 'both'>;

/** The sites a person can choose for an incident: every site but the Tier0, Tier1 first. */
export function incidentSiteChoices(
  topology: TopologyResponse,
): { id: string; name: string; tier: number }[] {
  return topology.sites
    .filter((s) => s.tier > 0)
    .sort((a, b) => a.tier - b.tier || a.id.localeCompare(b.id))
    .map((s) => ({ id: s.id, name: s.name, tier: s.tier }));
}

/** Adds a site to the chosen list or takes it away, keeping the list sorted. */
export function toggleSite(chosen: readonly string[], siteId: string): string[] {
  const next = chosen.includes(siteId) ? chosen.filter((s) => s !== siteId) : [...chosen, siteId];
  return next.sort((a, b) => a.localeCompare(b));
}

/**
 * The shared equipment of an incident as rows, in the server's ranking (most of the chosen
 * sites first, fewer healthy sites next), each with the counts a person needs to judge it and
 * its live state.
 */
export function suspectRows(
  response: SharedResponse,
  topology: TopologyResponse,
  live: LiveByLink,
  failing: FailingDirections = new Map(),
): SuspectRow[] {
  const carriers = new Map(topology.carriers.map((c) => [c.id, c.name]));
  const routers = new Map(topology.routers.map((r) => [r.id, r.name]));
  const links = new Map(topology.links.map((l) => [l.id, l]));
  const linksOf = equipmentLinks(topology);
  return response.shared.map((item, index) => {
    const linkIds = [...linksOf(item)];
    return {
      rank: index + 1,
      kind: item.kind,
      kindName: ENTITY_CATALOGUE.find((e) => e.kind === item.kind)?.what ?? item.kind,
      id: item.id,
      name: item.name,
      carrier: carriers.get(item.carrierId) ?? item.carrierId,
      chosenCount: item.sites.length,
      chosenTotal: response.sites.length,
      chosenSites: item.sites,
      healthyCount: item.otherSiteCount,
      healthySites: item.otherSites,
      directions: directionsText(item.directions),
      linkIds,
      live: directionReadings(
        linkIds,
        live,
        failing.get(`${item.kind}:${item.id}`) ?? 'both',
        (id) => {
          const link = links.get(id);
          return link === undefined
            ? undefined
            : {
                a: routers.get(link.aRouterId) ?? link.aRouterId,
                z: routers.get(link.zRouterId) ?? link.zRouterId,
              };
        },
      ),
    };
  });
}

function directionsText(directions: readonly string[]): string {
  const a = directions.includes('AtoZ');
  const z = directions.includes('ZtoA');
  if (a && z) return 'both ways';
  return a ? 'CERN to site only' : 'site to CERN only';
}

function directionReadings(
  linkIds: readonly string[],
  live: LiveByLink,
  failing: Direction | 'both',
  ends: (linkId: string) => { a: string; z: string } | undefined,
): DirectionReading[] {
  const directions: Direction[] = failing === 'both' ? ['AtoZ', 'ZtoA'] : [failing];
  const readings: DirectionReading[] = [];
  for (const direction of directions) {
    let reading: DirectionReading | undefined;
    for (const id of linkIds) {
      const state = live.get(id)?.[direction];
      if (state === undefined) continue;
      const errors = lostPerSec(state);
      const utilization = state.utilization ?? undefined;
      if (reading === undefined) {
        const end = ends(id);
        const label =
          end === undefined
            ? direction
            : direction === 'AtoZ'
              ? `${end.a} → ${end.z}`
              : `${end.z} → ${end.a}`;
        reading = { direction, label, utilization, errorsPerSec: errors, stale: state.stale };
        continue;
      }
      // A trunk: its worst member in this direction.
      reading = {
        ...reading,
        utilization:
          utilization === undefined
            ? reading.utilization
            : Math.max(reading.utilization ?? 0, utilization),
        errorsPerSec: Math.max(reading.errorsPerSec, errors),
        stale: reading.stale || state.stale,
      };
    }
    if (reading !== undefined) readings.push(reading);
  }
  return readings;
}

/**
 * The failing direction of each suspect of the open incident whose sites are exactly `chosen`;
 * empty when no open incident has those sites.
 */
export function failingDirections(
  list: IncidentList | undefined,
  chosen: readonly string[],
): FailingDirections {
  const key = [...chosen].sort((a, b) => a.localeCompare(b)).join(',');
  const incident = list?.incidents.find(
    (i) => i.status === 'open' && [...i.sites].sort((a, b) => a.localeCompare(b)).join(',') === key,
  );
  return new Map((incident?.suspects ?? []).map((s) => [`${s.kind}:${s.id}`, s.direction]));
}

export interface OpenIncidentChoice {
  id: string;
  title: string;
  /** The incident's sites, sorted: what the chooser is filled with. */
  siteIds: string[];
  known: boolean;
  /** The chooser holds exactly these sites now. */
  chosen: boolean;
}

/**
 * The open incidents as one-click fillers of the site chooser: unexplained ones first, known
 * (scheduled) ones after, newest first; incidents with no site are left out.
 */
export function openIncidentChoices(
  list: IncidentList,
  chosen: readonly string[],
): OpenIncidentChoice[] {
  const current = [...chosen].sort((a, b) => a.localeCompare(b)).join(',');
  return list.incidents
    .filter((i) => i.status === 'open' && i.sites.length > 0)
    .sort(
      (a, b) => Number(a.known !== null) - Number(b.known !== null) || b.openedAtMs - a.openedAtMs,
    )
    .map((i) => {
      const siteIds = [...i.sites].sort((a, b) => a.localeCompare(b));
      return {
        id: i.id,
        title: i.title,
        siteIds,
        known: i.known !== null,
        chosen: siteIds.join(',') === current,
      };
    });
}
