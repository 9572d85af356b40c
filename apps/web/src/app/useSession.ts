import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { queries } from '../api/queries.js';
import { session, type SessionState } from '../api/session.js';

/**
 * The app's session as React state: who the browser is signed in as, asked of the server
 * (`GET /api/session`: the cookie is HttpOnly, so only the server knows) by the session query
 * at start, after each sign-in or sign-out (its mutations invalidate the 'session' root), every
 * minute and when the page comes back into view, so another tab signing in or out is followed
 * too. A refused session signs out with a notice. An unreachable server keeps what is known.
 */
export function useSession(): SessionState {
  useQuery(queries.session());
  return useSyncExternalStore(session.subscribe, session.state);
}
