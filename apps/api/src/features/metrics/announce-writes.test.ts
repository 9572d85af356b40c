import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { announceWrites } from './announce-writes.js';

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** An app whose routes answer the status asked in `?status=`, behind the middleware. */
async function bed() {
  const polls: string[] = [];
  const app = express();
  const api = express.Router();
  api.all(/.*/, (req, res) => {
    res.status(Number(req.query.status ?? 200)).json({});
  });
  app.use('/api', announceWrites({ pollMarks: () => polls.push('poll') }));
  app.use('/api', api);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server?.once('listening', resolve));
  const base = `http://127.0.0.1:${(server?.address() as AddressInfo).port}/api`;
  return { polls, send: (method: string, path: string) => fetch(`${base}${path}`, { method }) };
}

describe('announcing this process’s writes on the live stream at once', () => {
  it('reads the changes after each successful write of a window, an upload, an incident, a topology or a scenario', async () => {
    const { polls, send } = await bed();
    for (const [method, path] of [
      ['POST', '/maintenance'],
      ['PUT', '/maintenance/w1'],
      ['DELETE', '/maintenance/w1'],
      ['POST', '/carriers/geant/uploads'],
      ['POST', '/carriers/geant/uploads/upl-1/restore'],
      ['PUT', '/carriers/geant'],
      ['POST', '/incidents'],
      ['POST', '/incidents/inc-1/resolve'],
      ['POST', '/incidents/evaluate'],
      ['POST', '/topology/import'],
      ['POST', '/demo/scenarios/fzk-patch-panel'],
    ] as const) {
      const before = polls.length;
      await (await send(method, path)).text();
      await expect.poll(() => polls.length).toBe(before + 1);
      expect(polls.length, `${method} ${path}`).toBe(before + 1);
    }
  });

  it('does not for reads, refused writes, or writes that announce nothing (samples, measurements, tokens)', async () => {
    const { polls, send } = await bed();
    for (const [method, path] of [
      ['GET', '/maintenance'],
      ['POST', '/maintenance?status=422'],
      ['POST', '/carriers/geant/uploads?status=409'],
      ['POST', '/write'],
      ['POST', '/measurements'],
      ['POST', '/tokens'],
      ['POST', '/session'],
    ] as const) {
      await (await send(method, path)).text();
    }
    // A last write that does announce: every response above finished before it was sent.
    await (await send('POST', '/maintenance')).text();
    await expect.poll(() => polls.length).toBe(1);
  });
});
