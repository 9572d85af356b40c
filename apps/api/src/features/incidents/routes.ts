import { contract } from '@tiermap/contract';
import type { RouteTable } from '../../http/route-table.js';
import type { IncidentService } from './service.js';

export function addIncidentRoutes(table: RouteTable, incidents: IncidentService): void {
  table.add(contract.incidents.pathHealth, () => incidents.health());
  table.add(contract.incidents.measure, ({ body }) =>
    incidents.measure(Array.isArray(body) ? body : [body]),
  );
  table.add(contract.incidents.withdrawMeasurements, ({ query }) =>
    Promise.resolve(incidents.withdrawMeasurements(query.source)),
  );
  table.add(contract.incidents.list, ({ query }) =>
    incidents.list({ status: query.status, siteId: query.site, limit: query.limit }),
  );
  table.add(contract.incidents.get, ({ params }) => incidents.get(params.id));
  table.add(contract.incidents.open, ({ body }) => incidents.open(body.sites, body.note));
  table.add(contract.incidents.resolve, ({ params, body }) =>
    incidents.resolve(params.id, body.note),
  );
  table.add(contract.incidents.evaluate, async () => ({ incidents: await incidents.evaluate() }));
}
