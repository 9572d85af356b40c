import { DEFAULT_TCP_WINDOW_BYTES, type TopologyResponse } from '@tiermap/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { fetchTopology } from './api/client.js';
import { incidentsRefreshKey, topologyWanted } from './app/changes.js';
import { useSession } from './app/useSession.js';
import { useUrlState } from './app/useUrlState.js';
import { staleAfterMs, type MapMode, type Page } from './app/url-state.js';
import { useServedConfig } from './app/useServedConfig.js';
import { CarriersView } from './features/carriers/CarriersView.js';
import { HotspotsView } from './features/hotspots/HotspotsView.js';
import { IncidentsView } from './features/incidents/IncidentsView.js';
import { ExportMenu } from './features/reports/ExportMenu.js';
import { FreshnessBanner } from './features/map/FreshnessBanner.js';
import { freshness } from './features/map/live-model.js';
import { MapPage } from './features/map/MapPage.js';
import { useLive, useNow } from './features/map/useLive.js';
import { mapViewModel } from './features/map/view-model.js';
import { MaintenanceView } from './features/maintenance/MaintenanceView.js';
import { WallView } from './features/noc-wall/WallView.js';
import { AccountBar, SessionNotice } from './features/signin/AccountBar.js';
import { SignInView } from './features/signin/SignInView.js';
import { TcpView } from './features/tcp/TcpView.js';

type Load =
  | { state: 'loading' }
  | {
      state: 'ready';
      topology: TopologyResponse;
      loadedAt: Date;
      /** Set when a reload (after a change announced on the live stream) failed. */
      reloadError?: string;
    }
  | { state: 'failed'; message: string; retryInSeconds: number };

const RETRY_SECONDS = 10;

/**
 * Loads the topology (retrying by itself on failure), subscribes to live data, shows the page.
 * When the live stream announces a later topology version (a maintenance window, a carrier's
 * upload, an import made elsewhere), loads it again and keeps showing the one held meanwhile.
 */
export function App() {
  const [url, navigate] = useUrlState();
  const session = useSession();
  const signIn = useCallback(
    () => navigate({ page: 'signin', selection: { kind: 'none' } }),
    [navigate],
  );
  const chooseCarrier = useCallback(
    (carrierId: string, options?: { replace?: boolean }) =>
      navigate({ page: 'carriers', carrierId, selection: { kind: 'none' } }, options),
    [navigate],
  );
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { live, status, lastEventMs, marks } = useLive();
  // The topology version to load: moves when the stream announces a later one than held.
  const [wanted, setWanted] = useState(0);
  const nextWanted = topologyWanted(
    wanted,
    load.state === 'ready' ? load.topology.version : undefined,
    marks,
    load.state === 'ready',
  );
  if (nextWanted !== wanted) setWanted(nextWanted);

  useEffect(() => {
    const controller = new AbortController();
    fetchTopology(controller.signal)
      .then((topology) => setLoad({ state: 'ready', topology, loadedAt: new Date() }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) {
          return;
        }
        const message = error instanceof Error ? error.message : String(error);
        // A failed reload keeps the topology held (and is retried); a failed first load says so.
        setLoad((held) =>
          held.state === 'ready'
            ? { ...held, reloadError: message }
            : { state: 'failed', message, retryInSeconds: RETRY_SECONDS },
        );
      });
    return () => controller.abort();
  }, [attempt, wanted]);

  useEffect(() => {
    if (load.state !== 'failed' && !(load.state === 'ready' && load.reloadError !== undefined)) {
      return;
    }
    const timer = setTimeout(() => setAttempt((n) => n + 1), RETRY_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [load]);

  const incidentsRevision = incidentsRefreshKey(marks);
  const now = useNow(1_000);
  const served = useServedConfig();
  const staleAfter = staleAfterMs(url, served);
  const fresh = freshness(live, status === 'live', now, staleAfter, lastEventMs);

  // The sign-in and carriers pages ask the API for what they show; they do not wait for the map.
  const needsTopology = url.page !== 'signin' && url.page !== 'carriers';

  const model = useMemo(
    () => (load.state === 'ready' ? mapViewModel(load.topology) : undefined),
    [load],
  );

  if (url.page === 'wall') {
    return (
      <WallView
        topology={load.state === 'ready' ? load.topology : undefined}
        loadError={load.state === 'failed' ? load.message : undefined}
        live={live}
        status={status}
        lastEventMs={lastEventMs}
        rotateSeconds={url.rotateSeconds}
        staleAfterMs={staleAfter}
        incidentsRevision={incidentsRevision}
      />
    );
  }

  return (
    <div className="app">
      <header className="app-header">
        <h1>tiermap</h1>
        <nav className="pages" aria-label="Pages">
          <PageLink page="map" current={url.page} label="Map" onGo={(page) => navigate({ page })} />
          <PageLink
            page="hotspots"
            current={url.page}
            label="Hot spots"
            onGo={(page) => navigate({ page, selection: { kind: 'none' } })}
          />
          <PageLink
            page="incidents"
            current={url.page}
            label="Incidents"
            onGo={(page) => navigate({ page, selection: { kind: 'none' }, incidentId: undefined })}
          />
          <PageLink
            page="maintenance"
            current={url.page}
            label="Maintenance"
            onGo={(page) => navigate({ page, selection: { kind: 'none' } })}
          />
          <PageLink
            page="tcp"
            current={url.page}
            label="TCP"
            onGo={(page) => navigate({ page, selection: { kind: 'none' } })}
          />
          <PageLink
            page="carriers"
            current={url.page}
            label="Carriers"
            onGo={(page) => navigate({ page, selection: { kind: 'none' } })}
          />
          <a href="/wall" className="page-link">
            NOC wall
          </a>
        </nav>
        {url.page === 'map' && (
          <>
            <div className="mode-switch" role="group" aria-label="Map view">
              {(['geo', 'logical'] as const satisfies readonly MapMode[]).map((mode) => (
                <button
                  key={mode}
                  type="button"
                  aria-pressed={url.mode === mode}
                  onClick={() => navigate({ mode })}
                >
                  {mode === 'geo' ? 'Geographic' : 'Logical'}
                </button>
              ))}
            </div>
            <button
              type="button"
              className="incident-button"
              aria-pressed={url.selection.kind === 'incident'}
              onClick={() =>
                navigate({
                  selection:
                    url.selection.kind === 'incident'
                      ? { kind: 'none' }
                      : { kind: 'incident', siteIds: [] },
                })
              }
            >
              Incident view
            </button>
          </>
        )}
        {load.state === 'ready' && (
          <p className="status" data-testid="topology-summary">
            {load.topology.sites.length} sites · {load.topology.routers.length} routers ·{' '}
            {load.topology.links.length} links · {load.topology.paths.length} paths · topology
            loaded {load.loadedAt.toISOString().slice(11, 19)} UTC
          </p>
        )}
        <ExportMenu mapShown={url.page === 'map' && load.state === 'ready'} />
        <AccountBar state={session} onSignIn={signIn} />
      </header>
      <SessionNotice state={session} onSignIn={signIn} />
      <FreshnessBanner status={status} fresh={fresh} />
      {needsTopology && load.state === 'loading' && <p className="notice">Loading the topology…</p>}
      {needsTopology && load.state === 'failed' && (
        <p className="notice error" role="alert">
          Could not load the topology: {load.message.replace(/\.$/, '')}. Retrying in{' '}
          {load.retryInSeconds} s.
        </p>
      )}
      {load.state === 'ready' && model !== undefined && url.page === 'map' && (
        <MapPage
          topology={load.topology}
          model={model}
          live={live}
          nowMs={now}
          url={url}
          navigate={navigate}
          incidentsRevision={incidentsRevision}
        />
      )}
      {url.page === 'incidents' && (
        <IncidentsView
          topology={load.state === 'ready' ? load.topology : undefined}
          nowMs={now}
          incidentId={url.incidentId}
          incidentsRevision={incidentsRevision}
          onSelectIncident={(incidentId) => navigate({ page: 'incidents', incidentId })}
          onShowSites={(siteIds) =>
            navigate({ page: 'map', selection: { kind: 'incident', siteIds } })
          }
          onShowElement={(target) => navigate({ page: 'map', selection: target })}
        />
      )}
      {url.page === 'maintenance' && (
        <MaintenanceView
          topology={load.state === 'ready' ? load.topology : undefined}
          nowMs={now}
          session={session}
          onShowRouter={(id) => navigate({ page: 'map', selection: { kind: 'router', id } })}
          onShowLink={(id) => navigate({ page: 'map', selection: { kind: 'link', id } })}
          onSignIn={signIn}
        />
      )}
      {url.page === 'carriers' && (
        <CarriersView
          carrierId={url.carrierId}
          session={session}
          nowMs={now}
          onChooseCarrier={chooseCarrier}
          onSignIn={signIn}
        />
      )}
      {url.page === 'signin' && (
        <SignInView
          state={session}
          onOpenCarriers={() => navigate({ page: 'carriers', selection: { kind: 'none' } })}
        />
      )}
      {url.page === 'tcp' && (
        <TcpView
          topology={load.state === 'ready' ? load.topology : undefined}
          windowBytes={url.tcpWindowBytes ?? DEFAULT_TCP_WINDOW_BYTES}
          onChooseWindow={(tcpWindowBytes) => navigate({ tcpWindowBytes })}
          onShowSite={(id) => navigate({ page: 'map', selection: { kind: 'site', id } })}
        />
      )}
      {load.state === 'ready' && url.page === 'hotspots' && (
        <HotspotsView
          topology={load.topology}
          onShowRouter={(id) => navigate({ page: 'map', selection: { kind: 'router', id } })}
          onShowLink={(id) => navigate({ page: 'map', selection: { kind: 'link', id } })}
        />
      )}
    </div>
  );
}

function PageLink({
  page,
  current,
  label,
  onGo,
}: {
  page: Page;
  current: Page;
  label: string;
  onGo: (page: Page) => void;
}) {
  return (
    <a
      href={page === 'map' ? '/' : `/${page}`}
      className="page-link"
      aria-current={page === current ? 'page' : undefined}
      onClick={(event) => {
        event.preventDefault();
        onGo(page);
      }}
    >
      {label}
    </a>
  );
}
