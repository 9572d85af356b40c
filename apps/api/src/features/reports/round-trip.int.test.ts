import pino from 'pino';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test-support/app-server.js';
import { freshGraph, graphExport, testGraph } from '../../test-support/graph.js';
import { createTopologyService } from '../topology/service.js';
import { createPdfRenderer } from './pdf-renderer.js';

const TOKEN = 'integration-test-token-0123456789';
const graph = testGraph();

/** Drops the export time, the one line two exports of the same graph may differ in. */
const withoutTime = (text: string) =>
  text.replace(/<data key="graph\.exportedAt">[^<]*<\/data>/, '');

/** A wiped and migrated database; returns what it holds (the migrations' own nodes). */
async function emptyDatabase(): Promise<string> {
  await freshGraph(graph);
  return graphExport(graph);
}

async function exportText(base: string, file: string): Promise<string> {
  const response = await fetch(`${base}/exports/${file}`);
  expect(response.status).toBe(200);
  return response.text();
}

async function importFile(base: string, body: string, contentType: string): Promise<Response> {
  return fetch(`${base}/topology/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': contentType },
    body,
  });
}

describe('exporting the whole model and importing it into an empty database (real Neo4j)', () => {
  let app: { base: string; close: () => void } | undefined;
  beforeEach(async () => {
    app?.close();
    await emptyDatabase();
    await createTopologyService(graph).loadDemoIfEmpty();
    app = await startTestApp(graph, TOKEN);
  });
  afterAll(async () => {
    app?.close();
    await graph.close();
  });

  it('GraphML: export, import into an empty database, export again gives the same file and the same graph', async () => {
    const base = app?.base ?? '';
    const first = await exportText(base, 'topology.graphml');
    const graphBefore = await graphExport(graph);
    expect(first).toContain('tiermap-topology/1');

    const empty = await emptyDatabase();
    expect(empty).not.toContain('"Router"');
    const imported = await importFile(base, first, 'application/graphml+xml');
    expect(imported.status).toBe(201);
    const counts = (await imported.json()) as Record<string, number>;
    expect(counts.routers).toBeGreaterThan(30);

    const second = await exportText(base, 'topology.graphml');
    expect(withoutTime(second)).toBe(withoutTime(first));
    expect(await graphExport(graph)).toBe(graphBefore);
  });

  it('JSON: export, import into an empty database, export again gives the same model', async () => {
    const base = app?.base ?? '';
    const first = JSON.parse(await exportText(base, 'topology.json')) as { topology: unknown };
    const graphBefore = await graphExport(graph);
    await emptyDatabase();
    const imported = await importFile(base, JSON.stringify(first), 'application/json');
    expect(imported.status).toBe(201);
    const second = JSON.parse(await exportText(base, 'topology.json')) as { topology: unknown };
    expect(second.topology).toEqual(first.topology);
    expect(await graphExport(graph)).toBe(graphBefore);
  });

  it('refuses to import over a topology (409), a foreign GraphML, broken input and other types, writing nothing', async () => {
    const base = app?.base ?? '';
    const graphml = await exportText(base, 'topology.graphml');
    const over = await importFile(base, graphml, 'application/graphml+xml');
    expect(over.status).toBe(409);
    expect(((await over.json()) as { detail: string }).detail).toMatch(/already holds a topology/);

    const empty = await emptyDatabase();
    const zoo = [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<graphml xmlns="http://graphml.graphdrawing.org/xmlns">',
      '<key attr.name="label" attr.type="string" for="node" id="d0"/>',
      '<graph edgedefault="undirected"><node id="0"><data key="d0">Geneva</data></node>',
      '<node id="1"><data key="d0">Paris</data></node><edge source="0" target="1"/></graph>',
      '</graphml>',
    ].join('\n');
    const foreign = await importFile(base, zoo, 'application/graphml+xml');
    expect(foreign.status).toBe(400);
    expect(((await foreign.json()) as { detail: string }).detail).toMatch(/not a tiermap export/);

    // The first link's A-end port does not exist: the whole import is refused and nothing written.
    const broken = graphml.replace(
      /(<data key="edge\.aPortId">)([^<]*)(<\/data>)/,
      '$1no-such-port$3',
    );
    expect(broken).not.toBe(graphml);
    const refused = await importFile(base, broken, 'application/graphml+xml');
    expect(refused.status).toBe(400);
    const problem = (await refused.json()) as { detail: string; errors: unknown[] };
    expect(problem.errors.length).toBeGreaterThan(0);
    expect(JSON.stringify(problem.errors)).toMatch(/topology\.links\[\d+\]\.aPortId/);

    const notJson = await importFile(base, '{"format": ', 'application/json');
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { detail: string }).detail).toMatch(/not JSON/);

    const wrongType = await importFile(base, graphml, 'text/plain');
    expect(wrongType.status).toBe(415);
    expect(await graphExport(graph)).toBe(empty);
  });

  it('answers 503 naming the path when Chromium is missing, and 504 when printing takes too long', async () => {
    const logger = pino({ level: 'silent' });
    const missing = await startTestApp(graph, TOKEN, {
      pdf: createPdfRenderer({ chromiumPath: '/no/such/chromium', timeoutMs: 5_000, logger }),
    });
    try {
      const response = await fetch(`${missing.base}/reports/topology.pdf`);
      expect(response.status).toBe(503);
      expect(((await response.json()) as { detail: string }).detail).toMatch(
        /Chromium was not found at \/no\/such\/chromium/,
      );
    } finally {
      missing.close();
    }

    // No web app is served here, so the print page never becomes ready: the deadline must hold.
    const slow = await startTestApp(graph, TOKEN, {
      pdf: createPdfRenderer({ chromiumPath: '/usr/bin/chromium', timeoutMs: 3_000, logger }),
    });
    try {
      const response = await fetch(`${slow.base}/reports/topology.pdf`);
      expect(response.status).toBe(504);
      expect(((await response.json()) as { detail: string }).detail).toMatch(
        /did not finish the report within 3 s/,
      );
    } finally {
      slow.close();
    }
  });
});
