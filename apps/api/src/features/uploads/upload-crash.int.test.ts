import type { CarrierUpload } from '@tiermap/domain';
import { listMigrations } from '@tiermap/graph-schema';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGraphdb, type RunningGraphdb } from '../../../../../scripts/lib/graphdb.mjs';
import { createGraph, type Graph } from '../../db/graph.js';
import { migrate } from '../../db/migrate.js';
import { graphExport } from '../../test-support/graph.js';
import { CRASH_TEST_GRAPHDB_PORT, repoRoot, testDataDir } from '../../test-support/paths.js';
import { createTopologyService } from '../topology/service.js';
import { createUploadRepository } from './repository.js';
import { createUploadService } from './service.js';

/*
 * This test starts Neo4j twice (once fresh, once recovering after kill -9). On a loaded 2-core
 * machine one start took up to a minute, so its time is bounded by these finite, generous limits
 * rather than the suite's 60 s per test: each start may take STARTUP_LIMIT_MS (startGraphdb
 * then fails with Neo4j's own output), and the hook and the test have room for one start each
 * plus the work around it. Nothing here waits on the clock: it waits for the READY line, the
 * process's exit and the driver's answer.
 */
const STARTUP_LIMIT_MS = 150_000;
const STEP_LIMIT_MS = 300_000;

/** Its own Neo4j, since this test kills it: port and data folder of its own. */
const dataDir = testDataDir('crash-neo4j');
let graphdb: RunningGraphdb | undefined;
let graph: Graph | undefined;

async function start(): Promise<Graph> {
  graphdb = await startGraphdb({
    repoRoot,
    port: CRASH_TEST_GRAPHDB_PORT,
    dataDir,
    log: () => undefined,
    timeoutMs: STARTUP_LIMIT_MS,
  });
  return createGraph(
    { uri: graphdb.uri, user: undefined, password: undefined, database: undefined },
    // The transaction cut short fails after one retry instead of being retried for 5 s.
    { maxTransactionRetryTimeMs: 0 },
  );
}

/** GÉANT's document with `count` more routers, each with a blade of four ports. */
function grown(document: CarrierUpload, count: number): CarrierUpload {
  const copy = structuredClone(document);
  for (let i = 0; i < count; i += 1) {
    copy.routers.push({
      id: `geant-new-${i}`,
      name: `GÉANT new ${i}`,
      vendor: 'Juniper',
      model: 'MX204',
      os: 'Junos 23.4',
      location: 'Somewhere',
      lat: 48,
      lon: 8,
      backplane: { id: `geant-new-${i}:backplane`, capacityBps: 4e11 },
      blades: [
        {
          id: `geant-new-${i}:slot0`,
          slot: 0,
          model: 'MPC',
          fabricCapacityBps: 4e11,
          ports: [0, 1, 2, 3].map((p) => ({
            id: `geant-new-${i}:xe-0/0/${p}`,
            name: `xe-0/0/${p}`,
            speedBps: 1e10,
          })),
        },
      ],
    });
  }
  return copy;
}

describe('an apply cut short by the database dying (real Neo4j, killed)', () => {
  let before = '';

  beforeAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    graph = await start();
    await migrate(graph, listMigrations());
    await createTopologyService(graph).loadDemoIfEmpty();
    before = await graphExport(graph);
  }, STEP_LIMIT_MS);

  afterAll(async () => {
    await graph?.close();
    await graphdb?.stop();
  }, STEP_LIMIT_MS);

  it(
    'killing Neo4j half-way through an apply leaves no partial upload',
    { timeout: STEP_LIMIT_MS },
    async () => {
      const running = graphdb;
      if (running === undefined || graph === undefined) throw new Error('no graphdb');
      const steps: string[] = [];
      const uploads = createUploadService(
        createUploadRepository(graph, {
          async onStep(step) {
            steps.push(step);
            if (step !== 'nodes: ports') return;
            // The new routers, backplanes and blades are written in the open transaction: kill -9.
            process.kill(running.pid, 'SIGKILL');
            await running.exited;
          },
        }),
      );
      const document = grown(await uploads.document('geant'), 100);
      await expect(
        uploads.upload({
          carrierId: 'geant',
          text: JSON.stringify(document),
          format: 'json',
          dryRun: false,
          principal: null,
        }),
      ).rejects.toThrow();
      expect(steps.slice(0, 6)).toEqual([
        'removals',
        'nodes',
        'nodes: routers',
        'nodes: backplanes',
        'nodes: blades',
        'nodes: ports',
      ]);
      expect(steps).not.toContain('commit');
      await graph.close();

      // Neo4j recovers from its transaction log on the next start: none of the upload is there.
      graph = await start();
      expect(await graphExport(graph)).toBe(before);
      const [count] = await graph.read(async (tx) =>
        (
          await tx.run("MATCH (r:Router) WHERE r.id STARTS WITH 'geant-new-' RETURN count(r) AS n")
        ).records.map((r) => Number(r.get('n'))),
      );
      expect(count).toBe(0);
    },
  );
});
