import { contract } from '@tiermap/contract';
import type { RouteTable } from '../../http/route-table.js';
import type { PathService } from './service.js';
import type { TcpService } from './tcp.js';

export function addPathRoutes(table: RouteTable, paths: PathService, tcp: TcpService): void {
  table.add(contract.paths.list, async ({ query }) => ({
    paths: await paths.pathsOfSite(query.site),
  }));
  table.add(contract.paths.get, ({ params }) => paths.path(params.id));
  table.add(contract.paths.tcp, ({ params, query }) => tcp.path(params.id, query));
  table.add(contract.paths.tcpTable, ({ query }) => tcp.table(query));
}
