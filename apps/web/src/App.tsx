import { DEFAULT_TCP_WINDOW_BYTES, type TopologyResponse } from '@tiermap/domain';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { queries, TOPOLOGY_RETRY_MS } from './api/queries.js';
import { errorMessage } from './app/fetched.js';
import { useChangeInvalidation } from './app/useChangeInvalidation.js';
import { useSession } from './app/useSession.js';
import { useUrlState } from './app/useUrlState.js';
import { staleAfterMs, type MapMode, type Page } from './app/url-state.js';
import { useServedConfig } from './app/useServedConfig.js';
import { CarriersView } from './features/carriers/CarriersView.js';
import { TokensView } from './features/tokens/TokensView.js';
import { tokensPermission } from './app/permissions.js';
import { HotspotsView } from './features/hotspots/HotspotsView.js';
import { IncidentsView } from './features/incidents/IncidentsView.js';
import { ExportMenu } from './features/reports/ExportMenu.js';
import { FreshnessBanner } from './features/map/FreshnessBanner.js';
import { freshness } from './features/map/live-model.js';
import {
  selectBus,
  selectLastEventMs,
  selectLinkStates,
  selectMarks,
  selectStatus,
} from './features/map/live-store.js';
import { MapPage } from './features/map/MapPage.js';
import { OpenIncidentCount, useOpenIncidentCount } from './features/map/OpenIncidentCount.js';
import { useLiveConnection, useLiveSelector, useNow } from './features/map/useLive.js';
import { mapViewModel } from './features/map/view-model.js';
import { MaintenanceView } from './features/maintenance/MaintenanceView.js';
import { WallView } from './features/noc-wall/WallView.js';
import { AccountBar, SessionNotice } from './features/signin/AccountBar.js';
import { SignInView } from './features/signin/SignInView.js';
import { TcpView } from './features/tcp/TcpView.js';

type Load =
  | { state: 'loading' }
  | { state: 'ready'; topology: TopologyResponse; loadedAt: Date }
  | { state: 'failed'; message: string; retryInSeconds: number };

/**
 * The topology query as the page shows it: ready once an answer is held (kept while a reload
 * runs or fails, and retried), failed while no answer is held and the last attempt failed
 * (asked again every 10 s), else loading.
 */
function topologyLoad(query: UseQueryResult<TopologyResponse>): Load {
  if (query.data !== undefined) {
    return { state: 'ready', topology: query.data, loadedAt: new Date(query.dataUpdatedAt) };
  }
  if (query.failureReason !== null) {
    return {
      state: 'failed',
      message: errorMessage(query.failureReason),
      retryInSeconds: TOPOLOGY_RETRY_MS / 1000,
    };
  }
  return { state: 'loading' };
}

/**
 * Loads the topology (one query, retrying by itself on failure), opens the live stream, shows
 * the page. A change the stream announces (its change events, or its marks after a gap) makes
 * `useChangeInvalidation` invalidate the queries it touches; the topology held stays shown while
 * the new one loads.
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
  const topologyQuery = useQuery(queries.topology());
  const load = topologyLoad(topologyQuery);
  useLiveConnection();
  // Only the change marks (they move rarely): the link states are read by what shows them.
  const marks = useLiveSelector(selectMarks);
  useChangeInvalidation(marks, topologyQuery.data?.version, topologyQuery.data !== undefined);

  const served = useServedConfig();
  const staleAfter = staleAfterMs(url, served);

  // The sign-in and carriers pages ask the API for what they show; they do not wait for the map.
  const needsTopology = url.page !== 'signin' && url.page !== 'carriers' && url.page !== 'tokens';

  const model = useMemo(
    () => (topologyQuery.data !== undefined ? mapViewModel(topologyQuery.data) : undefined),
    [topologyQuery.data],
  );

  if (url.page === 'wall') {
    return (
      <WallView
        topology={load.state === 'ready' ? load.topology : undefined}
        loadError={load.state === 'failed' ? load.message : undefined}
        rotateSeconds={url.rotateSeconds}
        pinnedScreen={url.wallScreen}
        staleAfterMs={staleAfter}
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
          {tokensPermission(session.whoami, session.signedIn).allowed && (
            <PageLink
              page="tokens"
              current={url.page}
              label="Tokens"
              onGo={(page) => navigate({ page, selection: { kind: 'none' } })}
            />
          )}
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
        <OpenIncidentCount
          onOpen={() =>
            navigate({ page: 'incidents', selection: { kind: 'none' }, incidentId: undefined })
          }
        />
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
      <LiveFreshness staleAfterMs={staleAfter} />
      {needsTopology && load.state === 'loading' && <p className="notice">Loading the topology…</p>}
      {needsTopology && load.state === 'failed' && (
        <p className="notice error" role="alert">
          Could not load the topology: {load.message.replace(/\.$/, '')}. Retrying in{' '}
          {load.retryInSeconds} s.
        </p>
      )}
      {load.state === 'ready' && model !== undefined && url.page === 'map' && (
        <MapPage topology={load.topology} model={model} url={url} navigate={navigate} />
      )}
      {url.page === 'incidents' && (
        <IncidentsView
          topology={load.state === 'ready' ? load.topology : undefined}
          incidentId={url.incidentId}
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
          onChooseCarrier={chooseCarrier}
          onSignIn={signIn}
        />
      )}
      {url.page === 'tokens' && <TokensView session={session} onSignIn={signIn} />}
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

/**
 * The freshness banner (with the open incidents), re-judged every second by itself (its own
 * clock) and reading the live state it judges from the live store, so the page around it re-renders neither each second
 * nor on each delta.
 */
function LiveFreshness({ staleAfterMs: staleAfter }: { staleAfterMs: number | undefined }) {
  const live = useLiveSelector(selectLinkStates);
  const status = useLiveSelector(selectStatus);
  const lastEventMs = useLiveSelector(selectLastEventMs);
  const bus = useLiveSelector(selectBus);
  const now = useNow(1_000);
  const fresh = freshness(live, status === 'live', now, staleAfter, lastEventMs);
  const openIncidents = useOpenIncidentCount() ?? 0;
  return <FreshnessBanner status={status} fresh={fresh} openIncidents={openIncidents} bus={bus} />;
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
