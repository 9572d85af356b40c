import { healthResponseSchema } from '@tiermap/domain';
import { defineRoute } from '../route-spec.js';

export const health = {
  check: defineRoute({
    method: 'get',
    path: '/health',
    access: 'read',
    tag: 'operations',
    summary: 'Liveness of the API and reachability of Neo4j',
    description:
      'Answers 200 while Neo4j answers, 503 with `"neo4j":"down"` while it does not. `parts` says which parts go on: `graph` (Neo4j), `ingest` and `live` (in memory, they go on while the graph is down), `graphWrites` (`deferred` while live state waits for the graph; `pendingGraphWrites` counts it). `diagnosis` says which instance runs the incident engine: `leader` (this one), `holder` (its instance id, null when none) and `sinceMs` (when it took the diagnosis lease, by the database clock); absent when the server does not evaluate on a timer.',
    response: healthResponseSchema,
    replies: [503],
  }),
};
