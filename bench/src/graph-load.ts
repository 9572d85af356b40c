import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGraph, createTopologyService, migrate } from '@tiermap/api';
import { demoTopology, listMigrations } from '@tiermap/graph-schema';
import type { Topology } from '@tiermap/domain';
import { startGraphdb } from '../../scripts/lib/graphdb.mjs';
import { medianMs, printTable } from './measure.js';
import { syntheticTopology } from './synthetic-topology.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BENCH_GRAPHDB_PORT = 17690;

/**
 * Writing a topology into a real (local, embedded) Neo4j in one transaction, and reading it
 * back as GET /api/topology does. Each case starts from an empty database.
 */
export async function benchGraphLoad(): Promise<void> {
  const cases: [string, Topology][] = [
    ['demo', demoTopology()],
    ['1,000 routers, 200 sites', syntheticTopology({ routers: 1000, sites: 200 })],
  ];
  const rows = [];
  for (const [name, topology] of cases) {
    const dataDir = path.join(repoRoot, '.data/bench-neo4j');
    rmSync(dataDir, { recursive: true, force: true });
    const graphdb = await startGraphdb({
      repoRoot,
      port: BENCH_GRAPHDB_PORT,
      dataDir,
      log: () => undefined,
    });
    const graph = createGraph({
      uri: graphdb.uri,
      user: undefined,
      password: undefined,
      database: undefined,
    });
    try {
      await migrate(graph, listMigrations());
      const service = createTopologyService(graph);
      const started = performance.now();
      await service.loadTopology(topology);
      const loadMs = performance.now() - started;
      const readMs = await medianMs(() => service.getTopology(), 7, 2);
      const body = JSON.stringify(await service.getTopology());
      rows.push({
        topology: name,
        routers: topology.routers.length,
        links: topology.links.length,
        paths: topology.paths.length,
        'load, one transaction (ms)': loadMs.toFixed(0),
        'GET /api/topology query (ms, median)': readMs.toFixed(1),
        'response size (kB)': (body.length / 1024).toFixed(0),
      });
    } finally {
      await graph.close();
      await graphdb.stop();
    }
  }
  printTable('Topology into and out of Neo4j 5.26 (embedded, loopback Bolt)', rows);
}
