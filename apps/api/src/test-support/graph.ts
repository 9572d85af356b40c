import { listMigrations } from '@tiermap/graph-schema';
import { inject } from 'vitest';
import { createGraph, type Graph } from '../db/graph.js';
import { migrate } from '../db/migrate.js';
import { toPlain } from '../db/neo4j-values.js';

/** A Graph on the integration tests' database. */
export function testGraph(): Graph {
  return createGraph({
    uri: inject('neo4jUri'),
    user: process.env.TIERMAP_TEST_NEO4J_USER,
    password: process.env.TIERMAP_TEST_NEO4J_PASSWORD,
    database: undefined,
  });
}

/** Empties the test database: every node, constraint and index. */
export async function wipe(graph: Graph): Promise<void> {
  await graph.runAutoCommit('MATCH (n) CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 5000 ROWS');
  for (const name of await schemaNames(graph, 'SHOW CONSTRAINTS YIELD name RETURN name')) {
    // Names come from the database itself, not from user input.
    await graph.runAutoCommit(`DROP CONSTRAINT \`${name}\` IF EXISTS`);
  }
  for (const name of await schemaNames(
    graph,
    "SHOW INDEXES YIELD name, type WHERE type <> 'LOOKUP' RETURN name",
  )) {
    await graph.runAutoCommit(`DROP INDEX \`${name}\` IF EXISTS`);
  }
}

/** Empties the test database, then migrates it to the current schema: a test's clean start. */
export async function freshGraph(graph: Graph): Promise<void> {
  await wipe(graph);
  await migrate(graph, listMigrations());
}

async function schemaNames(graph: Graph, cypher: string): Promise<string[]> {
  return graph.read(async (tx) => {
    const result = await tx.run(cypher);
    return result.records.map((r) => String(r.get('name')));
  });
}

/** Runs a read query and returns its rows as plain objects. */
export async function query(
  graph: Graph,
  cypher: string,
  params: Record<string, unknown> = {},
): Promise<Record<string, unknown>[]> {
  return graph.read(async (tx) => {
    const result = await tx.run(cypher, params);
    return result.records.map((r) => toPlain(r.toObject()) as Record<string, unknown>);
  });
}

/**
 * Everything in the graph as one canonical text: every node with its labels and properties,
 * every relationship with its ends' ids and properties, sorted. Two equal exports are the same
 * graph; a refused write must leave it exactly as it was. The topology version's random stamp
 * (drawn at each write, db/topology-version.ts) is left out: two loads of the same topology are
 * the same graph.
 */
export async function graphExport(graph: Graph): Promise<string> {
  const rows = await graph.read(async (tx) => {
    const nodes = await tx.run(
      `MATCH (n) WHERE NOT n:SchemaMigration
       RETURN labels(n) AS labels,
              CASE WHEN n:TopologyVersion THEN n {.*, stamp: null} ELSE properties(n) END AS props
       ORDER BY elementId(n)`,
    );
    const rels = await tx.run(
      `MATCH (a)-[r]->(b)
       RETURN type(r) AS type, coalesce(a.id, elementId(a)) AS from,
              coalesce(b.id, elementId(b)) AS to, properties(r) AS props`,
    );
    return {
      nodes: nodes.records.map((r) => JSON.stringify(toPlain(r.toObject()), sortedKeys)),
      rels: rels.records.map((r) => JSON.stringify(toPlain(r.toObject()), sortedKeys)),
    };
  });
  return [...rows.nodes.sort(), ...rows.rels.sort()].join('\n');
}

function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}
