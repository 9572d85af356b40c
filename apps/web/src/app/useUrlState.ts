import { useCallback, useEffect, useState } from 'react';
import { formatUrlState, parseUrlState, type UrlState } from './url-state.js';

/**
 * The URL as state: `navigate` pushes a history entry (so Back undoes a click) and the
 * popstate event brings the state back when the user goes back or forward.
 */
export function useUrlState(): [UrlState, (next: Partial<UrlState>) => void] {
  const [state, setState] = useState(() => parseUrlState(window.location));
  useEffect(() => {
    const onPop = () => setState(parseUrlState(window.location));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback((next: Partial<UrlState>) => {
    const merged = { ...parseUrlState(window.location), ...next };
    const target = formatUrlState(merged);
    if (target !== `${window.location.pathname}${window.location.search}`) {
      window.history.pushState(null, '', target);
    }
    setState(parseUrlState(window.location));
  }, []);
  return [state, navigate];
}
