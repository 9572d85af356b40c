import type { Incident, IncidentList, TopologyResponse } from '@tiermap/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type CSSProperties } from 'react';
import { INCIDENTS_REFRESH_MS, queries } from '../../api/queries.js';
import { FetchNotice } from '../../app/panel.js';
import { fetchedOf } from '../../app/fetched.js';
import { useServedConfig } from '../../app/useServedConfig.js';
import {
  incidentDetail,
  incidentRows,
  incidentsFreshness,
  type IncidentRow,
  type MapTarget,
  type SuspectView,
} from './incidents-model.js';
import { PATH_STATUS_FILL } from '../../viz/map-style.js';
import './incidents.css';
import { IncidentReportButton } from '../reports/IncidentReportButton.js';
import { useNow } from '../map/useLive.js';

/** How many incidents the page lists: every open one and the latest resolved. */
const LIST_LIMIT = 100;

/**
 * The incidents page: the incidents the API opened from bad paths (or people opened by hand),
 * unexplained ones first, and the detail of the one chosen: paths, known situations, ranked
 * suspects with why, and the timeline. Refreshes every 5 s (and when the live stream says an
 * incident changed) and says when it cannot. Its own clock ticks every second for the ages.
 */
export function IncidentsView({
  topology,
  incidentId,
  onSelectIncident,
  onShowSites,
  onShowElement,
}: {
  topology: TopologyResponse | undefined;
  incidentId: string | undefined;
  onSelectIncident: (incidentId: string | undefined) => void;
  /** Opens the map's incident view for these sites. */
  onShowSites: (siteIds: string[]) => void;
  onShowElement: (target: MapTarget) => void;
}) {
  const nowMs = useNow(1_000);
  const listQuery = useQuery(queries.incidentList(LIST_LIMIT));
  const fetched = fetchedOf(listQuery);
  // The last list answered, kept while a refresh fails (shown as out of date).
  const list: IncidentList | undefined = listQuery.data;
  const served = useServedConfig();
  const freshness = incidentsFreshness(
    list,
    fetched.state === 'failed' ? fetched.message : undefined,
    nowMs,
    served?.evaluationStaleAfterMs,
  );
  const rows = useMemo(
    () => (list === undefined ? [] : incidentRows(list.incidents, nowMs)),
    [list, nowMs],
  );

  // An incident that is not in the list (an old resolved one) is asked for on its own.
  const inList = list?.incidents.find((i) => i.id === incidentId);
  const askSingle = incidentId !== undefined && list !== undefined && inList === undefined;
  const single = fetchedOf(
    useQuery({ ...queries.incident(incidentId ?? ''), enabled: askSingle }),
    askSingle,
  );
  const selected: Incident | undefined =
    inList ?? (single.state === 'ready' ? single.value : undefined);

  const openCount = rows.filter((r) => r.status === 'open').length;
  const knownCount = rows.filter((r) => r.tone === 'known').length;

  return (
    <main className="incidents" aria-label="Incidents" data-testid="incidents">
      <header className="incidents-head">
        <h2>Incidents</h2>
        <p
          className={`incidents-freshness ${freshness.state}`}
          role={freshness.state === 'unreachable' ? 'alert' : 'status'}
          data-testid="incidents-freshness"
          data-state={freshness.state}
        >
          {freshness.text}
        </p>
      </header>
      <div className="incidents-body">
        <section className="incidents-list" aria-label="Incident list">
          {list !== undefined && (
            <p className="muted incidents-count">
              {openCount} open{knownCount > 0 && ` (${knownCount} known)`} ·{' '}
              {rows.length - openCount} resolved · refreshed every {INCIDENTS_REFRESH_MS / 1000} s
            </p>
          )}
          {list !== undefined && rows.length === 0 && (
            <p
              className={freshness.state === 'fresh' ? 'incidents-clear' : 'muted'}
              data-testid="no-incidents"
            >
              {freshness.state === 'fresh'
                ? 'No incidents: no path direction has turned bad.'
                : 'No incidents in the last list, which is no all-clear while it is out of date.'}
            </p>
          )}
          <ol className="incident-rows" data-testid="incident-list">
            {rows.map((row) => (
              <IncidentItem
                key={row.id}
                row={row}
                selected={row.id === incidentId}
                onSelect={() => onSelectIncident(row.id)}
              />
            ))}
          </ol>
        </section>
        <section className="incident-detail" aria-label="Incident detail">
          {selected !== undefined ? (
            <IncidentDetailView
              incident={selected}
              topology={topology}
              nowMs={nowMs}
              onClose={() => onSelectIncident(undefined)}
              onShowSites={onShowSites}
              onShowElement={onShowElement}
            />
          ) : incidentId !== undefined && single.state !== 'idle' ? (
            <FetchNotice
              fetched={single}
              loading="Loading the incident…"
              failed="Could not load the incident"
            />
          ) : (
            <p className="muted">
              Choose an incident to see its paths, what is known, its suspects and its timeline.
            </p>
          )}
        </section>
      </div>
    </main>
  );
}

function Badges({ row }: { row: IncidentRow }) {
  return (
    <>
      {row.known && (
        <span className="incident-badge known" data-testid="known-badge">
          KNOWN
        </span>
      )}
      <span className={`incident-badge ${row.tone === 'alarm' ? 'alarm' : ''}`}>
        {row.status === 'open' ? 'OPEN' : 'RESOLVED'}
      </span>
    </>
  );
}

function IncidentItem({
  row,
  selected,
  onSelect,
}: {
  row: IncidentRow;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <li
      className={`incident-row ${row.tone}${selected ? ' selected' : ''}`}
      data-incident-id={row.id}
      data-tone={row.tone}
    >
      <button
        type="button"
        className="incident-row-button"
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
      >
        <span className="incident-row-title">{row.title}</span>
        <span className="incident-row-facts">
          <Badges row={row} /> <strong>{row.sites.join(', ')}</strong> · {row.age} · since{' '}
          {row.openedAt}
        </span>
        <span className="incident-row-suspect">
          {row.topSuspect === undefined
            ? 'No suspect ranked yet'
            : `Top suspect: ${row.topSuspect}`}
        </span>
      </button>
    </li>
  );
}

function IncidentDetailView({
  incident,
  topology,
  nowMs,
  onClose,
  onShowSites,
  onShowElement,
}: {
  incident: Incident;
  topology: TopologyResponse | undefined;
  nowMs: number;
  onClose: () => void;
  onShowSites: (siteIds: string[]) => void;
  onShowElement: (target: MapTarget) => void;
}) {
  const detail = useMemo(
    () => incidentDetail(incident, topology, nowMs),
    [incident, topology, nowMs],
  );
  const { row } = detail;
  return (
    <article
      className={`incident-card ${row.tone}`}
      data-testid="incident-detail"
      data-incident-id={row.id}
      data-tone={row.tone}
    >
      <header className="incident-card-head">
        <h3>{row.title}</h3>
        <button
          type="button"
          className="close"
          onClick={onClose}
          aria-label="Close the incident detail"
        >
          ×
        </button>
      </header>
      <p className="incident-card-facts">
        <Badges row={row} /> <strong>{row.sites.join(', ')}</strong> · opened {row.openedAt} ·{' '}
        {row.age}
        {detail.resolvedAt !== undefined && ` (at ${detail.resolvedAt})`} · {detail.origin}
      </p>
      <button
        type="button"
        className="incident-map-button"
        onClick={() => onShowSites(detail.mapSites)}
      >
        Show on map
      </button>{' '}
      <IncidentReportButton incidentId={row.id} />
      {detail.known !== undefined && (
        <p className="incident-known" data-testid="incident-known">
          <span className="incident-badge known">KNOWN</span> {detail.known.message} ·{' '}
          {detail.known.behaviour}
        </p>
      )}
      <h4>Path directions</h4>
      <table className="incident-paths">
        <thead>
          <tr>
            <th>direction</th>
            <th>status</th>
            <th>bad since</th>
            <th>recovered</th>
          </tr>
        </thead>
        <tbody>
          {detail.affected.map((a) => (
            <tr key={a.key} data-path={a.key} data-bad={String(a.bad)}>
              <td>
                {a.label}
                {a.pathChanged !== undefined && (
                  <div className="small" data-testid="incident-path-changed">
                    <span className="incident-badge warning">⇄ path changed</span> {a.pathChanged}
                  </div>
                )}
              </td>
              <td>
                <span
                  className="path-status"
                  data-status={a.status}
                  style={{ '--status': PATH_STATUS_FILL[a.status] } as CSSProperties}
                >
                  {a.status}
                </span>
              </td>
              <td>{a.since}</td>
              <td>{a.recovered ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {detail.situations.length > 0 && (
        <>
          <h4>Situations recognised</h4>
          <ul className="incident-situations">
            {detail.situations.map((s) => (
              <li key={s.key} data-situation={s.key}>
                <span className={`incident-badge ${s.known ? 'known' : 'warning'}`}>{s.label}</span>{' '}
                {s.message}
                {s.equipment.length > 0 && (
                  <span className="muted"> ({s.equipment.join(', ')})</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <h4>Suspects, likeliest first</h4>
      {detail.suspects.length === 0 ? (
        <p className="muted">No suspect ranked: nothing bad to explain right now.</p>
      ) : (
        <ol className="incident-suspects" data-testid="incident-suspects">
          {detail.suspects.map((s) => (
            <SuspectItem
              key={s.key}
              suspect={s}
              known={row.tone !== 'alarm'}
              onShowElement={onShowElement}
            />
          ))}
        </ol>
      )}
      <h4>Timeline (UTC)</h4>
      <ol className="incident-timeline" data-testid="incident-timeline">
        {detail.timeline.map((t) => (
          <li key={t.key} data-kind={t.kind}>
            <time>{t.at}</time> {t.message}
          </li>
        ))}
      </ol>
    </article>
  );
}

function SuspectItem({
  suspect,
  known,
  onShowElement,
}: {
  suspect: SuspectView;
  /** The incident is known or over: its likely cause is not drawn as an alarm. */
  known: boolean;
  onShowElement: (target: MapTarget) => void;
}) {
  const { target } = suspect;
  const title = `${suspect.kind} of ${suspect.carrier}`;
  return (
    <li
      className={`incident-suspect${suspect.cause ? ' cause' : ''}`}
      data-suspect-id={suspect.id}
      data-kind={suspect.kind}
      data-cause={String(suspect.cause)}
    >
      <span className="rank">{suspect.rank}</span>
      <div>
        <div className="incident-suspect-line" data-testid="suspect-line">
          {target === undefined ? (
            <strong title={title}>{suspect.name}</strong>
          ) : (
            <button
              type="button"
              className="link-button"
              onClick={() => onShowElement(target)}
              title={`${title}: show ${suspect.name} on the map`}
            >
              {suspect.name}
            </button>
          )}
          {suspect.line}
          {suspect.cause && (
            <>
              {' '}
              <span className={`incident-badge ${known ? 'known' : 'alarm'}`}>likely cause</span>
            </>
          )}
        </div>
        {suspect.lookAlikes.length > 0 && (
          <details
            data-testid="suspect-alternatives"
            className="incident-suspect-alternatives"
            title="The same path directions cross these, so the paths alone cannot tell them apart"
          >
            <summary>
              or {suspect.lookAlikes.length} look-alike
              {suspect.lookAlikes.length === 1 ? '' : 's'} the paths cannot tell apart
            </summary>
            <ul>
              {suspect.lookAlikes.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </details>
        )}
      </div>
    </li>
  );
}
