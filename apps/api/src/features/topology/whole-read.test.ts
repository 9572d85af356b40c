import { describe, expect, it } from 'vitest';
import type { Graph, ManagedTransaction } from '../../db/graph.js';
import { createTopologyReader } from './repository.js';

/** A graph whose every statement answers no rows, counting the transactions opened on it. */
function countingGraph(): { graph: Graph; reads: () => number; writes: () => number } {
  let reads = 0;
  let writes = 0;
  const tx = {
    run: () => Promise.resolve({ records: [] }),
  } as unknown as ManagedTransaction;
  const graph: Graph = {
    read: (work) => {
      reads += 1;
      return work(tx);
    },
    write: (work) => {
      writes += 1;
      return work(tx);
    },
    readOnce: () => Promise.resolve([]),
    runAutoCommit: () => Promise.resolve(),
    ping: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
  return { graph, reads: () => reads, writes: () => writes };
}

describe('the whole-topology reads', () => {
  // On main, readWholeTopology (analysis/whole-topology.ts) opened ten read transactions, one
  // per kind, each of which could see a different graph.
  it('read the whole topology (diagnosis, what-if, exports) in one read transaction', async () => {
    const { graph, reads, writes } = countingGraph();
    const topology = await createTopologyReader(graph).whole();
    expect(Object.keys(topology).sort()).toEqual(
      [
        'backplanes',
        'blades',
        'carriers',
        'links',
        'maintenances',
        'paths',
        'ports',
        'routers',
        'sites',
        'trunks',
      ].sort(),
    );
    expect(reads()).toBe(1);
    expect(writes()).toBe(0);
  });

  it('read what the map draws, with its version, in one read transaction', async () => {
    const { graph, reads } = countingGraph();
    const view = await createTopologyReader(graph).mapView();
    expect(view.version).toBe(0);
    expect(reads()).toBe(1);
  });
});
