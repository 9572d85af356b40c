import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostSites } from '@tiermap/analysis';
import type { PathDetail, PathHealthResponse } from '@tiermap/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetToDemo, sendJson } from '../../test-support/app-server.js';
import { startFullApp, type FullApp } from '../../test-support/full-app.js';
import { testGraph } from '../../test-support/graph.js';
import { createArchivePoller } from './archive-poller.js';
import { perfsonarFixture } from './fixtures.js';

// Issue 21: tiermap polls a perfSONAR 5 archive and the WLCG central archive. No OpenSearch runs
// here: a local HTTP server answers `_search` with the constructed answers in
// packages/analysis/src/perfsonar/fixtures, paging by `search_after` as OpenSearch does.

const ADMIN = 'perfsonar-poller-admin-token-41b9';
const PASSWORD = 'archive-secret-9f2e';
const graph = testGraph();
const clock = Date.UTC(2026, 10, 25, 12, 5, 0);
const LOOK_BACK_MS = 900_000;
const { siteOf } = hostSites({ PIC: ['psl01.pic.es'], CERN: ['perfsonar-lt.cern.ch'] });
let stack: FullApp;

interface SearchRequest {
  url: string;
  authorization: string | undefined;
  body: {
    size: number;
    query: { range: Record<string, { gt: number; format: string }> };
    sort: unknown[];
    search_after?: unknown[];
  };
}

/** A stand-in OpenSearch: `answer` decides each `_search` answer; every request is kept. */
async function fakeArchive(
  answer: (request: SearchRequest, n: number) => { status: number; body: unknown },
): Promise<{ url: string; requests: SearchRequest[]; server: Server }> {
  const requests: SearchRequest[] = [];
  const read = async (req: IncomingMessage) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    return text;
  };
  const server = createServer((req, res) => {
    void read(req).then((text) => {
      const request: SearchRequest = {
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(text) as SearchRequest['body'],
      };
      requests.push(request);
      const { status, body } = answer(request, requests.length);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, server };
}

async function row(direction: 'AtoZ' | 'ZtoA') {
  const { body } = await sendJson<PathHealthResponse>(`${stack.base}/health/paths`, ADMIN, 'GET');
  return body.paths.find((p) => p.pathId === 'CERN-PIC' && p.direction === direction);
}

describe('polling perfSONAR archives (real Neo4j, real API, recorded OpenSearch answers)', () => {
  beforeAll(async () => {
    await resetToDemo(graph);
    stack = await startFullApp(graph, ADMIN, { now: () => clock, demoIntervalMs: 5_000 });
    for (let i = 0; i < 3; i += 1) stack.demo.tick();
  });
  afterAll(async () => {
    await stack.close();
    await graph.close();
  });

  it('reads a pScheduler archive page by page; a failing page files nothing and the next round reads it again', async () => {
    const page1 = perfsonarFixture('opensearch-pscheduler-page1.json');
    const page2 = perfsonarFixture('opensearch-pscheduler-page2.json');
    const empty = { hits: { total: { value: 0, relation: 'eq' }, hits: [] } };
    let secondPageFailures = 1;
    const archive = await fakeArchive((request) => {
      if (request.body.search_after === undefined) {
        const gt = Object.values(request.body.query.range)[0]?.gt ?? 0;
        return { status: 200, body: gt >= Date.UTC(2026, 10, 25, 12, 3, 10) ? empty : page1 };
      }
      if (secondPageFailures > 0) {
        secondPageFailures -= 1;
        return { status: 503, body: { error: 'search_phase_execution_exception' } };
      }
      return { status: 200, body: page2 };
    });
    const poller = createArchivePoller({
      kind: 'perfsonar-archive',
      url: archive.url,
      auth: { kind: 'basic', user: 'tiermap', password: PASSWORD },
      siteOf,
      incidents: stack.incidents,
      integrations: stack.integrations,
      logger: pino({ level: 'silent' }),
      now: () => clock,
      lookBackMs: LOOK_BACK_MS,
      pageSize: 2,
    });
    try {
      const failed = await poller.poll();
      expect(failed).toEqual({
        filed: 0,
        skipped: 0,
        error: '_search answered 503 Service Unavailable',
      });
      expect(archive.requests).toHaveLength(2);
      expect((await row('ZtoA'))?.measured).toBeNull();
      expect((await row('AtoZ'))?.measured).toBeNull();
      const failing = stack.integrations.list().find((i) => i.name === 'perfsonar-archive');
      expect(failing).toMatchObject({ state: 'failing', failuresInARow: 1 });
      expect(failing?.lastError).toBe(
        '_search answered 503 Service Unavailable; nothing filed, retried next round',
      );

      expect(await poller.poll()).toEqual({ filed: 3, skipped: 0 });
      // The second round started where the first did: from the look-back, not after page 1.
      const [first, , again, next] = archive.requests;
      expect(again?.body).toEqual(first?.body);
      expect(first?.url).toBe('/pscheduler_*/_search');
      expect(first?.body).toEqual({
        size: 2,
        query: {
          range: { 'pscheduler.start_time': { gt: clock - LOOK_BACK_MS, format: 'epoch_millis' } },
        },
        sort: [{ 'pscheduler.start_time': 'asc' }],
      });
      expect(next?.body.search_after).toEqual([Date.UTC(2026, 10, 25, 12, 2, 10)]);
      expect(first?.authorization).toBe(
        `Basic ${Buffer.from(`tiermap:${PASSWORD}`).toString('base64')}`,
      );
      expect((await row('AtoZ'))?.measured).toMatchObject({
        throughputBps: 8.91e9,
        retransmissions: 17,
      });
      // PIC → CERN: the latency result (12:01:10) is the measured one; the trace (12:03:10)
      // carries no loss or throughput and is filed as the direction's observed route.
      expect((await row('ZtoA'))?.measured?.tsMs).toBe(Date.UTC(2026, 10, 25, 12, 1, 10));
      const path = await sendJson<PathDetail>(`${stack.base}/paths/CERN-PIC`, ADMIN, 'GET');
      expect(path.body.observed?.ZtoA?.tsMs).toBe(Date.UTC(2026, 10, 25, 12, 3, 10));
      expect(stack.integrations.list().find((i) => i.name === 'perfsonar-archive')).toMatchObject({
        state: 'ok',
        detail: 'read 3 documents: filed 3, skipped 0',
        failuresInARow: 0,
      });

      // The third round asks only for what came after the last document seen.
      expect(await poller.poll()).toEqual({ filed: 0, skipped: 0 });
      expect(archive.requests.at(-1)?.body.query.range['pscheduler.start_time']?.gt).toBe(
        Date.UTC(2026, 10, 25, 12, 3, 10),
      );
      expect(JSON.stringify(stack.integrations.list())).not.toContain(PASSWORD);
    } finally {
      await poller.stop();
      archive.server.close();
    }
  });

  it('reads the WLCG ps_* indices with an API key, skipping a host no site lists', async () => {
    const archive = await fakeArchive(() => ({
      status: 200,
      body: perfsonarFixture('opensearch-wlcg-page1.json'),
    }));
    const poller = createArchivePoller({
      kind: 'wlcg-archive',
      url: `${archive.url}/`,
      auth: { kind: 'api-key', key: 'wlcg-key-0a1b' },
      siteOf,
      incidents: stack.incidents,
      integrations: stack.integrations,
      logger: pino({ level: 'silent' }),
      now: () => clock,
      lookBackMs: LOOK_BACK_MS,
    });
    try {
      expect(await poller.poll()).toEqual({ filed: 3, skipped: 1 });
      expect(archive.requests[0]?.url).toBe('/ps_packetloss,ps_owd,ps_throughput,ps_trace/_search');
      expect(archive.requests[0]?.authorization).toBe('ApiKey wlcg-key-0a1b');
      expect(archive.requests[0]?.body.query.range.timestamp?.gt).toBe(clock - LOOK_BACK_MS);
      expect(stack.integrations.list().find((i) => i.name === 'wlcg-archive')).toMatchObject({
        state: 'ok',
        detail: 'read 4 documents: filed 3, skipped 1',
      });
    } finally {
      await poller.stop();
      archive.server.close();
    }
  });
});
