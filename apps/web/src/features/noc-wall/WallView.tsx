import type { TopologyResponse } from '@tiermap/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { queries } from '../../api/queries.js';
import { errorMessage } from '../../app/fetched.js';
import { formatBps } from '../../app/format.js';
import { useServedConfig } from '../../app/useServedConfig.js';
import type { IncidentRow } from '../incidents/incidents-model.js';
import { freshness } from '../map/live-model.js';
import { selectLastEventMs, selectLinkStates, selectStatus } from '../map/live-store.js';
import { maintenanceLinkIds } from '../map/maintenance.js';
import { NO_HIGHLIGHT } from '../map/map-selection.js';
import { MapView } from '../map/MapView.js';
import { useLiveSelector, useNow } from '../map/useLive.js';
import { mapViewModel } from '../map/view-model.js';
import { loadStroke } from '../../viz/scales.js';
import {
  wallFreshnessText,
  wallHotSpots,
  wallIncidents,
  wallProblems,
  wallRotation,
  type WallIncidents,
  type WallProblem,
  type WallScreen,
} from './wall-model.js';
import './wall.css';

const TITLES: Record<WallScreen, string> = {
  overview: 'Overview: live load, CERN to the Tier1 sites',
  incidents: 'Open incidents',
  hotspots: 'Hot spots: the busiest links',
};

const HOT_SPOTS = 8;
const PROBLEMS = 8;
const INCIDENTS = 6;
const noSelect = () => undefined;

/**
 * The NOC wall: full screen, dark, large type, no pointer needed. Rotates through the overview
 * map, the open incidents (from the incidents API) and the hot spots; the banner across the top
 * shows the time of the newest data and turns the whole screen's frame red when the data is
 * stale, the stream is lost, or the incidents cannot be fetched or are out of date. Never
 * blank: while the topology loads or fails it says so in large type.
 */
export function WallView({
  topology,
  loadError,
  rotateSeconds,
  staleAfterMs,
}: {
  topology: TopologyResponse | undefined;
  loadError: string | undefined;
  rotateSeconds: number;
  /** The URL's `?stale=` or the server's stale timeout; undefined until the server's is known. */
  staleAfterMs: number | undefined;
}) {
  // The wall shows all of the live state: it reads it from the live store itself.
  const live = useLiveSelector(selectLinkStates);
  const status = useLiveSelector(selectStatus);
  const lastEventMs = useLiveSelector(selectLastEventMs);
  const now = useNow(1000);
  const [startedMs] = useState(() => Date.now());
  const served = useServedConfig();
  const fresh = freshness(live, status === 'live', now, staleAfterMs, lastEventMs);
  const { screen, progress } = wallRotation(startedMs, now, rotateSeconds);
  const model = useMemo(
    () => (topology === undefined ? undefined : mapViewModel(topology)),
    [topology],
  );
  // The same open-incidents query as the incident panel's: asked every 5 s and when the live
  // stream says an incident changed; the last answer is kept while a refresh fails.
  const openIncidents = useQuery(queries.openIncidents());
  const incidents = wallIncidents(
    openIncidents.data,
    openIncidents.status === 'error' ? errorMessage(openIncidents.error) : undefined,
    fresh.stale,
    now,
    staleAfterMs,
    served?.evaluationStaleAfterMs,
  );
  const incidentsDoubtful =
    incidents.freshness.state === 'unreachable' || incidents.freshness.state === 'stale';
  const problems = useMemo(
    () => (topology === undefined ? [] : wallProblems(topology, live)),
    [topology, live],
  );
  const hotSpots = useMemo(
    () => (topology === undefined ? [] : wallHotSpots(topology, live, HOT_SPOTS)),
    [topology, live],
  );
  const minute = Math.floor(now / 60_000);
  const maintenance = useMemo(
    () =>
      topology === undefined ? new Set<string>() : maintenanceLinkIds(topology, minute * 60_000),
    [topology, minute],
  );

  return (
    <div
      className={`wall ${fresh.stale || incidentsDoubtful ? 'wall-stale' : 'wall-fresh'}`}
      data-testid="wall"
    >
      <p
        className={`wall-banner ${fresh.stale ? 'stale' : 'fresh'}`}
        role="status"
        aria-live="assertive"
        data-testid="wall-freshness"
        data-stale={String(fresh.stale)}
      >
        {wallFreshnessText(fresh, now)}
      </p>
      {incidentsDoubtful && (
        <p
          className="wall-banner stale"
          role="alert"
          data-testid="wall-incidents-freshness"
          data-state={incidents.freshness.state}
        >
          {incidents.freshness.state === 'unreachable'
            ? 'INCIDENTS UNAVAILABLE · cannot reach the incidents API'
            : 'INCIDENTS OUT OF DATE · the diagnosis has not run for a while'}
        </p>
      )}
      <header className="wall-header">
        <h1>{TITLES[screen]}</h1>
        <div className="wall-clock" aria-label="Time now, UTC">
          {new Date(now).toISOString().slice(11, 19)} <span>UTC</span>
        </div>
      </header>
      <div className="wall-progress" aria-hidden="true">
        <div style={{ width: `${(progress * 100).toFixed(1)}%` }} />
      </div>
      <main className="wall-screen" data-testid="wall-screen" data-screen={screen}>
        {topology === undefined || model === undefined ? (
          <p className="wall-message">
            {loadError === undefined
              ? 'Loading the topology…'
              : `Cannot load the topology: ${loadError}. Retrying by itself.`}
          </p>
        ) : screen === 'overview' ? (
          <div className="wall-overview">
            <MapView
              model={model}
              live={live}
              scale="utilization"
              mode="geo"
              highlight={NO_HIGHLIGHT}
              maintenanceLinkIds={maintenance}
              onSelect={noSelect}
              theme="wall"
            />
            <aside className="wall-summary">
              <div
                className={
                  incidents.tone === 'alarm' || incidents.tone === 'unknown'
                    ? 'bad'
                    : incidents.tone
                }
                data-testid="wall-incident-count"
                data-tone={incidents.tone}
              >
                <strong>
                  {incidents.tone === 'unknown' ? '?' : incidents.alarming + incidents.known}
                </strong>
                {incidents.alarming + incidents.known === 1 ? ' incident' : ' incidents'}
                {incidents.known > 0 && ` (${incidents.known} known)`}
              </div>
              <div>
                <strong>{incidents.sites.length}</strong> sites affected
              </div>
              <div className={problems.length === 0 ? 'ok' : 'bad'}>
                <strong>{problems.length}</strong>
                {problems.length === 1 ? ' link problem' : ' link problems'}
              </div>
              {maintenance.size > 0 && (
                <div className="maintenance" data-testid="wall-maintenance">
                  <strong>{maintenance.size}</strong>
                  {maintenance.size === 1 ? ' link' : ' links'} under maintenance
                </div>
              )}
              <div className="muted" data-testid="wall-topology-summary">
                {topology.sites.length} sites · {topology.links.length} links
              </div>
            </aside>
          </div>
        ) : screen === 'incidents' ? (
          <WallIncidentsScreen screen={incidents.screen} problems={problems} />
        ) : hotSpots.length === 0 ? (
          <p className="wall-message">No fresh load data to rank.</p>
        ) : (
          <ol className="wall-list">
            {hotSpots.map((s) => (
              <li key={s.key} data-hotspot={s.key}>
                <div className="wall-row-title">
                  <span
                    className="wall-percent"
                    data-load-colour={loadStroke(s.utilization, 'utilization')}
                    style={{ borderLeftColor: loadStroke(s.utilization, 'utilization') }}
                  >
                    {Math.round(s.utilization * 100)} %
                  </span>{' '}
                  {s.name}{' '}
                  <span className="muted">{s.direction === 'AtoZ' ? 'A to Z' : 'Z to A'}</span>
                </div>
                <div className="wall-row-sites">
                  {formatBps(s.bps)} · {s.sites.length === 0 ? 'no site path' : s.sites.join(', ')}
                </div>
              </li>
            ))}
          </ol>
        )}
      </main>
    </div>
  );
}

/** The incidents screen: the open incidents, or why none can be shown. */
function WallIncidentsScreen({
  screen,
  problems,
}: {
  screen: WallIncidents['screen'];
  problems: readonly WallProblem[];
}) {
  switch (screen.kind) {
    case 'loading':
      return <p className="wall-message">{screen.text}</p>;
    case 'clear':
      return (
        <p
          className={`wall-message ${screen.trusted ? 'ok' : 'doubt'}`}
          data-testid="wall-no-incidents"
          data-trusted={String(screen.trusted)}
        >
          {screen.text}
        </p>
      );
    case 'list':
      return (
        <>
          {screen.caveat !== undefined && <p className="wall-caveat">{screen.caveat}</p>}
          <WallIncidentList rows={screen.rows} />
        </>
      );
    case 'unreachable':
      return (
        <>
          <p className="wall-message doubt" data-testid="wall-incidents-unreachable">
            {screen.text}
          </p>
          {screen.rows.length > 0 && (
            <div className="wall-dimmed">
              <WallIncidentList rows={screen.rows} />
            </div>
          )}
          {screen.rows.length === 0 && problems.length > 0 && (
            <>
              <p className="wall-caveat">Meanwhile, from the live data:</p>
              <ol className="wall-list">
                {problems.slice(0, PROBLEMS).map((p) => (
                  <li key={p.linkId} data-problem={p.linkId}>
                    <div className="wall-row-title">
                      {p.name} <span className="muted">· {p.carrier}</span>
                    </div>
                    <div className="wall-row-what">{p.what.join(' · ')}</div>
                    <div className="wall-row-sites">
                      {p.sites.length === 0 ? 'no site path' : `sites: ${p.sites.join(', ')}`}
                    </div>
                  </li>
                ))}
              </ol>
            </>
          )}
        </>
      );
  }
}

function WallIncidentList({ rows }: { rows: readonly IncidentRow[] }) {
  return (
    <ol className="wall-list" data-testid="wall-incidents">
      {rows.slice(0, INCIDENTS).map((row) => (
        <li
          key={row.id}
          className={`wall-incident ${row.tone}`}
          data-incident={row.id}
          data-tone={row.tone}
        >
          <div className="wall-row-title">
            {row.known && <span className="wall-known">KNOWN</span>}
            {row.sites.join(', ')} <span className="muted">· {row.age}</span>
          </div>
          <div className={row.known ? 'wall-row-known' : 'wall-row-what'}>
            {row.topSuspect === undefined ? 'no suspect ranked yet' : `suspect: ${row.topSuspect}`}
          </div>
          {row.knownMessage !== undefined && (
            <div className="wall-row-known">{row.knownMessage}</div>
          )}
        </li>
      ))}
      {rows.length > INCIDENTS && <li className="muted">and {rows.length - INCIDENTS} more</li>}
    </ol>
  );
}
