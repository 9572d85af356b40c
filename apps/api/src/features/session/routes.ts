import { contract } from '@tiermap/contract';
import type { Session } from '@tiermap/domain';
import {
  checkCsrf,
  clearSessionCookie,
  presentedCredential,
  setSessionCookie,
  whoami,
  type AccessPolicy,
  type Principal,
} from '../../http/access.js';
import { UnauthorizedError } from '../../http/errors.js';
import type { RouteTable } from '../../http/route-table.js';

/** Signing the browser in and out: the token goes into an HttpOnly cookie, never into script. */
export function addSessionRoutes(table: RouteTable, policy: AccessPolicy): void {
  const answer = (principal: Principal | null): Session => ({
    ...whoami(principal, policy.anonymousRead),
    anonymousRead: policy.anonymousRead,
  });
  table.add(contract.session.get, async (_input, req, res) => {
    try {
      return answer(await policy.authorize(req, 'public'));
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) throw error;
      if (presentedCredential(req)?.via === 'cookie') clearSessionCookie(req, res);
      return answer(null);
    }
  });
  table.add(contract.session.signIn, async ({ body }, req, res) => {
    checkCsrf(req);
    const principal = await policy.signIn(req, body.token);
    setSessionCookie(req, res, body.token);
    return answer(principal);
  });
  table.add(contract.session.signOut, (_input, req, res) => {
    clearSessionCookie(req, res);
    return Promise.resolve(answer(null));
  });
}
