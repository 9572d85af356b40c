import { describe, expect, it } from 'vitest';
import { listMigrations, splitStatements } from './migrations.js';

describe('migrations', () => {
  it('splitStatements drops comments and splits on semicolons at line ends', () => {
    expect(splitStatements('// a comment\nCREATE INDEX a;\nCREATE INDEX b\n  ON x;\n')).toEqual([
      'CREATE INDEX a',
      'CREATE INDEX b\n  ON x',
    ]);
  });

  it('listMigrations returns numbered migrations in order, each with statements', () => {
    const migrations = listMigrations();
    expect(migrations.map((m) => m.version)).toEqual(
      [...migrations.map((m) => m.version)].sort((a, b) => a - b),
    );
    expect(migrations[0]?.name).toBe('constraints');
    for (const migration of migrations) {
      expect(migration.statements.length).toBeGreaterThan(0);
    }
  });

  it('listMigrations puts a uniqueness constraint on the id of every entity', () => {
    const statements = listMigrations().flatMap((m) => m.statements);
    for (const label of [
      'Carrier',
      'Site',
      'Router',
      'Backplane',
      'Blade',
      'Port',
      'Link',
      'Trunk',
      'Path',
      'Maintenance',
    ]) {
      expect(statements.some((s) => s.includes(`(n:${label}) REQUIRE n.id IS UNIQUE`))).toBe(true);
    }
  });
});
