import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGraph, createTopologyService, migrate, type Graph } from '@tiermap/api';
import type { Topology } from '@tiermap/domain';
import { listMigrations } from '@tiermap/graph-schema';
import * as graphdbLib from '../../scripts/lib/graphdb.mjs';
import { startApi } from '../../scripts/lib/stack.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface FreshGraphdb {
  graphdb: Awaited<ReturnType<typeof graphdbLib.startGraphdb>>;
  /** A driver to it, the migrations applied; the caller closes it. */
  graph: Graph;
}

/**
 * The local Neo4j on `port` with an empty data folder (`.data/<name>`, wiped first) and the
 * migrations applied: every benchmark starts from the same empty database.
 */
export async function startFreshGraphdb(options: {
  name: string;
  port: number;
  /** Java heap, e.g. `1536m`; the launcher's default when not given. */
  heap?: string;
}): Promise<FreshGraphdb> {
  const dataDir = path.join(repoRoot, '.data', options.name);
  rmSync(dataDir, { recursive: true, force: true });
  const graphdb = await graphdbLib.startGraphdb({
    repoRoot,
    port: options.port,
    dataDir,
    log: () => undefined,
    ...(options.heap === undefined ? {} : { heap: options.heap }),
  });
  const graph = createGraph({
    uri: graphdb.uri,
    user: undefined,
    password: undefined,
    database: undefined,
  });
  try {
    await migrate(graph, listMigrations());
  } catch (error) {
    await graph.close();
    await graphdb.stop();
    throw error;
  }
  return { graphdb, graph };
}

/**
 * The built API on 127.0.0.1:`port` over the Neo4j at `neo4jUri`, logging warnings only, with
 * `env` on top (TIERMAP_LOAD_DEMO, TIERMAP_ADMIN_TOKEN, …); stop it when done.
 */
export function startBenchApi(options: {
  port: number;
  neo4jUri: string;
  env: NodeJS.ProcessEnv;
}): ReturnType<typeof startApi> {
  return startApi({
    repoRoot,
    port: options.port,
    log: () => undefined,
    env: {
      ...process.env,
      NEO4J_URI: options.neo4jUri,
      TIERMAP_PORT: String(options.port),
      TIERMAP_HOST: '127.0.0.1',
      TIERMAP_LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
}

/**
 * A fresh local Neo4j (`startFreshGraphdb`) holding `topology`, and the built API over it
 * (`startBenchApi`) for `work`; both stopped when it is done, however it ends.
 */
export async function withBenchStack<T>(
  options: {
    name: string;
    graphdbPort: number;
    heap?: string;
    topology: Topology;
    apiPort: number;
    env: NodeJS.ProcessEnv;
  },
  work: (api: Awaited<ReturnType<typeof startApi>>) => Promise<T>,
): Promise<T> {
  const { graphdb, graph } = await startFreshGraphdb({
    name: options.name,
    port: options.graphdbPort,
    ...(options.heap === undefined ? {} : { heap: options.heap }),
  });
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  try {
    try {
      await createTopologyService(graph).loadTopology(options.topology);
    } finally {
      await graph.close();
    }
    api = await startBenchApi({ port: options.apiPort, neo4jUri: graphdb.uri, env: options.env });
    return await work(api);
  } finally {
    await api?.stop();
    await graphdb.stop();
  }
}
