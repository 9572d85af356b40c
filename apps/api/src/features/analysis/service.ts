import {
  backplaneLoad,
  backplaneLoads,
  bladeLoad,
  bladeLiveLoads,
  bladeLoads,
  LOPSIDED_RULE,
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
import type { OversubscriptionRepository } from './oversubscription-repository.js';
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
   * One page of the same, read from the totals stored on each blade and backplane when the
   * topology was written: `carrierId` keeps that carrier's routers' equipment, `limit` items of
   * each list from `offset`. The values are those of `oversubscription` for the same items.
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
  loads: OversubscriptionRepository,
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
      const page = await loads.page({
        carrierId,
        ratioAbove: onlyOversubscribed ? threshold : undefined,
        sort,
        limit,
        offset,
      });
      const bladeRows = page.blades.map((row) => bladeLoad(row, row, threshold));
      const backplaneRows = page.backplanes.map((row) => backplaneLoad(row, row, threshold));
      // The live load of just this page's blades and of every blade behind its backplanes.
      const input = await loads.liveInput(
        bladeRows.map((row) => row.id),
        backplaneRows.map((row) => row.routerId),
      );
      const now = bladeLiveLoads(input.blades, input.ports, input.links, live);
      const more = offset + limit < page.totalBlades || offset + limit < page.totalBackplanes;
      return {
        threshold,
        blades: withBladeLive(bladeRows, now),
        backplanes: withBackplaneLive(backplaneRows, input.blades, now),
        page: {
          limit,
          offset,
          totalBlades: page.totalBlades,
          totalBackplanes: page.totalBackplanes,
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
