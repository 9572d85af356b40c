import http from 'node:http';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { percentiles } from './measure.js';

/** What one `GET /api/live` client saw: when its snapshot was whole, and how large it was. */
export interface SnapshotArrival {
  ms: number;
  /** The bytes that came over the wire until then (gzipped, when the client took gzip). */
  bytes: number;
  /** The stream ended before the snapshot was whole (the server dropped the client). */
  cut: boolean;
}

/**
 * Opens `GET /api/live` on 127.0.0.1:`port` and reads until the `snapshot` event is whole
 * (its closing blank line), then disconnects. `pauseMs` makes a slow reader: it pauses that
 * long after each chunk. `gzip`: it asks for gzip, as a browser does, and decodes it.
 * Milliseconds are counted from `t0`.
 */
export function snapshotArrival(
  port: number,
  t0: number,
  pauseMs = 0,
  gzip = false,
): Promise<SnapshotArrival> {
  return new Promise((resolve) => {
    let bytes = 0;
    const headers = gzip ? { 'accept-encoding': 'gzip' } : {};
    const req = http.get({ host: '127.0.0.1', port, path: '/api/live', headers }, (res) => {
      // Only the chunks since the snapshot began are looked at, and only for its end: the
      // event is one `data:` line, so the first blank line after its start ends it.
      let head = '';
      let started = false;
      let last = '';
      // The slow reader pauses after each chunk off the wire, gzipped or not.
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (pauseMs > 0) {
          res.pause();
          setTimeout(() => res.resume(), pauseMs);
        }
      });
      const body = res.headers['content-encoding'] === 'gzip' ? res.pipe(createGunzip()) : res;
      const utf8 = new StringDecoder('utf8');
      body.on('data', (chunk: Buffer) => {
        let text = utf8.write(chunk);
        if (!started) {
          head += text;
          const at = head.indexOf('event: snapshot');
          if (at < 0) return;
          started = true;
          text = head.slice(at);
          head = '';
        }
        if ((last + text).includes('\n\n')) {
          resolve({ ms: performance.now() - t0, bytes, cut: false });
          req.destroy();
          return;
        }
        last = text.slice(-1);
      });
      res.on('close', () => resolve({ ms: performance.now() - t0, bytes, cut: true }));
      body.on('error', () => resolve({ ms: performance.now() - t0, bytes, cut: true }));
    });
    req.on('error', () => resolve({ ms: performance.now() - t0, bytes, cut: true }));
  });
}

/**
 * The live stream's snapshot with every link live: one client alone, `clients` at once (as when
 * an instance fails and its clients come to another), and one slow reader, first as it is, then
 * gzipped as a browser asks for it; a row each for the bench's table (times to the whole
 * snapshot, the bytes over the wire until then).
 */
export async function timeLiveSnapshots(
  port: number,
  measured: number,
  clients: number,
  pauseMs: number,
): Promise<Record<string, string | number>[]> {
  const kb = (bytes: number) => (bytes / 1024).toFixed(0);
  /** A row of one timed request. */
  const single = (endpoint: string, arrival: SnapshotArrival) => ({
    endpoint,
    requests: 1,
    'p50 (ms)': arrival.ms.toFixed(1),
    'p95 (ms)': arrival.ms.toFixed(1),
    'response (kB, median)': kb(arrival.bytes),
  });
  const rows: Record<string, string | number>[] = [];
  for (const gzip of [false, true]) {
    const how = gzip ? 'gzip' : 'as it is';
    const one = await snapshotArrival(port, performance.now(), 0, gzip);
    const t0 = performance.now();
    const all = await Promise.all(
      Array.from({ length: clients }, () => snapshotArrival(port, t0, 0, gzip)),
    );
    const whole = all.filter((a) => !a.cut);
    const [p50, p95] = percentiles(
      whole.map((a) => a.ms),
      [50, 95],
    );
    const slow = await snapshotArrival(port, performance.now(), pauseMs, gzip);
    rows.push(
      single(
        `GET /api/live (${how}), one client, until its snapshot (${measured.toLocaleString('en')} link directions) is whole${one.cut ? ': CUT OFF by the server' : ''}`,
        one,
      ),
      {
        endpoint: `GET /api/live (${how}), ${clients} clients at once (an instance's clients moving): ${whole.length} got the snapshot whole, ${clients - whole.length} were cut off; last after ${Math.max(...all.map((a) => a.ms)).toFixed(0)} ms`,
        requests: clients,
        'p50 (ms)': (p50 ?? Number.NaN).toFixed(1),
        'p95 (ms)': (p95 ?? Number.NaN).toFixed(1),
        'response (kB, median)': kb(
          percentiles(
            all.map((a) => a.bytes),
            [50],
          )[0] ?? 0,
        ),
      },
      single(
        `GET /api/live (${how}), a slow reader (${pauseMs} ms pause after each chunk): ${slow.cut ? 'CUT OFF by the server' : 'got the snapshot whole'}`,
        slow,
      ),
    );
  }
  return rows;
}
