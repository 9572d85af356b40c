#!/usr/bin/env node
// The `tiermap` command: runs the built CLI (apps/cli/dist; `pnpm --filter @tiermap/cli run build`).
const entry = new URL('../dist/main.js', import.meta.url);
let main;
try {
  ({ main } = await import(entry.href));
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
  process.stderr.write(
    'tiermap: the CLI is not built yet: corepack pnpm --filter @tiermap/cli... run build\n',
  );
  process.exit(5);
}
process.exitCode = await main(process.argv.slice(2));
