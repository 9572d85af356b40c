import { useMemo } from 'react';
import type { ExportItem } from './export-model.js';
import { ExportStatus } from './ExportMenu.js';
import { useExportJob } from './useExportJob.js';
import './export.css';

/** "Incident report (PDF)" for one incident, with the same progress and errors as the menu. */
export function IncidentReportButton({ incidentId }: { incidentId: string }) {
  const job = useExportJob();
  const item: ExportItem = useMemo(
    () => ({
      id: 'incident-pdf',
      label: 'Incident report (PDF)',
      hint: 'timeline, affected paths, suspects, key-link charts',
      kind: 'report',
      file: { path: '/api/incidents/{id}/report.pdf', id: incidentId },
      fallbackName: `tiermap-incident-${incidentId}.pdf`,
    }),
    [incidentId],
  );
  return (
    <span className="incident-report-export">
      <button type="button" disabled={job.running !== undefined} onClick={() => job.run(item)}>
        Incident report (PDF)
      </button>
      <ExportStatus job={job} />
    </span>
  );
}
