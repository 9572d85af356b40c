import { sessionSchema, type Session } from '@tiermap/domain';
import { sessionApi, withSignal } from './http.js';
import { session } from './session.js';

/**
 * `GET /api/session`: who this browser is signed in as (anonymous when it is not, or when its
 * cookie is no longer accepted), and whether reads are open without signing in.
 */
export async function fetchSession(signal?: AbortSignal): Promise<Session> {
  return sessionSchema.parse(await sessionApi().GET('/api/session', withSignal(signal)));
}

/**
 * `POST /api/session`: signs this browser in with a pasted token. The server keeps it in an
 * HttpOnly cookie and answers who it speaks for; the token is not kept anywhere script can read.
 * A refused token is an ApiProblem with status 401 (429 while the address is throttled).
 */
export async function signInWithToken(token: string): Promise<Session> {
  return sessionSchema.parse(await sessionApi().POST('/api/session', { body: { token } }));
}

/** `DELETE /api/session`: signs this browser out (the server clears the cookie). */
export async function signOutSession(): Promise<Session> {
  return sessionSchema.parse(await sessionApi().DELETE('/api/session'));
}

/**
 * Signs this browser out: the server clears the cookie, then the session forgets who it was.
 * Signed out here even when the server cannot be reached (the next check asks it again).
 */
export async function signOut(): Promise<void> {
  try {
    await signOutSession();
  } finally {
    session.signOut();
  }
}
