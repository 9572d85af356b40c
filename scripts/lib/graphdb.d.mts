// Types for graphdb.mjs, so TypeScript test set-ups can start a local Neo4j.
export interface GraphdbExit {
  code: number | null;
  signal: string | null;
}

export interface RunningGraphdb {
  uri: string;
  pid: number;
  /** SIGTERM, SIGKILL after 30 s; resolves once the process has exited (code 143 is normal). */
  stop(): Promise<GraphdbExit>;
  /** Resolves whenever the process exits, e.g. to notice a crash. */
  exited: Promise<GraphdbExit>;
}

export function buildGraphdb(options: {
  repoRoot: string;
  log: (line: string) => void;
}): Promise<void>;

export function startGraphdb(options: {
  repoRoot: string;
  port: number;
  dataDir: string;
  log: (line: string) => void;
  timeoutMs?: number;
  /** The JVM heap (-Xmx), e.g. `1536m`; default TIERMAP_GRAPHDB_HEAP or `768m`. */
  heap?: string;
}): Promise<RunningGraphdb>;

export function defaultDataDir(repoRoot: string): string;
