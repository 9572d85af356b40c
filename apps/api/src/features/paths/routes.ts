import { contract } from '@tiermap/contract';
import type { PathDetail } from '@tiermap/domain';
import type { RouteTable } from '../../http/route-table.js';
import type { IncidentService } from '../incidents/service.js';
import type { PathService } from './service.js';
import type { TcpService } from './tcp.js';

export function addPathRoutes(
  table: RouteTable,
  paths: PathService,
  tcp: TcpService,
  observed?: Pick<IncidentService, 'observedRoutes'>,
): void {
  // Beside the declared hops, the route traceroutes saw, where path health is served.
  const withObserved = async (detail: PathDetail): Promise<PathDetail> => {
    const routes = await observed?.observedRoutes(detail.id);
    return routes === undefined ? detail : { ...detail, observed: routes };
  };
  table.add(contract.paths.list, async ({ query }) => ({
    paths: await Promise.all((await paths.pathsOfSite(query.site)).map(withObserved)),
  }));
  table.add(contract.paths.get, async ({ params }) => withObserved(await paths.path(params.id)));
  table.add(contract.paths.tcp, ({ params, query }) => tcp.path(params.id, query));
  table.add(contract.paths.tcpTable, ({ query }) => tcp.table(query));
}
