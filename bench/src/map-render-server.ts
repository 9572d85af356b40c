import { existsSync, readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { linkCongested } from '@tiermap/analysis';
import { perMetric, type LinkLiveState, type TopologyResponse } from '@tiermap/domain';
import { mulberry32 } from './large-topology.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

export interface RenderServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the built web app, `GET /api/topology` with a synthetic topology, and `GET /api/live`
 * as Server-Sent Events: a snapshot (the same to every client without deltas), then a delta for
 * every link direction each second, as the real API sends them. Loopback only. The renderer is
 * what is measured, not the API.
 */
export async function startRenderServer(
  webDist: string,
  topology: TopologyResponse,
  options: { liveDeltas?: boolean } = {},
): Promise<RenderServer> {
  const body = JSON.stringify(topology);
  const random = mulberry32(7);
  const clients = new Set<ServerResponse>();
  let seq = 0;
  const states = (): LinkLiveState[] => {
    const tsMs = Date.now();
    return topology.links.flatMap((link) =>
      (['AtoZ', 'ZtoA'] as const).map((direction) => {
        const utilization = random();
        return {
          linkId: link.id,
          direction,
          tsMs,
          ...perMetric(() => 0),
          bps: utilization * link.capacityBps,
          utilization,
          errorsPerSec: random() < 0.01 ? 5 : 0,
          stale: false,
          congested: linkCongested({ utilization, stale: false }),
        };
      }),
    );
  };
  // Without deltas every client gets the same snapshot, so a test can read what the page shows.
  const fixed = options.liveDeltas === false ? states() : undefined;
  const send = (res: ServerResponse, event: string, data: unknown) => {
    seq += 1;
    res.write(`id: bench-${seq}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const timer = setInterval(() => {
    if (clients.size === 0 || options.liveDeltas === false) return;
    const delta = { seq, tsMs: Date.now(), states: states() };
    for (const res of clients) send(res, 'delta', delta);
  }, 1000);

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/topology') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
      return;
    }
    if (url.pathname === '/api/live') {
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      clients.add(res);
      send(res, 'snapshot', { seq, tsMs: Date.now(), states: fixed ?? states() });
      req.on('close', () => clients.delete(res));
      return;
    }
    if (url.pathname.startsWith('/api/')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 404, title: 'Not found' }));
      return;
    }
    const file = path.join(webDist, path.normalize(url.pathname).replace(/^(\.\.[/\\])+/, ''));
    const target =
      existsSync(file) && !file.endsWith(path.sep) && path.extname(file) !== ''
        ? file
        : path.join(webDist, 'index.html');
    res.writeHead(200, {
      'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream',
    });
    res.end(readFileSync(target));
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      clearInterval(timer);
      for (const res of clients) res.end();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
