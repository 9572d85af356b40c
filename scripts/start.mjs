// `npm start`: set everything up, start Neo4j (unless NEO4J_URI is set) and serve tiermap.
import path from 'node:path';
import { log } from './lib/run.mjs';
import { repoRoot, setup } from './lib/setup.mjs';
import { startStack } from './lib/stack.mjs';

async function main() {
  await setup();
  const port = Number(process.env.TIERMAP_PORT ?? 8080);
  const graphdbPort = Number(process.env.TIERMAP_GRAPHDB_PORT ?? 7687);
  const stack = await startStack({
    repoRoot,
    port,
    graphdbPort,
    dataDir: process.env.TIERMAP_GRAPHDB_DATA ?? path.join(repoRoot, '.data/neo4j'),
    neo4jUri: process.env.NEO4J_URI || undefined,
    // Live demo traffic through the same ingest path as collectors; TIERMAP_DEMO_TRAFFIC=false stops it.
    env: { TIERMAP_DEMO_TRAFFIC: process.env.TIERMAP_DEMO_TRAFFIC ?? 'true' },
    log,
  });
  log(`tiermap is ready: ${stack.url}  (Ctrl-C stops it)`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    log('stopping tiermap and the local Neo4j');
    await stack.stop();
    log('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error) => {
  process.stderr.write(
    `[tiermap] npm start failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
