import { Neo4jError } from 'neo4j-driver';
import type { Direction, Topology } from '@tiermap/domain';
import type { Graph, ManagedTransaction } from '../../db/graph.js';
import { toPlain } from '../../db/neo4j-values.js';
import { ConflictError } from '../../http/errors.js';

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

/** Equipment labels a maintenance window may cover; a fixed list, never user text. */
const EQUIPMENT_LABELS = ['Router', 'Backplane', 'Blade', 'Port', 'Link', 'Trunk'] as const;
export type EquipmentLabel = (typeof EQUIPMENT_LABELS)[number];

export interface TopologyWrite {
  topology: Topology;
  linkCrossings: PathCrossing[];
  trunkCrossings: TrunkCrossing[];
  /** The label of every maintenance target, by equipment id. */
  equipmentLabels: ReadonlyMap<string, EquipmentLabel>;
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

async function createAll(tx: ManagedTransaction, write: TopologyWrite): Promise<void> {
  const t = write.topology;
  await expectRows(
    tx,
    'carriers',
    t.carriers.length,
    'UNWIND $rows AS r CREATE (c:Carrier) SET c = r',
    t.carriers,
  );
  await expectRows(
    tx,
    'sites',
    t.sites.length,
    `UNWIND $rows AS r MATCH (c:Carrier {id: r.carrierId})
     CREATE (s:Site) SET s = r CREATE (c)-[:OPERATES]->(s)`,
    t.sites,
  );
  await expectRows(
    tx,
    'routers',
    t.routers.length,
    `UNWIND $rows AS r MATCH (c:Carrier {id: r.carrierId})
     CREATE (x:Router) SET x = r CREATE (c)-[:OWNS]->(x)`,
    t.routers,
  );
  const siteRouters = t.routers.filter((r) => r.siteId !== undefined);
  await expectRows(
    tx,
    'site routers',
    siteRouters.length,
    `UNWIND $rows AS r MATCH (s:Site {id: r.siteId}), (x:Router {id: r.id})
     CREATE (s)-[:HAS_ROUTER]->(x)`,
    siteRouters.map((r) => ({ id: r.id, siteId: r.siteId })),
  );
  await expectRows(
    tx,
    'backplanes',
    t.backplanes.length,
    `UNWIND $rows AS r MATCH (x:Router {id: r.routerId})
     CREATE (b:Backplane) SET b = r CREATE (x)-[:HAS_BACKPLANE]->(b)`,
    t.backplanes,
  );
  await expectRows(
    tx,
    'blades',
    t.blades.length,
    `UNWIND $rows AS r MATCH (x:Router {id: r.routerId})
     CREATE (b:Blade) SET b = r CREATE (x)-[:HAS_BLADE]->(b)`,
    t.blades,
  );
  await expectRows(
    tx,
    'ports',
    t.ports.length,
    `UNWIND $rows AS r MATCH (b:Blade {id: r.bladeId})
     CREATE (p:Port) SET p = r CREATE (b)-[:HAS_PORT]->(p)`,
    t.ports,
  );
  await expectRows(
    tx,
    'links',
    t.links.length,
    `UNWIND $rows AS r
     MATCH (c:Carrier {id: r.carrierId}), (a:Port {id: r.aPortId}), (z:Port {id: r.zPortId})
     CREATE (l:Link) SET l = r
     CREATE (c)-[:OWNS]->(l), (l)-[:A_END]->(a), (l)-[:Z_END]->(z)`,
    t.links,
  );
  await expectRows(
    tx,
    'trunks',
    t.trunks.length,
    `UNWIND $rows AS r MATCH (c:Carrier {id: r.carrierId})
     CREATE (t:Trunk) SET t = r CREATE (c)-[:OWNS]->(t)`,
    t.trunks.map(({ id, name, carrierId }) => ({ id, name, carrierId })),
  );
  const members = t.trunks.flatMap((trunk) =>
    trunk.memberLinkIds.map((linkId) => ({ trunkId: trunk.id, linkId })),
  );
  await expectRows(
    tx,
    'trunk members',
    members.length,
    `UNWIND $rows AS r MATCH (l:Link {id: r.linkId}), (t:Trunk {id: r.trunkId})
     CREATE (l)-[:MEMBER_OF]->(t)`,
    members,
  );
  await expectRows(
    tx,
    'paths',
    t.paths.length,
    `UNWIND $rows AS r MATCH (a:Site {id: r.aSiteId}), (z:Site {id: r.zSiteId})
     CREATE (p:Path) SET p = r CREATE (p)-[:FROM]->(a), (p)-[:TO]->(z)`,
    t.paths.map(({ id, name, aSiteId, zSiteId }) => ({ id, name, aSiteId, zSiteId })),
  );
  await expectRows(
    tx,
    'link crossings',
    write.linkCrossings.length,
    `UNWIND $rows AS r MATCH (l:Link {id: r.linkId}), (p:Path {id: r.pathId})
     CREATE (l)-[:ON_PATH {direction: r.direction, hop: r.hop, traversal: r.traversal, trunkId: r.trunkId}]->(p)`,
    write.linkCrossings,
  );
  await expectRows(
    tx,
    'trunk crossings',
    write.trunkCrossings.length,
    `UNWIND $rows AS r MATCH (t:Trunk {id: r.trunkId}), (p:Path {id: r.pathId})
     CREATE (t)-[:ON_PATH {direction: r.direction, hop: r.hop}]->(p)`,
    write.trunkCrossings,
  );
  await expectRows(
    tx,
    'maintenances',
    t.maintenances.length,
    `UNWIND $rows AS r MATCH (c:Carrier {id: r.carrierId})
     CREATE (m:Maintenance)
     SET m = r, m.startsAt = datetime(r.startsAt), m.endsAt = datetime(r.endsAt)
     CREATE (c)-[:ANNOUNCES]->(m)`,
    t.maintenances.map(({ equipmentIds: _ignored, ...rest }) => rest),
  );
  for (const label of EQUIPMENT_LABELS) {
    const targets = t.maintenances.flatMap((m) =>
      m.equipmentIds
        .filter((id) => write.equipmentLabels.get(id) === label)
        .map((equipmentId) => ({ maintenanceId: m.id, equipmentId })),
    );
    await expectRows(
      tx,
      `maintenance targets (${label})`,
      targets.length,
      // The label comes from the fixed EQUIPMENT_LABELS list above, never from input.
      `UNWIND $rows AS r MATCH (m:Maintenance {id: r.maintenanceId}), (e:${label} {id: r.equipmentId})
       CREATE (m)-[:AFFECTS]->(e)`,
      targets,
    );
  }
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
  const created = toPlain(result.records[0]?.get('n')) as number;
  if (created !== expected) {
    throw new Error(`writing ${what}: ${expected} rows given but ${created} written`);
  }
}

/** Turns a uniqueness-constraint failure into a ConflictError naming the label and id. */
export function asConflict(error: unknown): ConflictError | undefined {
  if (
    !(error instanceof Neo4jError) ||
    error.code !== 'Neo.ClientError.Schema.ConstraintValidationFailed'
  ) {
    return undefined;
  }
  const match = /label `(\w+)` and property `id` = '([^']*)'/.exec(error.message);
  if (match === null) {
    return new ConflictError(`refused by a uniqueness constraint: ${error.message}`);
  }
  return new ConflictError(`${match[1] ?? 'entity'} '${match[2] ?? ''}' already exists`);
}
