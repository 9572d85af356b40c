import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { invalidateRoots } from '../api/invalidate.js';
import { queries } from '../api/queries.js';
import { session, type SessionState } from '../api/session.js';

/**
 * The app's session as React state: who the browser is signed in as, asked of the server
 * (`GET /api/session`: the cookie is HttpOnly, so only the server knows) by the session query
 * at start, after each sign-in or sign-out (however it happened: the mutations, or a refused
 * cookie), every minute and when the page comes back into view, so another tab signing in or
 * out is followed too. A refused session signs out with a notice. An unreachable server keeps
 * what is known.
 */
export function useSession(): SessionState {
  useQuery(queries.session());
  const state = useSyncExternalStore(session.subscribe, session.state);
  const queryClient = useQueryClient();
  const { signedIn } = state;
  const held = useRef(signedIn);
  useEffect(() => {
    if (held.current === signedIn) return;
    held.current = signedIn;
    void invalidateRoots(queryClient, ['session']);
  }, [queryClient, signedIn]);
  return state;
}
