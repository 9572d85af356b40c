import http, { type Server } from 'node:http';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../test-support/app-server.js';
import { createIngestGate, createLagMonitor, type LagMonitor } from './overload.js';

/** Busy-waits `ms` on this thread: the event loop does nothing else meanwhile. */
function block(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
}

/** Waits until `check` holds, polling every 50 ms, for at most `limitMs`; the last value. */
async function eventually(check: () => boolean, limitMs: number): Promise<boolean> {
  const until = Date.now() + limitMs;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  return check();
}

function recordingLogger() {
  const lines: Array<{ level: string; fields: Record<string, unknown>; message: string }> = [];
  return {
    lines,
    warn: (fields: Record<string, unknown>, message: string) =>
      lines.push({ level: 'warn', fields, message }),
    info: (fields: Record<string, unknown>, message: string) =>
      lines.push({ level: 'info', fields, message }),
  };
}

describe('createLagMonitor', () => {
  let monitor: LagMonitor | undefined;
  afterEach(() => monitor?.stop());

  it('createLagMonitor reads a loop late at every tick as behind, and one long turn as not', async () => {
    monitor = createLagMonitor({ windowMs: 200, resolutionMs: 10 });
    // One turn of 150 ms among idle ones: the median tick is on time.
    await new Promise((r) => setTimeout(r, 50));
    block(150);
    await new Promise((r) => setTimeout(r, 400));
    expect(monitor.lagMs()).toBeLessThan(60);
    expect(monitor.busyRatio()).toBeLessThan(0.5);
    // Every tick held up about 40 ms for a second: the loop runs behind.
    const busy = setInterval(() => block(40), 1);
    try {
      const behind = await eventually(
        () => (monitor?.lagMs() ?? 0) >= 25 && (monitor?.busyRatio() ?? 0) >= 0.9,
        3_000,
      );
      expect(behind, `lag ${monitor.lagMs()} ms, busy ${monitor.busyRatio()}`).toBe(true);
    } finally {
      clearInterval(busy);
    }
    // And back on time once the work stops.
    expect(await eventually(() => (monitor?.lagMs() ?? 0) < 25, 3_000)).toBe(true);
  });
});

describe('createIngestGate', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  /** An app with one write route behind the gate; what reached the route is counted. */
  async function gatedApp(lag: { ms: number; busy: number }, maxLagMs: number) {
    const logger = recordingLogger();
    const gate = createIngestGate(
      { lagMs: () => lag.ms, busyRatio: () => lag.busy },
      maxLagMs,
      logger,
    );
    const app = express();
    const taken: string[] = [];
    app.post('/api/write', gate.middleware, express.text({ type: () => true }), (req, res) => {
      taken.push(String(req.body));
      res.status(204).end();
    });
    const listening = await listenOnLoopback(app);
    server = listening.server;
    // One kept-alive socket, as a collector holds: whether each answer came over it is kept.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const reused: boolean[] = [];
    const post = (body: string) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>(
        (resolve, reject) => {
          const req = http.request(`${listening.base}/write`, { method: 'POST', agent }, (res) => {
            reused.push(req.reusedSocket);
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, text }),
            );
          });
          req.on('error', reject);
          req.end(body);
        },
      );
    return { gate, taken, logger, post, reused, close: () => agent.destroy() };
  }

  it('createIngestGate answers 503 with Retry-After and takes nothing while the loop runs busy and over the limit, then takes writes again', async () => {
    const lag = { ms: 0, busy: 0.3 };
    const { gate, taken, logger, post, reused, close } = await gatedApp(lag, 100);
    expect((await post('a 1')).status).toBe(204);

    // Late, but mostly idle: the machine's other processes hold it up, not its own work.
    lag.ms = 180;
    expect((await post('b 1')).status).toBe(204);

    lag.busy = 0.97;
    // A body of 1 MB, refused before it is read.
    const refused = await post(`b 2 ${'x'.repeat(1 << 20)}`);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = JSON.parse(refused.text) as { status: number; detail: string };
    expect(problem.status).toBe(503);
    expect(problem.detail).toBe(
      'this instance runs 180 ms behind, its event loop busy 97 % of the time, over the 100 ms ' +
        'TIERMAP_INGEST_MAX_LAG_MS allows: ' +
        'nothing of this POST was taken; send it again in 1 s',
    );
    expect((await post('c 3')).status).toBe(503);
    expect(gate.figures().refused).toBe(2);
    // What /api/health says meanwhile, in the same words.
    expect(gate.refusal()).toBe(
      'writes are refused with 503: this instance runs 180 ms behind, its event loop busy 97 % of ' +
        'the time, over the 100 ms TIERMAP_INGEST_MAX_LAG_MS allows; 2 refused since it started',
    );

    lag.ms = 100;
    expect(gate.refusal()).toBeUndefined();
    expect((await post('d 4')).status).toBe(204);
    expect(taken).toEqual(['a 1', 'b 1', 'd 4']);
    // Every request after the first came over the same connection: a refused body is drained,
    // and the collector's connection kept.
    expect(reused).toEqual([false, true, true, true, true]);
    close();
    // One warning when the refusals start and one line when they end, not one per request.
    expect(logger.lines.map((line) => [line.level, line.message, line.fields])).toEqual([
      [
        'warn',
        'ingest refused with 503 while the event loop runs behind',
        { lagMs: 180, busyPercent: 97, maxLagMs: 100 },
      ],
      ['info', 'ingest taken again: the event loop keeps time', { refused: 2 }],
    ]);
  });
});
