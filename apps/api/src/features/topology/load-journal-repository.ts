import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { loadedNodesLookup, loadedNodesRemoval } from '../../db/catalogue-cypher.js';
import type { Graph, ManagedTransaction } from '../../db/graph.js';
import { parseRow } from '../../db/rows.js';
import { toPlain } from '../../db/neo4j-values.js';
import { bumpTopologyVersion } from '../../db/topology-version.js';

// A topology too large for one transaction is written in several (docs/architecture.md,
// "Loading a topology"). What keeps it all-or-nothing is this journal: a `TopologyLoad` node
// written first, and with every batch that creates nodes, in the same transaction, a
// `TopologyLoadBatch` node naming them (label and ids). A batch and its record commit together
// or not at all, so the records name exactly what the load wrote, and nothing of anybody
// else's. The load completes by deleting its journal and moving the topology version in one
// transaction; until then nothing keyed on the version sees it. A load that fails removes what
// its records name; one cut short (the process died, the database went away) is removed at the
// API's next start, once its heartbeat is stale.

/** How often a running load says it is alive (its journal's `heartbeatAt`). */
const HEARTBEAT_MS = 10_000;
/** A load silent for this long is taken as interrupted by the API's start (5 minutes). */
export const INTERRUPTED_LOAD_STALE_MS = 300_000;

const COUNT_ROW = z.object({ n: z.number().int() });
const BATCH_ROW = z.object({ batch: z.string(), label: z.string(), ids: z.array(z.string()) });
const LOAD_ROW = z.object({ id: z.string() });

/** A running load: its id, and a stop for its heartbeat. */
export interface RunningLoad {
  id: string;
  stopHeartbeat(): void;
}

/** Writes the journal of a new load (before anything else) and starts its heartbeat. */
export async function startLoad(graph: Graph): Promise<RunningLoad> {
  const id = randomUUID();
  await graph.write((tx) =>
    tx.run(
      `CREATE (:TopologyLoad {id: $id, state: 'running', startedAt: datetime(),
                              heartbeatAt: datetime()})`,
      { id },
    ),
  );
  // Its own auto-commit transaction: a batch never waits on the journal's lock.
  const timer = setInterval(() => {
    graph
      .runAutoCommit('MATCH (l:TopologyLoad {id: $id}) SET l.heartbeatAt = datetime()', { id })
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  timer.unref();
  return { id, stopHeartbeat: () => clearInterval(timer) };
}

/** Records, in the batch's own transaction, the nodes of `label` it created. */
export async function recordBatch(
  tx: ManagedTransaction,
  loadId: string,
  label: string,
  ids: readonly string[],
): Promise<void> {
  await tx.run('CREATE (:TopologyLoadBatch {loadId: $loadId, label: $label, ids: $ids})', {
    loadId,
    label,
    ids,
  });
}

/**
 * Completes a load: drops its journal and moves the topology version, in one transaction.
 * Fails if the journal is gone (another process took the load for interrupted and removed it).
 */
export async function completeLoad(graph: Graph, loadId: string): Promise<void> {
  await graph.write(async (tx) => {
    await tx.run('MATCH (b:TopologyLoadBatch {loadId: $loadId}) DELETE b', { loadId });
    const result = await tx.run(
      'MATCH (l:TopologyLoad {id: $loadId}) DELETE l RETURN count(*) AS n',
      { loadId },
    );
    if (parseRow(COUNT_ROW, result.records[0], 'completing a load').n !== 1) {
      throw new Error(`topology load ${loadId} was removed as interrupted before it completed`);
    }
    await bumpTopologyVersion(tx);
  });
}

/**
 * Removes everything a load wrote, one recorded batch per transaction (each deletes its nodes
 * with their relationships and its own record, so a removal cut short can be resumed), then
 * its journal.
 */
export async function removeLoad(graph: Graph, loadId: string): Promise<void> {
  const batches = await graph.read(async (tx) => {
    const result = await tx.run(
      `MATCH (b:TopologyLoadBatch {loadId: $loadId})
       RETURN elementId(b) AS batch, b.label AS label, b.ids AS ids`,
      { loadId },
    );
    return result.records.map((r) => parseRow(BATCH_ROW, r, 'reading a load batch'));
  });
  for (const { batch, label, ids } of batches) {
    await graph.write(async (tx) => {
      await tx.run(loadedNodesRemoval(label), { ids });
      await tx.run('MATCH (b:TopologyLoadBatch) WHERE elementId(b) = $batch DELETE b', { batch });
    });
  }
  await graph.write((tx) => tx.run('MATCH (l:TopologyLoad {id: $loadId}) DELETE l', { loadId }));
}

/**
 * Removes what interrupted loads left: those whose heartbeat is older than `staleAfterMs`, and
 * batches whose journal is gone. Returns how many loads it removed. Called at the API's start.
 */
export async function removeInterruptedLoads(
  graph: Graph,
  options: { staleAfterMs: number } = { staleAfterMs: INTERRUPTED_LOAD_STALE_MS },
): Promise<number> {
  const loadIds = await graph.read(async (tx) => {
    const result = await tx.run(
      `MATCH (l:TopologyLoad)
       WHERE l.heartbeatAt <= datetime() - duration({milliseconds: $staleAfterMs})
       RETURN l.id AS id
       UNION
       MATCH (b:TopologyLoadBatch)
       WHERE NOT EXISTS { MATCH (:TopologyLoad {id: b.loadId}) }
       RETURN b.loadId AS id`,
      { staleAfterMs: options.staleAfterMs },
    );
    return result.records.map((r) => parseRow(LOAD_ROW, r, 'reading an interrupted load').id);
  });
  for (const loadId of loadIds) await removeLoad(graph, loadId);
  return loadIds.length;
}

/** Whether any node of the labels' ids exists: the first found, as `[label, id]`. */
export async function firstExistingId(
  graph: Graph,
  idsByLabel: ReadonlyMap<string, readonly string[]>,
): Promise<[string, string] | undefined> {
  return graph.read(async (tx) => {
    for (const [label, ids] of idsByLabel) {
      if (ids.length === 0) continue;
      const result = await tx.run(loadedNodesLookup(label), { ids });
      const id = toPlain(result.records[0]?.get('id'));
      if (typeof id === 'string') return [label, id];
    }
    return undefined;
  });
}
