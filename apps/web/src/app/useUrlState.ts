import { useLocation, useRouter } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { locationOf, urlStateAt, type AppRouter } from './router.js';
import type { UrlState } from './url-state.js';

/** Changes the URL; `replace` corrects it (a redirect) instead of adding a history entry. */
export type Navigate = (next: Partial<UrlState>, options?: { replace?: boolean }) => void;

/**
 * The URL as state, read from the router (the matched route and its validated search params):
 * `navigate` pushes a history entry (so Back undoes a click), and going back or forward brings
 * the state back.
 */
export function useUrlState(): [UrlState, Navigate] {
  const router = useRouter() as unknown as AppRouter;
  const location = useLocation();
  const state = useMemo(() => urlStateAt(router, location), [router, location]);
  const navigate = useCallback<Navigate>(
    (next, options) => {
      // The latest location, so that two changes made in one event both count.
      const merged = { ...urlStateAt(router, router.latestLocation), ...next };
      const target = locationOf(merged);
      if (router.buildLocation(target as never).href === router.latestLocation.href) return;
      // The page stays scrolled where it is, as before (the router would scroll it to the top).
      void router.navigate({
        ...target,
        replace: options?.replace === true,
        resetScroll: false,
      } as never);
    },
    [router],
  );
  return [state, navigate];
}
