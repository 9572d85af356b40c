import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApi } from '../../scripts/lib/stack.mjs';
import { E2E_GRAPHDB_PORT } from '../ports.js';
import { E2E_ADMIN_TOKEN } from './auth.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Debian's NATS server (package `nats-server`), installed by `npm test`'s set-up. */
const NATS_SERVER = process.env.TIERMAP_NATS_SERVER ?? '/usr/sbin/nats-server';

/** A free TCP port on loopback (asked of the kernel, then released). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ClusterInstance {
  /** `http://127.0.0.1:<port>`. */
  base: string;
  /** Its log, one JSON object per line. */
  logFile: string;
}

export interface SmallCluster {
  instances: ClusterInstance[];
  stop(): Promise<void>;
}

/** The named integration's state on an instance's `/api/health`, or undefined. */
async function integrationState(base: string, name: string): Promise<string | undefined> {
  const response = await fetch(`${base}/api/health`).catch(() => undefined);
  if (response === undefined) return undefined;
  const body = (await response.json().catch(() => ({}))) as {
    integrations?: { name: string; state: string }[];
  };
  return body.integrations?.find((entry) => entry.name === name)?.state;
}

/**
 * A real `nats-server` with JetStream on and `count` more API processes (the built
 * `apps/api/dist/server.js`) over the end-to-end stack's Neo4j, each with `TIERMAP_NATS_URL` set:
 * the several-instances set-up of docs/operations.md on loopback, without the balancer. Waits
 * (bounded) until every instance says on `/api/health` that its live bus is up. The instances
 * evaluate no incidents (`TIERMAP_DIAGNOSIS_INTERVAL_MS=0`), so they leave the stack's own API
 * the only evaluator for the specs that follow.
 */
export async function startSmallCluster(count: number): Promise<SmallCluster> {
  if (!existsSync(NATS_SERVER)) {
    throw new Error(`${NATS_SERVER} is missing: install Debian's nats-server (npm test does)`);
  }
  const storeDir = mkdtempSync(path.join(tmpdir(), 'tiermap-e2e-nats-'));
  const natsLog = path.join(storeDir, 'nats-server.log');
  const natsPort = await freePort();
  const fd = openSync(natsLog, 'a');
  const nats = spawn(
    NATS_SERVER,
    ['-a', '127.0.0.1', '-p', String(natsPort), '-n', 'tiermap-e2e', '-js', '-sd', storeDir],
    { stdio: ['ignore', fd, fd] },
  );
  closeSync(fd);
  const natsExited = new Promise<void>((resolve) => nats.once('exit', () => resolve()));
  const started: Awaited<ReturnType<typeof startApi>>[] = [];
  const stop = async (): Promise<void> => {
    await Promise.all(started.map((api) => api.stop()));
    if (nats.exitCode === null && nats.signalCode === null) {
      nats.kill('SIGTERM');
      await natsExited;
    }
    rmSync(storeDir, { recursive: true, force: true });
  };
  try {
    const instances: ClusterInstance[] = [];
    for (let i = 1; i <= count; i += 1) {
      const port = await freePort();
      const logFile = path.join(repoRoot, `.data/e2e-cluster-api-${i}.log`);
      rmSync(logFile, { force: true });
      mkdirSync(path.dirname(logFile), { recursive: true });
      started.push(
        await startApi({
          repoRoot,
          port,
          env: {
            ...process.env,
            TIERMAP_PORT: String(port),
            TIERMAP_HOST: '127.0.0.1',
            TIERMAP_INSTANCE_ID: `e2e-cluster-${i}`,
            NEO4J_URI: `bolt://127.0.0.1:${E2E_GRAPHDB_PORT}`,
            TIERMAP_NATS_URL: `nats://127.0.0.1:${natsPort}`,
            TIERMAP_ADMIN_TOKEN: E2E_ADMIN_TOKEN,
            TIERMAP_LOAD_DEMO: 'false',
            TIERMAP_DEMO_TRAFFIC: 'false',
            TIERMAP_DIAGNOSIS_INTERVAL_MS: '0',
            TIERMAP_LOG_LEVEL: 'info',
          },
          logFile,
          log: (line: string) => process.stdout.write(`[e2e cluster] ${line}\n`),
        }),
      );
      instances.push({ base: `http://127.0.0.1:${port}`, logFile });
    }
    const deadline = Date.now() + 60_000;
    for (const instance of instances) {
      while ((await integrationState(instance.base, 'nats')) !== 'ok') {
        if (Date.now() > deadline) {
          const natsTail = readFileSync(natsLog, 'utf8').split('\n').slice(-20).join('\n');
          throw new Error(
            `${instance.base} did not report its NATS bus up within 60 s; nats-server's log:\n${natsTail}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    return { instances, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
