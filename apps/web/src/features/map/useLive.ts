import { useEffect, useState } from 'react';
import { subscribeLiveOffThread, type LiveStatus } from '../../api/live.js';
import { mergeLive, type LiveByLink } from './live-model.js';

/** Live state from `/api/live`, the connection status, and the time of the newest event. */
export function useLive(): {
  live: LiveByLink;
  status: LiveStatus;
  lastEventMs: number | undefined;
} {
  const [live, setLive] = useState<LiveByLink>(new Map());
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [lastEventMs, setLastEventMs] = useState<number | undefined>(undefined);
  useEffect(
    () =>
      subscribeLiveOffThread({
        snapshot: (states) => setLive(mergeLive(new Map(), states, true)),
        delta: (states) => setLive((current) => mergeLive(current, states, false)),
        // The time the event arrived here: what tells a frozen stream, whatever the server's clock.
        alive: () => setLastEventMs(Date.now()),
        status: setStatus,
      }),
    [],
  );
  return { live, status, lastEventMs };
}

/** The current time, refreshed every `intervalMs`, so freshness is re-judged without events. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
