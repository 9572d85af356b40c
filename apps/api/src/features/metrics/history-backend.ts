import type { LinkMap } from './link-map.js';
import { createPrometheusHistory } from './prometheus-history.js';
import type { HistoryReader } from './store.js';

/**
 * History from the Prometheus at `baseUrl`, for the links the link map knows: the queries name
 * each end by the router's id (the `device` label) and the port's name (`ifName`).
 */
export function prometheusHistory(baseUrl: string): (linkMap: () => LinkMap) => HistoryReader {
  return (linkMap) =>
    createPrometheusHistory({
      baseUrl,
      endpoints: (linkId) => Promise.resolve(linkMap().endpoints(linkId)),
    });
}
