import {
  carrierIdSchema,
  carrierSchema,
  siteSchema,
  topologyResponseSchema,
} from '@tiermap/domain';
import { z } from 'zod';
import { Reply, type RouteTable } from '../../http/route-table.js';
import { TOPOLOGY_IMPORT_TYPES } from './import-file.js';
import type { TopologyService } from './service.js';

/** The largest export `POST /api/topology/import` takes. */
export const TOPOLOGY_IMPORT_LIMIT = '64mb';

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
  table.add(
    {
      method: 'put',
      path: '/carriers/:carrierId',
      access: 'admin',
      tag: 'topology',
      summary: 'Add a carrier, or change its name, kind or country',
      description:
        'Onboards a carrier before its first upload (`POST /api/carriers/{carrierId}/uploads`). Answers 201 when it is new, 200 when it existed. Its equipment is changed by uploads only.',
      params: z.object({ carrierId: carrierIdSchema }),
      body: carrierSchema.omit({ id: true }).strict(),
      response: carrierSchema,
      replies: [201],
    },
    async ({ params, body }) => {
      const saved = await topology.saveCarrier({ ...body, id: params.carrierId });
      return saved.created ? new Reply(201, saved.carrier) : saved.carrier;
    },
  );
  table.add(
    {
      method: 'post',
      path: '/topology/import',
      access: 'admin',
      tag: 'topology',
      summary: 'Load a whole exported model into an empty database',
      description:
        'Body: the GraphML export (`application/graphml+xml`) or the JSON export (`application/json`) of `GET /api/exports/topology.*`. Validated like the demo: every problem is listed and nothing is written unless all of it is. Refused with 409 when the graph already holds a topology. Answers 201 with the counts loaded.',
      body: z.string(),
      consumes: TOPOLOGY_IMPORT_TYPES,
      // A whole exported model comes back as the file itself: GraphML or JSON text.
      bodyReading: { kind: 'text', limit: TOPOLOGY_IMPORT_LIMIT },
      response: z.record(z.string(), z.number()),
      status: 201,
      errors: [409, 415],
    },
    async ({ body }, req) => {
      return topology.importFile(body, req.get('content-type'));
    },
  );
}
