import { useEffect, useRef, useState } from 'react';

/** One request's state as a screen shows it. */
export type Fetched<T> =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; value: T }
  | { state: 'failed'; message: string };

const IDLE = { state: 'idle' } as const;
const LOADING = { state: 'loading' } as const;

/** A thrown value as a sentence for people. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * What `load` answers for `key`. A new key aborts the request for the old one and reads as
 * loading until its own answer comes (never the old answer under a new title); an undefined key
 * (nothing to ask) is idle. With `refreshMs` it asks again on that interval and keeps showing
 * the last answer meanwhile; so it does, at once, whenever `refreshKey` changes (a change
 * announced on the live stream). `load` is read when the key changes, so it may be a new
 * closure on every render.
 */
export function useFetched<T>(
  key: string | undefined,
  load: (signal: AbortSignal) => Promise<T>,
  refreshMs?: number,
  refreshKey?: string,
): Fetched<T> {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [result, setResult] = useState<{ key: string; fetched: Fetched<T> } | undefined>();
  useEffect(() => {
    if (key === undefined) return;
    const controller = new AbortController();
    const run = () =>
      loadRef
        .current(controller.signal)
        .then((value) => setResult({ key, fetched: { state: 'ready', value } }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) {
            setResult({ key, fetched: { state: 'failed', message: errorMessage(error) } });
          }
        });
    void run();
    const timer = refreshMs === undefined ? undefined : setInterval(() => void run(), refreshMs);
    return () => {
      controller.abort();
      if (timer !== undefined) clearInterval(timer);
    };
  }, [key, refreshMs, refreshKey]);
  if (key === undefined) return IDLE;
  return result?.key === key ? result.fetched : LOADING;
}

/**
 * The last value a refreshed request answered, kept while later refreshes fail, so a screen can
 * show what it last knew (marked as such) instead of nothing.
 */
export function useLastReady<T>(fetched: Fetched<T>): T | undefined {
  const [last, setLast] = useState<T | undefined>(undefined);
  if (fetched.state === 'ready' && fetched.value !== last) setLast(fetched.value);
  return fetched.state === 'ready' ? fetched.value : last;
}
