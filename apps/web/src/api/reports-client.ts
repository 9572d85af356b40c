import {
  incidentReportSchema,
  topologyReportSchema,
  type IncidentReport,
  type TopologyReport,
} from '@tiermap/domain';
import { api, withSignal } from './http.js';

/** `GET /api/reports/topology`: everything the topology report prints, read at one time. */
export async function fetchTopologyReport(signal?: AbortSignal): Promise<TopologyReport> {
  return topologyReportSchema.parse(await api().GET('/api/reports/topology', withSignal(signal)));
}

/** `GET /api/reports/incidents/{id}`: one incident with its paths and key-link charts. */
export async function fetchIncidentReport(
  incidentId: string,
  signal?: AbortSignal,
): Promise<IncidentReport> {
  return incidentReportSchema.parse(
    await api().GET('/api/reports/incidents/{id}', {
      params: { path: { id: incidentId } },
      ...withSignal(signal),
    }),
  );
}
