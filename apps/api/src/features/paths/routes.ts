import { entityIdSchema, pathDetailSchema, pathListSchema, siteIdSchema } from '@tiermap/domain';
import { z } from 'zod';
import type { RouteTable } from '../../http/route-table.js';
import type { PathService } from './service.js';

export function addPathRoutes(table: RouteTable, paths: PathService): void {
  table.add(
    {
      method: 'get',
      path: '/paths',
      access: 'read',
      tag: 'paths',
      summary: "A site's paths, hop by hop in both directions",
      query: z.strictObject({ site: siteIdSchema }),
      response: pathListSchema,
      errors: [400, 404],
    },
    async ({ query }) => ({ paths: await paths.pathsOfSite(query.site) }),
  );
  table.add(
    {
      method: 'get',
      path: '/paths/:id',
      access: 'read',
      tag: 'paths',
      summary: 'One path, hop by hop in both directions',
      description:
        'Each hop names the link (or every member of a trunk), the routers, blades and ports it leaves and enters by, and any trunk. `symmetric` is false when the return route differs.',
      params: z.strictObject({ id: entityIdSchema }),
      response: pathDetailSchema,
      errors: [400, 404],
    },
    ({ params }) => paths.path(params.id),
  );
}
