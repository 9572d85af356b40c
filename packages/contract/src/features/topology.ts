import {
  carrierIdSchema,
  carrierSchema,
  siteSchema,
  topologyResponseSchema,
} from '@tiermap/domain';
import { z } from 'zod';
import { defineRoute } from '../route-spec.js';

/** The largest export `POST /api/topology/import` takes. */
export const TOPOLOGY_IMPORT_LIMIT = '64mb';

/** The media types `POST /api/topology/import` takes. */
export const TOPOLOGY_IMPORT_TYPES = [
  'application/graphml+xml',
  'application/xml',
  'application/json',
];

export const topology = {
  get: defineRoute({
    method: 'get',
    path: '/topology',
    access: 'read',
    tag: 'topology',
    summary: 'Everything the map draws',
    description:
      'Sites, carriers, routers, links (each with the ids of the paths crossing it), trunks and paths.',
    response: topologyResponseSchema,
  }),
  sites: defineRoute({
    method: 'get',
    path: '/sites',
    access: 'read',
    tag: 'topology',
    summary: 'Every site, Tier0 first',
    response: z.object({ sites: z.array(siteSchema) }),
  }),
  carriers: defineRoute({
    method: 'get',
    path: '/carriers',
    access: 'read',
    tag: 'topology',
    summary: 'Every carrier',
    response: z.object({ carriers: z.array(carrierSchema) }),
  }),
  saveCarrier: defineRoute({
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
  }),
  import: defineRoute({
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
  }),
};
