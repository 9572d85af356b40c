// Builds the Telegraf the collector tests run: the real agent, with only the plugins they use.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { capture, log, run } from './run.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The Telegraf release the tests run (a Go module; Debian does not ship it). */
export const TELEGRAF_VERSION = 'v1.37.2';

/** Telegraf's `custom` build tags: only the plugins the tests use are compiled in. */
export const TELEGRAF_TAGS = 'custom,inputs.snmp,inputs.gnmi,outputs.http';

/** Where the built binary is cached, per version. */
export const telegrafDir = path.join(repoRoot, '.data', 'telegraf', TELEGRAF_VERSION);

/** The path of the cached binary. */
export const telegrafBinary = path.join(telegrafDir, 'telegraf');

/**
 * Builds Telegraf with `go install` into `.data/telegraf/<version>/` unless a binary there
 * already reports that version. Resolves with the binary's path.
 * @param {{ env?: NodeJS.ProcessEnv }} [options] extra environment for `go` (e.g. GOMODCACHE)
 * @returns {Promise<string>}
 */
export async function ensureTelegraf(options = {}) {
  if (existsSync(telegrafBinary)) {
    const version = await capture(telegrafBinary, ['--version']);
    if (version !== undefined && version.includes(`Telegraf ${TELEGRAF_VERSION.slice(1)}`)) {
      return telegrafBinary;
    }
    log(
      `the cached Telegraf reports "${version ?? 'nothing'}"; building ${TELEGRAF_VERSION} again`,
    );
  }
  const goVersion = await capture('go', ['version']);
  if (goVersion === undefined) {
    throw new Error(
      `the collector tests need Telegraf ${TELEGRAF_VERSION}, built from source with Go, and \`go\` is not on the PATH: install Go 1.21 or later (https://go.dev/dl/; it fetches the toolchain Telegraf names) and run again`,
    );
  }
  await mkdir(telegrafDir, { recursive: true });
  log(`building Telegraf ${TELEGRAF_VERSION} (${TELEGRAF_TAGS}) with ${goVersion}`);
  const started = Date.now();
  await run(
    'go',
    [
      'install',
      '-tags',
      TELEGRAF_TAGS,
      // What Telegraf's Makefile stamps in; without it the binary reports "Telegraf unknown".
      `-ldflags=-X github.com/influxdata/telegraf/internal.Version=${TELEGRAF_VERSION.slice(1)}`,
      `github.com/influxdata/telegraf/cmd/telegraf@${TELEGRAF_VERSION}`,
    ],
    {
      env: {
        ...process.env,
        ...options.env,
        GOBIN: telegrafDir,
        GOFLAGS: '-mod=mod',
        // `go install pkg@version` needs the module's own go line: let Go fetch that toolchain.
        GOTOOLCHAIN: process.env.GOTOOLCHAIN ?? 'auto',
      },
    },
  );
  const version = await capture(telegrafBinary, ['--version']);
  if (version === undefined || !version.includes(`Telegraf ${TELEGRAF_VERSION.slice(1)}`)) {
    throw new Error(
      `built Telegraf into ${telegrafDir} but it reports "${version ?? 'nothing'}", not ${TELEGRAF_VERSION}`,
    );
  }
  log(`Telegraf ${TELEGRAF_VERSION} built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return telegrafBinary;
}
