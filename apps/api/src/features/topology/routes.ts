import { contract } from '@tiermap/contract';
import { Reply, type RouteTable } from '../../http/route-table.js';
import type { TopologyService } from './service.js';

export function addTopologyRoutes(table: RouteTable, topology: TopologyService): void {
  table.add(contract.topology.get, () => topology.getTopology());
  table.add(contract.topology.sites, async () => ({ sites: await topology.sites() }));
  table.add(contract.topology.carriers, async () => ({ carriers: await topology.carriers() }));
  table.add(contract.topology.saveCarrier, async ({ params, body }) => {
    const saved = await topology.saveCarrier({ ...body, id: params.carrierId });
    return saved.created ? new Reply(201, saved.carrier) : saved.carrier;
  });
  table.add(contract.topology.import, async ({ body }, req) => {
    return topology.importFile(body, req.get('content-type'));
  });
}
