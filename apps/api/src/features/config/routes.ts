import { servedConfigSchema, type ServedConfig } from '@tiermap/domain';
import type { Config } from '../../config.js';
import type { RouteTable } from '../../http/route-table.js';

/** However fast the server evaluates, an evaluation is behind only after this long. */
const MIN_EVALUATION_STALE_MS = 30_000;
/** Evaluations missed in a row before the screens say the diagnosis fell behind. */
const MISSED_EVALUATIONS = 6;

/**
 * What the screens need of the server's configuration: the thresholds the incident service
 * judges by, when live data is stale, and when an evaluation is overdue.
 */
export function servedConfig(config: Pick<Config, 'metrics' | 'diagnosis'>): ServedConfig {
  const { diagnosis } = config;
  return {
    thresholds: {
      lossProblemRatio: diagnosis.lossProblemRatio,
      lossOutageRatio: 1,
      utilizationCongested: diagnosis.utilizationCongested,
    },
    staleAfterMs: config.metrics.staleAfterMs,
    diagnosisIntervalMs: diagnosis.intervalMs,
    evaluationStaleAfterMs: Math.max(
      MIN_EVALUATION_STALE_MS,
      MISSED_EVALUATIONS * diagnosis.intervalMs,
    ),
  };
}

export function addConfigRoutes(table: RouteTable, served: ServedConfig): void {
  table.add(
    {
      method: 'get',
      path: '/config',
      access: 'read',
      tag: 'operations',
      summary: 'The thresholds and timeouts the screens judge by',
      description:
        'The path health thresholds the incident service judges by (`thresholds`, as in `GET /api/health/paths`), when a link direction is stale (`staleAfterMs`), how often incidents are evaluated (`diagnosisIntervalMs`, 0 when not) and when an evaluation is overdue (`evaluationStaleAfterMs`). From the server’s configuration; the same for the life of the process.',
      response: servedConfigSchema,
    },
    () => Promise.resolve(served),
  );
}
