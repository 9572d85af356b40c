import {
  SUSPECT_RANK,
  type Direction,
  type EquipmentKind,
  type SharedEquipment,
} from '@tiermap/domain';
import { compareIds, sortedDistinct } from './compare-ids.js';

/** One piece of equipment on one path in one direction. */
export interface EquipmentUsage {
  kind: EquipmentKind;
  id: string;
  name: string;
  carrierId: string;
  pathId: string;
  aSiteId: string;
  zSiteId: string;
  direction: Direction;
}

/** Most specific first (a shared link says more than a shared router), from the catalogue. */
const KIND_RANK: Readonly<Record<EquipmentKind, number>> = SUSPECT_RANK;

interface Tally {
  kind: EquipmentKind;
  id: string;
  name: string;
  carrierId: string;
  sites: Set<string>;
  paths: Set<string>;
  directions: Set<Direction>;
  otherSites: Set<string>;
}

/**
 * The equipment crossed by the paths of at least two of the given sites (or of the one site,
 * when only one is given), first suspects first. A path belongs to a site when the site is its
 * A or Z end. Paths that belong to no given site make the equipment less suspect: their Z sites
 * (the A end is the Tier0) are counted as other sites.
 *
 * Ranking: more given sites first, then fewer other sites, then link, trunk, blade, router,
 * then id. When `direction` is given, only usages in that direction count.
 */
export function sharedEquipment(
  usages: readonly EquipmentUsage[],
  sites: readonly string[],
  direction?: Direction,
): SharedEquipment[] {
  const given = new Set(sites);
  if (given.size === 0) return [];
  const needed = Math.min(2, given.size);
  const tallies = new Map<string, Tally>();
  for (const usage of usages) {
    if (direction !== undefined && usage.direction !== direction) continue;
    const key = `${usage.kind}\u0000${usage.id}`;
    let tally = tallies.get(key);
    if (tally === undefined) {
      tally = {
        kind: usage.kind,
        id: usage.id,
        name: usage.name,
        carrierId: usage.carrierId,
        sites: new Set(),
        paths: new Set(),
        directions: new Set(),
        otherSites: new Set(),
      };
      tallies.set(key, tally);
    }
    const ends = [usage.aSiteId, usage.zSiteId].filter((site) => given.has(site));
    if (ends.length === 0) {
      tally.otherSites.add(usage.zSiteId);
      continue;
    }
    for (const site of ends) tally.sites.add(site);
    tally.paths.add(usage.pathId);
    tally.directions.add(usage.direction);
  }
  return [...tallies.values()]
    .filter((tally) => tally.sites.size >= needed)
    .map(toSharedEquipment)
    .sort(bySuspicion);
}

function toSharedEquipment(tally: Tally): SharedEquipment {
  const otherSites = sortedDistinct(tally.otherSites);
  return {
    kind: tally.kind,
    id: tally.id,
    name: tally.name,
    carrierId: tally.carrierId,
    sites: sortedDistinct(tally.sites),
    paths: sortedDistinct(tally.paths),
    directions: [...tally.directions].sort(compareIds),
    otherSites,
    otherSiteCount: otherSites.length,
  };
}

function bySuspicion(a: SharedEquipment, b: SharedEquipment): number {
  return (
    b.sites.length - a.sites.length ||
    a.otherSiteCount - b.otherSiteCount ||
    KIND_RANK[a.kind] - KIND_RANK[b.kind] ||
    compareIds(a.id, b.id)
  );
}

/**
 * Adds to shared equipment the other sites (not asked about) whose paths also cross it, keyed
 * `kind:id`, and ranks again: the second step of answering "what do these sites share" without
 * reading every path of every busy router.
 */
export function withOtherSites(
  items: readonly SharedEquipment[],
  otherSites: ReadonlyMap<string, readonly string[]>,
): SharedEquipment[] {
  return items
    .map((item) => {
      const given = new Set(item.sites);
      const extra = (otherSites.get(`${item.kind}:${item.id}`) ?? []).filter((s) => !given.has(s));
      const merged = sortedDistinct(new Set([...item.otherSites, ...extra]));
      return { ...item, otherSites: merged, otherSiteCount: merged.length };
    })
    .sort(bySuspicion);
}
