// Starts the whole stack (local Neo4j unless NEO4J_URI is given, then the API) and stops it.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startGraphdb } from './graphdb.mjs';

/**
 * @typedef {object} StackOptions
 * @property {string} repoRoot
 * @property {number} port            HTTP port of the API and web app
 * @property {number} graphdbPort     Bolt port of the local Neo4j
 * @property {string} dataDir         data folder of the local Neo4j
 * @property {boolean} [fresh]        delete the data folder first (tests)
 * @property {string} [neo4jUri]      use this Neo4j instead of starting a local one
 * @property {NodeJS.ProcessEnv} [env] extra environment for the API
 * @property {string} [logFile]       write the API's log (its stdout) to this file, not the console
 * @property {(line: string) => void} log
 */

/**
 * @param {StackOptions} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startStack(options) {
  const { repoRoot, log } = options;
  /** @type {{ uri: string, stop: () => Promise<void> } | undefined} */
  let graphdb;
  let neo4jUri = options.neo4jUri;
  if (neo4jUri === undefined) {
    if (options.fresh) {
      rmSync(options.dataDir, { recursive: true, force: true });
    }
    log(
      `starting the local Neo4j on 127.0.0.1:${options.graphdbPort} (data in ${path.relative(repoRoot, options.dataDir)})`,
    );
    graphdb = await startGraphdb({
      repoRoot,
      port: options.graphdbPort,
      dataDir: options.dataDir,
      log,
    });
    neo4jUri = graphdb.uri;
  } else {
    log(`using the Neo4j at ${neo4jUri} (NEO4J_URI); no local database is started`);
  }
  let api;
  try {
    api = await startApi({
      repoRoot,
      port: options.port,
      env: {
        ...process.env,
        ...options.env,
        NEO4J_URI: neo4jUri,
        TIERMAP_PORT: String(options.port),
      },
      log,
      ...(options.logFile === undefined ? {} : { logFile: options.logFile }),
    });
  } catch (error) {
    await graphdb?.stop();
    throw error;
  }
  return {
    url: `http://localhost:${options.port}/`,
    async stop() {
      await api.stop();
      await graphdb?.stop();
    },
  };
}

/**
 * Spawns the built API and waits until /api/health answers 200. With `logFile`, the API's log
 * lines (its stdout) go to that file instead of the console.
 * @param {{ repoRoot: string, port: number, env: NodeJS.ProcessEnv, log: (line: string) => void, timeoutMs?: number, logFile?: string }} options
 * @returns {Promise<{ pid: number, stop: () => Promise<void> }>}
 */
export async function startApi({ repoRoot, port, env, log, timeoutMs = 180_000, logFile }) {
  // Readiness is asked on the port: a process left listening there (an earlier run killed half
  // way) would answer for this one, over another database.
  if (await listening(port)) {
    throw new Error(
      `port ${port} is already in use on 127.0.0.1 (a tiermap left running by an earlier run?): stop that process, or move this one with its port variable (docs/operations.md)`,
    );
  }
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/api/dist/server.js')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', logFile === undefined ? 'inherit' : 'pipe', 'pipe'],
  });
  /** @type {import('node:fs').WriteStream | undefined} */
  let logStream;
  /** @type {Promise<void>} */
  let logClosed = Promise.resolve();
  if (logFile !== undefined && child.stdout !== null) {
    mkdirSync(path.dirname(logFile), { recursive: true });
    const stream = createWriteStream(logFile, { flags: 'a' });
    logStream = stream;
    logClosed = new Promise((resolve) => stream.once('close', () => resolve()));
    child.stdout.pipe(stream);
  }
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
    process.stderr.write(chunk);
  });
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + timeoutMs;
  let ready = false;
  while (!ready) {
    const early = await Promise.race([exited, delay(500).then(() => undefined)]);
    if (early !== undefined) {
      throw new Error(
        `the API exited before it was ready:\n${stderr.trim().split('\n').slice(-10).join('\n')}`,
      );
    }
    ready = await healthy(port);
    if (!ready && Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(
        `the API did not become healthy on port ${port} within ${timeoutMs / 1000} s`,
      );
    }
  }
  log(`API ready on port ${port}`);
  return {
    pid: child.pid ?? -1,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      // Every line the API wrote is in the file once its stdout has ended.
      if (logStream !== undefined) await logClosed;
    },
  };
}

/** @param {number} port */
async function healthy(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * Whether something accepts connections on 127.0.0.1:`port`.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function listening(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(2_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** @param {number} ms */
function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
