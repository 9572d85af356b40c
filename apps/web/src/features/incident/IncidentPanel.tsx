import type { SharedResponse, TopologyResponse } from '@tiermap/domain';
import { useEffect, useMemo, useState } from 'react';
import { fetchShared } from '../../api/client.js';
import { formatPercent, formatRate } from '../../app/format.js';
import type { LiveByLink } from '../map/live-model.js';
import { incidentSiteChoices, suspectRows, toggleSite, type SuspectRow } from './incident-model.js';
import './incident.css';

type Load =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; shared: SharedResponse }
  | { state: 'failed'; message: string };

/**
 * The incident view: choose the sites that went bad together and see the equipment their
 * paths share, ranked, with how many chosen and how many healthy sites use each piece.
 */
export function IncidentPanel({
  topology,
  live,
  siteIds,
  onSites,
  onShared,
  onSelectLink,
  onSelectRouter,
  onClose,
}: {
  topology: TopologyResponse;
  live: LiveByLink;
  siteIds: readonly string[];
  onSites: (siteIds: string[]) => void;
  /** The shared equipment once loaded, so the map can highlight it. */
  onShared: (shared: SharedResponse | undefined) => void;
  onSelectLink: (linkId: string) => void;
  onSelectRouter: (routerId: string) => void;
  onClose: () => void;
}) {
  const key = siteIds.join(',');
  const [result, setResult] = useState<{ key: string; load: Load } | undefined>(undefined);
  useEffect(() => {
    const sites = key === '' ? [] : key.split(',');
    if (sites.length < 2) return;
    const controller = new AbortController();
    fetchShared(sites, controller.signal)
      .then((shared) => {
        setResult({ key, load: { state: 'ready', shared } });
        onShared(shared);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        setResult({ key, load: { state: 'failed', message } });
      });
    return () => controller.abort();
  }, [key, onShared]);
  // Fewer than two sites: nothing to compare. A new choice shows "loading" until its answer.
  const load: Load = useMemo(
    () =>
      siteIds.length < 2
        ? { state: 'idle' }
        : result?.key === key
          ? result.load
          : { state: 'loading' },
    [siteIds.length, result, key],
  );

  const choices = useMemo(() => incidentSiteChoices(topology), [topology]);
  const rows = useMemo(
    () => (load.state === 'ready' ? suspectRows(load.shared, topology, live) : []),
    [load, topology, live],
  );

  return (
    <section className="panel incident-panel" aria-label="Incident" data-testid="incident-panel">
      <header className="panel-header">
        <h2>Incident: what do these sites share?</h2>
        <button
          type="button"
          className="close"
          onClick={onClose}
          aria-label="Close the incident view"
        >
          ×
        </button>
      </header>
      <fieldset className="site-chooser">
        <legend>Sites that went bad together</legend>
        {choices.map((site) => (
          <label key={site.id} title={site.name}>
            <input
              type="checkbox"
              checked={siteIds.includes(site.id)}
              onChange={() => onSites(toggleSite(siteIds, site.id))}
            />
            {site.id}
          </label>
        ))}
      </fieldset>
      {load.state === 'idle' && <p className="muted">Choose two or more sites.</p>}
      {load.state === 'loading' && <p className="muted">Looking for shared equipment…</p>}
      {load.state === 'failed' && (
        <p className="error" role="alert">
          Could not load the shared equipment: {load.message}
        </p>
      )}
      {load.state === 'ready' && rows.length === 0 && (
        <p>
          The paths of {siteIds.join(' and ')} share no equipment: look at each site on its own.
        </p>
      )}
      {rows.length > 0 && (
        <ol className="suspects" data-testid="suspects">
          {rows.map((row) => (
            <SuspectItem
              key={`${row.kind}:${row.id}`}
              row={row}
              onSelectLink={onSelectLink}
              onSelectRouter={onSelectRouter}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

function SuspectItem({
  row,
  onSelectLink,
  onSelectRouter,
}: {
  row: SuspectRow;
  onSelectLink: (linkId: string) => void;
  onSelectRouter: (routerId: string) => void;
}) {
  const show = () => {
    const first = row.linkIds[0];
    if (row.kind === 'router') onSelectRouter(row.id);
    else if (first !== undefined) onSelectLink(first);
  };
  const clickable = row.kind === 'router' || row.linkIds.length > 0;
  return (
    <li className="suspect" data-suspect={row.id} data-kind={row.kind}>
      <span className="rank">{row.rank}</span>
      <div>
        <div>
          {clickable ? (
            <button type="button" className="link-button" onClick={show}>
              {row.name}
            </button>
          ) : (
            row.name
          )}{' '}
          <span className="muted">
            {row.kind} · {row.carrier} · {row.directions}
          </span>
        </div>
        <div className="suspect-counts">
          <strong>
            {row.chosenCount} of {row.chosenTotal}
          </strong>{' '}
          chosen sites ·{' '}
          <span className={row.healthyCount === 0 ? '' : 'muted'}>
            {row.healthyCount} healthy {row.healthyCount === 1 ? 'site' : 'sites'}
            {row.healthyCount > 0 &&
              ` (${row.healthySites.slice(0, 4).join(', ')}${row.healthyCount > 4 ? '…' : ''})`}
          </span>
        </div>
        {row.live !== undefined && (
          <div className="muted small">
            now {formatPercent(row.live.utilization)}
            {row.live.errorsPerSec > 0 && (
              <span className="error-text"> · errors {formatRate(row.live.errorsPerSec)}</span>
            )}
            {row.live.stale && ' · stale'}
          </div>
        )}
      </div>
    </li>
  );
}
