import type { PathList } from '@tiermap/domain';
import { useEffect, useMemo, useState } from 'react';
import { fetchSitePaths } from '../../api/client.js';
import { formatBps, formatMs, formatPercent, formatRate } from '../../app/format.js';
import type { LiveByLink } from '../map/live-model.js';
import { sitePathViews, type HopRow } from './site-path-model.js';
import './site-panel.css';

type Load =
  { state: 'loading' } | { state: 'ready'; paths: PathList } | { state: 'failed'; message: string };

/** A site's path(s) to CERN, hop by hop, each way, with live load, errors, blades and RTT. */
export function SitePathPanel({
  siteId,
  live,
  onSelectLink,
  onSelectRouter,
  onClose,
}: {
  siteId: string;
  live: LiveByLink;
  onSelectLink: (linkId: string) => void;
  onSelectRouter: (routerId: string) => void;
  onClose: () => void;
}) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    // The panel is keyed by site, so a new site starts in the loading state.
    const controller = new AbortController();
    fetchSitePaths(siteId, controller.signal)
      .then((paths) => setLoad({ state: 'ready', paths }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          setLoad({
            state: 'failed',
            message: error instanceof Error ? error.message : String(error),
          });
        }
      });
    return () => controller.abort();
  }, [siteId]);
  const views = useMemo(
    () => (load.state === 'ready' ? sitePathViews(load.paths, live) : []),
    [load, live],
  );

  return (
    <section
      className="panel site-path-panel"
      aria-label={`Site ${siteId}`}
      data-testid="site-panel"
    >
      <header className="panel-header">
        <h2>{siteId}: path to CERN</h2>
        <button type="button" className="close" onClick={onClose} aria-label="Close the site panel">
          ×
        </button>
      </header>
      {load.state === 'loading' && <p className="muted">Loading the path…</p>}
      {load.state === 'failed' && (
        <p className="error" role="alert">
          Could not load the path: {load.message}
        </p>
      )}
      {load.state === 'ready' && views.length === 0 && (
        <p className="muted">{siteId} has no path to CERN in the topology.</p>
      )}
      {views.map((view) => (
        <div key={view.pathId} className="path-block">
          {!view.symmetric && (
            <p className="badge-line">
              <span className="badge">asymmetric</span> the two directions take different routes
            </p>
          )}
          {view.directions.map((direction) => (
            <div
              key={direction.direction}
              className="direction-block"
              data-direction={direction.direction}
            >
              <h3>
                {direction.label}
                <span className="muted">
                  {' '}
                  · {direction.hops.length} hops · RTT {formatMs(direction.rttMs)}
                </span>
              </h3>
              <ol className="hops" data-testid={`hops-${direction.direction}`}>
                {direction.hops.map((hop, index) => (
                  <HopItem
                    key={hop.hop}
                    hop={hop}
                    worst={index === direction.worstHop}
                    onSelectLink={onSelectLink}
                    onSelectRouter={onSelectRouter}
                  />
                ))}
              </ol>
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}

function HopItem({
  hop,
  worst,
  onSelectLink,
  onSelectRouter,
}: {
  hop: HopRow;
  worst: boolean;
  onSelectLink: (linkId: string) => void;
  onSelectRouter: (routerId: string) => void;
}) {
  return (
    <li
      className={`hop${worst ? ' worst' : ''}${hop.hasErrors ? ' has-errors' : ''}`}
      data-hop={hop.hop}
    >
      <div className="hop-routers">
        <button
          type="button"
          className="link-button"
          onClick={() => onSelectRouter(hop.fromRouterId)}
        >
          {hop.fromRouter}
        </button>
        {' → '}
        <button
          type="button"
          className="link-button"
          onClick={() => onSelectRouter(hop.toRouterId)}
        >
          {hop.toRouter}
        </button>
        {hop.trunkId !== undefined && <span className="badge">trunk {hop.trunkId}</span>}
      </div>
      {hop.links.map((link) => (
        <div key={link.linkId} className="hop-link" data-hop-link={link.linkId}>
          <button type="button" className="link-button" onClick={() => onSelectLink(link.linkId)}>
            {link.name}
          </button>
          <span className="muted">
            {' '}
            {link.carrierId} · {formatBps(link.capacityBps)} · RTT {formatMs(link.rttMs)}
          </span>
          <div className="hop-live">
            {link.noData ? (
              <span className="muted">no live data</span>
            ) : (
              <>
                <span className={link.stale ? 'stale-text' : ''}>
                  {formatPercent(link.utilization)} ({formatBps(link.bps)})
                  {link.stale ? ' stale' : ''}
                </span>
                <span className={(link.errorsPerSec ?? 0) > 0 ? 'error-text' : 'muted'}>
                  {' '}
                  errors {formatRate(link.errorsPerSec)}
                </span>
              </>
            )}
          </div>
          <div className="muted small">
            blades {link.fromBlade} → {link.toBlade}
          </div>
        </div>
      ))}
    </li>
  );
}
