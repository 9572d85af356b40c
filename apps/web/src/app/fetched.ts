import type { UseQueryResult } from '@tanstack/react-query';

/** One read's state as a screen shows it. */
export type Fetched<T> =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; value: T }
  | { state: 'failed'; message: string };

/** A thrown value as a sentence for people. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A query's state as the screens' notices read it: idle when there is nothing to ask
 * (`enabled` false), loading until its key's first answer (never the answer of another key),
 * failed when the last attempt failed (its `data`, the last answer, is still there for screens
 * that show what they last knew), else ready.
 */
export function fetchedOf<T>(query: UseQueryResult<T>, enabled = true): Fetched<T> {
  if (!enabled) return { state: 'idle' };
  if (query.status === 'error') return { state: 'failed', message: errorMessage(query.error) };
  if (query.status === 'pending') return { state: 'loading' };
  return { state: 'ready', value: query.data };
}
