import { pathHealthResponseSchema, type PathHealthResponse } from '@tiermap/domain';
import { api, withSignal } from './http.js';

/** `GET /api/health/paths`: every path direction's status from the live data, and per site. */
export async function fetchPathHealth(signal?: AbortSignal): Promise<PathHealthResponse> {
  return pathHealthResponseSchema.parse(await api().GET('/api/health/paths', withSignal(signal)));
}
