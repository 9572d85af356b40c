import {
  backplaneLoads,
  bladeLoads,
  otherSitesOf,
  sharedEquipment,
  trunkReports,
  withOtherSites,
  whatIf,
} from '@tiermap/analysis';
import type {
  Direction,
  OversubscriptionResponse,
  SharedEquipment,
  SharedResponse,
  TrunksResponse,
  WhatIfResponse,
} from '@tiermap/domain';
import { NotFoundError } from '../../http/errors.js';
import type { TopologyReader } from '../topology/repository.js';
import type { AnalysisRepository } from './repository.js';

export type OversubscriptionSort = 'ratio' | 'id';

export interface AnalysisService {
  shared(sites: readonly string[], direction: Direction | undefined): Promise<SharedResponse>;
  oversubscription(options: {
    threshold: number;
    sort: OversubscriptionSort;
    onlyOversubscribed: boolean;
  }): Promise<OversubscriptionResponse>;
  trunks(): Promise<TrunksResponse>;
  whatIf(failIds: readonly string[]): Promise<WhatIfResponse>;
}

export function createAnalysisService(
  analysis: AnalysisRepository,
  topology: TopologyReader,
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
    async oversubscription({ threshold, sort, onlyOversubscribed }) {
      const [blades, ports, backplanes] = await Promise.all([
        analysis.blades(),
        analysis.ports(),
        analysis.backplanes(),
      ]);
      const byId = (a: { id: string }, b: { id: string }) =>
        a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
      const keep = <T extends { oversubscribed: boolean }>(items: T[]) =>
        onlyOversubscribed ? items.filter((i) => i.oversubscribed) : items;
      const bladeRows = keep(bladeLoads(blades, ports, threshold));
      const backplaneRows = keep(backplaneLoads(backplanes, blades, threshold));
      return {
        threshold,
        blades: sort === 'id' ? bladeRows.sort(byId) : bladeRows,
        backplanes: sort === 'id' ? backplaneRows.sort(byId) : backplaneRows,
      };
    },
    async trunks() {
      return { trunks: trunkReports(await analysis.trunksWithMembers()) };
    },
    async whatIf(failIds) {
      const unique = [...new Set(failIds)];
      const [unknown] = await analysis.unknownEquipment(unique);
      if (unknown !== undefined) {
        throw new NotFoundError('Equipment', unknown);
      }
      return whatIf(await topology.whole(), unique);
    },
  };
}
