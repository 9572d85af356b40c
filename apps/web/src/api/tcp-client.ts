import { tcpTableSchema, type TcpTable } from '@tiermap/domain';
import { api, withSignal } from './http.js';

/**
 * `GET /api/tcp?windowBytes=`: every path's TCP figures for that window, parsed with the schema
 * the server answers by.
 */
export async function fetchTcpTable(windowBytes: number, signal?: AbortSignal): Promise<TcpTable> {
  return tcpTableSchema.parse(
    await api().GET('/api/tcp', {
      params: { query: { windowBytes } },
      ...withSignal(signal),
    }),
  );
}
