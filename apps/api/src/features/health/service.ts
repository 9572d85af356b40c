import type { HealthResponse } from '@tiermap/domain';
import type { Graph } from '../../db/graph.js';

export interface HealthReport {
  body: HealthResponse;
  /** 200 when the database answers, 503 while it does not. */
  httpStatus: 200 | 503;
}

export interface HealthService {
  check(): Promise<HealthReport>;
}

/** Asks Neo4j a trivial question with a short deadline; never throws. */
export function createHealthService(graph: Graph, timeoutMs = 2_000): HealthService {
  return {
    async check() {
      try {
        await graph.ping(timeoutMs);
        return { httpStatus: 200, body: { status: 'ok', neo4j: 'up' } };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return {
          httpStatus: 503,
          body: {
            status: 'degraded',
            neo4j: 'down',
            detail: `Neo4j is unreachable: ${firstLine(reason)}`,
          },
        };
      }
    },
  };
}

function firstLine(text: string): string {
  return (text.split('\n')[0] ?? '').slice(0, 300);
}
