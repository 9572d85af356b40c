import { readFileSync } from 'node:fs';

/** The constructed perfSONAR documents beside the parsing (packages/analysis, README there). */
const FIXTURES = new URL(
  '../../../../../packages/analysis/src/perfsonar/fixtures/',
  import.meta.url,
);

/** One fixture, parsed afresh (tests may change their copy). */
export function perfsonarFixture<T = Record<string, unknown>>(name: string): T {
  return JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8')) as T;
}
