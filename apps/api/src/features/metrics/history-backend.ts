import type { Integrations } from '../health/integrations.js';
import type { LinkMap } from './link-map.js';
import { createPrometheusHistory, type HistorySource } from './prometheus-history.js';
import type { HistoryReader } from './store.js';

/**
 * History from the Prometheus at `baseUrl`, for the links the link map knows: the queries name
 * each end as its carrier's collectors do (link-map.ts), under `deviceLabel` (default `device`)
 * unless the carrier names its own label; or, with `source: 'tiermap'`, tiermap's own exported
 * gauges. Each read is reported as `prometheus-history`.
 */
export function prometheusHistory(
  baseUrl: string,
  options: { deviceLabel?: string; integrations?: Integrations; source?: HistorySource } = {},
): (linkMap: () => LinkMap) => HistoryReader {
  return (linkMap) => {
    const reader = createPrometheusHistory({
      baseUrl,
      endpoints: (linkId) => Promise.resolve(linkMap().endpoints(linkId)),
      ...(options.deviceLabel === undefined ? {} : { deviceLabel: options.deviceLabel }),
      ...(options.source === undefined ? {} : { source: options.source }),
    });
    const integrations = options.integrations;
    if (integrations === undefined) return reader;
    integrations.expect('prometheus-history');
    return {
      async series(query) {
        try {
          const points = await reader.series(query);
          integrations.success('prometheus-history', `${points.length} points of ${query.linkId}`);
          return points;
        } catch (error) {
          integrations.failure(
            'prometheus-history',
            error instanceof Error ? error.message : String(error),
          );
          throw error;
        }
      },
    };
  };
}
