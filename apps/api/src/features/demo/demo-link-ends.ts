import { demoTopology } from '@tiermap/graph-schema';
import type { LinkEndsRow } from '../metrics/link-map.js';

/**
 * The link ends of the demo topology, as the metrics repository reads them from the graph: for
 * tests, and for running demo traffic before (or without) a loaded graph.
 */
export function demoLinkEnds(): LinkEndsRow[] {
  const topology = demoTopology();
  const routers = new Map(topology.routers.map((router) => [router.id, router]));
  const ports = new Map(topology.ports.map((port) => [port.id, port]));
  const rows: LinkEndsRow[] = [];
  for (const link of topology.links) {
    const a = ports.get(link.aPortId);
    const z = ports.get(link.zPortId);
    if (a === undefined || z === undefined) continue;
    rows.push({
      linkId: link.id,
      capacityBps: link.capacityBps,
      aRouterId: a.routerId,
      aRouterName: routers.get(a.routerId)?.name ?? a.routerId,
      aPortName: a.name,
      zRouterId: z.routerId,
      zRouterName: routers.get(z.routerId)?.name ?? z.routerId,
      zPortName: z.name,
    });
  }
  return rows;
}
