import { contract } from '@tiermap/contract';
import { principalOf, whoami, type AccessPolicy } from '../../http/access.js';
import type { RouteTable } from '../../http/route-table.js';
import type { TokenService } from './service.js';

export function addTokenRoutes(
  table: RouteTable,
  tokens: TokenService,
  policy: AccessPolicy,
): void {
  table.add(contract.tokens.whoami, (_input, _req, res) =>
    Promise.resolve(whoami(principalOf(res), policy.anonymousRead)),
  );
  table.add(contract.tokens.list, async () => ({ tokens: await tokens.list() }));
  table.add(contract.tokens.create, ({ body }, _req, res) =>
    tokens.create(body, principalOf(res)?.name ?? 'admin'),
  );
  table.add(contract.tokens.revoke, ({ params }) => tokens.revoke(params.id));
}
