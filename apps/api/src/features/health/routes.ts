import type { RouteTable } from '../../http/route-table.js';
import type { HealthService } from './service.js';

export function addHealthRoutes(table: RouteTable, health: HealthService): void {
  table.add(
    {
      method: 'get',
      path: '/health',
      access: 'read',
      summary: 'Liveness of the API and reachability of Neo4j (503 while Neo4j is down).',
    },
    async (_req, res) => {
      const report = await health.check();
      res.status(report.httpStatus).set('cache-control', 'no-store').json(report.body);
    },
  );
}
