// Builds, starts and stops tiermap's local Neo4j (apps/graphdb, an embedded Neo4j 5.26 launcher).
// Plain Node 20 ESM, no dependencies.

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';

const GRAPHDB_DIR = path.join('apps', 'graphdb');
const MAIN_CLASS = 'org.tiermap.graphdb.GraphDb';
const MAIN_CLASS_FILE = path.join('target/classes/org/tiermap/graphdb/GraphDb.class');
const BUILD_STAMP = path.join('target/.tiermap-build-stamp');
const READY_PREFIX = 'TIERMAP_GRAPHDB_READY ';
const ERROR_PREFIX = 'tiermap-graphdb: ';
const STOP_KILL_AFTER_MS = 30_000;
const TAIL_LINES = 20;

/**
 * JVM flags for the launcher: a capped heap (no -Xms: it only raised idle RSS, ~360 -> ~420 MiB),
 * and the module openings Neo4j 5 asks for on Java 17 (without them its page cache falls back to
 * a slower mode and its native file advice fails; see logs/debug.log).
 */
export const GRAPHDB_JVM_FLAGS = [
  '-XX:+ExitOnOutOfMemoryError',
  '--add-opens=java.base/java.nio=ALL-UNNAMED',
  '--add-opens=java.base/java.io=ALL-UNNAMED',
  '--add-opens=java.base/sun.nio.ch=ALL-UNNAMED',
  '-Dio.netty.tryReflectionSetAccessible=true',
  '-Dlog4j2.disable.jmx=true',
];

/**
 * The default Neo4j data folder: `<repoRoot>/.data/neo4j` (databases, logs and the `ready` file).
 * @param {string} repoRoot
 * @returns {string}
 */
export function defaultDataDir(repoRoot) {
  return path.join(repoRoot, '.data', 'neo4j');
}

/**
 * Builds apps/graphdb with Maven (`mvn -q -B -f apps/graphdb/pom.xml package -DskipTests`), unless
 * the compiled launcher and `target/lib` are newer than `pom.xml` and every file under `src/`.
 * @param {{ repoRoot: string, log?: (line: string) => void }} options
 * @returns {Promise<void>} rejects if mvn is missing or the build fails (with the tail of its output)
 */
export async function buildGraphdb({ repoRoot, log = () => {} }) {
  const dir = path.join(repoRoot, GRAPHDB_DIR);
  if (await isBuildFresh(dir)) {
    log('graphdb: build is up to date');
    return;
  }
  log(
    'graphdb: building apps/graphdb with Maven (first time: ~120 MB of Neo4j jars into ~/.m2)...',
  );
  const started = Date.now();
  const args = ['-q', '-B', '-f', path.join(GRAPHDB_DIR, 'pom.xml'), 'package', '-DskipTests'];
  const { code, output, error } = await run(mavenCommand(), args, repoRoot);
  if (error?.code === 'ENOENT') {
    throw new Error('graphdb: Maven (mvn) was not found on PATH; install Maven 3.8+ and JDK 17+');
  }
  if (error || code !== 0) {
    const why = error ? error.message : `exit code ${code}`;
    throw new Error(`graphdb: mvn package failed (${why}); last output:\n${tail(output)}`);
  }
  if (!existsSync(path.join(dir, MAIN_CLASS_FILE))) {
    throw new Error(`graphdb: mvn succeeded but ${MAIN_CLASS_FILE} is missing under ${dir}`);
  }
  await writeFile(path.join(dir, BUILD_STAMP), `${new Date().toISOString()}\n`);
  log(`graphdb: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Starts the launcher (`java -cp target/classes:target/lib/* org.tiermap.graphdb.GraphDb`) in
 * `repoRoot` and waits for its `TIERMAP_GRAPHDB_READY` line. Its stderr goes to `log` as
 * `[neo4j] ...`. If this Node process dies, the launcher sees its stdin close and shuts down.
 * @param {{ repoRoot: string, port?: number, dataDir?: string, log?: (line: string) => void,
 *   timeoutMs?: number, heap?: string }} options  heap: the JVM -Xmx (default TIERMAP_GRAPHDB_HEAP or 768m)
 * @returns {Promise<{ uri: string, pid: number, stop: () => Promise<{ code: number | null,
 *   signal: string | null }>, exited: Promise<{ code: number | null, signal: string | null }> }>}
 *   `stop()` sends SIGTERM (SIGKILL after 30 s) and resolves once the process has exited;
 *   `exited` resolves whenever it exits, e.g. to notice a crash.
 */
export async function startGraphdb({
  repoRoot,
  port = 7687,
  dataDir = defaultDataDir(repoRoot),
  log = () => {},
  timeoutMs = 120_000,
  heap = process.env.TIERMAP_GRAPHDB_HEAP || '768m',
}) {
  const dir = path.join(repoRoot, GRAPHDB_DIR);
  if (!existsSync(path.join(dir, MAIN_CLASS_FILE))) {
    throw new Error('graphdb: apps/graphdb is not built yet (call buildGraphdb first)');
  }
  if (await isPortOpen(port)) {
    throw new Error(`port ${port} is already in use (is another tiermap or Neo4j running?)`);
  }

  const classpath = [
    path.join(dir, 'target', 'classes'),
    path.join(dir, 'target', 'lib', '*'),
  ].join(path.delimiter);
  if (!/^\d+[mg]$/.test(heap)) {
    throw new Error(`graphdb: heap "${heap}" must look like 768m or 2g`);
  }
  // Neo4j caps one transaction at 70 % of the heap: loading a 10,000-router topology in one
  // transaction needs about 1536m.
  const args = [`-Xmx${heap}`, ...GRAPHDB_JVM_FLAGS, '-cp', classpath, MAIN_CLASS];
  args.push('--port', String(port), '--data-dir', path.resolve(repoRoot, dataDir), '--watch-stdin');
  const java = javaCommand();
  const started = Date.now();
  // Its own process group: Ctrl-C in a terminal reaches the scripts, which stop the API first
  // and then Neo4j, in order. If the scripts die, --watch-stdin still shuts Neo4j down.
  const child = spawn(java, args, {
    cwd: repoRoot,
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });

  const stderrTail = [];
  // 'close' (not 'exit') so every stderr line has been read when it fires.
  const exited = new Promise((resolve) => {
    child.once('close', (code, signal) => resolve({ code, signal }));
  });
  let ready = false;
  let stopping = false;

  readline.createInterface({ input: child.stderr }).on('line', (line) => {
    stderrTail.push(line);
    if (stderrTail.length > TAIL_LINES) stderrTail.shift();
    log(`[neo4j] ${line}`);
  });
  exited.then(({ code, signal }) => {
    if (ready && !stopping) log(`[neo4j] exited unexpectedly (${describeExit(code, signal)})`);
  });

  const stop = () => {
    stopping = true;
    return terminate(child, exited, STOP_KILL_AFTER_MS);
  };

  const uri = await new Promise((resolve, reject) => {
    const fail = (message) => {
      clearTimeout(timer);
      reject(new Error(message));
    };
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      stop().then(() =>
        fail(
          `graphdb: not ready after ${timeoutMs} ms; stopped it. Last stderr:\n${tail(stderrTail)}`,
        ),
      );
    }, timeoutMs);

    child.once('error', (error) => {
      const hint =
        error.code === 'ENOENT' ? ` (looked for '${java}'; install JDK 17+ or set JAVA_HOME)` : '';
      fail(`graphdb: could not start Java: ${error.message}${hint}`);
    });
    exited.then(({ code, signal }) => {
      if (ready || timedOut) return;
      // The launcher reports start-up errors as one 'tiermap-graphdb: ...' line on stderr.
      const reason = stderrTail.findLast((l) => l.startsWith(ERROR_PREFIX));
      const headline = reason ? reason.slice(ERROR_PREFIX.length) : 'it exited before it was ready';
      const others = stderrTail.filter((l) => l !== reason);
      const details = others.length > 0 ? `. Last stderr:\n${tail(others)}` : '';
      fail(`graphdb: ${headline} (${describeExit(code, signal)})${details}`);
    });
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      if (!ready && line.startsWith(READY_PREFIX)) {
        ready = true;
        clearTimeout(timer);
        resolve(line.slice(READY_PREFIX.length).trim());
      } else if (!line.startsWith('TIERMAP_GRAPHDB_STOPPED')) {
        log(`[neo4j] ${line}`);
      }
    });
  });

  log(
    `graphdb: ready at ${uri} in ${((Date.now() - started) / 1000).toFixed(1)} s (pid ${child.pid})`,
  );
  return { uri, pid: child.pid, stop, exited };
}

/** SIGTERM, then SIGKILL after `killAfterMs`; resolves with the exit once the process is gone. */
function terminate(child, exited, killAfterMs) {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    exited.then(() => clearTimeout(killer));
  }
  return exited;
}

/** True if something accepts TCP connections on 127.0.0.1:port. */
function isPortOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** True if the launcher class, target/lib and the build stamp are newer than pom.xml and src/. */
async function isBuildFresh(dir) {
  const classFile = path.join(dir, MAIN_CLASS_FILE);
  const libDir = path.join(dir, 'target', 'lib');
  if (!existsSync(classFile) || !existsSync(libDir) || (await readdir(libDir)).length === 0) {
    return false;
  }
  // The stamp covers pom-only edits, after which Maven may leave class files untouched.
  const stamp = path.join(dir, BUILD_STAMP);
  const builtAt = existsSync(stamp)
    ? Math.max((await stat(stamp)).mtimeMs, (await stat(classFile)).mtimeMs)
    : (await stat(classFile)).mtimeMs;
  const inputs = [path.join(dir, 'pom.xml'), ...(await listFiles(path.join(dir, 'src')))];
  for (const file of inputs) {
    if ((await stat(file)).mtimeMs >= builtAt) return false;
  }
  return true;
}

async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath ?? e.path, e.name));
}

/** Runs a command, collecting stdout and stderr together. Never rejects. */
function run(command, args, cwd) {
  return new Promise((resolve) => {
    const output = [];
    const child = spawn(command, args, { cwd, shell: process.platform === 'win32' });
    const collect = (chunk) => {
      output.push(...chunk.toString().split(/\r?\n/).filter(Boolean));
      if (output.length > 500) output.splice(0, output.length - 500);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', (error) => resolve({ code: null, output, error }));
    child.once('close', (code) => resolve({ code, output, error: null }));
  });
}

function mavenCommand() {
  return process.platform === 'win32' ? 'mvn.cmd' : 'mvn';
}

function javaCommand() {
  const home = process.env.JAVA_HOME;
  const exe = process.platform === 'win32' ? 'java.exe' : 'java';
  const candidate = home ? path.join(home, 'bin', exe) : null;
  return candidate && existsSync(candidate) ? candidate : 'java';
}

function describeExit(code, signal) {
  return signal ? `signal ${signal}` : `exit code ${code}`;
}

function tail(lines, count = TAIL_LINES) {
  // Maven's -q output can carry bare colour codes; drop them.
  // eslint-disable-next-line no-control-regex
  const clean = lines.map((l) => l.replace(/\u001b\[[0-9;]*m/g, '')).filter((l) => l.trim());
  return clean.slice(-count).join('\n') || '(no output)';
}
