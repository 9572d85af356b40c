import { contract } from '@tiermap/contract';
import { Reply, type RouteTable } from '../../http/route-table.js';
import type { HealthService, LiveParts } from './service.js';

export function addHealthRoutes(table: RouteTable, health: HealthService, live?: LiveParts): void {
  table.add(contract.health.check, async (_input, _req, res) => {
    const report = await health.check(live);
    res.set('cache-control', 'no-store');
    return new Reply(report.httpStatus, report.body);
  });
}
