import { contract, UPLOAD_BODY_LIMIT_BYTES } from '@tiermap/contract';
import { type ServedConfig } from '@tiermap/domain';
import type { Config } from '../../config.js';
import type { RouteTable } from '../../http/route-table.js';

/** However fast the server evaluates, an evaluation is behind only after this long. */
const MIN_EVALUATION_STALE_MS = 30_000;
/** Evaluations missed in a row before the screens say the diagnosis fell behind. */
const MISSED_EVALUATIONS = 6;

/**
 * What the screens need of the server's configuration: the thresholds the incident service
 * judges by, when live data is stale, when an evaluation is overdue, and the largest upload read.
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
    uploadBodyLimitBytes: UPLOAD_BODY_LIMIT_BYTES,
  };
}

export function addConfigRoutes(table: RouteTable, served: ServedConfig): void {
  table.add(contract.config.get, () => Promise.resolve(served));
}
