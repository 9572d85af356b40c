import {
  incidentReportSchema,
  topologyReportSchema,
  type IncidentReport,
  type TopologyReport,
} from '@tiermap/domain';
import { requestJson } from './http.js';

/** `GET /api/reports/topology`: everything the topology report prints, read at one time. */
export async function fetchTopologyReport(signal?: AbortSignal): Promise<TopologyReport> {
  const body = await requestJson('/api/reports/topology', signal === undefined ? {} : { signal });
  return topologyReportSchema.parse(body);
}

/** `GET /api/reports/incidents/{id}`: one incident with its paths and key-link charts. */
export async function fetchIncidentReport(
  incidentId: string,
  signal?: AbortSignal,
): Promise<IncidentReport> {
  const url = `/api/reports/incidents/${encodeURIComponent(incidentId)}`;
  return incidentReportSchema.parse(await requestJson(url, signal === undefined ? {} : { signal }));
}
