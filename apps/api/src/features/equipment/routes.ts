import type { RouterDetail } from '@tiermap/domain';
import { contract } from '@tiermap/contract';
import { NotFoundError } from '../../http/errors.js';
import type { RouteTable } from '../../http/route-table.js';
import type { EquipmentRepository } from './repository.js';

/**
 * `routerLoad` gives a router's blade and backplane verdicts (oversubscription, live load now),
 * served with its detail.
 */
export function addEquipmentRoutes(
  table: RouteTable,
  equipment: EquipmentRepository,
  routerLoad: (routerId: string) => Promise<RouterDetail['load']>,
): void {
  table.add(contract.equipment.router, async ({ params }) => {
    const row = (await equipment.router(params.id)) ?? notFound('Router', params.id);
    return { ...row, load: await routerLoad(params.id) };
  });
  table.add(
    contract.equipment.link,
    async ({ params }) => (await equipment.link(params.id)) ?? notFound('Link', params.id),
  );
}

function notFound(entity: string, id: string): never {
  throw new NotFoundError(entity, id);
}
