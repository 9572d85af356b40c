import { spawn, type ChildProcess } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freeTcpPort } from './alertmanager.js';
import { repoRoot } from './paths.js';

/** The built API, as `npm start` runs it (scripts/lib/stack.mjs). */
export const API_ENTRY = path.join(repoRoot, 'apps/api/dist/server.js');

export interface ClusterOptions {
  /** The Neo4j every instance shares. */
  neo4jUri: string;
  /** The admin token every instance ensures (TIERMAP_ADMIN_TOKEN). */
  adminToken: string;
  /** More environment for every instance (TIERMAP_NATS_URL, TIERMAP_LOAD_DEMO, …). */
  env?: NodeJS.ProcessEnv;
  /** Where the instances' logs go; a fresh temporary folder by default. */
  logDir?: string;
  /** How long each start may take until `/api/health` answers 200. */
  readyTimeoutMs?: number;
}

export interface Instance {
  /** `api-1`, `api-2`, …: its TIERMAP_INSTANCE_ID and X-Tiermap-Instance. */
  id: string;
  port: number;
  /** `http://127.0.0.1:<port>/api`. */
  base: string;
  logFile: string;
  /** The running process's id, or undefined while it is down. */
  pid(): number | undefined;
}

export interface Cluster {
  instances: Instance[];
  /** The instance with this X-Tiermap-Instance id. */
  byId(id: string): Instance;
  /** Kills instance `i` (0-based) with SIGKILL, as a crash would, and waits for the exit. */
  kill(i: number): Promise<void>;
  /** Starts instance `i` again (stopping it first if it runs), same port and id. */
  restart(i: number): Promise<void>;
  /** Stops every instance (SIGTERM, then SIGKILL after 10 s). */
  stop(): Promise<void>;
  /** The last lines of every instance's log, headed by its id: for a failing test to print. */
  logs(lines?: number): string;
}

/**
 * `n` API instances as child processes of the built API (`apps/api/dist/server.js`), each on a
 * free loopback port with TIERMAP_INSTANCE_ID `api-1` … `api-n`, the same Neo4j and admin
 * token; started together, waited for (bounded) until each one's `/api/health` answers 200.
 * Their output goes to one log file each.
 */
export async function startInstances(n: number, options: ClusterOptions): Promise<Cluster> {
  if (!existsSync(API_ENTRY)) {
    throw new Error(`${API_ENTRY} is missing: build the API first (pnpm -r run build)`);
  }
  const logDir = options.logDir ?? mkdtempSync(path.join(tmpdir(), 'tiermap-cluster-'));
  rmSync(logDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
  const readyTimeoutMs = options.readyTimeoutMs ?? 180_000;
  const children: (ChildProcess | undefined)[] = [];
  const instances: Instance[] = [];
  for (let i = 0; i < n; i += 1) {
    const id = `api-${i + 1}`;
    const port = await freeTcpPort();
    instances.push({
      id,
      port,
      base: `http://127.0.0.1:${port}/api`,
      logFile: path.join(logDir, `${id}.log`),
      pid: () => children[i]?.pid,
    });
  }

  const tail = (file: string, lines: number): string =>
    existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : '';

  async function start(i: number): Promise<void> {
    const instance = instances[i];
    if (instance === undefined) throw new Error(`no instance ${i}`);
    const fd = openSync(instance.logFile, 'a');
    const child = spawn(process.execPath, [API_ENTRY], {
      cwd: repoRoot,
      env: {
        ...process.env,
        TIERMAP_LOG_LEVEL: 'warn',
        TIERMAP_LOAD_DEMO: 'false',
        TIERMAP_DEMO_TRAFFIC: 'false',
        ...options.env,
        NEO4J_URI: options.neo4jUri,
        TIERMAP_HOST: '127.0.0.1',
        TIERMAP_PORT: String(instance.port),
        TIERMAP_INSTANCE_ID: instance.id,
        TIERMAP_ADMIN_TOKEN: options.adminToken,
      },
      stdio: ['ignore', fd, fd],
    });
    closeSync(fd);
    children[i] = child;
    const deadline = Date.now() + readyTimeoutMs;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `${instance.id} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${tail(instance.logFile, 30)}`,
        );
      }
      const healthy = await fetch(`${instance.base}/health`, {
        signal: AbortSignal.timeout(5_000),
      }).then(
        async (response) => {
          await response.body?.cancel();
          return (
            response.status === 200 && response.headers.get('x-tiermap-instance') === instance.id
          );
        },
        () => false,
      );
      if (healthy) return;
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(
          `${instance.id} was not healthy within ${readyTimeoutMs} ms:\n${tail(instance.logFile, 30)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async function end(i: number, signal: NodeJS.Signals): Promise<void> {
    const child = children[i];
    if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    children[i] = undefined;
  }

  const cluster: Cluster = {
    instances,
    byId(id) {
      const found = instances.find((instance) => instance.id === id);
      if (found === undefined) throw new Error(`no instance ${id}`);
      return found;
    },
    kill: (i) => end(i, 'SIGKILL'),
    async restart(i) {
      await end(i, 'SIGTERM');
      await start(i);
    },
    async stop() {
      await Promise.all(instances.map((_instance, i) => end(i, 'SIGTERM')));
    },
    logs: (lines = 40) =>
      instances
        .map(
          (instance) => `── ${instance.id} (${instance.logFile})\n${tail(instance.logFile, lines)}`,
        )
        .join('\n'),
  };
  try {
    await Promise.all(instances.map((_instance, i) => start(i)));
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}

/** Line protocol POSTed to one instance's `/api/write`, as a collector sends it; the status. */
export async function writeLines(instance: Instance, token: string, body: string): Promise<number> {
  const response = await fetch(`${instance.base}/write?precision=ns`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain; charset=utf-8' },
    body,
  });
  await response.body?.cancel();
  return response.status;
}
