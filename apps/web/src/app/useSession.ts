import { useEffect, useSyncExternalStore } from 'react';
import { fetchSession } from '../api/access-client.js';
import { session, type SessionState } from '../api/session.js';

/** How often the session is checked again, so a revoked token signs out on any screen. */
const RECHECK_MS = 60_000;

/**
 * The app's session as React state: who the browser is signed in as, asked of the server
 * (`GET /api/session`: the cookie is HttpOnly, so only the server knows) at start, after each
 * sign-in or sign-out, every minute and when the page comes back into view, so another tab
 * signing in or out is followed too. A refused session signs out with a notice.
 */
export function useSession(): SessionState {
  const state = useSyncExternalStore(session.subscribe, session.state);
  const { signedIn } = state;
  useEffect(() => {
    const controller = new AbortController();
    const check = () => {
      const generation = session.generation();
      fetchSession(controller.signal)
        .then((answer) => session.learned(answer, generation))
        .catch(() => {
          // Unreachable or failing server (or throttled): keep what is known; the next check
          // tries again.
        });
    };
    check();
    const timer = setInterval(check, RECHECK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', check);
    return () => {
      controller.abort();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', check);
    };
  }, [signedIn]);
  return state;
}
