import type { IntegrationStatus } from '@tiermap/domain';

/**
 * What each integration (a Prometheus polled, a NetBox synced, an Alertmanager notified, the
 * perfSONAR results sent in) reports about its exchanges, for `GET /api/health`. Messages are
 * words for people: a caller never passes a token, a password or a URL with credentials in one.
 */
export interface Integrations {
  /** Declares an integration that is set up but has not exchanged yet (`idle`). */
  expect(name: string): void;
  /** An exchange that worked, and what it did ("polled 12 interfaces"). */
  success(name: string, detail?: string): void;
  /** An exchange that failed, and why. */
  failure(name: string, error: string): void;
  /** Every integration, by name. */
  list(): IntegrationStatus[];
}

/** The registry, in memory, with `now` as its clock. */
export function createIntegrations(now: () => number = Date.now): Integrations {
  const byName = new Map<string, IntegrationStatus>();
  const entry = (name: string): IntegrationStatus => {
    let status = byName.get(name);
    if (status === undefined) {
      status = {
        name,
        state: 'idle',
        lastSuccessAt: null,
        lastFailureAt: null,
        lastError: null,
        detail: null,
        failuresInARow: 0,
      };
      byName.set(name, status);
    }
    return status;
  };
  return {
    expect(name) {
      entry(name);
    },
    success(name, detail) {
      const status = entry(name);
      status.state = 'ok';
      status.lastSuccessAt = new Date(now()).toISOString();
      status.failuresInARow = 0;
      if (detail !== undefined) status.detail = detail;
    },
    failure(name, error) {
      const status = entry(name);
      status.state = 'failing';
      status.lastFailureAt = new Date(now()).toISOString();
      status.lastError = error.slice(0, 500);
      status.failuresInARow += 1;
    },
    list() {
      return [...byName.values()]
        .map((status) => ({ ...status }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
  };
}
