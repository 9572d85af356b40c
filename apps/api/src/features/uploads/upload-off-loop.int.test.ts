import type { CarrierUpload, UploadResult } from '@tiermap/domain';
import { bulkPortCsv, withEmptyBlades } from '@tiermap/graph-schema';
import { stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../services.js';
import { startTestApp } from '../../test-support/app-server.js';
import { freshGraph, testGraph } from '../../test-support/graph.js';
import { createTopologyService } from '../topology/service.js';
import type { UploadService } from './service.js';

const graph = testGraph();
const ADMIN = 'off-loop-test-admin-token';
const ROWS = 200_000;
let base = '';
let close = () => undefined as void;
/** Resolved each time the upload service is called: the body has been read by then. */
let entered: () => void = () => undefined;

async function post(path: string, type: string, body: string): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': type, authorization: `Bearer ${ADMIN}` },
    body,
  });
}

describe('a large carrier upload is read off the request loop (real Neo4j, real HTTP)', () => {
  beforeAll(async () => {
    const services = createServices(graph);
    // Tells the test when the upload's body has been read and the service starts on it.
    const inner = services.uploads;
    const watched: UploadService = {
      ...inner,
      upload: (request) => {
        entered();
        return inner.upload(request);
      },
      answer: (request) => {
        entered();
        return inner.answer(request);
      },
    };
    ({ base, close } = await startDemoAppWith(watched));
    const document = (await (
      await fetch(`${base}/carriers/geant/document`)
    ).json()) as CarrierUpload;
    const applied = await post(
      '/carriers/geant/uploads',
      'application/yaml',
      stringify(withEmptyBlades(document)),
    );
    expect(applied.status).toBe(201);
  });
  afterAll(async () => {
    close();
    await graph.close();
  });

  it('while 200,000 CSV rows are checked in a dry run, /api/health answers again and again', async () => {
    // Spread over 448 empty blades: 447 at most on one, the limit is 512.
    const csv = bulkPortCsv(ROWS);
    const started = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let answered = false;
    const upload = post('/carriers/geant/uploads?dryRun=true', 'text/csv', csv).then(
      async (response) => {
        answered = true;
        return { status: response.status, body: (await response.json()) as UploadResult };
      },
    );
    await started;
    // One health check after another until the upload answers: how many got in first.
    let healthBefore = 0;
    let healthTotal = 0;
    const statuses = new Set<number>();
    while (!answered && healthTotal < 10_000) {
      // A connection the server dropped counts as status 0.
      const health = await fetch(`${base}/health`).catch(() => undefined);
      await health?.arrayBuffer();
      statuses.add(health?.status ?? 0);
      healthTotal += 1;
      if (!answered) healthBefore += 1;
    }
    const { status, body } = await upload;
    // On the request loop the whole check ran in one go: no health check got an answer
    // between the service starting and the upload's answer but the few that fit into the
    // graph read.
    expect(
      healthBefore,
      `${healthBefore} of ${healthTotal} health checks before the upload`,
    ).toBeGreaterThanOrEqual(20);
    // Health saw the graph as usual (a blocked loop made its graph check time out: 503).
    expect([...statuses]).toEqual([200]);
    expect(status).toBe(200);
    expect(body.dryRun).toBe(true);
    expect(body.changed).toBe(true);
    expect(body.diff.counts.port).toEqual({ created: ROWS, changed: 0, removed: 0 });
    expect(body.diff.created[0]).toMatchObject({ kind: 'port' });
  }, 300_000);
});

/** The demo in a fresh graph, served with `uploads` in place of the app's own. */
async function startDemoAppWith(
  uploads: UploadService,
): Promise<{ base: string; close: () => void }> {
  await freshGraph(graph);
  await createTopologyService(graph).loadDemoIfEmpty();
  return startTestApp(graph, ADMIN, { uploads });
}
