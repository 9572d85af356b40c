import type { ChangeMarks } from '@tiermap/domain';
import { useEffect, useState } from 'react';
import { subscribeLiveOffThread, type LiveStatus } from '../../api/live.js';
import { mergeLive, type LiveByLink } from './live-model.js';

/**
 * Live state from `/api/live`, the connection status, the time of the newest event, and the
 * change marks (topology version, incidents revision) the stream last announced.
 */
export function useLive(): {
  live: LiveByLink;
  status: LiveStatus;
  lastEventMs: number | undefined;
  marks: ChangeMarks | undefined;
} {
  const [live, setLive] = useState<LiveByLink>(new Map());
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [lastEventMs, setLastEventMs] = useState<number | undefined>(undefined);
  const [marks, setMarks] = useState<ChangeMarks | undefined>(undefined);
  useEffect(
    () =>
      subscribeLiveOffThread({
        snapshot: (states) => setLive(mergeLive(new Map(), states, true)),
        delta: (states) => setLive((current) => mergeLive(current, states, false)),
        // The time the event arrived here: what tells a frozen stream, whatever the server's clock.
        alive: () => setLastEventMs(Date.now()),
        status: setStatus,
        changes: setMarks,
      }),
    [],
  );
  return { live, status, lastEventMs, marks };
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
