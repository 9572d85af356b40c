import {
  maintenanceListSchema,
  maintenanceSchema,
  type Maintenance,
  type NewMaintenance,
} from '@tiermap/domain';
import { api, withSignal } from './http.js';

/** `GET /api/maintenance`: every window, earliest start first. */
export async function fetchMaintenances(signal?: AbortSignal): Promise<Maintenance[]> {
  return maintenanceListSchema.parse(await api().GET('/api/maintenance', withSignal(signal)))
    .maintenances;
}

/**
 * `POST /api/maintenance` with the signed-in session (engineer, admin, or a carrier for its own
 * carrier): the window as stored. A refusal is an ApiProblem naming the fields.
 */
export async function createMaintenance(window: NewMaintenance): Promise<Maintenance> {
  return maintenanceSchema.parse(await api().POST('/api/maintenance', { body: window }));
}

/** `DELETE /api/maintenance/{id}` with the signed-in session: the window as it was. */
export async function deleteMaintenance(id: string): Promise<Maintenance> {
  return maintenanceSchema.parse(
    await api().DELETE('/api/maintenance/{id}', { params: { path: { id } } }),
  );
}
