import { useCallback, useEffect, useState } from 'react';
import { formatUrlState, parseUrlState, type UrlState } from './url-state.js';

/** Changes the URL; `replace` corrects it (a redirect) instead of adding a history entry. */
export type Navigate = (next: Partial<UrlState>, options?: { replace?: boolean }) => void;

/**
 * The URL as state: `navigate` pushes a history entry (so Back undoes a click) and the
 * popstate event brings the state back when the user goes back or forward.
 */
export function useUrlState(): [UrlState, Navigate] {
  const [state, setState] = useState(() => parseUrlState(window.location));
  useEffect(() => {
    const onPop = () => setState(parseUrlState(window.location));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback<Navigate>((next, options) => {
    const merged = { ...parseUrlState(window.location), ...next };
    const target = formatUrlState(merged);
    if (target !== `${window.location.pathname}${window.location.search}`) {
      if (options?.replace === true) window.history.replaceState(null, '', target);
      else window.history.pushState(null, '', target);
    }
    setState(parseUrlState(window.location));
  }, []);
  return [state, navigate];
}
