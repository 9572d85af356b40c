import {
  carrierIdSchema,
  entityIdSchema,
  instantSchema,
  maintenanceListSchema,
  maintenanceSchema,
  newMaintenanceSchema,
} from '@tiermap/domain';
import { z } from 'zod';
import { defineRoute } from '../route-spec.js';

const idParams = z.strictObject({ id: entityIdSchema });

const BEHAVIOURS =
  'Behaviours, as LibreNMS names them: `skip` opens no incident for the covered equipment, `mute` opens it marked known without alarming, `run` alarms as usual and annotates it with the window.';

const WRITE_RULES =
  'Checked in the writing transaction, so nothing is half-written: `endsAt` after `startsAt`; the carrier exists; every id in `equipmentIds` is a router, backplane, blade, port, link or trunk (400 naming each unknown one, e.g. `body.equipmentIds[2]`), named once, and owned by the window’s carrier (a blade or port by its router’s). Instants are stored in UTC. A carrier token acts on its own carrier’s windows only (403 otherwise).';

export const maintenance = {
  list: defineRoute({
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
  }),
  get: defineRoute({
    method: 'get',
    path: '/maintenance/:id',
    access: 'read',
    tag: 'maintenance',
    summary: 'One maintenance window',
    params: idParams,
    response: maintenanceSchema,
    errors: [400, 404],
  }),
  create: defineRoute({
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
  }),
  replace: defineRoute({
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
  }),
  remove: defineRoute({
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
  }),
};
