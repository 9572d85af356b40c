import { rmSync } from 'node:fs';
import { startGraphdb, type RunningGraphdb } from '../../../../scripts/lib/graphdb.mjs';
import { HEALTH_TEST_GRAPHDB_PORT, repoRoot, testDataDir } from './paths.js';

/**
 * A Neo4j of a test's own, for tests that stop and restart it (never the shared test one), in
 * `.data/<name>` on HEALTH_TEST_GRAPHDB_PORT. The files run one after another, so they share it.
 */
export function ownGraphdb(name: string): {
  /** Starts it on an empty data folder. */
  startFresh(): Promise<RunningGraphdb>;
  /** Starts it again on the data it has. */
  start(): Promise<RunningGraphdb>;
} {
  const dataDir = testDataDir(name);
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const start = () => startGraphdb({ repoRoot, port: HEALTH_TEST_GRAPHDB_PORT, dataDir, log });
  return {
    startFresh() {
      rmSync(dataDir, { recursive: true, force: true });
      return start();
    },
    start,
  };
}

/** Polls `url` every 500 ms until it answers `status`, or `limitMs` has passed; the last answer. */
export async function statusUntil(url: string, status: number, limitMs: number): Promise<Response> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const response = await fetch(url);
    if (response.status === status || Date.now() > deadline) return response;
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
