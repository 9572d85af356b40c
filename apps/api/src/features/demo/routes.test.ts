import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenAccessPolicy } from '../../http/access.js';
import { errorHandler } from '../../http/error-handler.js';
import { createRouteTable } from '../../http/route-table.js';
import { addDemoRoutes } from './routes.js';
import { createDemoTraffic, type DemoTraffic } from './simulator.js';

const NOW = Date.UTC(2026, 2, 17, 14);
const TOKEN = 'demo-routes-admin-token';
const NO_RESULT = { accepted: 0, rejected: 0, unmapped: 0, errors: [] };

/** An API holding only the demo routes, on a free port. */
async function serve(demo: DemoTraffic | undefined): Promise<{ server: Server; base: string }> {
  const table = createRouteTable(tokenAccessPolicy(TOKEN));
  addDemoRoutes(table, demo);
  const app = express();
  app.use(express.json());
  app.use('/api', table.router);
  app.use(errorHandler(pino({ level: 'silent' })));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` };
}

function post(url: string, body?: unknown, token: string | null = TOKEN): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: {
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

describe('demo routes', () => {
  const servers: Server[] = [];
  let on: string;
  let off: string;

  beforeAll(async () => {
    const demo = createDemoTraffic({
      ingest: {
        writeLineProtocol: () => NO_RESULT,
        writeSamples: () => NO_RESULT,
        writeGnmicEvents: () => NO_RESULT,
      },
      linkEnds: () => [],
      now: () => NOW,
    });
    const withDemo = await serve(demo);
    const without = await serve(undefined);
    servers.push(withDemo.server, without.server);
    on = withDemo.base;
    off = without.base;
  });
  afterAll(() => {
    for (const server of servers) server.close();
  });

  it('GET /demo/scenarios lists the four scenarios, none playing at first', async () => {
    const response = await fetch(`${on}/demo/scenarios`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { scenarios: { name: string; active: boolean }[] };
    expect(body.scenarios.map((s) => [s.name, s.active])).toEqual([
      ['fzk-patch-panel', false],
      ['ral-trunk', false],
      ['fnal-transatlantic', false],
      ['geant-maintenance', false],
    ]);
  });

  it('POST /demo/scenarios/:name plays it, and the list shows it active until untilMs', async () => {
    const played = await post(`${on}/demo/scenarios/ral-trunk`, { durationMs: 60_000 });
    expect(played.status).toBe(200);
    expect(await played.json()).toEqual({ name: 'ral-trunk', untilMs: NOW + 60_000 });
    const withoutBody = await post(`${on}/demo/scenarios/fzk-patch-panel`);
    expect(await withoutBody.json()).toEqual({ name: 'fzk-patch-panel', untilMs: NOW + 600_000 });
    const list = (await (await fetch(`${on}/demo/scenarios`)).json()) as {
      scenarios: { name: string; active: boolean; untilMs: number | null }[];
    };
    expect(list.scenarios.find((s) => s.name === 'ral-trunk')).toMatchObject({
      active: true,
      untilMs: NOW + 60_000,
    });
  });

  it('POST /demo/scenarios/:name answers 404 for an unknown scenario', async () => {
    const response = await post(`${on}/demo/scenarios/brown-firewall`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      detail: "Scenario 'brown-firewall' does not exist",
    });
  });

  it('POST /demo/scenarios/:name answers 400 for a duration under 1 s or over 2 h', async () => {
    expect((await post(`${on}/demo/scenarios/ral-trunk`, { durationMs: 999 })).status).toBe(400);
    expect((await post(`${on}/demo/scenarios/ral-trunk`, { durationMs: 7_200_001 })).status).toBe(
      400,
    );
  });

  it('both routes answer 409 naming TIERMAP_DEMO_TRAFFIC when demo traffic is off', async () => {
    for (const response of [
      await fetch(`${off}/demo/scenarios`),
      await post(`${off}/demo/scenarios/ral-trunk`),
    ]) {
      expect(response.status).toBe(409);
      const problem = (await response.json()) as { detail: string };
      expect(problem.detail).toContain('TIERMAP_DEMO_TRAFFIC=true');
    }
  });

  it('POST /demo/traffic stops the simulator and starts it again', async () => {
    const stop = await post(`${on}/demo/traffic`, { running: false });
    expect(stop.status).toBe(200);
    expect(await stop.json()).toEqual({ running: false });
    const start = await post(`${on}/demo/traffic`, { running: true });
    expect(await start.json()).toEqual({ running: true });
    await post(`${on}/demo/traffic`, { running: false });
    expect((await post(`${on}/demo/traffic`, { running: 'no' })).status).toBe(400);
    expect((await post(`${off}/demo/traffic`, { running: true })).status).toBe(409);
  });

  it('addDemoRoutes lets anyone list the scenarios, and only demo access play them', async () => {
    const table = createRouteTable(tokenAccessPolicy(undefined));
    addDemoRoutes(table, undefined);
    expect(table.routes().map((r) => `${r.method} ${r.path} ${r.access}`)).toEqual([
      'get /demo/scenarios read',
      'post /demo/scenarios/:name demo',
      'post /demo/traffic demo',
    ]);
    expect((await post(`${on}/demo/scenarios/ral-trunk`, undefined, null)).status).toBe(401);
  });
});
