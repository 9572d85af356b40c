import type { LinkPorts } from '@tiermap/analysis';
import type { Backplane, Blade, Port, Router } from '@tiermap/domain';
import type { Graph } from '../../db/graph.js';
import { readTopologyStamp, topologyStampIn } from '../../db/topology-version.js';
import { topologyQueries } from '../topology/repository.js';

// What `GET /api/analysis/oversubscription` is computed from: the blades, ports, backplanes and
// links and each router's carrier, read once per state of the topology (its version stamp) and
// kept by the process (oversubscription-cache.ts); a request then costs one read of the stamp.

/** Everything the oversubscription of the whole topology depends on, at `stamp`. */
export interface OversubscriptionInput {
  /** The topology's version stamp, read first: the rest is at least that new. */
  stamp: string;
  routers: Pick<Router, 'id' | 'carrierId'>[];
  blades: Blade[];
  ports: Port[];
  backplanes: Backplane[];
  links: LinkPorts[];
}

export interface OversubscriptionRepository {
  /** The topology's version stamp now (one small read). */
  stamp(): Promise<string>;
  /** The whole input, in one read transaction. */
  input(): Promise<OversubscriptionInput>;
}

export function createOversubscriptionRepository(graph: Graph): OversubscriptionRepository {
  const q = topologyQueries;
  return {
    stamp: () => readTopologyStamp(graph),
    input: () =>
      graph.read(async (tx) => {
        // The stamp first: Neo4j reads committed data statement by statement, so what follows
        // is at least that new, and a later write moves the stamp on.
        const stamp = await topologyStampIn(tx);
        const routers = await q.routers(tx);
        return {
          stamp,
          routers: routers.map(({ id, carrierId }) => ({ id, carrierId })),
          blades: await q.blades(tx),
          ports: await q.ports(tx),
          backplanes: await q.backplanes(tx),
          links: (await q.links(tx)).map(({ id, aPortId, zPortId }) => ({ id, aPortId, zPortId })),
        };
      }),
  };
}
