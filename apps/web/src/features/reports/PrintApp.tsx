import type { IncidentReport, TopologyReport } from '@tiermap/domain';
import { useCallback, useEffect, useState } from 'react';
import { fetchIncidentReport, fetchTopologyReport } from '../../api/reports-client.js';
import { IncidentReportPage } from './IncidentReportPage.js';
import type { PrintRoute } from '../../app/router.js';
import { TopologyReportPage } from './TopologyReportPage.js';
import './print.css';

type Load =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'topology'; report: TopologyReport }
  | { state: 'incident'; report: IncidentReport };

async function loadReport(route: PrintRoute, signal: AbortSignal): Promise<Load> {
  if (route.kind === 'topology') {
    return { state: 'topology', report: await fetchTopologyReport(signal) };
  }
  if (route.kind === 'incident') {
    return { state: 'incident', report: await fetchIncidentReport(route.incidentId, signal) };
  }
  return { state: 'error', message: `no report is printed at ${route.path}` };
}

/**
 * The print pages (`/print/topology`, `/print/incidents/{id}`): a report on white paper, without
 * the app's header. `data-report-state` turns `ready` once the data is in and the maps are
 * drawn, or `error` with the reason: the PDF renderer waits for one or the other.
 */
export function PrintApp({ route }: { route: PrintRoute }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [drawn, setDrawn] = useState(false);
  const onDrawn = useCallback(() => setDrawn(true), []);

  useEffect(() => {
    document.documentElement.classList.add('printing');
    const controller = new AbortController();
    loadReport(route, controller.signal)
      .then(setLoad)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({
          state: 'error',
          message: error instanceof Error ? error.message : String(error),
        });
      });
    return () => controller.abort();
  }, [route]);

  useEffect(() => {
    if (load.state === 'topology') document.title = 'tiermap topology report';
    if (load.state === 'incident')
      document.title = `tiermap incident report: ${load.report.incident.title}`;
  }, [load]);

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
