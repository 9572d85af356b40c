// The set-up shared by `npm start` and `npm test`: pnpm, dependencies, builds, the Neo4j jars.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildGraphdb } from './graphdb.mjs';
import { capture, log, run } from './run.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const PNPM_VERSION = '10.34.8';

/**
 * Finds a way to run pnpm: one on the PATH, else corepack (which fetches the version pinned in
 * package.json from the npm registry), else `npm exec`.
 * @returns {Promise<{ command: string, prefix: string[], env: NodeJS.ProcessEnv }>}
 */
export async function findPnpm() {
  const onPath = await capture('pnpm', ['--version']);
  if (onPath !== undefined && onPath.startsWith('10.')) {
    return { command: 'pnpm', prefix: [], env: process.env };
  }
  const corepackEnv = { ...process.env, COREPACK_ENABLE_DOWNLOAD_PROMPT: '0' };
  if ((await capture('corepack', ['pnpm', '--version'], corepackEnv)) !== undefined) {
    return { command: 'corepack', prefix: ['pnpm'], env: corepackEnv };
  }
  // The registry mirror reachable here serves pnpm without the signatures corepack checks;
  // the tarball's integrity hash is still verified.
  const unsignedEnv = { ...corepackEnv, COREPACK_INTEGRITY_KEYS: '0' };
  if ((await capture('corepack', ['pnpm', '--version'], unsignedEnv)) !== undefined) {
    log('corepack could not verify the pnpm signature; using the registry integrity hash only');
    return { command: 'corepack', prefix: ['pnpm'], env: unsignedEnv };
  }
  log(`corepack is unavailable; running pnpm@${PNPM_VERSION} through npm exec`);
  return {
    command: 'npm',
    prefix: ['exec', '--yes', `pnpm@${PNPM_VERSION}`, '--'],
    env: process.env,
  };
}

/**
 * Installs dependencies, builds the Neo4j launcher and every workspace.
 * @returns {Promise<(args: string[], options?: { cwd?: string, env?: NodeJS.ProcessEnv }) => Promise<void>>}
 *   a function that runs pnpm with the given arguments.
 */
export async function setup() {
  const started = Date.now();
  const pnpmRunner = await findPnpm();
  /** @param {string[]} args @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options] */
  const pnpm = (args, options = {}) =>
    run(pnpmRunner.command, [...pnpmRunner.prefix, ...args], {
      cwd: options.cwd ?? repoRoot,
      env: { ...pnpmRunner.env, ...options.env },
    });

  log('installing dependencies (pnpm install)');
  await pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
  log(
    'building the local Neo4j launcher (Maven; the first run downloads Neo4j from Maven Central)',
  );
  await buildGraphdb({ repoRoot, log });
  log('building packages, API and web app');
  await pnpm(['-r', 'run', 'build']);
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('the web build did not produce apps/web/dist/index.html');
  }
  log(`set-up done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return pnpm;
}

/**
 * Installs a Debian package with apt-get when `binary` is missing: Chromium for the browser
 * tests, Prometheus for the history backend's tests.
 * @param {string} packageName
 * @param {string} binary
 * @param {string} why
 */
export async function ensureDebianPackage(packageName, binary, why) {
  if (existsSync(binary)) {
    return;
  }
  await aptInstall(packageName, why);
  if (!existsSync(binary)) {
    throw new Error(`installed ${packageName} but ${binary} is still missing`);
  }
}

/**
 * Installs a Debian package with apt-get (as root, or through `sudo -n`).
 * @param {string} packageName
 * @param {string} why
 */
export async function aptInstall(packageName, why) {
  log(`installing Debian ${packageName} for ${why} (apt-get)`);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (/** @type {string[]} */ args) =>
    asRoot
      ? run('apt-get', args, { env: aptEnv })
      : run('sudo', ['-n', 'apt-get', ...args], { env: aptEnv });
  try {
    await apt(['update', '-qq']);
    await apt(['install', '-y', '-qq', '--no-install-recommends', packageName]);
  } catch (error) {
    throw new Error(
      `could not install ${packageName} with apt-get (${error instanceof Error ? error.message : String(error)}); install the Debian package "${packageName}" and run again`,
    );
  }
}

/**
 * Installs Debian's Chromium when /usr/bin/chromium is missing: the browser tests drive it, and
 * the API prints the PDF reports with it.
 * @param {string} [why]
 */
export function ensureChromium(why = 'the browser tests and the PDF reports') {
  return ensureDebianPackage('chromium', '/usr/bin/chromium', why);
}

/** Installs Debian's poppler-utils when missing: the report tests read PDFs with pdftotext. */
export function ensurePoppler() {
  return ensureDebianPackage('poppler-utils', '/usr/bin/pdftotext', 'the PDF report tests');
}

/** Installs Debian's net-snmp agent when missing: the SNMP collectors are tested against it. */
export function ensureSnmpd() {
  return ensureDebianPackage('snmpd', '/usr/sbin/snmpd', 'the SNMP collector tests');
}

/**
 * Installs Debian's snmp_exporter when missing: the SNMP-through-Prometheus tests run it with the
 * `if_mib` module committed in apps/api/src/test-support/snmp_exporter/snmp.yml (Debian ships none).
 */
export function ensureSnmpExporter() {
  return ensureDebianPackage(
    'prometheus-snmp-exporter',
    '/usr/bin/prometheus-snmp-exporter',
    'the SNMP-through-Prometheus tests',
  );
}

/** Installs Debian's Alertmanager when missing: incidents are sent to it and taken from it. */
export function ensureAlertmanager() {
  return ensureDebianPackage(
    'prometheus-alertmanager',
    '/usr/bin/prometheus-alertmanager',
    'the Alertmanager tests',
  );
}

/** Installs Debian's Prometheus when missing (the Prometheus history backend is tested on it). */
export function ensurePrometheus() {
  return ensureDebianPackage('prometheus', '/usr/bin/prometheus', 'the Prometheus backend tests');
}

/**
 * Installs Debian's NATS server when missing: the cluster test and `bench:metrics cluster` run
 * several API instances that share live state through it (JetStream on).
 */
export function ensureNats() {
  return ensureDebianPackage('nats-server', '/usr/sbin/nats-server', 'the cluster tests');
}

/** Installs Debian's HAProxy when missing: the cluster test puts it in front of the instances. */
export function ensureHaproxy() {
  return ensureDebianPackage('haproxy', '/usr/sbin/haproxy', 'the cluster tests');
}
