import { carrierSchema, siteSchema, topologyResponseSchema } from '@tiermap/domain';
import { z } from 'zod';
import type { RouteTable } from '../../http/route-table.js';
import type { TopologyService } from './service.js';

export function addTopologyRoutes(table: RouteTable, topology: TopologyService): void {
  table.add(
    {
      method: 'get',
      path: '/topology',
      access: 'read',
      tag: 'topology',
      summary: 'Everything the map draws',
      description:
        'Sites, carriers, routers, links (each with the ids of the paths crossing it), trunks and paths.',
      response: topologyResponseSchema,
    },
    () => topology.getTopology(),
  );
  table.add(
    {
      method: 'get',
      path: '/sites',
      access: 'read',
      tag: 'topology',
      summary: 'Every site, Tier0 first',
      response: z.object({ sites: z.array(siteSchema) }),
    },
    async () => ({ sites: await topology.sites() }),
  );
  table.add(
    {
      method: 'get',
      path: '/carriers',
      access: 'read',
      tag: 'topology',
      summary: 'Every carrier',
      response: z.object({ carriers: z.array(carrierSchema) }),
    },
    async () => ({ carriers: await topology.carriers() }),
  );
}
