import type { TopologyResponse } from '@tiermap/domain';
import { useEffect, useMemo, useState } from 'react';
import { fetchTopology } from './api/client.js';
import { Legend } from './features/map/Legend.js';
import { FreshnessBanner } from './features/map/FreshnessBanner.js';
import { freshness } from './features/map/live-model.js';
import { MapView } from './features/map/MapView.js';
import { useLive, useNow } from './features/map/useLive.js';
import type { LoadScale } from './viz/scales.js';
import { SitePanel } from './features/map/SitePanel.js';
import { mapViewModel } from './features/map/view-model.js';

type Load =
  | { state: 'loading' }
  | { state: 'ready'; topology: TopologyResponse; loadedAt: Date }
  | { state: 'failed'; message: string; retryInSeconds: number };

const RETRY_SECONDS = 10;
/** Matches the server's default TIERMAP_STALE_AFTER_MS. */
const STALE_AFTER_MS = 120_000;

/** Loads the topology and shows the map; on failure says why and retries by itself. */
export function App() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchTopology(controller.signal)
      .then((topology) => setLoad({ state: 'ready', topology, loadedAt: new Date() }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) {
          return;
        }
        setLoad({
          state: 'failed',
          message: error instanceof Error ? error.message : String(error),
          retryInSeconds: RETRY_SECONDS,
        });
      });
    return () => controller.abort();
  }, [attempt]);

  useEffect(() => {
    if (load.state !== 'failed') {
      return;
    }
    const timer = setTimeout(() => setAttempt((n) => n + 1), RETRY_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [load]);

  const { live, status } = useLive();
  const now = useNow(5_000);
  const [scale, setScale] = useState<LoadScale>('utilization');
  const fresh = freshness(live, status === 'live', now, STALE_AFTER_MS);

  const model = useMemo(
    () => (load.state === 'ready' ? mapViewModel(load.topology) : undefined),
    [load],
  );

  return (
    <div className="app">
      <header className="app-header">
        <h1>tiermap</h1>
        <p className="subtitle">
          Wide-area paths from CERN to its Tier1 sites, and the equipment they share
        </p>
        {load.state === 'ready' && (
          <p className="status" data-testid="topology-summary">
            {load.topology.sites.length} sites · {load.topology.routers.length} routers ·{' '}
            {load.topology.links.length} links · {load.topology.paths.length} paths · topology
            loaded {load.loadedAt.toISOString().slice(11, 19)} UTC
          </p>
        )}
      </header>
      <FreshnessBanner status={status} fresh={fresh} />
      {load.state === 'loading' && <p className="notice">Loading the topology…</p>}
      {load.state === 'failed' && (
        <p className="notice error" role="alert">
          Could not load the topology: {load.message.replace(/\.$/, '')}. Retrying in{' '}
          {load.retryInSeconds} s.
        </p>
      )}
      {load.state === 'ready' && model !== undefined && (
        <main className="layout">
          <MapView model={model} live={live} scale={scale} />
          <div className="side">
            <SitePanel topology={load.topology} />
            <Legend scale={scale} onScale={setScale} />
          </div>
        </main>
      )}
    </div>
  );
}
