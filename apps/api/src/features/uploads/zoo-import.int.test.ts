import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { graphmlToUpload, warningCounts } from '@tiermap/carrier-files';
import type { UploadResult } from '@tiermap/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsApp } from '../../test-support/app-server.js';
import { freshGraph, query, testGraph } from '../../test-support/graph.js';
import { repoRoot } from '../../test-support/paths.js';
import { createTopologyService } from '../topology/service.js';

const graph = testGraph();
const ADMIN = 'zoo-import-admin-token';
const ZOO = path.resolve(repoRoot, '../shared/data/topology-zoo');
let base = '';
let close = () => undefined as void;

describe('every Topology Zoo file imports and uploads (real Neo4j, real API)', () => {
  beforeAll(async () => {
    await freshGraph(graph);
    await createTopologyService(graph).loadDemoIfEmpty();
    ({ base, close } = await startAccountsApp(graph, ADMIN));
  });
  afterAll(async () => {
    close();
    await graph.close();
  });

  const files = readdirSync(ZOO)
    .filter((f) => f.endsWith('.graphml'))
    .sort();

  it('the six research backbones are there', () => {
    expect(files).toEqual([
      'Dfn.graphml',
      'Esnet.graphml',
      'Geant2012.graphml',
      'Internet2.graphml',
      'Nordu2010.graphml',
      'Surfnet.graphml',
    ]);
  });

  for (const file of files) {
    it(`${file} converts with its warnings listed, and applies as a new carrier`, async () => {
      const carrierId = `zoo-${path.basename(file, '.graphml').toLowerCase()}`;
      // An admin onboards the carrier first.
      const made = await fetch(`${base}/carriers/${carrierId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` },
        body: JSON.stringify({ name: file, kind: 'nren' }),
      });
      expect(made.status).toBe(201);
      // Ids start with the carrier's, so they cannot collide with the demo's own DFN routers.
      const { document, warnings } = graphmlToUpload(readFileSync(path.join(ZOO, file), 'utf8'), {
        carrierId,
        idPrefix: carrierId,
      });
      expect(warnings.length).toBeGreaterThan(0);
      expect([...warningCounts(warnings).keys()]).toContain('unknown-equipment');
      const response = await fetch(`${base}/carriers/${carrierId}/uploads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` },
        body: JSON.stringify(document),
      });
      const body = (await response.json()) as UploadResult;
      expect(response.status).toBe(201);
      const [stored] = await query(
        graph,
        `MATCH (c:Carrier {id: $carrierId})-[:OWNS]->(r:Router)
         RETURN count(r) AS routers`,
        { carrierId },
      );
      expect(stored?.routers).toBe(document.routers?.length);
      expect(body.diff.counts.link?.created).toBe(document.links?.length);
      // Renaming it later keeps its equipment.
      const renamed = await fetch(`${base}/carriers/${carrierId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` },
        body: JSON.stringify({ name: `${file} (imported)`, kind: 'nren', country: 'EU' }),
      });
      expect(renamed.status).toBe(200);
      expect(await renamed.json()).toEqual({
        id: carrierId,
        name: `${file} (imported)`,
        kind: 'nren',
        country: 'EU',
      });
    });
  }
});
