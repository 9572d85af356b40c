import { healthResponseSchema } from '@tiermap/domain';
import { Reply, type RouteTable } from '../../http/route-table.js';
import type { HealthService } from './service.js';

export function addHealthRoutes(table: RouteTable, health: HealthService): void {
  table.add(
    {
      method: 'get',
      path: '/health',
      access: 'read',
      tag: 'operations',
      summary: 'Liveness of the API and reachability of Neo4j',
      description: 'Answers 200 while Neo4j answers, 503 with `"neo4j":"down"` while it does not.',
      response: healthResponseSchema,
      replies: [503],
    },
    async (_input, _req, res) => {
      const report = await health.check();
      res.set('cache-control', 'no-store');
      return new Reply(report.httpStatus, report.body);
    },
  );
}
