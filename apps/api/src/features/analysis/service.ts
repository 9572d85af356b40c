import {
  backplaneLoad,
  backplaneLoads,
  bladeLoad,
  bladeLiveLoads,
  bladeLiveLoadsOf,
  bladeLoads,
  LOPSIDED_RULE,
  oversubscribedAt,
  otherSitesOf,
  sharedEquipment,
  trunkBalanceReport,
  trunkReports,
  withBackplaneLive,
  withBladeLive,
  withOtherSites,
  whatIf,
  type LiveReader,
} from '@tiermap/analysis';
import type {
  Blade,
  Direction,
  OversubscriptionPage,
  OversubscriptionResponse,
  RouterDetail,
  SharedEquipment,
  SharedResponse,
  TrunksResponse,
  WhatIfResponse,
} from '@tiermap/domain';
import { NotFoundError } from '../../http/errors.js';
import type { TopologyReader } from '../topology/repository.js';
import type { OversubscriptionCache, OversubscriptionSnapshot } from './oversubscription-cache.js';
import type { AnalysisRepository } from './repository.js';

export type OversubscriptionSort = 'ratio' | 'id';

export interface AnalysisService {
  shared(sites: readonly string[], direction: Direction | undefined): Promise<SharedResponse>;
  /** With `live`, each blade and backplane also carries its live load now. */
  oversubscription(options: {
    threshold: number;
    sort: OversubscriptionSort;
    onlyOversubscribed: boolean;
    live?: LiveReader;
  }): Promise<OversubscriptionResponse>;
  /**
   * One page of the same, cut from the whole computation this process keeps per topology
   * version (oversubscription-cache.ts): `carrierId` keeps that carrier's routers' equipment,
   * `limit` items of each list from `offset`. The values are those of `oversubscription` for
   * the same items, the live load computed for just the page's.
   */
  oversubscriptionPage(options: {
    threshold: number;
    sort: OversubscriptionSort;
    onlyOversubscribed: boolean;
    carrierId?: string | undefined;
    limit: number;
    offset: number;
    live?: LiveReader;
  }): Promise<OversubscriptionPage>;
  /** Every trunk with its live load sharing judged by the lopsided rule (`live` or no data). */
  trunks(live?: LiveReader): Promise<TrunksResponse>;
  /** A router's blades (by slot) and backplane with their oversubscription and live load. */
  routerLoad(routerId: string, live?: LiveReader): Promise<RouterDetail['load']>;
  /** With `live`, rerouted traffic is measured and where it lands is reported with its load. */
  whatIf(failIds: readonly string[], live?: LiveReader): Promise<WhatIfResponse>;
}

/** No live data: every blade unmeasured, every trunk direction `missing-data`. */
const noLive: LiveReader = () => undefined;

export function createAnalysisService(
  analysis: AnalysisRepository,
  topology: TopologyReader,
  loads: OversubscriptionCache,
): AnalysisService {
  return {
    async shared(sites, direction) {
      const unique = [...new Set(sites)];
      // What the sites' own paths share, then who else uses just those pieces.
      let candidates: SharedEquipment[] = [];
      const { unknownSites, crossed } = await analysis.sharedQuestion(
        unique,
        direction,
        (own) => (candidates = sharedEquipment(own, unique, direction)),
      );
      const [unknown] = unknownSites;
      if (unknown !== undefined) {
        throw new NotFoundError('Site', unknown);
      }
      const given = new Set(unique);
      const others = new Map(
        [...crossed].map(([key, pairs]) => [
          key,
          otherSitesOf(
            direction === undefined ? [...pairs.AtoZ, ...pairs.ZtoA] : pairs[direction],
            given,
          ),
        ]),
      );
      return {
        sites: unique,
        direction: direction ?? 'both',
        shared: withOtherSites(candidates, others),
      };
    },
    async oversubscription({ threshold, sort, onlyOversubscribed, live = noLive }) {
      const [blades, ports, backplanes, links] = await Promise.all([
        analysis.blades(),
        analysis.ports(),
        analysis.backplanes(),
        topology.links(),
      ]);
      const byId = (a: { id: string }, b: { id: string }) =>
        a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
      const keep = <T extends { oversubscribed: boolean }>(items: T[]) =>
        onlyOversubscribed ? items.filter((i) => i.oversubscribed) : items;
      const now = bladeLiveLoads(blades, ports, links, live);
      const bladeRows = keep(withBladeLive(bladeLoads(blades, ports, threshold), now));
      const backplaneRows = keep(
        withBackplaneLive(backplaneLoads(backplanes, blades, threshold), blades, now),
      );
      return {
        threshold,
        blades: sort === 'id' ? bladeRows.sort(byId) : bladeRows,
        backplanes: sort === 'id' ? backplaneRows.sort(byId) : backplaneRows,
      };
    },
    async oversubscriptionPage({
      threshold,
      sort,
      onlyOversubscribed,
      carrierId,
      limit,
      offset,
      live = noLive,
    }) {
      const kept = await loads.current();
      const lists = (carrierId === undefined ? kept.all : kept.byCarrier.get(carrierId))?.[sort];
      const keep = <T extends { ratio: number }>(items: readonly T[] | undefined): readonly T[] =>
        onlyOversubscribed
          ? (items ?? []).filter((item) => oversubscribedAt(item.ratio, threshold))
          : (items ?? []);
      const blades = keep(lists?.blades);
      const backplanes = keep(lists?.backplanes);
      // The verdict at this threshold, then the live load of just this page's blades and of
      // every blade behind its backplanes.
      const bladeRows = blades
        .slice(offset, offset + limit)
        .map((row) => bladeLoad(row, row, threshold));
      const backplaneRows = backplanes
        .slice(offset, offset + limit)
        .map((row) => backplaneLoad(row, row, threshold));
      const liveBlades = pageBlades(kept, bladeRows, backplaneRows);
      const now = bladeLiveLoadsOf(liveBlades, kept.portLinksOfBlade, live);
      const more = offset + limit < blades.length || offset + limit < backplanes.length;
      return {
        threshold,
        blades: withBladeLive(bladeRows, now),
        backplanes: withBackplaneLive(backplaneRows, liveBlades, now),
        page: {
          limit,
          offset,
          totalBlades: blades.length,
          totalBackplanes: backplanes.length,
          ...(more ? { nextOffset: offset + limit } : {}),
        },
      };
    },
    async trunks(live = noLive) {
      const members = await analysis.trunksWithMembers();
      const routerOfPort = new Map(members.ports.map((port) => [port.id, port.routerId]));
      const aRouterOfLink = new Map(
        members.links.map((link) => [link.id, routerOfPort.get(link.aPortId)]),
      );
      return {
        rule: LOPSIDED_RULE,
        trunks: trunkReports(members).map((trunk) =>
          trunkBalanceReport(trunk, (linkId) => aRouterOfLink.get(linkId), live),
        ),
      };
    },
    async routerLoad(routerId, live = noLive) {
      const [allBlades, allPorts, backplanes, links] = await Promise.all([
        analysis.blades(),
        analysis.ports(),
        analysis.backplanes(),
        topology.links(),
      ]);
      const blades = allBlades.filter((blade) => blade.routerId === routerId);
      const ports = allPorts.filter((port) => port.routerId === routerId);
      const now = bladeLiveLoads(blades, ports, links, live);
      const bySlot = withBladeLive(bladeLoads(blades, ports), now).sort(
        (a, b) => a.slot - b.slot || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      );
      const [backplane] = withBackplaneLive(
        backplaneLoads(
          backplanes.filter((candidate) => candidate.routerId === routerId),
          blades,
        ),
        blades,
        now,
      );
      return { blades: bySlot, ...(backplane === undefined ? {} : { backplane }) };
    },
    async whatIf(failIds, live = noLive) {
      const unique = [...new Set(failIds)];
      const [unknown] = await analysis.unknownEquipment(unique);
      if (unknown !== undefined) {
        throw new NotFoundError('Equipment', unknown);
      }
      return whatIf(await topology.whole(), unique, live);
    },
  };
}

/** The page's blades and every blade of its backplanes' routers, each once, by id. */
function pageBlades(
  kept: OversubscriptionSnapshot,
  blades: readonly { id: string }[],
  backplanes: readonly { routerId: string }[],
): Blade[] {
  const chosen = new Map<string, Blade>();
  for (const { id } of blades) {
    const blade = kept.bladeById.get(id);
    if (blade !== undefined) chosen.set(id, blade);
  }
  for (const { routerId } of backplanes) {
    for (const blade of kept.bladesOfRouter.get(routerId) ?? []) chosen.set(blade.id, blade);
  }
  return [...chosen.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
