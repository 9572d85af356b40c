// `npm start`: set everything up, start Neo4j (unless NEO4J_URI is set) and serve tiermap.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { log } from './lib/run.mjs';
import { ensureChromium, repoRoot, setup } from './lib/setup.mjs';
import { startStack } from './lib/stack.mjs';

/**
 * The demo's admin token: TIERMAP_ADMIN_TOKEN when set, else one made up once and kept in
 * `.data/demo-admin-token`, so a sign-in survives restarts.
 */
function demoAdminToken() {
  if (process.env.TIERMAP_ADMIN_TOKEN)
    return { token: process.env.TIERMAP_ADMIN_TOKEN, made: false };
  const file = path.join(repoRoot, '.data/demo-admin-token');
  if (existsSync(file)) return { token: readFileSync(file, 'utf8').trim(), made: false, file };
  mkdirSync(path.dirname(file), { recursive: true });
  const token = `tm_demo_${randomBytes(24).toString('base64url')}`;
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return { token, made: true, file };
}

async function main() {
  await setup();
  // The PDF reports are printed by Chromium; without it tiermap runs and the reports say why not.
  await ensureChromium('the PDF reports').catch((/** @type {unknown} */ error) =>
    log(
      `PDF reports will be unavailable: ${error instanceof Error ? error.message : String(error)}`,
    ),
  );
  const admin = demoAdminToken();
  const port = Number(process.env.TIERMAP_PORT ?? 8080);
  const graphdbPort = Number(process.env.TIERMAP_GRAPHDB_PORT ?? 7687);
  const stack = await startStack({
    repoRoot,
    port,
    graphdbPort,
    dataDir: process.env.TIERMAP_GRAPHDB_DATA ?? path.join(repoRoot, '.data/neo4j'),
    neo4jUri: process.env.NEO4J_URI || undefined,
    // Live demo traffic through the same ingest path as collectors; TIERMAP_DEMO_TRAFFIC=false stops it.
    env: {
      TIERMAP_DEMO_TRAFFIC: process.env.TIERMAP_DEMO_TRAFFIC ?? 'true',
      TIERMAP_ADMIN_TOKEN: admin.token,
    },
    log,
  });
  log(`tiermap is ready: ${stack.url}  (Ctrl-C stops it)`);
  if (!process.env.TIERMAP_ADMIN_TOKEN) {
    // The token itself is never written here: this console is often kept as a log.
    const file = path.relative(repoRoot, admin.file ?? '');
    log(`demo admin token: ${admin.made ? 'made and ' : ''}kept in ${file} (cat ${file})`);
    log(`  sign in with it at ${stack.url}signin`);
    log(
      '  make more tokens (engineer, carrier, collector, viewer) with npm run token or POST /api/tokens',
    );
  }
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
