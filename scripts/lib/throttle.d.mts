// Types for throttle.mjs, so the throttle's own tests can exercise the wait the contract check uses.
export function waitWhileThrottled(options: {
  url: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<unknown>;
  now?: () => number;
}): Promise<{ status: number; waitedMs: number }>;
