import { contract } from '@tiermap/contract';
import type { RouteTable } from '../../http/route-table.js';
import type { AnalysisService } from './service.js';

export function addAnalysisRoutes(table: RouteTable, analysis: AnalysisService): void {
  table.add(contract.analysis.shared, ({ query }) => analysis.shared(query.sites, query.direction));
  table.add(contract.analysis.oversubscription, ({ query }) =>
    analysis.oversubscription({
      threshold: query.threshold,
      sort: query.sort,
      onlyOversubscribed: query.only === 'oversubscribed',
    }),
  );
  table.add(contract.analysis.trunks, () => analysis.trunks());
  table.add(contract.analysis.whatIf, ({ body }) => analysis.whatIf(body.fail));
}
