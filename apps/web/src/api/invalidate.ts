import type { QueryClient } from '@tanstack/react-query';
import type { QueryRoot } from './query-roots.js';

/**
 * Marks every query under these roots out of date; those a screen shows are asked again at once
 * (the others when next shown). What a change announced on the live stream and every mutation
 * call: they name the roots they touch, never single keys.
 */
export async function invalidateRoots(
  queryClient: QueryClient,
  roots: readonly QueryRoot[],
): Promise<void> {
  await Promise.all(roots.map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
}
