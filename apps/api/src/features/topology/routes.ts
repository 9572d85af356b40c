import type { RouteTable } from '../../http/route-table.js';
import type { TopologyService } from './service.js';

export function addTopologyRoutes(table: RouteTable, topology: TopologyService): void {
  table.add(
    {
      method: 'get',
      path: '/topology',
      access: 'read',
      summary:
        'Everything the map draws: sites, carriers, routers, links (with the paths using each), trunks and paths.',
    },
    async (_req, res) => {
      res.json(await topology.getTopology());
    },
  );
}
