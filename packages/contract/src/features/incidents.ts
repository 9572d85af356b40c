import {
  entityIdSchema,
  incidentListSchema,
  incidentSchema,
  measurementBatchSchema,
  measurementResultSchema,
  measurementSourceQuerySchema,
  measurementWithdrawalSchema,
  newIncidentSchema,
  pathHealthResponseSchema,
  siteIdSchema,
} from '@tiermap/domain';
import { z } from 'zod';
import { defineRoute } from '../route-spec.js';

export const incidents = {
  pathHealth: defineRoute({
    method: 'get',
    path: '/health/paths',
    access: 'read',
    tag: 'incidents',
    summary: 'Every path direction judged from the live data, and each site',
    description:
      'Per path and direction: loss along the way (errors and discards of every hop; a trunk hop counts its worst member), the fullest hop, and a status: `ok`, `congested` (a hop at 90 % or more), `lossy` (2 % loss or more), `outage` (all lost), `dark` (a link on the way stopped reporting) or `unknown` (no data). A recent measurement counts when its loss is worse.',
    response: pathHealthResponseSchema,
  }),
  measure: defineRoute({
    method: 'post',
    path: '/measurements',
    access: 'ingest',
    tag: 'incidents',
    summary: 'Direct measurements between two sites (perfSONAR style)',
    description:
      'One measurement or an array: throughput, loss, RTT and retransmissions from `fromSiteId` to `toSiteId`, filed under the path direction between them. Every measurement is checked first; if any names two sites with no path between them, none is filed (400 with each position). Measurements count for `TIERMAP_MEASUREMENT_MAX_AGE_MS` (15 minutes by default); the newest of a path direction wins, and `DELETE /api/measurements?source=` withdraws a source’s results.',
    body: measurementBatchSchema,
    // Up to 10,000 measurements of a few hundred bytes each.
    bodyReading: { kind: 'json', limit: '8mb' },
    response: measurementResultSchema,
    status: 201,
  }),
  withdrawMeasurements: defineRoute({
    method: 'delete',
    path: '/measurements',
    access: 'ingest',
    tag: 'incidents',
    summary: 'Withdraw the results of one measurement source',
    description:
      'Forgets every result `source` filed (a perfSONAR host found misconfigured): the path directions it measured are judged on the live data again, or on another source’s next result. Answers how many path directions held one of its results.',
    query: measurementSourceQuerySchema,
    response: measurementWithdrawalSchema,
    errors: [400],
  }),
  list: defineRoute({
    method: 'get',
    path: '/incidents',
    access: 'read',
    tag: 'incidents',
    summary: 'Incidents, open first, newest first',
    description:
      'Each incident with its affected sites and path directions, timeline, status, whether it is known (scheduled maintenance), the situations recognised and the ranked suspects with their explanations.',
    query: z.strictObject({
      status: z.enum(['open', 'resolved']).optional(),
      site: siteIdSchema.optional(),
      limit: z.coerce.number().int().min(1).max(500).default(50),
    }),
    response: incidentListSchema,
    errors: [400],
  }),
  get: defineRoute({
    method: 'get',
    path: '/incidents/:id',
    access: 'read',
    tag: 'incidents',
    summary: 'One incident',
    params: z.strictObject({ id: entityIdSchema }),
    response: incidentSchema,
    errors: [400, 404],
  }),
  open: defineRoute({
    method: 'post',
    path: '/incidents',
    access: 'incidents',
    tag: 'incidents',
    summary: 'Open an incident by hand for sites reported bad',
    description:
      "The sites' path directions that are bad now are the evidence; when none is, all of them are taken as reported bad. Suspects are ranked as for automatic incidents. A manual incident stays open until resolved by hand.",
    body: newIncidentSchema,
    response: incidentSchema,
    status: 201,
    errors: [404, 409],
  }),
  resolve: defineRoute({
    method: 'post',
    path: '/incidents/:id/resolve',
    access: 'incidents',
    tag: 'incidents',
    summary: 'Resolve an incident by hand',
    params: z.strictObject({ id: entityIdSchema }),
    body: z.strictObject({ note: z.string().min(1).max(2000).optional() }),
    response: incidentSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  evaluate: defineRoute({
    method: 'post',
    path: '/incidents/evaluate',
    access: 'incidents',
    tag: 'incidents',
    summary: 'Bring incidents up to date with the live data now',
    description:
      'The API does this on its own every few seconds (TIERMAP_DIAGNOSIS_INTERVAL_MS); this runs one evaluation at once and returns the incidents it wrote: those it opened or changed (an open incident nothing changed is not written again).',
    body: z.strictObject({}).optional(),
    response: z.object({ incidents: z.array(incidentSchema) }),
    errors: [401, 403],
  }),
};
