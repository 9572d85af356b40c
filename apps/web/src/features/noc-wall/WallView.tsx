import type { TopologyResponse } from '@tiermap/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { queries } from '../../api/queries.js';
import { errorMessage } from '../../app/fetched.js';
import { formatBps } from '../../app/format.js';
import { useServedConfig } from '../../app/useServedConfig.js';
import { PATH_STATUS_FILL } from '../../viz/map-style.js';
import { loadStroke } from '../../viz/scales.js';
import type { IncidentRow } from '../incidents/incidents-model.js';
import { freshness } from '../map/live-model.js';
import { selectBus, selectLastEventMs, selectLinkStates, selectStatus } from '../map/live-store.js';
import { maintenanceLinkIds } from '../map/maintenance.js';
import { NO_HIGHLIGHT } from '../map/map-selection.js';
import { MapView } from '../map/MapView.js';
import { useLiveSelector, useNow } from '../map/useLive.js';
import { mapViewModel, type MapViewModel } from '../map/view-model.js';
import {
  europeInset,
  wallWorld,
  STATUS_WORDS,
  utcTime,
  wallFailures,
  wallFreshnessText,
  wallGrid,
  wallHotSpots,
  wallIncidents,
  wallProblems,
  wallRotation,
  type WallGridCell,
  type WallIncidents,
  type WallProblem,
  type WallScreen,
} from './wall-model.js';
import '../incidents/incidents.css';
import './wall.css';

const TITLES: Record<WallScreen, string> = {
  overview: 'Overview: live load, CERN to the Tier1 sites',
  incidents: 'Open incidents',
  paths: 'Paths: every Tier1 site, both directions',
  hotspots: 'Hot spots: the busiest links',
};

const HOT_SPOTS = 8;
const PROBLEMS = 8;
const INCIDENTS = 6;
/** The wall's sizes are set for this height; larger walls scale everything up with it. */
const DESIGN_HEIGHT_PX = 1080;
const noSelect = () => undefined;

/** The wall's height over 1080 px, following the window: the map's labels and strokes scale by it. */
function useWallScale(): number {
  const measure = () => (typeof window === 'undefined' ? 1 : window.innerHeight / DESIGN_HEIGHT_PX);
  const [scale, setScale] = useState(measure);
  useEffect(() => {
    const onResize = () => setScale(measure());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return scale;
}

/**
 * The NOC wall: full screen, dark, no pointer needed, every size a share of the screen (CSS
 * viewport units; the map's labels by `useWallScale`), so it reads the same from across the room
 * at 1080p and at 4K. Rotates through the overview map (with a Europe inset), the open incidents,
 * the path grid and the hot spots (`?screen=` pins one). The banner across the top turns red,
 * with the frame, whenever something cannot be read: the topology, the live stream (lost or
 * stale), the incidents or the path status; a count it cannot vouch for reads "—", never 0.
 */
export function WallView({
  topology,
  loadError,
  rotateSeconds,
  pinnedScreen,
  staleAfterMs,
}: {
  topology: TopologyResponse | undefined;
  loadError: string | undefined;
  rotateSeconds: number;
  /** `?screen=`: show only this screen. */
  pinnedScreen?: WallScreen | undefined;
  /** The URL's `?stale=` or the server's stale timeout; undefined until the server's is known. */
  staleAfterMs: number | undefined;
}) {
  // The wall shows all of the live state: it reads it from the live store itself.
  const live = useLiveSelector(selectLinkStates);
  const status = useLiveSelector(selectStatus);
  const lastEventMs = useLiveSelector(selectLastEventMs);
  const bus = useLiveSelector(selectBus);
  const now = useNow(1000);
  const scale = useWallScale();
  const [startedMs] = useState(() => Date.now());
  const served = useServedConfig();
  const fresh = freshness(live, status === 'live', now, staleAfterMs, lastEventMs);
  const { screen, progress } =
    pinnedScreen === undefined
      ? wallRotation(startedMs, now, rotateSeconds)
      : { screen: pinnedScreen, progress: 0 };
  const model = useMemo(
    () => (topology === undefined ? undefined : mapViewModel(topology)),
    [topology],
  );
  const inset = useMemo(() => (model === undefined ? undefined : europeInset(model)), [model]);
  const world = useMemo(
    () => (model === undefined ? undefined : wallWorld(model, inset)),
    [model, inset],
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
  const pathHealth = useQuery(queries.pathHealth());
  const pathHealthError =
    pathHealth.status === 'error' ? errorMessage(pathHealth.error) : undefined;
  const failures = wallFailures({
    topologyError: topology === undefined ? loadError : undefined,
    liveStale: fresh.stale,
    incidents: incidents.freshness.state,
    pathHealthError,
    bus,
    nowMs: now,
  });
  const alarm = fresh.stale || failures.length > 0;
  const problems = useMemo(
    () => (topology === undefined ? [] : wallProblems(topology, live)),
    [topology, live],
  );
  const hotSpots = useMemo(
    () => (topology === undefined ? [] : wallHotSpots(topology, live, HOT_SPOTS)),
    [topology, live],
  );
  // A failed refresh is not vouched for: the grid goes unknown, not the last answer's green.
  const health = pathHealthError === undefined ? pathHealth.data : undefined;
  const grid = useMemo(
    () => (topology === undefined ? [] : wallGrid(topology, health)),
    [topology, health],
  );
  const minute = Math.floor(now / 60_000);
  const maintenance = useMemo(
    () =>
      topology === undefined ? new Set<string>() : maintenanceLinkIds(topology, minute * 60_000),
    [topology, minute],
  );
  // The first thing that cannot be read heads the banner; the others follow it, each in red.
  const liveText = wallFreshnessText(fresh, now);
  const [first, ...others] = failures;
  const headline =
    first === undefined ? liveText : fresh.stale ? liveText : `${first} · ${liveText}`;
  const more = first === undefined ? [] : fresh.stale ? failures : others;

  // The overview's map and its Europe inset: the same live overlay, drawn for a wall.
  const wallMap = (shown: MapViewModel) => (
    <MapView
      model={shown}
      live={live}
      scale="utilization"
      mode="geo"
      highlight={NO_HIGHLIGHT}
      maintenanceLinkIds={maintenance}
      onSelect={noSelect}
      theme="wall"
      themeScale={scale}
    />
  );

  return (
    <div className={`wall ${alarm ? 'wall-stale' : 'wall-fresh'}`} data-testid="wall">
      <p
        className={`wall-banner ${alarm ? 'stale' : 'fresh'}`}
        role="status"
        aria-live="assertive"
        data-testid="wall-freshness"
        data-stale={String(fresh.stale)}
      >
        {headline}
      </p>
      {more.map((text) => (
        <p className="wall-banner stale" role="alert" key={text} data-testid="wall-failure">
          {text}
        </p>
      ))}
      <header className="wall-header">
        <h1>{TITLES[screen]}</h1>
        <div className="wall-clock" aria-label="Time now, UTC">
          {utcTime(now).replace(' UTC', '')} <span>UTC</span>
        </div>
      </header>
      {pinnedScreen === undefined && (
        <div className="wall-progress" aria-hidden="true">
          <div style={{ width: `${(progress * 100).toFixed(1)}%` }} />
        </div>
      )}
      <main className="wall-screen" data-testid="wall-screen" data-screen={screen}>
        {topology === undefined || model === undefined ? (
          <p className="wall-message wall-panel doubt">
            {loadError === undefined
              ? 'Loading the topology…'
              : `Cannot load the topology: ${loadError}. Retrying by itself.`}
          </p>
        ) : screen === 'overview' ? (
          <div className="wall-overview" data-testid="wall-overview-ready">
            <section className="wall-map wall-panel">{wallMap(world ?? model)}</section>
            {inset !== undefined && <WallInset>{wallMap(inset)}</WallInset>}
            <aside className="wall-summary">
              <div
                className={`wall-panel ${
                  incidents.tone === 'alarm' || incidents.tone === 'unknown'
                    ? 'bad'
                    : incidents.tone
                }`}
                data-testid="wall-incident-count"
                data-tone={incidents.tone}
              >
                <strong>
                  {incidents.tone === 'unknown' ? '—' : incidents.alarming + incidents.known}
                </strong>
                {incidents.tone === 'unknown'
                  ? ' incidents: unknown'
                  : incidents.alarming + incidents.known === 1
                    ? ' incident'
                    : ' incidents'}
                {incidents.known > 0 && ` (${incidents.known} known)`}
              </div>
              <div className="wall-panel" data-testid="wall-sites-affected">
                <strong>{incidents.tone === 'unknown' ? '—' : incidents.sites.length}</strong>
                {incidents.tone === 'unknown' ? ' sites affected: unknown' : ' sites affected'}
              </div>
              <div
                className={`wall-panel ${fresh.stale ? 'unknown' : problems.length === 0 ? 'ok' : 'bad'}`}
                data-testid="wall-link-problems"
              >
                <strong>{fresh.stale ? '—' : problems.length}</strong>
                {fresh.stale
                  ? ' link problems: unknown'
                  : problems.length === 1
                    ? ' link problem'
                    : ' link problems'}
              </div>
              {maintenance.size > 0 && (
                <div className="wall-panel maintenance" data-testid="wall-maintenance">
                  <strong>{maintenance.size}</strong>
                  {maintenance.size === 1 ? ' link' : ' links'} under maintenance
                </div>
              )}
              <div className="wall-panel muted" data-testid="wall-topology-summary">
                {topology.sites.length} sites · {topology.links.length} links
              </div>
            </aside>
          </div>
        ) : screen === 'incidents' ? (
          <div className="wall-columns">
            <section className="wall-panel">
              <h2>Incidents</h2>
              <WallIncidentsScreen screen={incidents.screen} problems={problems} />
            </section>
            <section className="wall-panel">
              <h2>Link problems in the live data</h2>
              <WallProblems problems={problems} liveStale={fresh.stale} />
            </section>
          </div>
        ) : screen === 'paths' ? (
          <WallGrid
            rows={grid}
            state={
              pathHealthError !== undefined
                ? `Cannot read the path status: ${pathHealthError}`
                : pathHealth.data === undefined
                  ? 'Reading the path status…'
                  : `Judged ${utcTime(pathHealth.data.atMs)}`
            }
            ready={pathHealth.data !== undefined || pathHealthError !== undefined}
          />
        ) : (
          <section className="wall-panel wall-hotspots" data-testid="wall-hotspots-ready">
            {hotSpots.length === 0 ? (
              <p className="wall-message">
                {fresh.stale
                  ? 'Load unknown: the live data is missing or stale.'
                  : 'No fresh load data to rank.'}
              </p>
            ) : (
              <ol className="wall-list wall-fill">
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
                      {s.name} <span className="muted">· {s.directionText}</span>
                    </div>
                    <div className="wall-row-sites">
                      {formatBps(s.bps)} ·{' '}
                      {s.sites.length === 0 ? 'no site path' : s.sites.join(', ')}
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </section>
        )}
      </main>
    </div>
  );
}

/** The Europe inset: where most Tier1 sites cluster, drawn at its own zoom beside the world. */
function WallInset({ children }: { children: ReactNode }) {
  return (
    <section className="wall-inset wall-panel" data-testid="wall-europe-inset">
      <h2>Europe</h2>
      <div className="wall-inset-map">{children}</div>
    </section>
  );
}

/** The MaDDash-style grid: a row per Tier1 site, a cell per direction, coloured by status. */
function WallGrid({
  rows,
  state,
  ready,
}: {
  rows: readonly { siteId: string; siteName: string; out: WallGridCell; back: WallGridCell }[];
  state: string;
  ready: boolean;
}) {
  return (
    <section
      className="wall-grid wall-panel"
      data-testid={ready ? 'wall-paths-ready' : 'wall-paths'}
      style={{ gridTemplateRows: `auto repeat(${Math.max(rows.length, 1)}, minmax(0, 1fr))` }}
    >
      <div className="wall-grid-head">Site</div>
      <div className="wall-grid-head">From CERN</div>
      <div className="wall-grid-head">To CERN · {state}</div>
      {rows.map((row) => (
        <WallGridRowCells key={row.siteId} row={row} />
      ))}
    </section>
  );
}

function WallGridRowCells({
  row,
}: {
  row: { siteId: string; siteName: string; out: WallGridCell; back: WallGridCell };
}) {
  return (
    <>
      <div className="wall-grid-site" title={row.siteName}>
        {row.siteId}
      </div>
      {[row.out, row.back].map((cell) => (
        <div
          key={cell.label}
          className="wall-cell"
          style={{ color: PATH_STATUS_FILL[cell.status] }}
          data-cell={cell.label}
          data-status={cell.status}
          title={cell.reason}
        >
          <span>{cell.label}</span>
          <span>{STATUS_WORDS[cell.status]}</span>
        </div>
      ))}
    </>
  );
}

/** The live data's link problems, or why there are none to show. */
function WallProblems({
  problems,
  liveStale,
}: {
  problems: readonly WallProblem[];
  liveStale: boolean;
}) {
  if (liveStale) {
    return (
      <p className="wall-message doubt" data-testid="wall-problems-unknown">
        Unknown: the live data is missing or stale.
      </p>
    );
  }
  if (problems.length === 0) {
    return <p className="wall-message ok">No link problem in the live data.</p>;
  }
  return <WallProblemList problems={problems} />;
}

function WallProblemList({ problems }: { problems: readonly WallProblem[] }) {
  return (
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
      {problems.length > PROBLEMS && (
        <li className="muted">and {problems.length - PROBLEMS} more</li>
      )}
    </ol>
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
          <span data-testid="wall-incidents-ready">{screen.text}</span>
        </p>
      );
    case 'list':
      return (
        <div data-testid="wall-incidents-ready">
          {screen.caveat !== undefined && <p className="wall-caveat">{screen.caveat}</p>}
          <WallIncidentList rows={screen.rows} />
        </div>
      );
    case 'unreachable':
      return (
        <div data-testid="wall-incidents-ready">
          <p className="wall-message doubt" data-testid="wall-incidents-unreachable">
            {screen.text}
          </p>
          {screen.rows.length > 0 && (
            <div className="wall-dimmed">
              <WallIncidentList rows={screen.rows} />
            </div>
          )}
          {screen.rows.length === 0 && problems.length > 0 && (
            <p className="wall-caveat">Meanwhile, the live data's link problems are beside.</p>
          )}
        </div>
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
