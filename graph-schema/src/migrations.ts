import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One numbered migration file, split into the statements to run one by one. */
export interface Migration {
  version: number;
  name: string;
  /** sha256 of the file, so an edited applied migration is noticed. */
  checksum: string;
  statements: string[];
}

const FILE_PATTERN = /^(\d{3})_([a-z0-9_]+)\.cypher$/;

/** The folder holding the numbered `.cypher` files. */
export function migrationsDirectory(): string {
  return fileURLToPath(new URL('../migrations/', import.meta.url));
}

/** Reads every migration in version order. Throws on a misnamed file or a repeated version. */
export function listMigrations(directory: string = migrationsDirectory()): Migration[] {
  const files = readdirSync(directory)
    .filter((file) => file.endsWith('.cypher'))
    .sort();
  const seen = new Set<number>();
  return files.map((file) => {
    const match = FILE_PATTERN.exec(file);
    if (match === null || match[1] === undefined || match[2] === undefined) {
      throw new Error(`migration file ${file} must be named NNN_snake_case_name.cypher`);
    }
    const version = Number(match[1]);
    if (seen.has(version)) {
      throw new Error(`migration version ${match[1]} is used by more than one file`);
    }
    seen.add(version);
    const text = readFileSync(`${directory}/${file}`, 'utf8');
    return {
      version,
      name: match[2],
      checksum: createHash('sha256').update(text).digest('hex'),
      statements: splitStatements(text),
    };
  });
}

/** Splits a Cypher script on `;` at the end of a line, dropping `//` comment lines. */
export function splitStatements(text: string): string[] {
  const withoutComments = text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('//'))
    .join('\n');
  return withoutComments
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}
