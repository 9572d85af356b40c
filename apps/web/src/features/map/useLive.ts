import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { subscribeLiveOffThread } from '../../api/live.js';
import { createLiveStore, selecting, type LiveSnapshot } from './live-store.js';

/**
 * The page's live state: one `/api/live` stream, held outside React. Each component reads
 * the part it shows with `useLiveSelector`, so a delta of link states re-renders only the
 * components that show link states, not the app around them.
 */
export const liveStore = createLiveStore();

/** Reads `/api/live` into the live store while the calling component (the app) is mounted. */
export function useLiveConnection(): void {
  useEffect(() => liveStore.connect((handlers) => subscribeLiveOffThread(handlers)), []);
}

/**
 * One part of the live state (live-store.ts: `selectLinkStates`, `selectStatus`,
 * `selectLastEventMs`, `selectMarks`), read with useSyncExternalStore: the caller re-renders
 * only when that part changes. `selector` must be a stable function answering a part of the
 * snapshot (never a new object).
 */
export function useLiveSelector<T>(selector: (snapshot: LiveSnapshot) => T): T {
  const read = useMemo(() => selecting(liveStore, selector), [selector]);
  return useSyncExternalStore(read.subscribe, read.get, read.get);
}

/**
 * The current time, refreshed every `intervalMs`, so freshness is re-judged without events.
 * Called by the components that show time or freshness, so only they re-render on the tick.
 */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The start of the current minute (ms), moving at each minute's turn (a timer set to the next
 * one), for what is judged by the minute (a maintenance window open now) without a re-render
 * every second.
 */
export function useMinute(): number {
  const [minuteMs, setMinuteMs] = useState(() => startOfMinute(Date.now()));
  useEffect(() => {
    const timer = setTimeout(
      // Never stuck on a timer that fires a hair early: at least the next minute.
      () => setMinuteMs(Math.max(startOfMinute(Date.now()), minuteMs + MINUTE_MS)),
      minuteMs + MINUTE_MS - Date.now(),
    );
    return () => clearTimeout(timer);
  }, [minuteMs]);
  return minuteMs;
}

const MINUTE_MS = 60_000;
const startOfMinute = (ms: number) => Math.floor(ms / MINUTE_MS) * MINUTE_MS;
