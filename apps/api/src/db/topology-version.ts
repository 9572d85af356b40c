import type { Record as Neo4jRecord } from 'neo4j-driver';
import type { Graph, ManagedTransaction } from './graph.js';
import { toPlain } from './neo4j-values.js';

// The topology version: one counter node every write of what diagnosis reads (an import, a
// carrier's upload or restore, a carrier's details, a maintenance window) moves on in its own
// transaction. An API process compares it with the version its diagnosis snapshot was read at,
// so a write in any process is seen at the next evaluation of every other (docs/diagnosis.md).

/**
 * Moves the topology version on inside `tx`, a write transaction that changes the topology:
 * the new version commits with the change or not at all. Each move also draws a random stamp,
 * so a graph wiped and written again (the counter back at 1) is still told apart from before.
 */
export async function bumpTopologyVersion(tx: ManagedTransaction): Promise<void> {
  await tx.run(
    `MERGE (v:TopologyVersion {id: 'topology'})
     SET v.version = coalesce(v.version, 0) + 1, v.stamp = randomUUID()`,
  );
}

const STAMP = `OPTIONAL MATCH (v:TopologyVersion {id: 'topology'})
RETURN toString(coalesce(v.version, 0)) + ':' + coalesce(v.stamp, '') AS stamp`;

const stampOf = (record: Neo4jRecord | undefined): string => {
  const stamp = toPlain(record?.get('stamp'));
  return typeof stamp === 'string' ? stamp : '0:';
};

/**
 * What tells one state of the topology from any other (the version and its random stamp), in
 * a read transaction: what a cache of an answer computed from the topology is keyed by.
 */
export async function topologyStampIn(tx: ManagedTransaction): Promise<string> {
  return stampOf((await tx.run(STAMP)).records[0]);
}

/** The same on its own, in one round trip (`Graph.readOnce`): what a cache checks per request. */
export async function readTopologyStamp(graph: Graph): Promise<string> {
  return stampOf((await graph.readOnce(STAMP))[0]);
}

/** The topology version in a read transaction; 0 before the first write. */
export async function topologyVersionIn(tx: ManagedTransaction): Promise<number> {
  const result = await tx.run(
    `OPTIONAL MATCH (v:TopologyVersion {id: 'topology'}) RETURN v.version AS version`,
  );
  const version = toPlain(result.records[0]?.get('version'));
  return typeof version === 'number' ? version : 0;
}

/** The topology version as the graph holds it now; 0 before the first write. */
export function readTopologyVersion(graph: Graph): Promise<number> {
  return graph.read(topologyVersionIn);
}
