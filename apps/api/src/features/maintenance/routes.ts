import { contract } from '@tiermap/contract';
import { carrierScope, principalOf } from '../../http/access.js';
import { ValidationError } from '../../http/errors.js';
import type { RouteTable } from '../../http/route-table.js';
import { invalidWindow, type MaintenanceService } from './service.js';

/** The service's field paths are relative to the window; a request's start at `body`. */
async function inBody<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ValidationError) throw invalidWindow(error.errors, 'body');
    throw error;
  }
}

export function addMaintenanceRoutes(table: RouteTable, maintenance: MaintenanceService): void {
  table.add(contract.maintenance.list, async ({ query }) => ({
    maintenances: await maintenance.list({
      activeAtMs: query.activeAt,
      carrierId: query.carrier,
      equipmentId: query.equipment,
    }),
  }));
  table.add(contract.maintenance.get, ({ params }) => maintenance.get(params.id));
  table.add(contract.maintenance.create, async ({ body }, _req, res) => {
    const scope = carrierScope(principalOf(res));
    const created = await inBody(() => maintenance.create(body, scope));
    res.location(`/api/maintenance/${encodeURIComponent(created.id)}`);
    return created;
  });
  table.add(contract.maintenance.replace, ({ params, body }, _req, res) =>
    inBody(() => maintenance.replace(params.id, body, carrierScope(principalOf(res)))),
  );
  table.add(contract.maintenance.remove, ({ params }, _req, res) =>
    maintenance.remove(params.id, carrierScope(principalOf(res))),
  );
}
