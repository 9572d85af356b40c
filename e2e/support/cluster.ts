import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startInstances, type Cluster } from '../../apps/api/src/test-support/cluster.js';
import { startNats } from '../../apps/api/src/test-support/nats.js';
import { E2E_GRAPHDB_PORT } from '../ports.js';
import { E2E_ADMIN_TOKEN } from './auth.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ClusterInstance {
  /** `http://127.0.0.1:<port>`: where the instance serves the app and, under `/api`, the API. */
  origin: string;
  /** Its log, one JSON object per line. */
  logFile: string;
}

export interface SmallCluster {
  instances: ClusterInstance[];
  /** Kills nats-server (SIGKILL), as an outage would. */
  killNats(): Promise<void>;
  /** Starts it again on the same port and store. */
  restartNats(): Promise<void>;
  stop(): Promise<void>;
}

/** The named integration's state on the `/api/health` of the API at `base`, or undefined. */
async function integrationState(base: string, name: string): Promise<string | undefined> {
  const response = await fetch(`${base}/health`).catch(() => undefined);
  if (response === undefined) return undefined;
  const body = (await response.json().catch(() => ({}))) as {
    integrations?: { name: string; state: string }[];
  };
  return body.integrations?.find((entry) => entry.name === name)?.state;
}

/**
 * A real `nats-server` with JetStream on and `count` more API processes over the end-to-end
 * stack's Neo4j, each with `TIERMAP_NATS_URL` set: the several-instances set-up of
 * docs/operations.md on loopback, without the balancer, started by the cluster integration
 * test's own helpers (`apps/api/src/test-support`). Waits (bounded) until every instance says on
 * `/api/health` that its live bus is up. The instances log every request (for the check that no
 * token is in a log) and evaluate no incidents (`TIERMAP_DIAGNOSIS_INTERVAL_MS=0`), so they leave
 * the stack's own API the only evaluator for the specs that follow.
 */
export async function startSmallCluster(count: number): Promise<SmallCluster> {
  const nats = await startNats();
  let cluster: Cluster | undefined;
  try {
    cluster = await startInstances(count, {
      neo4jUri: `bolt://127.0.0.1:${E2E_GRAPHDB_PORT}`,
      adminToken: E2E_ADMIN_TOKEN,
      logDir: path.join(repoRoot, '.data/e2e-cluster'),
      env: {
        TIERMAP_NATS_URL: nats.url,
        TIERMAP_DIAGNOSIS_INTERVAL_MS: '0',
        TIERMAP_LOG_LEVEL: 'info',
      },
    });
    const deadline = Date.now() + 60_000;
    for (const instance of cluster.instances) {
      while ((await integrationState(instance.base, 'nats')) !== 'ok') {
        if (Date.now() > deadline) {
          throw new Error(
            `${instance.id} did not report its NATS bus up within 60 s; nats-server's log:\n${nats.logTail(20)}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  } catch (error) {
    await cluster?.stop();
    await nats.stop();
    throw error;
  }
  const running = cluster;
  return {
    instances: running.instances.map((instance) => ({
      origin: `http://127.0.0.1:${instance.port}`,
      logFile: instance.logFile,
    })),
    killNats: () => nats.kill(),
    restartNats: () => nats.restart(),
    async stop() {
      await running.stop();
      await nats.stop();
    },
  };
}
