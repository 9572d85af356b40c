import { contract } from '@tiermap/contract';
import type { RequestHandler } from 'express';
import { Reply, type RouteTable } from '../../http/route-table.js';
import type { PerfsonarService } from './service.js';

export function addPerfsonarRoutes(table: RouteTable, perfsonar: PerfsonarService): void {
  const archive = async ({ body }: { body: Parameters<PerfsonarService['archive']>[0] }) => {
    const { created, result } = await perfsonar.archive(body);
    return created ? result : new Reply(200, result);
  };
  table.add(contract.perfsonar.archivePost, archive);
  table.add(contract.perfsonar.archivePut, archive);
}

/**
 * Reports every refused archiver request on `GET /api/health` (a malformed record, an unknown
 * host, a bad token), with the problem's title and detail: they name fields and hosts, never
 * a credential. Mounted before the route table at the archive route's path.
 */
export function reportArchiverRefusals(perfsonar: PerfsonarService): RequestHandler {
  return (_req, res, next) => {
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode >= 400) {
        const detail =
          typeof body === 'object' && body !== null && 'detail' in body ? String(body.detail) : '';
        perfsonar.refused(res.statusCode, detail);
      }
      return json(body);
    };
    next();
  };
}
