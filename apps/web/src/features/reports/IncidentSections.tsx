import type { Incident, TopologyResponse } from '@tiermap/domain';
import {
  incidentDetail,
  type AffectedView,
  type IncidentDetail,
} from '../incidents/incidents-model.js';
import { ReportTable, type Column } from './ReportTable.js';

const AFFECTED_COLUMNS: readonly Column<AffectedView>[] = [
  { title: 'Direction', cell: (a) => a.label },
  { title: 'Status', cell: (a) => a.status },
  { title: 'Since', cell: (a) => a.since },
  { title: 'Recovered', cell: (a) => a.recovered ?? 'still bad' },
];

/** Suspects and timeline of one incident, as the incidents page words them. */
export function IncidentBody({
  detail,
  timelineLimit,
}: {
  detail: IncidentDetail;
  timelineLimit?: number;
}) {
  const timeline =
    timelineLimit === undefined ? detail.timeline : detail.timeline.slice(-timelineLimit);
  return (
    <>
      <p>
        Opened {detail.row.openedAt} · {detail.row.age} · sites {detail.row.sites.join(', ')} ·{' '}
        {detail.origin}
        {detail.resolvedAt !== undefined && ` · resolved ${detail.resolvedAt}`}
      </p>
      {detail.known !== undefined && (
        <p className="report-known">
          Known: {detail.known.message} (maintenance {detail.known.maintenanceId},{' '}
          {detail.known.behaviour})
        </p>
      )}
      <h4>Affected directions</h4>
      <ReportTable columns={AFFECTED_COLUMNS} rows={detail.affected} />
      {detail.situations.length > 0 && (
        <ul>
          {detail.situations.map((s) => (
            <li key={s.key}>
              <strong>{s.label}:</strong> {s.message}
            </li>
          ))}
        </ul>
      )}
      <h4>Suspects, most likely first</h4>
      {detail.suspects.length === 0 ? (
        <p>No suspect ranked: nothing bad to explain.</p>
      ) : (
        <ol className="report-suspects">
          {detail.suspects.map((s) => (
            <li key={s.key}>
              <strong>{s.name}</strong>
              {s.line}
              {s.lookAlikes.length > 0 && (
                <div className="muted">or, the paths cannot tell: {s.lookAlikes.join('; ')}</div>
              )}
            </li>
          ))}
        </ol>
      )}
      <h4>Timeline</h4>
      <ol className="report-timeline">
        {timeline.map((t) => (
          <li key={t.key}>
            <span className="report-at">{t.at}</span> {t.message}
          </li>
        ))}
      </ol>
    </>
  );
}

export function IncidentsSection({
  incidents,
  topology,
  atMs,
}: {
  incidents: readonly Incident[];
  topology: TopologyResponse;
  atMs: number;
}) {
  return (
    <section className="report-section" aria-label="Open incidents">
      <h2>Open incidents</h2>
      {incidents.length === 0 ? (
        <p>No incident was open when the report was made.</p>
      ) : (
        incidents.map((incident) => (
          <article key={incident.id} className="report-incident">
            <h3>{incident.title}</h3>
            <IncidentBody detail={incidentDetail(incident, topology, atMs)} timelineLimit={12} />
          </article>
        ))
      )}
    </section>
  );
}
