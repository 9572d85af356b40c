/** One Server-Sent Event as a client read it. */
export interface StreamEvent {
  /** `event:` (`message` when none). */
  name: string;
  /** `data:`, parsed as JSON when it is JSON, else the text. */
  data: unknown;
  id: string | undefined;
  /** Which connection (0, 1, …) it came on. */
  connection: number;
  /** The X-Tiermap-Instance of the answer it came in. */
  instance: string | undefined;
  /** `performance.now()` when it was parsed. */
  atMs: number;
}

/** One connection the client opened. */
export interface StreamConnection {
  instance: string | undefined;
  status: number;
  openedAtMs: number;
  /** Set when it ended (closed by the server, or an error). */
  endedAtMs?: number;
}

export interface EventStreamClient {
  events: StreamEvent[];
  connections: StreamConnection[];
  /** The last `id:` seen, sent as Last-Event-ID on a reconnect. */
  lastEventId(): string | undefined;
  /** The events named `name`, their data. */
  named(name: string): unknown[];
  close(): void;
}

/**
 * An EventSource-like reader of a Server-Sent-Events URL for tests (Node has no EventSource):
 * it keeps every event, and when the stream ends or cannot be opened it reconnects after the
 * server's `retry:` delay (at most `maxRetryMs`), sending the last `id:` as Last-Event-ID, as a
 * browser does. Runs until `close()`.
 */
export function openEventStream(
  url: string,
  options: { headers?: Record<string, string>; maxRetryMs?: number } = {},
): EventStreamClient {
  const events: StreamEvent[] = [];
  const connections: StreamConnection[] = [];
  const controller = new AbortController();
  let lastId: string | undefined;
  let retryMs = 1_000;
  const maxRetryMs = options.maxRetryMs ?? 2_000;

  async function readOnce(): Promise<void> {
    const headers: Record<string, string> = { accept: 'text/event-stream', ...options.headers };
    if (lastId !== undefined) headers['last-event-id'] = lastId;
    const response = await fetch(url, { headers, signal: controller.signal });
    const connection: StreamConnection = {
      instance: response.headers.get('x-tiermap-instance') ?? undefined,
      status: response.status,
      openedAtMs: performance.now(),
    };
    const index = connections.push(connection) - 1;
    try {
      if (response.status !== 200 || response.body === null) {
        await response.body?.cancel();
        return;
      }
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = (await reader.read()) as { value?: Uint8Array; done: boolean };
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let name = 'message';
          let id: string | undefined;
          const data: string[] = [];
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') name = value;
            else if (field === 'data') data.push(value);
            else if (field === 'id') id = value;
            else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
          }
          if (id !== undefined) lastId = id;
          if (data.length === 0) continue;
          const text = data.join('\n');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON: kept as text
          }
          events.push({
            name,
            data: parsed,
            id,
            connection: index,
            instance: connection.instance,
            atMs: performance.now(),
          });
        }
      }
    } finally {
      connection.endedAtMs = performance.now();
    }
  }

  void (async () => {
    while (!controller.signal.aborted) {
      try {
        await readOnce();
      } catch {
        // refused, reset or aborted: retried below unless closed
      }
      if (controller.signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, Math.min(retryMs, maxRetryMs)));
    }
  })();

  return {
    events,
    connections,
    lastEventId: () => lastId,
    named: (name) => events.filter((e) => e.name === name).map((e) => e.data),
    close: () => controller.abort(),
  };
}
