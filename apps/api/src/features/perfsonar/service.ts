import { pschedulerMeasurement } from '@tiermap/analysis';
import type { PerfsonarArchiveResult, PschedulerRecord } from '@tiermap/domain';
import { UnprocessableError, ValidationError } from '../../errors.js';
import type { Integrations } from '../health/integrations.js';
import type { IncidentService } from '../incidents/service.js';
import type { PerfsonarHosts } from './host-map.js';

/** The name the archiver route reports under on `GET /api/health`. */
export const ARCHIVER_INTEGRATION = 'perfsonar-archiver';

export interface PerfsonarService {
  /**
   * Files one pScheduler record under its path direction, whole or not at all: `created` false
   * for a failed test (nothing filed). Throws UnprocessableError for a host no site lists.
   */
  archive(record: PschedulerRecord): Promise<{ created: boolean; result: PerfsonarArchiveResult }>;
  /** Reports a request the route refused (its status and the problem's detail). */
  refused(status: number, detail: string): void;
}

export interface PerfsonarDependencies {
  incidents: Pick<IncidentService, 'measure'>;
  /** The host map; none configured: every host is unknown. */
  hosts: PerfsonarHosts | undefined;
  integrations: Integrations;
}

export function createPerfsonarService(deps: PerfsonarDependencies): PerfsonarService {
  deps.integrations.expect(ARCHIVER_INTEGRATION);
  const siteOf = deps.hosts?.siteOf ?? (() => undefined);
  return {
    refused(status, detail) {
      deps.integrations.failure(ARCHIVER_INTEGRATION, `${status}: ${detail}`);
    },
    async archive(record) {
      const outcome = pschedulerMeasurement(record, siteOf);
      switch (outcome.kind) {
        case 'unknown-hosts':
          throw new UnprocessableError(
            `no site lists ${outcome.hosts.map((h) => `"${h.host}"`).join(' or ')}: add each to its site in the TIERMAP_PERFSONAR_HOSTS file ({"SITE": ["${outcome.hosts[0]?.host ?? 'host'}"]}); nothing was filed`,
            outcome.hosts.map((h) => ({
              path: `body.${h.field}`,
              message: `"${h.host}" is in no site's perfSONAR host list (TIERMAP_PERFSONAR_HOSTS)`,
            })),
          );
        case 'same-site':
          throw new UnprocessableError(
            `both ends of the test are hosts of ${outcome.siteId}: nothing between sites to file`,
            [
              {
                path: 'body.test.spec.dest',
                message: `a host of ${outcome.siteId}, as is the source`,
              },
            ],
          );
        case 'failed-test': {
          const result: PerfsonarArchiveResult = {
            accepted: 0,
            filed: [],
            testType: outcome.testType,
            fromSiteId: outcome.fromSiteId,
            toSiteId: outcome.toSiteId,
            failedTest: { error: outcome.error },
          };
          deps.integrations.success(
            ARCHIVER_INTEGRATION,
            `a failed ${outcome.testType} test ${outcome.fromSiteId} → ${outcome.toSiteId} kept, not filed${outcome.error === null ? '' : ` (${outcome.error.slice(0, 200)})`}`,
          );
          return { created: false, result };
        }
        case 'measurement': {
          const { measurement } = outcome;
          let filed;
          try {
            filed = await deps.incidents.measure([measurement]);
          } catch (error) {
            if (error instanceof ValidationError) {
              // No path between the sites, or a run too old to count: the record is well formed,
              // what it says cannot be filed.
              throw new UnprocessableError(error.message, [
                ...error.errors.map((e) => ({
                  path: e.path.endsWith('.ts') ? 'body.run.start-time' : 'body.test.spec.dest',
                  message: e.message,
                })),
              ]);
            }
            throw error;
          }
          deps.integrations.success(
            ARCHIVER_INTEGRATION,
            `filed a ${outcome.testType} result ${measurement.fromSiteId} → ${measurement.toSiteId}`,
          );
          return {
            created: true,
            result: {
              ...filed,
              testType: outcome.testType,
              fromSiteId: measurement.fromSiteId,
              toSiteId: measurement.toSiteId,
            },
          };
        }
      }
    },
  };
}
