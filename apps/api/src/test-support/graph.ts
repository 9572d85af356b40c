import { inject } from 'vitest';
import { createGraph, type Graph } from '../db/graph.js';
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
