import { createTopologyService } from '@tiermap/api';
import { demoTopology } from '@tiermap/graph-schema';
import type { Topology } from '@tiermap/domain';
import { startFreshGraphdb } from './fresh-graphdb.js';
import { medianMs, printTable } from './measure.js';
import { syntheticTopology } from './synthetic-topology.js';

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
    const { graphdb, graph } = await startFreshGraphdb({
      name: 'bench-neo4j',
      port: BENCH_GRAPHDB_PORT,
    });
    try {
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
