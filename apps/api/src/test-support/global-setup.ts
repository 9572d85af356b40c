import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startGraphdb, type RunningGraphdb } from '../../../../scripts/lib/graphdb.mjs';
import { repoRoot, TEST_GRAPHDB_PORT, testDataDir } from './paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    neo4jUri: string;
  }
}

let graphdb: RunningGraphdb | undefined;

/**
 * Starts a throw-away local Neo4j for the integration tests (own port, own data folder), or
 * uses TIERMAP_TEST_NEO4J_URI when set. Never NEO4J_URI: the tests wipe the database.
 */
export async function setup(project: TestProject): Promise<void> {
  const external = process.env.TIERMAP_TEST_NEO4J_URI;
  if (external !== undefined && external !== '') {
    project.provide('neo4jUri', external);
    return;
  }
  const dataDir = testDataDir('test-neo4j');
  rmSync(dataDir, { recursive: true, force: true });
  graphdb = await startGraphdb({
    repoRoot,
    port: TEST_GRAPHDB_PORT,
    dataDir,
    log: (line) => process.stderr.write(`${line}\n`),
  });
  project.provide('neo4jUri', graphdb.uri);
}

export async function teardown(): Promise<void> {
  await graphdb?.stop();
}
