import { linkLiveStateSchema, type LinkLiveState } from '@tiermap/domain';
import { z } from 'zod';

const eventSchema = z.object({
  seq: z.number(),
  tsMs: z.number(),
  states: z.array(linkLiveStateSchema),
});

export type LiveStatus = 'connecting' | 'live' | 'lost';

export interface LiveHandlers {
  /** The whole live state: replace what is held. */
  snapshot(states: LinkLiveState[], serverTimeMs: number): void;
  /** Changed link directions: merge into what is held. */
  delta(states: LinkLiveState[], serverTimeMs: number): void;
  /** A heartbeat or any event: the connection is alive at this server time. */
  alive(serverTimeMs: number): void;
  status(status: LiveStatus): void;
}

/**
 * How long to wait before the `attempt`-th reconnect (0 first) once the browser has given up
 * on the stream: 1 s, doubling, at most 30 s.
 */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, Math.min(attempt, 10)));
}

/**
 * Subscribes to `GET /api/live` (Server-Sent Events). The browser's EventSource reconnects by
 * itself after a dropped connection and sends Last-Event-ID, so a short outage resumes where it
 * left off; when it gives up (the server answered an error, or restarted behind a balancer that
 * refused it), this opens a new stream after a growing delay, for ever: a wall display must
 * come back by itself. Returns the function that closes the stream.
 */
export function subscribeLive(handlers: LiveHandlers, url = '/api/live'): () => void {
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let closed = false;
  const parse = (event: MessageEvent<string>) => {
    const parsed = eventSchema.safeParse(JSON.parse(event.data));
    return parsed.success ? parsed.data : undefined;
  };
  const open = () => {
    const current = new EventSource(url);
    source = current;
    handlers.status('connecting');
    current.addEventListener('open', () => {
      attempt = 0;
      handlers.status('live');
    });
    current.addEventListener('error', () => {
      if (current.readyState !== EventSource.CLOSED) {
        handlers.status('connecting');
        return;
      }
      handlers.status('lost');
      current.close();
      if (!closed) timer = setTimeout(open, reconnectDelayMs(attempt++));
    });
    current.addEventListener('snapshot', (event) => {
      const data = parse(event as MessageEvent<string>);
      if (data !== undefined) {
        handlers.snapshot(data.states, data.tsMs);
        handlers.alive(data.tsMs);
      }
    });
    current.addEventListener('delta', (event) => {
      const data = parse(event as MessageEvent<string>);
      if (data !== undefined) {
        handlers.delta(data.states, data.tsMs);
        handlers.alive(data.tsMs);
      }
    });
    current.addEventListener('heartbeat', (event) => {
      const data = z
        .object({ tsMs: z.number() })
        .safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (data.success) handlers.alive(data.data.tsMs);
    });
  };
  open();
  return () => {
    closed = true;
    if (timer !== undefined) clearTimeout(timer);
    source?.close();
  };
}
