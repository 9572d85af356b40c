import type { ServedConfig } from '@tiermap/domain';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../api/queries.js';
import { CONFIG_UNTIL_LOADED } from '../api/served-config.js';

/**
 * The thresholds and timeouts the server judges by (`GET /api/config`), read once per page
 * load (one query shared by every screen); the server's defaults until it has answered.
 */
export function useServedConfig(): Readonly<Omit<ServedConfig, 'uploadBodyLimitBytes'>> {
  return useQuery(queries.config()).data ?? CONFIG_UNTIL_LOADED;
}
