import { ENTITY_CATALOGUE } from '@tiermap/domain';
import { listMigrations } from '@tiermap/graph-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query, testGraph, wipe } from '../test-support/graph.js';
import { migrate, MigrationError } from './migrate.js';

const graph = testGraph();

async function schemaSnapshot(): Promise<string[]> {
  const constraints = await query(
    graph,
    'SHOW CONSTRAINTS YIELD name, type, labelsOrTypes, properties RETURN name, type, labelsOrTypes, properties ORDER BY name',
  );
  const indexes = await query(
    graph,
    "SHOW INDEXES YIELD name, type, labelsOrTypes, properties WHERE type <> 'LOOKUP' RETURN name, type, labelsOrTypes, properties ORDER BY name",
  );
  return [...constraints, ...indexes].map((row) => JSON.stringify(row));
}

describe('migrate (real Neo4j)', () => {
  beforeAll(async () => {
    await wipe(graph);
  });
  afterAll(async () => {
    await graph.close();
  });

  it('migrate applies every migration once and records it in the graph', async () => {
    const migrations = listMigrations();
    const report = await migrate(graph, migrations);
    expect(report.applied).toHaveLength(migrations.length);
    const recorded = await query(
      graph,
      'MATCH (m:SchemaMigration) RETURN m.version AS version, m.name AS name ORDER BY version',
    );
    expect(recorded.map((r) => r.version)).toEqual(migrations.map((m) => m.version));
  });

  it('migrate run twice leaves the same schema and applies nothing the second time', async () => {
    const before = await schemaSnapshot();
    const report = await migrate(graph, listMigrations());
    expect(report.applied).toEqual([]);
    expect(report.alreadyApplied).toBe(listMigrations().length);
    expect(await schemaSnapshot()).toEqual(before);
    expect(before.some((row) => row.includes('"Router"') && row.includes('UNIQUENESS'))).toBe(true);
  });

  it('migrate gives every kind of the entity catalogue its id constraint, with no migration file', async () => {
    await wipe(graph);
    await migrate(graph, []);
    const unique = await query(
      graph,
      "SHOW CONSTRAINTS YIELD type, labelsOrTypes, properties WHERE type = 'UNIQUENESS' RETURN labelsOrTypes[0] AS label, properties[0] AS property",
    );
    for (const entry of ENTITY_CATALOGUE) {
      expect(unique).toContainEqual({ label: entry.label, property: 'id' });
    }
    // The numbered files then apply over them without a clash (same names, IF NOT EXISTS).
    const report = await migrate(graph, listMigrations());
    expect(report.applied).toHaveLength(listMigrations().length);
  });

  it('migrate refuses to go on when an applied migration file was edited', async () => {
    const [first, ...rest] = listMigrations();
    if (first === undefined) throw new Error('no migrations');
    const edited = { ...first, checksum: '0'.repeat(64) };
    await expect(migrate(graph, [edited, ...rest])).rejects.toThrow(MigrationError);
    await expect(migrate(graph, [edited, ...rest])).rejects.toThrow(
      /001_constraints was applied with a different content/,
    );
  });
});
