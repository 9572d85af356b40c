import {
  carrierIdSchema,
  directionSchema,
  OVERSUBSCRIPTION_MAX_LIMIT,
  oversubscriptionPageSchema,
  sharedResponseSchema,
  siteIdSchema,
  trunksResponseSchema,
  whatIfRequestSchema,
  whatIfResponseSchema,
} from '@tiermap/domain';
import { z } from 'zod';
import { defineRoute } from '../route-spec.js';

const SITE_ID = '[A-Z][A-Z0-9_-]{1,31}';

const siteList = z
  .string()
  .max(2000)
  .transform((text) => text.split(',').map((s) => s.trim()))
  .pipe(z.array(siteIdSchema).min(1).max(100))
  // What the pipe checks, said in the OpenAPI document: 1 to 100 site ids, commas between.
  .meta({ pattern: `^ *${SITE_ID} *(, *${SITE_ID} *){0,99}$` });

export const analysis = {
  shared: defineRoute({
    method: 'get',
    path: '/analysis/shared',
    access: 'read',
    tag: 'analysis',
    summary: 'The equipment the paths of several sites share, ranked',
    description:
      'Routers, blades, trunks and links on the paths of two or more of the given sites, most shared first; equipment that also carries other (healthy) sites ranks lower. `direction` restricts to one direction of travel.',
    query: z.strictObject({
      sites: siteList.describe('Comma-separated site ids, e.g. CNAF,FZK'),
      direction: directionSchema.optional(),
    }),
    response: sharedResponseSchema,
    errors: [400, 404],
  }),
  oversubscription: defineRoute({
    method: 'get',
    path: '/analysis/oversubscription',
    access: 'read',
    tag: 'analysis',
    summary: 'Blades and backplanes by oversubscription ratio, one page at a time',
    description:
      "A blade is oversubscribed when the sum of its port speeds exceeds its fabric connection by more than `threshold` (default 1, i.e. ratio > 1); a backplane when the blades' fabric connections exceed its capacity. The whole computation is kept by each API process per topology version (computed again at the first request after a topology write), so a page is cut from it without reading every port. `carrier` keeps the equipment of that carrier's routers, `only=oversubscribed` what the threshold judges oversubscribed; each list holds up to `limit` (default 100) items from `offset`, and `page.nextOffset` is the next page's `offset` while either list has more.",
    query: z.strictObject({
      threshold: z.coerce.number().nonnegative().max(1000).default(1),
      sort: z.enum(['ratio', 'id']).default('ratio'),
      only: z.enum(['all', 'oversubscribed']).default('all'),
      carrier: carrierIdSchema.optional().describe("Only the equipment of this carrier's routers"),
      limit: z.coerce.number().int().min(1).max(OVERSUBSCRIPTION_MAX_LIMIT).default(100),
      offset: z.coerce.number().int().nonnegative().max(10_000_000).default(0),
    }),
    response: oversubscriptionPageSchema,
    errors: [400],
  }),
  trunks: defineRoute({
    method: 'get',
    path: '/analysis/trunks',
    access: 'read',
    tag: 'analysis',
    summary: 'Every trunk with its members and structural warnings',
    response: trunksResponseSchema,
  }),
  whatIf: defineRoute({
    method: 'post',
    path: '/analysis/what-if',
    access: 'read',
    tag: 'analysis',
    summary: 'What breaks if this equipment fails',
    description:
      'Fails the given routers, backplanes, blades, ports, links or trunks (and what depends on them) in memory, and reports per path and direction whether it is intact, degraded, rerouted (with the alternative) or broken, and which sites lose connectivity. Nothing is written.',
    body: whatIfRequestSchema,
    response: whatIfResponseSchema,
    errors: [400, 404],
  }),
};
