import { sessionSchema, type Session } from '@tiermap/domain';
import { CSRF_HEADER, problemOf } from './http.js';
import { session } from './session.js';

/**
 * `GET /api/session`: who this browser is signed in as (anonymous when it is not, or when its
 * cookie is no longer accepted), and whether reads are open without signing in.
 */
export async function fetchSession(signal?: AbortSignal): Promise<Session> {
  const response = await fetch('/api/session', {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    ...(signal === undefined ? {} : { signal }),
  });
  if (!response.ok) throw await problemOf(response, '/api/session');
  return sessionSchema.parse(await response.json());
}

/**
 * `POST /api/session`: signs this browser in with a pasted token. The server keeps it in an
 * HttpOnly cookie and answers who it speaks for; the token is not kept anywhere script can read.
 * A refused token is a ProblemError with status 401 (429 while the address is throttled).
 */
export async function signInWithToken(token: string): Promise<Session> {
  const response = await fetch('/api/session', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/json', [CSRF_HEADER]: '1' },
    body: JSON.stringify({ token }),
  });
  if (!response.ok) throw await problemOf(response, '/api/session');
  return sessionSchema.parse(await response.json());
}

/** `DELETE /api/session`: signs this browser out (the server clears the cookie). */
export async function signOutSession(): Promise<Session> {
  const response = await fetch('/api/session', {
    method: 'DELETE',
    credentials: 'same-origin',
    headers: { accept: 'application/json', [CSRF_HEADER]: '1' },
  });
  if (!response.ok) throw await problemOf(response, '/api/session');
  return sessionSchema.parse(await response.json());
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
