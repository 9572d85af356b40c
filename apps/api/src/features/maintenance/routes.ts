import { carrierScope, principalOf } from '../../http/access.js';
import {
  carrierIdSchema,
  entityIdSchema,
  instantSchema,
  maintenanceListSchema,
  maintenanceSchema,
  newMaintenanceSchema,
} from '@tiermap/domain';
import { z } from 'zod';
import { ValidationError } from '../../http/errors.js';
import type { RouteTable } from '../../http/route-table.js';
import { invalidWindow, type MaintenanceService } from './service.js';

const idParams = z.strictObject({ id: entityIdSchema });

const BEHAVIOURS =
  'Behaviours, as LibreNMS names them: `skip` opens no incident for the covered equipment, `mute` opens it marked known without alarming, `run` alarms as usual and annotates it with the window.';

const WRITE_RULES =
  'Checked in the writing transaction, so nothing is half-written: `endsAt` after `startsAt`; the carrier exists; every id in `equipmentIds` is a router, backplane, blade, port, link or trunk (400 naming each unknown one, e.g. `body.equipmentIds[2]`), named once, and owned by the window’s carrier (a blade or port by its router’s). Instants are stored in UTC. A carrier token acts on its own carrier’s windows only (403 otherwise).';

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
  table.add(
    {
      method: 'get',
      path: '/maintenance',
      access: 'read',
      tag: 'maintenance',
      summary: 'Maintenance windows, earliest start first',
      description: `\`activeAt\` (epoch milliseconds or ISO 8601) keeps the windows open at that instant (start included, end excluded); \`carrier\` those of one carrier; \`equipment\` those covering one router, backplane, blade, port, link or trunk (named directly). ${BEHAVIOURS}`,
      query: z.strictObject({
        activeAt: z.union([z.coerce.number(), z.string()]).pipe(instantSchema).optional(),
        carrier: carrierIdSchema.optional(),
        equipment: entityIdSchema.optional(),
      }),
      response: maintenanceListSchema,
      errors: [400],
    },
    async ({ query }) => ({
      maintenances: await maintenance.list({
        activeAtMs: query.activeAt,
        carrierId: query.carrier,
        equipmentId: query.equipment,
      }),
    }),
  );
  table.add(
    {
      method: 'get',
      path: '/maintenance/:id',
      access: 'read',
      tag: 'maintenance',
      summary: 'One maintenance window',
      params: idParams,
      response: maintenanceSchema,
      errors: [400, 404],
    },
    ({ params }) => maintenance.get(params.id),
  );
  table.add(
    {
      method: 'post',
      path: '/maintenance',
      access: 'maintenance',
      tag: 'maintenance',
      summary: 'Announce a maintenance window',
      description: `Answers 201 with the window as stored and its \`Location\`. Without \`id\` one is made up: \`<carrier>-<yyyy-mm-dd of the start>-<6 hex digits>\`; an \`id\` already taken answers 409. ${WRITE_RULES} ${BEHAVIOURS}`,
      body: newMaintenanceSchema,
      response: maintenanceSchema,
      status: 201,
      errors: [409],
    },
    async ({ body }, _req, res) => {
      const scope = carrierScope(principalOf(res));
      const created = await inBody(() => maintenance.create(body, scope));
      res.location(`/api/maintenance/${encodeURIComponent(created.id)}`);
      return created;
    },
  );
  table.add(
    {
      method: 'put',
      path: '/maintenance/:id',
      access: 'maintenance',
      tag: 'maintenance',
      summary: 'Replace a maintenance window',
      description: `The whole window; \`id\` in the body may be left out, or must equal the one in the path. An unknown id answers 404 (create with POST). ${WRITE_RULES}`,
      params: idParams,
      body: newMaintenanceSchema,
      response: maintenanceSchema,
      errors: [400, 403, 404],
    },
    ({ params, body }, _req, res) =>
      inBody(() => maintenance.replace(params.id, body, carrierScope(principalOf(res)))),
  );
  table.add(
    {
      method: 'delete',
      path: '/maintenance/:id',
      access: 'maintenance',
      tag: 'maintenance',
      summary: 'Withdraw a maintenance window',
      description:
        'Answers the window as it was. A carrier token withdraws its own carrier’s windows only (403).',
      params: idParams,
      response: maintenanceSchema,
      errors: [400, 403, 404],
    },
    ({ params }, _req, res) => maintenance.remove(params.id, carrierScope(principalOf(res))),
  );
}
