import { QueryClient } from '@tanstack/react-query';

/**
 * The page's one query client. A failed read is shown at once (the screens say "Could not
 * load…"), not retried behind a spinner: the queries that must retry say so in `queries.ts`.
 * Nothing is asked again merely because the window regained focus; what must stay fresh is
 * invalidated by the live stream's change events or polls on its own interval.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
