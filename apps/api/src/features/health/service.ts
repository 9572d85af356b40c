import type { DiagnosisLeader, HealthParts, HealthResponse } from '@tiermap/domain';
import type { GraphAvailability } from '../../db/availability.js';
import type { Graph } from '../../db/graph.js';
import type { Integrations } from './integrations.js';

export interface HealthReport {
  body: HealthResponse;
  /** 200 when the database answers, 503 while it does not. */
  httpStatus: 200 | 503;
}

/** What health reads of the live metrics (the metrics runtime gives it). */
export interface LiveGraphWrites {
  /** Link directions whose latest state waits to be written to the graph. */
  pendingGraphWrites(): number;
  /** Whether those cannot be written now (the graph down, or the last write failed). */
  graphWritesDeferred(): boolean;
}

/** What health reads of the ingest gate (`TIERMAP_INGEST_MAX_LAG_MS`). */
export interface IngestRefusal {
  /** While the gate refuses writes, why in words; undefined while it takes them. */
  refusal(): string | undefined;
}

/** The in-memory side of the API, when it is served: live metrics, and the gate when it is on. */
export interface LiveParts {
  metrics: LiveGraphWrites;
  ingestGate?: IngestRefusal;
}

export interface HealthService {
  check(live?: LiveParts): Promise<HealthReport>;
}

export interface HealthOptions {
  /** How long the ping waits for Neo4j. */
  timeoutMs?: number;
  /** Told what the ping found, so token lookups and graph writes stop waiting on a dead graph. */
  availability?: GraphAvailability;
  /** The integrations whose exchanges the report lists. */
  integrations?: Integrations;
  /** Who holds the diagnosis lease, when this server evaluates incidents on a timer. */
  diagnosis?: () => DiagnosisLeader;
}

/** Asks Neo4j a trivial question with a short deadline, and reports each part; never throws. */
export function createHealthService(graph: Graph, options: HealthOptions = {}): HealthService {
  const timeoutMs = options.timeoutMs ?? 2_000;
  return {
    async check(live) {
      let failure: string | undefined;
      try {
        await graph.ping(timeoutMs);
        options.availability?.markUp();
      } catch (error) {
        failure = firstLine(error instanceof Error ? error.message : String(error));
        options.availability?.markDown(failure);
      }
      const parts: HealthParts = { graph: failure === undefined ? 'up' : 'down' };
      if (live !== undefined) {
        const pending = live.metrics.pendingGraphWrites();
        const refusal = live.ingestGate?.refusal();
        parts.ingest = refusal === undefined ? 'ok' : 'refusing';
        if (refusal !== undefined) parts.ingestDetail = refusal;
        parts.live = 'ok';
        // Under traffic states always wait for the next round: only a write that cannot be
        // made now is deferred.
        parts.graphWrites =
          failure === undefined && !live.metrics.graphWritesDeferred() ? 'ok' : 'deferred';
        parts.pendingGraphWrites = pending;
      }
      const integrations = options.integrations?.list() ?? [];
      const listed = {
        ...(integrations.length === 0 ? {} : { integrations }),
        ...(options.diagnosis === undefined ? {} : { diagnosis: options.diagnosis() }),
      };
      if (failure === undefined) {
        return { httpStatus: 200, body: { status: 'ok', neo4j: 'up', parts, ...listed } };
      }
      return {
        httpStatus: 503,
        body: {
          status: 'degraded',
          neo4j: 'down',
          detail: `Neo4j is unreachable: ${failure}`,
          parts,
          ...listed,
        },
      };
    },
  };
}

function firstLine(text: string): string {
  return (text.split('\n')[0] ?? '').slice(0, 300);
}
