import http from 'node:http';

/** One SSE client of `GET /api/live`, as the benchmarks hold them. */
export interface LiveClient {
  req: http.ClientRequest;
  gotSnapshot: boolean;
  /** The stream failed or ended while the bench still wanted it. */
  dropped: boolean;
  /** Set before the bench closes it, so that is not counted as dropped. */
  closing: boolean;
}

/**
 * Opens `GET /api/live` on `port` as a plain request (no EventSource), splits its stream into
 * events and hands each delta's data text, with when its chunk arrived (`performance.now()`),
 * to `onDelta`. `extra` is what the bench keeps per client besides.
 */
export function openLiveClient<T extends object>(
  port: number,
  agent: http.Agent,
  extra: T,
  onDelta: (client: LiveClient & T, data: string, arrivedMs: number) => void,
): LiveClient & T {
  const req = http.get({
    host: '127.0.0.1',
    port,
    path: '/api/live',
    agent,
    headers: { accept: 'text/event-stream' },
  });
  const client: LiveClient & T = {
    ...extra,
    req,
    gotSnapshot: false,
    dropped: false,
    closing: false,
  };
  const gone = (): void => {
    if (!client.closing) client.dropped = true;
  };
  req.on('error', gone);
  req.on('response', (res) => {
    if (res.statusCode !== 200) {
      gone();
      res.resume();
      return;
    }
    res.setEncoding('utf8');
    let buffer = '';
    res.on('data', (chunk: string) => {
      const arrived = performance.now();
      buffer += chunk;
      let boundary = buffer.indexOf('\n\n');
      while (boundary !== -1) {
        const event = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        boundary = buffer.indexOf('\n\n');
        if (event.includes('event: snapshot')) client.gotSnapshot = true;
        if (!event.includes('event: delta')) continue;
        const data = event.split('\n').find((l) => l.startsWith('data: '));
        if (data !== undefined) onDelta(client, data.slice(6), arrived);
      }
    });
    res.on('close', gone);
    res.on('error', gone);
  });
  return client;
}
