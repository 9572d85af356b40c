import {
  entityIdSchema,
  linkDetailSchema,
  routerDetailSchema,
  type RouterDetail,
} from '@tiermap/domain';
import { z } from 'zod';
import { NotFoundError } from '../../http/errors.js';
import type { RouteTable } from '../../http/route-table.js';
import type { EquipmentRepository } from './repository.js';

const idParams = z.strictObject({ id: entityIdSchema });

/**
 * `routerLoad` gives a router's blade and backplane verdicts (oversubscription, live load now),
 * served with its detail.
 */
export function addEquipmentRoutes(
  table: RouteTable,
  equipment: EquipmentRepository,
  routerLoad: (routerId: string) => Promise<RouterDetail['load']>,
): void {
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
    async ({ params }) => {
      const row = (await equipment.router(params.id)) ?? notFound('Router', params.id);
      return { ...row, load: await routerLoad(params.id) };
    },
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
