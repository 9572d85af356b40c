import {
  maintenanceListSchema,
  maintenanceSchema,
  problemSchema,
  type Maintenance,
  type NewMaintenance,
} from '@tiermap/domain';
import { ApiError } from './client.js';

/** A refused request, with the field paths the server named (`body.equipmentIds[2]`). */
export class ProblemError extends ApiError {
  constructor(
    message: string,
    status: number,
    readonly errors: readonly { path: string; message: string }[],
  ) {
    super(message, status);
  }
}

/** Sends a request with the Bearer token typed by the user; the answer parsed by `parse`. */
async function request<T>(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  parse: (body: unknown) => T,
  options: { body?: unknown; token?: string; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token !== undefined && options.token !== '') {
    headers.authorization = `Bearer ${options.token}`;
  }
  const response = await fetch(url, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const problem = problemSchema.safeParse(body);
    throw problem.success
      ? new ProblemError(
          problem.data.detail ?? problem.data.title,
          response.status,
          problem.data.errors ?? [],
        )
      : new ProblemError(`${url}: ${response.statusText}`, response.status, []);
  }
  return parse(body);
}

/** `GET /api/maintenance`: every window, earliest start first. */
export async function fetchMaintenances(signal?: AbortSignal): Promise<Maintenance[]> {
  return request('GET', '/api/maintenance', (b) => maintenanceListSchema.parse(b).maintenances, {
    ...(signal === undefined ? {} : { signal }),
  });
}

/** `POST /api/maintenance` with the admin token: the window as stored. */
export async function createMaintenance(
  window: NewMaintenance,
  token: string,
): Promise<Maintenance> {
  return request('POST', '/api/maintenance', (b) => maintenanceSchema.parse(b), {
    body: window,
    token,
  });
}

/** `DELETE /api/maintenance/{id}` with the admin token: the window as it was. */
export async function deleteMaintenance(id: string, token: string): Promise<Maintenance> {
  return request(
    'DELETE',
    `/api/maintenance/${encodeURIComponent(id)}`,
    (b) => maintenanceSchema.parse(b),
    { token },
  );
}
