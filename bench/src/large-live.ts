import http from 'node:http';
import { percentiles } from './measure.js';

/** What one `GET /api/live` client saw: when its snapshot was whole, and how large it was. */
export interface SnapshotArrival {
  ms: number;
  chars: number;
  /** The stream ended before the snapshot was whole (the server dropped the client). */
  cut: boolean;
}

/**
 * Opens `GET /api/live` on 127.0.0.1:`port` and reads until the `snapshot` event is whole
 * (its closing blank line), then disconnects. `pauseMs` makes a slow reader: it pauses that
 * long after each chunk. Milliseconds are counted from `t0`.
 */
export function snapshotArrival(port: number, t0: number, pauseMs = 0): Promise<SnapshotArrival> {
  return new Promise((resolve) => {
    let chars = 0;
    const req = http.get({ host: '127.0.0.1', port, path: '/api/live' }, (res) => {
      // Only the chunks since the snapshot began are looked at, and only for its end: the
      // event is one `data:` line, so the first blank line after its start ends it.
      let head = '';
      let started = false;
      let last = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        chars += chunk.length;
        let text = chunk;
        if (!started) {
          head += chunk;
          const at = head.indexOf('event: snapshot');
          if (at < 0) return;
          started = true;
          text = head.slice(at);
          head = '';
        }
        if ((last + text).includes('\n\n')) {
          resolve({ ms: performance.now() - t0, chars, cut: false });
          req.destroy();
          return;
        }
        last = text.slice(-1);
        if (pauseMs > 0) {
          res.pause();
          setTimeout(() => res.resume(), pauseMs);
        }
      });
      res.on('close', () => resolve({ ms: performance.now() - t0, chars, cut: true }));
    });
    req.on('error', () => resolve({ ms: performance.now() - t0, chars, cut: true }));
  });
}

/**
 * The live stream's snapshot with every link live: one client alone, `clients` at once (as when
 * an instance fails and its clients come to another), and one slow reader; a row each for the
 * bench's table (times to the whole snapshot, its size).
 */
export async function timeLiveSnapshots(
  port: number,
  measured: number,
  clients: number,
  pauseMs: number,
): Promise<Record<string, string | number>[]> {
  const kb = (chars: number) => (chars / 1024).toFixed(0);
  /** A row of one timed request. */
  const single = (endpoint: string, arrival: SnapshotArrival) => ({
    endpoint,
    requests: 1,
    'p50 (ms)': arrival.ms.toFixed(1),
    'p95 (ms)': arrival.ms.toFixed(1),
    'response (kB, median)': kb(arrival.chars),
  });
  const one = await snapshotArrival(port, performance.now());
  const t0 = performance.now();
  const all = await Promise.all(Array.from({ length: clients }, () => snapshotArrival(port, t0)));
  const whole = all.filter((a) => !a.cut);
  const [p50, p95] = percentiles(
    whole.map((a) => a.ms),
    [50, 95],
  );
  const slow = await snapshotArrival(port, performance.now(), pauseMs);
  return [
    single(
      `GET /api/live, one client, until its snapshot (${measured.toLocaleString('en')} link directions) is whole${one.cut ? ': CUT OFF by the server' : ''}`,
      one,
    ),
    {
      endpoint: `GET /api/live, ${clients} clients at once (an instance's clients moving): ${whole.length} got the snapshot whole, ${clients - whole.length} were cut off; last after ${Math.max(...all.map((a) => a.ms)).toFixed(0)} ms`,
      requests: clients,
      'p50 (ms)': (p50 ?? Number.NaN).toFixed(1),
      'p95 (ms)': (p95 ?? Number.NaN).toFixed(1),
      'response (kB, median)': kb(
        percentiles(
          all.map((a) => a.chars),
          [50],
        )[0] ?? 0,
      ),
    },
    single(
      `GET /api/live, a slow reader (${pauseMs} ms pause after each chunk): ${slow.cut ? 'CUT OFF by the server' : 'got the snapshot whole'}`,
      slow,
    ),
  ];
}
