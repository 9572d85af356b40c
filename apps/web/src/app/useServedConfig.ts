import type { ServedConfig } from '@tiermap/domain';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../api/queries.js';

/**
 * The thresholds, timeouts and limits the server judges by (`GET /api/config`), read once per
 * page load (one query shared by every screen); undefined until it has answered: the screens
 * keep no copy of the server's defaults and wait for it (their loading state) instead.
 */
export function useServedConfig(): Readonly<ServedConfig> | undefined {
  return useQuery(queries.config()).data;
}
