import type { ServedConfig } from '@tiermap/domain';
import { useSyncExternalStore } from 'react';
import { fetchServedConfig } from '../api/client.js';
import { createServedConfigStore } from '../api/served-config.js';

/** The page's one copy of `GET /api/config`, asked for by the first screen that needs it. */
const servedConfig = createServedConfigStore(() => fetchServedConfig());

/**
 * The thresholds and timeouts the server judges by (`GET /api/config`), read once per page
 * load; the server's defaults until it has answered.
 */
export function useServedConfig(): Readonly<ServedConfig> {
  return useSyncExternalStore(servedConfig.subscribe, servedConfig.current);
}
