import { topologyResponseSchema, type TopologyResponse } from '@tiermap/domain';

/** An API call that failed, with the problem detail the server sent when there was one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function getJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const detail =
      typeof body === 'object' && body !== null && 'detail' in body
        ? String(body.detail)
        : response.statusText;
    throw new ApiError(`${url}: ${detail}`, response.status);
  }
  return body;
}

/** `GET /api/topology`, parsed with the same schema the server uses. */
export async function fetchTopology(signal?: AbortSignal): Promise<TopologyResponse> {
  return topologyResponseSchema.parse(await getJson('/api/topology', signal));
}
