import { useEffect, useSyncExternalStore } from 'react';
import { fetchWhoami } from '../api/access-client.js';
import { session, TOKEN_KEY, type SessionState } from '../api/session.js';

/** How often the signed-in token is checked again, so a revoked one signs out on any screen. */
const RECHECK_MS = 60_000;

/**
 * The app's session as React state: the token, what the server says it may do (asked at start,
 * after each sign-in and every minute; a refused token signs out with a notice), and the notice.
 * Another tab signing in or out is followed through the storage event.
 */
export function useSession(): SessionState {
  const state = useSyncExternalStore(session.subscribe, session.state);
  const { token } = state;
  useEffect(() => {
    const controller = new AbortController();
    const check = () =>
      fetchWhoami(controller.signal)
        // A refused token has signed the session out by now; the answer is then the
        // anonymous one, which `learned` ignores unless the session is anonymous too.
        .then((whoami) => session.learned(whoami.authenticated ? token : undefined, whoami))
        .catch(() => {
          // Unreachable or failing server: keep what is known; the next check tries again.
        });
    void check();
    const timer = setInterval(() => void check(), RECHECK_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [token]);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY || event.key === null) session.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return state;
}
