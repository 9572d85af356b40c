import { problemSchema, tcpTableSchema, type TcpTable } from '@tiermap/domain';
import { ApiError, apiFetch } from './http.js';

/**
 * `GET /api/tcp?windowBytes=`: every path's TCP figures for that window, parsed with the schema
 * the server answers by.
 */
export async function fetchTcpTable(windowBytes: number, signal?: AbortSignal): Promise<TcpTable> {
  const url = `/api/tcp?${new URLSearchParams({ windowBytes: String(windowBytes) }).toString()}`;
  const response = await apiFetch(url, {
    headers: { accept: 'application/json' },
    ...(signal === undefined ? {} : { signal }),
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const problem = problemSchema.safeParse(body);
    const detail = problem.success ? (problem.data.detail ?? problem.data.title) : undefined;
    throw new ApiError(`${url}: ${detail ?? response.statusText}`, response.status);
  }
  return tcpTableSchema.parse(body);
}
