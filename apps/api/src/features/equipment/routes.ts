import { contract } from '@tiermap/contract';
import { NotFoundError } from '../../http/errors.js';
import type { RouteTable } from '../../http/route-table.js';
import type { EquipmentRepository } from './repository.js';

export function addEquipmentRoutes(table: RouteTable, equipment: EquipmentRepository): void {
  table.add(
    contract.equipment.router,
    async ({ params }) => (await equipment.router(params.id)) ?? notFound('Router', params.id),
  );
  table.add(
    contract.equipment.link,
    async ({ params }) => (await equipment.link(params.id)) ?? notFound('Link', params.id),
  );
}

function notFound(entity: string, id: string): never {
  throw new NotFoundError(entity, id);
}
