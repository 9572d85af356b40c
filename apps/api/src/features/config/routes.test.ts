import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { servedConfigSchema } from '@tiermap/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.js';
import { tokenAccessPolicy } from '../../http/access.js';
import { errorHandler } from '../../http/error-handler.js';
import { createRouteTable } from '../../http/route-table.js';
import { addConfigRoutes, servedConfig } from './routes.js';

describe('GET /api/config', () => {
  let server: Server;
  let base = '';

  beforeAll(async () => {
    const config = parseConfig({
      TIERMAP_STALE_AFTER_MS: '45000',
      TIERMAP_DIAGNOSIS_INTERVAL_MS: '10000',
      TIERMAP_LOSS_PROBLEM_RATIO: '0.05',
      TIERMAP_UTILIZATION_CONGESTED: '0.8',
    });
    const table = createRouteTable(tokenAccessPolicy('config-routes-admin-token'));
    addConfigRoutes(table, servedConfig(config));
    const app = express();
    app.use('/api', table.router);
    app.use(errorHandler(pino({ level: 'silent' })));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => {
    server.close();
  });

  it('serves the thresholds and timeouts the server was configured with, not copies', async () => {
    const response = await fetch(`${base}/config`);
    expect(response.status).toBe(200);
    expect(servedConfigSchema.parse(await response.json())).toEqual({
      thresholds: { lossProblemRatio: 0.05, lossOutageRatio: 1, utilizationCongested: 0.8 },
      staleAfterMs: 45_000,
      diagnosisIntervalMs: 10_000,
      // Six evaluations missed, never under 30 s.
      evaluationStaleAfterMs: 60_000,
      // The upload route's body limit (32 MB), in bytes.
      uploadBodyLimitBytes: 32 * 1024 * 1024,
    });
  });

  it('by default: 2 % loss, 90 % full, stale after 2 min, an evaluation behind after 30 s', () => {
    expect(servedConfig(parseConfig({}))).toEqual({
      thresholds: { lossProblemRatio: 0.02, lossOutageRatio: 1, utilizationCongested: 0.9 },
      staleAfterMs: 120_000,
      diagnosisIntervalMs: 5_000,
      evaluationStaleAfterMs: 30_000,
      uploadBodyLimitBytes: 33_554_432,
    });
  });
});
