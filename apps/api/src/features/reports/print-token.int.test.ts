import path from 'node:path';
import type { Server } from 'node:http';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { presentedToken, rolePolicy, type AccessPolicy } from '../../http/access.js';
import { createServices } from '../../services.js';
import { listenOnLoopback, startTestMetrics } from '../../test-support/app-server.js';
import { freshGraph, testGraph } from '../../test-support/graph.js';
import { repoRoot } from '../../test-support/paths.js';
import type { MetricsRuntime } from '../metrics/runtime.js';
import { createTopologyService } from '../topology/service.js';
import { createPdfRenderer, DEFAULT_CHROMIUM_PATH } from './pdf-renderer.js';

const ADMIN = 'print-token-test-admin-0123456789';
const graph = testGraph();

/** Which token each API request the server saw was sent with (test-only, around the policy). */
interface Seen {
  path: string;
  token: string | undefined;
}

describe('the PDF printer reads with a token of its own (anonymous reads off, real Chromium)', () => {
  const seen: Seen[] = [];
  let metrics: MetricsRuntime;
  let server: Server;
  let base = '';

  beforeAll(async () => {
    await freshGraph(graph);
    await createTopologyService(graph).loadDemoIfEmpty();
    const logger = pino({ level: 'silent' });
    const services = createServices(graph);
    await services.tokens.ensureAdmin(ADMIN);
    const policy = rolePolicy(services.tokens, { anonymousRead: false });
    const recording: AccessPolicy = {
      anonymousRead: policy.anonymousRead,
      authorize(req, level) {
        seen.push({ path: req.originalUrl, token: presentedToken(req) });
        return policy.authorize(req, level);
      },
      signIn: (req, token) => policy.signIn(req, token),
    };
    metrics = await startTestMetrics(graph, logger);
    const app = createApp({
      logger,
      accessPolicy: recording,
      ...services,
      metrics,
      webDist: path.join(repoRoot, 'apps/web/dist'),
      pdf: createPdfRenderer({ chromiumPath: DEFAULT_CHROMIUM_PATH, timeoutMs: 120_000, logger }),
    });
    ({ server, base } = await listenOnLoopback(app.express));
  });

  afterAll(async () => {
    await metrics.close();
    server.close();
    await graph.close();
  });

  it('prints the topology PDF while the caller’s token never reaches the print page, and the print token ends with the report', async () => {
    expect((await fetch(`${base}/reports/topology`)).status).toBe(401);
    seen.length = 0;

    const response = await fetch(`${base}/reports/topology.pdf`, {
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.status, body.toString('utf8', 0, 300)).toBe(200);
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');

    const [download, ...page] = seen;
    expect(download).toEqual({ path: '/api/reports/topology.pdf', token: ADMIN });
    // The page read the report's data, every time with one token that is not the caller's.
    expect(page.map((s) => s.path)).toContain('/api/reports/topology');
    const printTokens = new Set(page.map((s) => s.token));
    expect(printTokens.size).toBe(1);
    const [printToken] = printTokens;
    expect(printToken).toMatch(/^tm_/);
    expect(printToken).not.toBe(ADMIN);

    // Revoked when printing ended.
    const after = await fetch(`${base}/reports/topology`, {
      headers: { authorization: `Bearer ${String(printToken)}` },
    });
    expect(after.status).toBe(401);
  }, 180_000);
});
