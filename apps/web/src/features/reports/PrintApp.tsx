import type { IncidentReport, TopologyReport } from '@tiermap/domain';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { queries } from '../../api/queries.js';
import { errorMessage } from '../../app/fetched.js';
import { IncidentReportPage } from './IncidentReportPage.js';
import type { PrintRoute } from '../../app/router.js';
import { TopologyReportPage } from './TopologyReportPage.js';
import './print.css';

type Load =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'topology'; report: TopologyReport }
  | { state: 'incident'; report: IncidentReport };

function loadOf<T>(query: UseQueryResult<T>, ready: (report: T) => Load): Load {
  if (query.status === 'error') return { state: 'error', message: errorMessage(query.error) };
  return query.status === 'success' ? ready(query.data) : { state: 'loading' };
}

/**
 * The print pages (`/print/topology`, `/print/incidents/{id}`): a report on white paper, without
 * the app's header. `data-report-state` turns `ready` once the data is in and the maps are
 * drawn, or `error` with the reason: the PDF renderer waits for one or the other.
 */
export function PrintApp({ route }: { route: PrintRoute }) {
  const [drawn, setDrawn] = useState(false);
  const onDrawn = useCallback(() => setDrawn(true), []);
  const topologyReport = useQuery({
    ...queries.topologyReport(),
    enabled: route.kind === 'topology',
  });
  const incidentId = route.kind === 'incident' ? route.incidentId : '';
  const incidentReport = useQuery({
    ...queries.incidentReport(incidentId),
    enabled: route.kind === 'incident',
  });
  const load: Load =
    route.kind === 'topology'
      ? loadOf(topologyReport, (report) => ({ state: 'topology', report }))
      : route.kind === 'incident'
        ? loadOf(incidentReport, (report) => ({ state: 'incident', report }))
        : { state: 'error', message: `no report is printed at ${route.path}` };

  useEffect(() => {
    document.documentElement.classList.add('printing');
  }, []);

  const title =
    load.state === 'topology'
      ? 'tiermap topology report'
      : load.state === 'incident'
        ? `tiermap incident report: ${load.report.incident.title}`
        : undefined;
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);

  const state =
    load.state === 'error' ? 'error' : load.state !== 'loading' && drawn ? 'ready' : 'loading';
  return (
    <main className="print-report" data-report-state={state}>
      {load.state === 'loading' && <p className="report-loading">Reading the report data…</p>}
      {load.state === 'error' && (
        <p className="report-error" role="alert">
          The report could not be made: {load.message}
        </p>
      )}
      {load.state === 'topology' && <TopologyReportPage report={load.report} onDrawn={onDrawn} />}
      {load.state === 'incident' && <IncidentReportPage report={load.report} onDrawn={onDrawn} />}
    </main>
  );
}
