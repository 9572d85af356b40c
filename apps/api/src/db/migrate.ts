import { z } from 'zod';
import { CATALOGUE_CONSTRAINTS } from './catalogue-cypher.js';
import type { Graph } from './graph.js';
import { parseRows } from './rows.js';

const MIGRATION_ROW = z.object({ version: z.number().int(), checksum: z.string() });

export interface MigrationToApply {
  version: number;
  name: string;
  checksum: string;
  statements: string[];
}

export interface MigrationReport {
  applied: string[];
  alreadyApplied: number;
}

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

const RECORD_CONSTRAINT =
  'CREATE CONSTRAINT schema_migration_version IF NOT EXISTS FOR (m:SchemaMigration) REQUIRE m.version IS UNIQUE';

/**
 * Applies the migrations not yet recorded in the graph, in order, and records each as a
 * `(:SchemaMigration {version, name, checksum, appliedAt})` node. First gives every kind of the
 * entity catalogue its id constraint (db/catalogue-cypher.ts). Safe to run again and from
 * several API processes at once: statements use IF NOT EXISTS and records are MERGEd.
 * Refuses to go on when an applied migration's file has changed since.
 */
export async function migrate(
  graph: Graph,
  migrations: readonly MigrationToApply[],
): Promise<MigrationReport> {
  await graph.runAutoCommit(RECORD_CONSTRAINT);
  const recorded = await graph.read(async (tx) => {
    const result = await tx.run(
      'MATCH (m:SchemaMigration) RETURN m.version AS version, m.checksum AS checksum',
    );
    return new Map(
      parseRows(MIGRATION_ROW, result.records, 'recorded migrations').map((r) => [
        r.version,
        r.checksum,
      ]),
    );
  });

  const report: MigrationReport = { applied: [], alreadyApplied: 0 };
  // Every kind of the entity catalogue has its id constraint, so a new kind needs no file.
  for (const statement of CATALOGUE_CONSTRAINTS) await graph.runAutoCommit(statement);
  for (const migration of migrations) {
    const label = `${String(migration.version).padStart(3, '0')}_${migration.name}`;
    const checksum = recorded.get(migration.version);
    if (checksum !== undefined) {
      if (checksum !== migration.checksum) {
        throw new MigrationError(
          `migration ${label} was applied with a different content (checksum ${checksum.slice(0, 12)}, file now ${migration.checksum.slice(0, 12)}); add a new migration instead of editing an applied one`,
        );
      }
      report.alreadyApplied += 1;
      continue;
    }
    for (const [index, statement] of migration.statements.entries()) {
      try {
        await graph.runAutoCommit(statement);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new MigrationError(`migration ${label}, statement ${index + 1} failed: ${reason}`);
      }
    }
    await graph.write((tx) =>
      tx.run(
        `MERGE (m:SchemaMigration {version: $version})
         ON CREATE SET m.appliedAt = datetime()
         SET m.name = $name, m.checksum = $checksum`,
        { version: migration.version, name: migration.name, checksum: migration.checksum },
      ),
    );
    report.applied.push(label);
  }
  return report;
}
