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
 * events and hands each delta's data text, with when its chunk arrived (`performance.now()`) and
 * its event id, to `onDelta`. `extra` is what the bench keeps per client besides. One process
 * holds a thousand of these, so each event is read as little as it can be: only its first line
 * or two are looked at, and its data is a slice of the text, not a copy.
 */
export function openLiveClient<T extends object>(
  port: number,
  agent: http.Agent,
  extra: T,
  onDelta: (client: LiveClient & T, data: string, arrivedMs: number, id: string) => void,
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
        // `id: <id>\nevent: <name>\ndata: <data>`, as the hub writes every event with an id.
        const data = event.indexOf('\ndata: ');
        if (data === -1) continue;
        const head = event.slice(0, data);
        if (head.endsWith('\nevent: snapshot')) client.gotSnapshot = true;
        if (!head.endsWith('\nevent: delta') || !head.startsWith('id: ')) continue;
        onDelta(client, event.slice(data + 7), arrived, head.slice(4, head.indexOf('\n')));
      }
    });
    res.on('close', gone);
    res.on('error', gone);
  });
  return client;
}
