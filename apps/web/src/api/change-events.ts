import type { ChangeEvent } from '@tiermap/domain';
import type { QueryRoot } from './query-roots.js';

/**
 * Every answer read from the topology: the map's topology, the paths (hops, crossings), the
 * analyses (shared equipment, oversubscription, trunks, what-if), a router's or a link's
 * details, the shared equipment of an incident's paths, the TCP figures (hop capacities), the
 * reports, and the carriers (whose details are a topology write).
 */
const FROM_TOPOLOGY = [
  'topology',
  'paths',
  'analysis',
  'router',
  'link',
  'shared',
  'tcp',
  'reports',
  'carriers',
] as const satisfies readonly QueryRoot[];

/** Per kind of change event, the roots of the queries whose answers hold what changed. */
const TOUCHED: { readonly [K in ChangeEvent['kind']]: readonly QueryRoot[] } = {
  topology: FROM_TOPOLOGY,
  // The windows are in the maintenance list, the topology answer (`maintenances`,
  // `maintenanceLinkIds`) and the topology report, which holds that answer; no other answer
  // names them. A window write also moves the topology version: a `topology` event follows.
  maintenance: ['maintenance', 'topology', 'reports'],
  // The incidents, the equipment their paths share, and the reports that list them.
  incident: ['incidents', 'shared', 'reports'],
  // The carrier's versions, its windows (a document carries them) and all the topology holds.
  upload: ['uploads', 'maintenance', ...FROM_TOPOLOGY],
};

/**
 * The query roots (first element of a query key) a change announced on the live stream touches:
 * every query under them is asked again. Pure; the table is tested in change-events.test.ts.
 */
export function rootsTouchedBy(event: ChangeEvent): readonly QueryRoot[] {
  return rootsTouchedByKind(event.kind);
}

/** The query roots any change event of this kind touches (the table above). */
export function rootsTouchedByKind(kind: ChangeEvent['kind']): readonly QueryRoot[] {
  return TOUCHED[kind];
}
