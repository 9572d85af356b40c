import { z } from 'zod';
import type { EquipmentCrossing } from '@tiermap/analysis';
import {
  carrierSchema,
  ENTITY_CATALOGUE,
  RISK_ELEMENT_KINDS,
  type Carrier,
  type Direction,
  type Topology,
} from '@tiermap/domain';
import {
  createStatement,
  CREATE_MAINTENANCE_TARGETS,
  crossedByStatement,
  deferredReferenceFields,
  deferredReferenceStatement,
  nodeProperties,
} from '../../db/catalogue-cypher.js';
import { asConflict } from '../../db/errors.js';
import type { Graph, ManagedTransaction } from '../../db/graph.js';
import { parseRow, stored } from '../../db/rows.js';
import { bumpTopologyVersion } from '../../db/topology-version.js';

const COUNT_ROW = z.object({ n: z.number().int() });
const SAVED_CARRIER_ROW = z.object({ created: z.boolean(), carrier: stored(carrierSchema) });

/** One ON_PATH relationship: a link or trunk crossed at position `hop` of a path direction. */
export interface PathCrossing {
  pathId: string;
  direction: Direction;
  hop: number;
  /** Which way the traffic crosses the link relative to the link's own A and Z ends. */
  traversal: Direction;
  linkId: string;
  /** Set when the link is crossed as a member of this trunk. */
  trunkId: string | null;
}

export interface TrunkCrossing {
  pathId: string;
  direction: Direction;
  hop: number;
  trunkId: string;
}

export interface TopologyWrite {
  topology: Topology;
  /** Per router, blade, link and trunk: the site pairs of the paths crossing it, per direction. */
  crossings: readonly EquipmentCrossing[];
  linkCrossings: PathCrossing[];
  trunkCrossings: TrunkCrossing[];
}

/**
 * Creates a whole topology in one write transaction: all of it lands or none of it does.
 * Ids that already exist are refused by the uniqueness constraints (a ConflictError).
 */
export async function createTopology(graph: Graph, write: TopologyWrite): Promise<void> {
  try {
    await graph.write((tx) => createAll(tx, write));
  } catch (error) {
    throw asConflict(error) ?? error;
  }
}

/** One UNWIND statement and the rows it takes; every row must produce exactly one match. */
interface WriteStep {
  what: string;
  cypher: string;
  rows: readonly object[];
}

/** The statements that create a topology, in dependency order. */
function writeSteps(write: TopologyWrite): WriteStep[] {
  const t = write.topology;
  const steps: WriteStep[] = [
    {
      what: 'carriers',
      cypher: 'UNWIND $rows AS r CREATE (c:Carrier) SET c = r',
      rows: t.carriers,
    },
    {
      what: 'sites',
      cypher: `UNWIND $rows AS r MATCH (c:Carrier {id: r.carrierId})
               CREATE (s:Site) SET s = r CREATE (c)-[:OPERATES]->(s)`,
      rows: t.sites,
    },
  ];
  // Every kind of the entity catalogue, parents first, with its owner and place.
  for (const entry of ENTITY_CATALOGUE) {
    steps.push({
      what: entry.sliceKey,
      cypher: createStatement(entry.kind, 'row'),
      rows: (t[entry.sliceKey] ?? []).map((e) => nodeProperties(entry.kind, e)),
    });
  }
  for (const entry of ENTITY_CATALOGUE) {
    const cypher = deferredReferenceStatement(entry.kind);
    if (cypher === undefined) continue;
    // Only the rows that have one (400 of 40,000 links at 10,000 routers are trunk members).
    const fields = deferredReferenceFields(entry.kind);
    steps.push({
      what: `${entry.sliceKey} (references)`,
      cypher,
      rows: (t[entry.sliceKey] ?? [])
        .filter((e) =>
          fields.some((f) => {
            const value = (e as Record<string, unknown>)[f];
            return value !== undefined && value !== null;
          }),
        )
        .map((e) => nodeProperties(entry.kind, e)),
    });
  }
  steps.push({
    what: 'paths',
    cypher: `UNWIND $rows AS r MATCH (a:Site {id: r.aSiteId}), (z:Site {id: r.zSiteId})
             CREATE (p:Path) SET p = r CREATE (p)-[:FROM]->(a), (p)-[:TO]->(z)`,
    rows: t.paths.map(({ id, name, aSiteId, zSiteId }) => ({ id, name, aSiteId, zSiteId })),
  });
  steps.push(...crossingSteps(write));
  steps.push({
    what: 'maintenance targets',
    cypher: CREATE_MAINTENANCE_TARGETS,
    rows: t.maintenances.flatMap((m) =>
      m.equipmentIds.map((equipmentId) => ({ maintenanceId: m.id, equipmentId })),
    ),
  });
  return steps;
}

/** The ON_PATH relationships and each element's crossedBy sets, from the topology's path walks. */
function crossingSteps(write: TopologyWrite): WriteStep[] {
  const steps: WriteStep[] = [
    {
      what: 'link crossings',
      cypher: `UNWIND $rows AS r MATCH (l:Link {id: r.linkId}), (p:Path {id: r.pathId})
               CREATE (l)-[:ON_PATH {direction: r.direction, hop: r.hop,
                                     traversal: r.traversal, trunkId: r.trunkId}]->(p)`,
      rows: write.linkCrossings,
    },
    {
      what: 'trunk crossings',
      cypher: `UNWIND $rows AS r MATCH (t:Trunk {id: r.trunkId}), (p:Path {id: r.pathId})
               CREATE (t)-[:ON_PATH {direction: r.direction, hop: r.hop}]->(p)`,
      rows: write.trunkCrossings,
    },
  ];
  for (const kind of RISK_ELEMENT_KINDS) {
    steps.push({
      what: `crossings (${kind})`,
      cypher: crossedByStatement(kind),
      rows: write.crossings.filter((c) => c.kind === kind),
    });
  }
  return steps;
}

/**
 * Rewrites every path crossing after equipment changed (a carrier upload): drops the ON_PATH
 * relationships and crossedBy sets, then writes those of `write`, in the caller's transaction.
 */
export async function replaceCrossings(
  tx: ManagedTransaction,
  write: TopologyWrite,
): Promise<void> {
  await tx.run('MATCH ()-[r:ON_PATH]->(:Path) DELETE r');
  await tx.run(
    `MATCH (x) WHERE x.crossedByAtoZ IS NOT NULL OR x.crossedByZtoA IS NOT NULL
     REMOVE x.crossedByAtoZ, x.crossedByZtoA`,
  );
  for (const step of crossingSteps(write)) {
    await expectRows(tx, step.what, step.rows.length, step.cypher, step.rows);
  }
}

async function createAll(tx: ManagedTransaction, write: TopologyWrite): Promise<void> {
  for (const step of writeSteps(write)) {
    await expectRows(tx, step.what, step.rows.length, step.cypher, step.rows);
  }
  await bumpTopologyVersion(tx);
}

/** Runs an UNWIND statement and fails the transaction when a row matched nothing. */
async function expectRows(
  tx: ManagedTransaction,
  what: string,
  expected: number,
  cypher: string,
  rows: readonly object[],
): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  const result = await tx.run(`${cypher} RETURN count(*) AS n`, { rows });
  const { n: created } = parseRow(COUNT_ROW, result.records[0], `writing ${what}`);
  if (created !== expected) {
    throw new Error(`writing ${what}: ${expected} rows given but ${created} written`);
  }
}

/** MERGEs a carrier by id; its equipment is the carrier's own upload's business. */
export async function saveCarrier(
  graph: Graph,
  carrier: Carrier,
): Promise<{ carrier: Carrier; created: boolean }> {
  return graph.write(async (tx) => {
    const result = await tx.run(
      `OPTIONAL MATCH (old:Carrier {id: $carrier.id})
       WITH old IS NULL AS created
       MERGE (c:Carrier {id: $carrier.id})
       SET c.name = $carrier.name, c.kind = $carrier.kind, c.country = $carrier.country
       RETURN created, c {.*} AS carrier`,
      { carrier: { country: null, ...carrier } },
    );
    await bumpTopologyVersion(tx);
    return parseRow(SAVED_CARRIER_ROW, result.records[0], 'saving a carrier');
  });
}
