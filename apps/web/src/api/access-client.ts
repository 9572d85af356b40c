import { whoamiSchema, type Whoami } from '@tiermap/domain';
import { problemOf, requestJson } from './http.js';

/**
 * `GET /api/whoami` with the signed-in token: who it speaks for and what it may do. A refused
 * token signs the session out (see authorisedFetch) and the answer is then the anonymous one.
 */
export async function fetchWhoami(signal?: AbortSignal): Promise<Whoami> {
  return whoamiSchema.parse(
    await requestJson('/api/whoami', signal === undefined ? {} : { signal }),
  );
}

/**
 * `GET /api/whoami` for a token that is not (yet) the session's: the one pasted on the sign-in
 * page, or none to learn what anonymous readers may do. A refused token is a ProblemError with
 * status 401; the session is left alone.
 */
export async function whoamiAs(token: string | undefined, signal?: AbortSignal): Promise<Whoami> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const response = await fetch('/api/whoami', {
    headers,
    ...(signal === undefined ? {} : { signal }),
  });
  if (!response.ok) throw await problemOf(response, '/api/whoami');
  return whoamiSchema.parse(await response.json());
}
