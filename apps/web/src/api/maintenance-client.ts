import {
  maintenanceListSchema,
  maintenanceSchema,
  type Maintenance,
  type NewMaintenance,
} from '@tiermap/domain';
import { requestJson } from './http.js';

/** `GET /api/maintenance`: every window, earliest start first. */
export async function fetchMaintenances(signal?: AbortSignal): Promise<Maintenance[]> {
  const body = await requestJson('/api/maintenance', signal === undefined ? {} : { signal });
  return maintenanceListSchema.parse(body).maintenances;
}

/**
 * `POST /api/maintenance` with the signed-in token (engineer, admin, or a carrier for its own
 * carrier): the window as stored. A refusal is a ProblemError naming the fields.
 */
export async function createMaintenance(window: NewMaintenance): Promise<Maintenance> {
  const body = await requestJson('/api/maintenance', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(window),
  });
  return maintenanceSchema.parse(body);
}

/** `DELETE /api/maintenance/{id}` with the signed-in token: the window as it was. */
export async function deleteMaintenance(id: string): Promise<Maintenance> {
  const body = await requestJson(`/api/maintenance/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
  return maintenanceSchema.parse(body);
}
