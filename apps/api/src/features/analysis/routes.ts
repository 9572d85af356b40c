import { contract } from '@tiermap/contract';
import type { LiveReader } from '@tiermap/analysis';
import type { RouteTable } from '../../http/route-table.js';
import type { AnalysisService } from './service.js';

/**
 * `live` reads the newest live state of every link direction at the time of a request; the
 * oversubscription and trunk verdicts and the what-if's moved load are judged against it (no
 * live data without it).
 */
export function addAnalysisRoutes(
  table: RouteTable,
  analysis: AnalysisService,
  live: () => LiveReader = () => () => undefined,
): void {
  table.add(contract.analysis.shared, ({ query }) => analysis.shared(query.sites, query.direction));
  table.add(contract.analysis.oversubscription, ({ query }) =>
    analysis.oversubscriptionPage({
      threshold: query.threshold,
      sort: query.sort,
      onlyOversubscribed: query.only === 'oversubscribed',
      carrierId: query.carrier,
      limit: query.limit,
      offset: query.offset,
      live: live(),
    }),
  );
  table.add(contract.analysis.trunks, () => analysis.trunks(live()));
  table.add(contract.analysis.whatIf, ({ body }) => analysis.whatIf(body.fail, live()));
}
