import { entityIdSchema, linkDetailSchema, routerDetailSchema } from '@tiermap/domain';
import { z } from 'zod';
import { NotFoundError } from '../../http/errors.js';
import type { RouteTable } from '../../http/route-table.js';
import type { EquipmentRepository } from './repository.js';

const idParams = z.strictObject({ id: entityIdSchema });

export function addEquipmentRoutes(table: RouteTable, equipment: EquipmentRepository): void {
  table.add(
    {
      method: 'get',
      path: '/routers/:id',
      access: 'read',
      tag: 'equipment',
      summary:
        'A router: backplane, blades, ports, the link on each port, and the paths crossing it',
      params: idParams,
      response: routerDetailSchema,
      errors: [400, 404],
    },
    async ({ params }) => (await equipment.router(params.id)) ?? notFound('Router', params.id),
  );
  table.add(
    {
      method: 'get',
      path: '/links/:id',
      access: 'read',
      tag: 'equipment',
      summary: 'A link: its ends, capacity, carrier, trunk, and the paths using it per direction',
      params: idParams,
      response: linkDetailSchema,
      errors: [400, 404],
    },
    async ({ params }) => (await equipment.link(params.id)) ?? notFound('Link', params.id),
  );
}

function notFound(entity: string, id: string): never {
  throw new NotFoundError(entity, id);
}
