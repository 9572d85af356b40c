import { sessionSchema, signInSchema } from '@tiermap/domain';
import { defineRoute } from '../route-spec.js';

const SIGN_IN_DESCRIPTION =
  'For the web app: the token is checked (failures count towards the per-address throttle), then kept in an HttpOnly, SameSite=Strict cookie (`tiermap_session`, Path=/, Secure over TLS) that the browser sends with every request, the live stream included. The answer says who the token speaks for, never the token. Writes signed in by the cookie must send the `X-Tiermap-CSRF` header; this route too. Tools send `Authorization: Bearer` instead and need no session.';

export const session = {
  get: defineRoute({
    method: 'get',
    path: '/session',
    access: 'public',
    tag: 'access',
    summary: 'Who the browser is signed in as (anonymous when it is not)',
    description:
      'Reads the session cookie (or a bearer token). A cookie whose token is no longer accepted is cleared and the answer is anonymous. 429 while the address is throttled.',
    response: sessionSchema,
    errors: [429],
  }),
  signIn: defineRoute({
    method: 'post',
    path: '/session',
    access: 'public',
    tag: 'access',
    summary: 'Sign the browser in with a token (kept in an HttpOnly cookie)',
    description: SIGN_IN_DESCRIPTION,
    body: signInSchema,
    response: sessionSchema,
    errors: [400, 401, 403, 429],
  }),
  signOut: defineRoute({
    method: 'delete',
    path: '/session',
    access: 'public',
    tag: 'access',
    summary: 'Sign the browser out: the session cookie is cleared',
    description:
      'Always succeeds, signed in or not. The token itself stays valid for tools until an admin revokes it.',
    response: sessionSchema,
  }),
};
