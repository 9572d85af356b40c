import { demoTopology, listMigrations } from '@tiermap/graph-schema';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Graph } from '../../db/graph.js';
import { migrate } from '../../db/migrate.js';
import { readTopologyVersion } from '../../db/topology-version.js';
import { graphExport, query, testGraph, wipe } from '../../test-support/graph.js';
import { removeInterruptedLoads } from './load-journal-repository.js';
import { topologyWrite, validatedTopology } from './topology-write.js';
import { createTopology } from './write-repository.js';

const graph = testGraph();
const demoWrite = () => topologyWrite(validatedTopology(demoTopology()));
// Small batches, so the demo is written in many transactions, as a large topology is.
const SMALL_BATCHES = { batchRows: 7 };

/**
 * The graph, but its write transactions from the `from`-th on (1-based) fail before they start,
 * as if the process had lost the database (or died) at that point; `until` ends the outage.
 */
function failingWrites(inner: Graph, from: number, until = Infinity): Graph & { writes(): number } {
  let writes = 0;
  return {
    ...inner,
    write(work) {
      writes += 1;
      if (writes >= from && writes < until) {
        return Promise.reject(new Error(`write ${writes} cut short`));
      }
      return inner.write(work);
    },
    writes: () => writes,
  };
}

/** How many write transactions a whole load of the demo takes, counted on a throw-away load. */
async function writesOfOneLoad(): Promise<number> {
  const counting = failingWrites(graph, Infinity);
  await createTopology(counting, demoWrite(), SMALL_BATCHES);
  await wipe(graph);
  await migrate(graph, listMigrations());
  return counting.writes();
}

describe('a topology written in several transactions lands whole or not at all (real Neo4j)', () => {
  let writes = 0;

  beforeEach(async () => {
    await wipe(graph);
    await migrate(graph, listMigrations());
    if (writes === 0) writes = await writesOfOneLoad();
  });
  afterAll(async () => {
    await graph.close();
  });

  it('createTopology writes the demo in more transactions than one, and nothing is left staged', async () => {
    expect(writes).toBeGreaterThan(10);
    await createTopology(graph, demoWrite(), SMALL_BATCHES);
    const [routers] = await query(graph, 'MATCH (r:Router) RETURN count(r) AS n');
    expect(routers?.n).toBe(demoTopology().routers.length);
    expect(
      await query(graph, 'MATCH (j) WHERE j:TopologyLoad OR j:TopologyLoadBatch RETURN j'),
    ).toEqual([]);
  });

  it('a load that fails in its last batch leaves the graph exactly as it was', async () => {
    const before = await graphExport(graph);
    const versionBefore = await readTopologyVersion(graph);
    // The last write is the one that completes the load; the one before it is its last batch.
    const error = await createTopology(
      failingWrites(graph, writes - 1, writes),
      demoWrite(),
      SMALL_BATCHES,
    ).catch((e: unknown) => e);
    expect(String(error)).toMatch(/cut short/);
    expect(await graphExport(graph)).toBe(before);
    expect(await readTopologyVersion(graph)).toBe(versionBefore);
  });

  it('a load whose completing write fails leaves the graph exactly as it was', async () => {
    const before = await graphExport(graph);
    const error = await createTopology(
      failingWrites(graph, writes, writes + 1),
      demoWrite(),
      SMALL_BATCHES,
    ).catch((e: unknown) => e);
    expect(String(error)).toMatch(/cut short/);
    expect(await graphExport(graph)).toBe(before);
  });

  it('removeInterruptedLoads removes what a load cut short half-way left, and only once it is stale', async () => {
    const before = await graphExport(graph);
    // The database goes away half-way and stays away: the load cannot clean up after itself.
    const half = Math.floor(writes / 2);
    await createTopology(failingWrites(graph, half), demoWrite(), SMALL_BATCHES).catch(
      () => undefined,
    );
    const [left] = await query(graph, 'MATCH (n) WHERE n:Carrier OR n:Router RETURN count(n) AS n');
    expect(left?.n).toBeGreaterThan(0);

    // A load whose heartbeat is recent may still be running in another process: kept.
    expect(await removeInterruptedLoads(graph, { staleAfterMs: 600_000 })).toBe(0);
    expect(await graphExport(graph)).not.toBe(before);

    expect(await removeInterruptedLoads(graph, { staleAfterMs: 0 })).toBe(1);
    expect(await graphExport(graph)).toBe(before);
  });

  it('a topology loaded in batches after a removed interrupted one is whole', async () => {
    await createTopology(failingWrites(graph, 5), demoWrite(), SMALL_BATCHES).catch(
      () => undefined,
    );
    await removeInterruptedLoads(graph, { staleAfterMs: 0 });
    await createTopology(graph, demoWrite(), SMALL_BATCHES);
    const [ports] = await query(graph, 'MATCH (:Blade)-[:HAS_PORT]->(p:Port) RETURN count(p) AS n');
    expect(ports?.n).toBe(demoTopology().ports.length);
  });
});
