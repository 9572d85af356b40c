import type {
  IncidentList,
  SharedEquipment,
  SharedResponse,
  TopologyResponse,
} from '@tiermap/domain';
import type { LiveByLink } from '../map/live-model.js';

export interface SuspectRow {
  rank: number;
  kind: SharedEquipment['kind'];
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
  /** The worst live direction over those links, when known. */
  live: { utilization: number | undefined; errorsPerSec: number; stale: boolean } | undefined;
}

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
): SuspectRow[] {
  const carriers = new Map(topology.carriers.map((c) => [c.id, c.name]));
  const members = new Map(topology.trunks.map((t) => [t.id, t.memberLinkIds]));
  return response.shared.map((item, index) => {
    const linkIds =
      item.kind === 'link' ? [item.id] : item.kind === 'trunk' ? (members.get(item.id) ?? []) : [];
    return {
      rank: index + 1,
      kind: item.kind,
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
      live: worstLive(linkIds, live),
    };
  });
}

function directionsText(directions: readonly string[]): string {
  const a = directions.includes('AtoZ');
  const z = directions.includes('ZtoA');
  if (a && z) return 'both ways';
  return a ? 'CERN to site only' : 'site to CERN only';
}

function worstLive(linkIds: readonly string[], live: LiveByLink): SuspectRow['live'] {
  let result: SuspectRow['live'];
  for (const id of linkIds) {
    for (const state of Object.values(live.get(id) ?? {})) {
      if (state === undefined) continue;
      const errors = (state.errorsPerSec ?? 0) + (state.discardsPerSec ?? 0);
      const utilization = state.utilization ?? undefined;
      if (result === undefined) {
        result = { utilization, errorsPerSec: errors, stale: state.stale };
        continue;
      }
      result = {
        utilization:
          utilization === undefined
            ? result.utilization
            : Math.max(result.utilization ?? 0, utilization),
        errorsPerSec: Math.max(result.errorsPerSec, errors),
        stale: result.stale || state.stale,
      };
    }
  }
  return result;
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
