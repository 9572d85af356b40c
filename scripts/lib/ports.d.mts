// Types for ports.mjs, so TypeScript test set-ups read their ports the same way.
/** The TCP port in the environment variable `name`, or `fallback` when it is unset or empty. */
export function portFromEnv(name: string, fallback: number): number;
