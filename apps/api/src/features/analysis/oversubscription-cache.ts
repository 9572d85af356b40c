import {
  backplaneLoads,
  bladeLoads,
  bladePortLinks,
  compareIds,
  groupBy,
  type PortLink,
} from '@tiermap/analysis';
import type { BackplaneLoad, Blade, BladeLoad } from '@tiermap/domain';
import type {
  OversubscriptionInput,
  OversubscriptionRepository,
} from './oversubscription-repository.js';

// The oversubscription of the whole topology depends only on the topology, so each API process
// computes it once per state of the topology (its version stamp, moved on by every write in any
// process) and keeps it: a request reads the stamp (one small query), and while it has not
// moved, filters and slices what is kept. The first request after a write reads and computes
// it all again (requests arriving meanwhile wait for that one computation).

/** Blades and backplanes in one order, the ratio judged at the default threshold of 1. */
export interface LoadLists {
  blades: BladeLoad[];
  backplanes: BackplaneLoad[];
}

export interface OversubscriptionSnapshot {
  stamp: string;
  /** Every blade and backplane, highest ratio first (then by id), and by id. */
  all: { ratio: LoadLists; id: LoadLists };
  /** The same per carrier of their routers. */
  byCarrier: ReadonlyMap<string, { ratio: LoadLists; id: LoadLists }>;
  /** What a page's live load is computed from. */
  bladesOfRouter: ReadonlyMap<string, Blade[]>;
  bladeById: ReadonlyMap<string, Blade>;
  /** Per blade, the link on each of its ports (analysis `bladePortLinks`). */
  portLinksOfBlade: ReadonlyMap<string, readonly PortLink[]>;
}

export interface OversubscriptionCache {
  /** The snapshot of the topology as it is now (computed anew when the stamp has moved). */
  current(): Promise<OversubscriptionSnapshot>;
}

export function createOversubscriptionCache(
  repository: OversubscriptionRepository,
): OversubscriptionCache {
  let held: OversubscriptionSnapshot | undefined;
  let pending: { stamp: string; snapshot: Promise<OversubscriptionSnapshot> } | undefined;
  return {
    async current() {
      const stamp = await repository.stamp();
      if (held?.stamp === stamp) return held;
      if (pending?.stamp !== stamp) {
        const snapshot = repository.input().then(snapshotOf);
        const mine = { stamp, snapshot };
        pending = mine;
        snapshot.then(
          (computed) => {
            held = computed;
          },
          () => undefined,
        );
        void snapshot
          .finally(() => {
            if (pending === mine) pending = undefined;
          })
          .catch(() => undefined);
      }
      return pending.snapshot;
    },
  };
}

/** Computes and indexes the whole oversubscription of `input`. */
export function snapshotOf(input: OversubscriptionInput): OversubscriptionSnapshot {
  const blades = bladeLoads(input.blades, input.ports);
  const backplanes = backplaneLoads(input.backplanes, input.blades);
  const carrierOf = new Map(input.routers.map((router) => [router.id, router.carrierId]));
  const byCarrier = new Map<string, { ratio: LoadLists; id: LoadLists }>();
  const ofCarrier = (routerId: string) => {
    const carrierId = carrierOf.get(routerId) ?? '';
    let lists = byCarrier.get(carrierId);
    if (lists === undefined) {
      lists = {
        ratio: { blades: [], backplanes: [] },
        id: { blades: [], backplanes: [] },
      };
      byCarrier.set(carrierId, lists);
    }
    return lists;
  };
  const all = {
    ratio: { blades, backplanes },
    id: { blades: [...blades].sort(byId), backplanes: [...backplanes].sort(byId) },
  };
  for (const order of ['ratio', 'id'] as const) {
    for (const blade of all[order].blades) ofCarrier(blade.routerId)[order].blades.push(blade);
    for (const plane of all[order].backplanes) {
      ofCarrier(plane.routerId)[order].backplanes.push(plane);
    }
  }
  return {
    stamp: input.stamp,
    all,
    byCarrier,
    bladesOfRouter: groupBy(input.blades, (blade) => blade.routerId),
    bladeById: new Map(input.blades.map((blade) => [blade.id, blade])),
    portLinksOfBlade: bladePortLinks(input.ports, input.links),
  };
}

/** The order `sort=id` has always had (code unit order). */
const byId = (a: { id: string }, b: { id: string }): number => compareIds(a.id, b.id);
