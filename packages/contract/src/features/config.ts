import { servedConfigSchema } from '@tiermap/domain';
import { defineRoute } from '../route-spec.js';

export const config = {
  get: defineRoute({
    method: 'get',
    path: '/config',
    access: 'read',
    tag: 'operations',
    summary: 'The thresholds, timeouts and limits the screens judge by',
    description:
      'The path health thresholds the incident service judges by (`thresholds`, as in `GET /api/health/paths`), when a link direction is stale (`staleAfterMs`), how often incidents are evaluated (`diagnosisIntervalMs`, 0 when not) when an evaluation is overdue (`evaluationStaleAfterMs`) and the largest carrier upload read, in bytes (`uploadBodyLimitBytes`; larger bodies answer 413). From the server’s configuration; the same for the life of the process.',
    response: servedConfigSchema,
  }),
};
