import { entityIdSchema, linkDetailSchema, routerDetailSchema } from '@tiermap/domain';
import { z } from 'zod';
import { defineRoute } from '../route-spec.js';

const idParams = z.strictObject({ id: entityIdSchema });

export const equipment = {
  router: defineRoute({
    method: 'get',
    path: '/routers/:id',
    access: 'read',
    tag: 'equipment',
    summary: 'A router: backplane, blades, ports, the link on each port, and the paths crossing it',
    params: idParams,
    response: routerDetailSchema,
    errors: [400, 404],
  }),
  link: defineRoute({
    method: 'get',
    path: '/links/:id',
    access: 'read',
    tag: 'equipment',
    summary: 'A link: its ends, capacity, carrier, trunk, and the paths using it per direction',
    params: idParams,
    response: linkDetailSchema,
    errors: [400, 404],
  }),
};
