import { sessionSchema, signInSchema, type Session } from '@tiermap/domain';
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

const SIGN_IN_DESCRIPTION =
  'For the web app: the token is checked (failures count towards the per-address throttle), then kept in an HttpOnly, SameSite=Strict cookie (`tiermap_session`, Path=/, Secure over TLS) that the browser sends with every request, the live stream included. The answer says who the token speaks for, never the token. Writes signed in by the cookie must send the `X-Tiermap-CSRF` header; this route too. Tools send `Authorization: Bearer` instead and need no session.';

/** Signing the browser in and out: the token goes into an HttpOnly cookie, never into script. */
export function addSessionRoutes(table: RouteTable, policy: AccessPolicy): void {
  const answer = (principal: Principal | null): Session => ({
    ...whoami(principal, policy.anonymousRead),
    anonymousRead: policy.anonymousRead,
  });
  table.add(
    {
      method: 'get',
      path: '/session',
      access: 'public',
      tag: 'access',
      summary: 'Who the browser is signed in as (anonymous when it is not)',
      description:
        'Reads the session cookie (or a bearer token). A cookie whose token is no longer accepted is cleared and the answer is anonymous. 429 while the address is throttled.',
      response: sessionSchema,
      errors: [429],
    },
    async (_input, req, res) => {
      try {
        return answer(await policy.authorize(req, 'public'));
      } catch (error) {
        if (!(error instanceof UnauthorizedError)) throw error;
        if (presentedCredential(req)?.via === 'cookie') clearSessionCookie(req, res);
        return answer(null);
      }
    },
  );
  table.add(
    {
      method: 'post',
      path: '/session',
      access: 'public',
      tag: 'access',
      summary: 'Sign the browser in with a token (kept in an HttpOnly cookie)',
      description: SIGN_IN_DESCRIPTION,
      body: signInSchema,
      response: sessionSchema,
      errors: [400, 401, 403, 429],
    },
    async ({ body }, req, res) => {
      checkCsrf(req);
      const principal = await policy.signIn(req, body.token);
      setSessionCookie(req, res, body.token);
      return answer(principal);
    },
  );
  table.add(
    {
      method: 'delete',
      path: '/session',
      access: 'public',
      tag: 'access',
      summary: 'Sign the browser out: the session cookie is cleared',
      description:
        'Always succeeds, signed in or not. The token itself stays valid for tools until an admin revokes it.',
      response: sessionSchema,
    },
    (_input, req, res) => {
      clearSessionCookie(req, res);
      return Promise.resolve(answer(null));
    },
  );
}
