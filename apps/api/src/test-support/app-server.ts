import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createApp } from '../app.js';
import type { Graph } from '../db/graph.js';
import { tokenAccessPolicy } from '../http/access.js';
import { createServices } from '../services.js';

/** The whole app on a random loopback port over `graph`; `base` ends in `/api`. */
export async function startTestApp(
  graph: Graph,
  adminToken?: string,
): Promise<{ base: string; close: () => void }> {
  const app = createApp({
    logger: pino({ level: process.env.TIERMAP_TEST_LOG_LEVEL ?? 'silent' }),
    accessPolicy: tokenAccessPolicy(adminToken),
    webDist: undefined,
    ...createServices(graph),
  });
  const server: Server = app.express.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}/api`, close: () => server.close() };
}

/** GET as JSON with the status, for assertions. */
export async function getJson<T = Record<string, unknown>>(
  url: string,
): Promise<{ status: number; body: T }> {
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as T };
}
