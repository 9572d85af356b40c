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
 * Subscribes to `GET /api/live` (Server-Sent Events). The browser's EventSource reconnects by
 * itself and sends Last-Event-ID, so a short outage resumes where it left off. Returns the
 * function that closes the stream.
 */
export function subscribeLive(handlers: LiveHandlers, url = '/api/live'): () => void {
  const source = new EventSource(url);
  handlers.status('connecting');
  const parse = (event: MessageEvent<string>) => {
    const parsed = eventSchema.safeParse(JSON.parse(event.data));
    return parsed.success ? parsed.data : undefined;
  };
  source.addEventListener('open', () => handlers.status('live'));
  source.addEventListener('error', () =>
    handlers.status(source.readyState === EventSource.CLOSED ? 'lost' : 'connecting'),
  );
  source.addEventListener('snapshot', (event) => {
    const data = parse(event as MessageEvent<string>);
    if (data !== undefined) {
      handlers.snapshot(data.states, data.tsMs);
      handlers.alive(data.tsMs);
    }
  });
  source.addEventListener('delta', (event) => {
    const data = parse(event as MessageEvent<string>);
    if (data !== undefined) {
      handlers.delta(data.states, data.tsMs);
      handlers.alive(data.tsMs);
    }
  });
  source.addEventListener('heartbeat', (event) => {
    const data = z
      .object({ tsMs: z.number() })
      .safeParse(JSON.parse((event as MessageEvent<string>).data));
    if (data.success) handlers.alive(data.data.tsMs);
  });
  return () => source.close();
}
