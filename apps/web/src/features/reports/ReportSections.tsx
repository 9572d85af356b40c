import type { Incident, TcpTable, TopologyResponse } from '@tiermap/domain';
import { tcpTableModel } from '../tcp/tcp-model.js';
import { incidentDetail, type IncidentDetail } from '../incidents/incidents-model.js';
import type {
  MaintenanceRow,
  OversubscribedRow,
  PathSection,
  SharedMatrix,
  TimesView,
  TrunkRow,
} from './report-model.js';

/** The times every report shows before anything else, with the stale-data warning. */
export function ReportTimes({ times }: { times: TimesView }) {
  return (
    <dl className="report-times">
      <dt>Data read</dt>
      <dd data-testid="report-generated">{times.generated}</dd>
      <dt>Newest live sample</dt>
      <dd>{times.live}</dd>
      {times.warning !== undefined && (
        <dd className="report-warning" role="alert">
          {times.warning}
        </dd>
      )}
    </dl>
  );
}

export function PathsSection({ sections }: { sections: readonly PathSection[] }) {
  return (
    <section className="report-section" aria-label="Paths hop by hop">
      <h2>Paths, hop by hop</h2>
      {sections.map((path) => (
        <article key={path.id} className="report-path">
          <h3>
            {path.title}
            {!path.symmetric && <span className="report-tag">asymmetric</span>}
          </h3>
          {path.directions.map((d) => (
            <table key={d.direction} className="report-table">
              <caption>
                {d.label} · round trip {d.rtt}
              </caption>
              <thead>
                <tr>
                  <th>#</th>
                  <th>Routers</th>
                  <th>Via</th>
                  <th>Carrier</th>
                  <th className="number">Capacity</th>
                  <th className="number">RTT</th>
                </tr>
              </thead>
              <tbody>
                {d.hops.map((hop) => (
                  <tr key={hop.key}>
                    <td>{hop.hop}</td>
                    <td>{hop.routers}</td>
                    <td>{hop.via}</td>
                    <td>{hop.carriers}</td>
                    <td className="number">{hop.capacity}</td>
                    <td className="number">{hop.rtt}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </article>
      ))}
    </section>
  );
}

export function SharedSection({ matrix }: { matrix: SharedMatrix }) {
  return (
    <section className="report-section" aria-label="Shared equipment">
      <h2>Equipment shared by Tier1 paths</h2>
      {matrix.rows.length === 0 ? (
        <p>No equipment is on the paths of two or more Tier1 sites.</p>
      ) : (
        <table className="report-table report-matrix" data-testid="shared-matrix">
          <thead>
            <tr>
              <th>Equipment</th>
              <th>Id</th>
              <th>Carrier</th>
              {matrix.sites.map((site) => (
                <th key={site} className="site-column">
                  <span>{site}</span>
                </th>
              ))}
              <th className="number">Sites</th>
            </tr>
          </thead>
          <tbody>
            {matrix.rows.map((row) => (
              <tr key={row.key}>
                <td>
                  {row.name} <span className="muted">({row.kind})</span>
                </td>
                <td className="report-id">{row.id}</td>
                <td>{row.carrier}</td>
                {row.marks.map((on, i) => (
                  <td key={matrix.sites[i]} className="mark">
                    {on ? '●' : ''}
                  </td>
                ))}
                <td className="number">{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function OversubscriptionSection({
  rows,
  threshold,
  checked,
}: {
  rows: readonly OversubscribedRow[];
  threshold: string;
  checked: number;
}) {
  return (
    <section className="report-section" aria-label="Oversubscription">
      <h2>Oversubscribed blades and backplanes</h2>
      <p className="muted">
        {rows.length} of {checked} blades and backplanes over {threshold} (port capacity to fabric
        capacity).
      </p>
      {rows.length > 0 && (
        <table className="report-table">
          <thead>
            <tr>
              <th>Equipment</th>
              <th>Id</th>
              <th className="number">Ratio</th>
              <th>Why</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td>{row.name}</td>
                <td className="report-id">{row.id}</td>
                <td className="number">{row.ratio}</td>
                <td>{row.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function TrunksSection({ rows }: { rows: readonly TrunkRow[] }) {
  return (
    <section className="report-section" aria-label="Trunks">
      <h2>Trunks and their warnings</h2>
      <table className="report-table">
        <thead>
          <tr>
            <th>Trunk</th>
            <th>Carrier</th>
            <th className="number">Capacity</th>
            <th>Members</th>
            <th>Warnings</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td>{row.name}</td>
              <td>{row.carrier}</td>
              <td className="number">{row.capacity}</td>
              <td>{row.members}</td>
              <td>
                {row.warnings.length === 0
                  ? 'none'
                  : row.warnings.map((w) => (
                      <div key={w.key} className={`report-${w.severity}`}>
                        {w.message}
                      </div>
                    ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function MaintenanceSection({ rows }: { rows: readonly MaintenanceRow[] }) {
  return (
    <section className="report-section" aria-label="Maintenance">
      <h2>Maintenance windows</h2>
      {rows.length === 0 ? (
        <p>No maintenance window is announced.</p>
      ) : (
        <table className="report-table">
          <thead>
            <tr>
              <th>Window</th>
              <th>Carrier</th>
              <th>When</th>
              <th>State</th>
              <th>Alerts</th>
              <th>Equipment</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td>{row.title}</td>
                <td>{row.carrier}</td>
                <td>{row.when}</td>
                <td>{row.state}</td>
                <td>{row.behaviour}</td>
                <td>{row.equipment}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function TcpSection({ table, topology }: { table: TcpTable; topology: TopologyResponse }) {
  const model = tcpTableModel(table, new Map(topology.sites.map((s) => [s.id, s.name])));
  return (
    <section className="report-section" aria-label="TCP">
      <h2>TCP per site ({model.windowLabel} window)</h2>
      <p className="muted">
        Bandwidth-delay product (BDP) = bottleneck × RTT; the recommended window is 2 × BDP.
        Responsiveness is the time Reno needs to regain full rate after one loss.
      </p>
      <table className="report-table" data-testid="tcp-table">
        <thead>
          <tr>
            <th>Direction</th>
            <th className="number">RTT</th>
            <th className="number">Bottleneck</th>
            <th className="number">BDP</th>
            <th className="number">Window</th>
            <th className="number">{model.windowLabel} allows</th>
            <th className="number">Responsiveness</th>
            <th>Diagnosis</th>
          </tr>
        </thead>
        <tbody>
          {model.rows.flatMap((row) =>
            row.directions.map((d) => (
              <tr key={`${row.pathId}-${d.direction}`}>
                <td>{d.label}</td>
                <td className="number">{d.rtt}</td>
                <td className="number">{d.bottleneck}</td>
                <td className="number">{d.bdp}</td>
                <td className="number">{d.recommendedWindow}</td>
                <td className="number">{d.windowRate}</td>
                <td className="number">{d.reno}</td>
                <td>{d.diagnosis?.message ?? ''}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </section>
  );
}

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
      <table className="report-table">
        <tbody>
          {detail.affected.map((a) => (
            <tr key={a.key}>
              <td>{a.label}</td>
              <td>{a.status}</td>
              <td>since {a.since}</td>
              <td>{a.recovered === undefined ? 'still bad' : `recovered ${a.recovered}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
              <strong>
                {s.name} ({s.kind}, {s.carrier})
              </strong>{' '}
              · {s.directionLabel} · explains {s.hitRatio}
              {s.oversubscribed && ' · oversubscribed'}
              {s.live !== undefined && ` · ${s.live.text}`}
              <div className="muted">{s.explanation}</div>
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
