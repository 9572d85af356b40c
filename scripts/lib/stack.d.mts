// Types for stack.mjs, so the end-to-end set-up can start the whole stack.
export interface StackOptions {
  repoRoot: string;
  port: number;
  graphdbPort: number;
  dataDir: string;
  fresh?: boolean;
  neo4jUri?: string;
  env?: NodeJS.ProcessEnv;
  /** Write the API's log (its stdout) to this file instead of the console. */
  logFile?: string;
  log: (line: string) => void;
}

export function startStack(options: StackOptions): Promise<{ url: string; stop(): Promise<void> }>;

export function startApi(options: {
  repoRoot: string;
  port: number;
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
  timeoutMs?: number;
  /** Write the API's log (its stdout) to this file instead of the console. */
  logFile?: string;
}): Promise<{ pid: number; stop(): Promise<void> }>;
