import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../api/queries.js';
import { formatBps, formatMs, formatPercent, formatRate } from '../../app/format.js';
import { FetchNotice, PanelHeader } from '../../app/panel.js';
import { fetchedOf } from '../../app/fetched.js';
import { selectLinkStates } from '../map/live-store.js';
import { useLiveSelector } from '../map/useLive.js';
import {
  ROUTE_MARK_TEXT,
  sitePathViews,
  type HopRow,
  type ObservedRows,
  type RouteMark,
} from './site-path-model.js';
import './site-panel.css';

/** A site's path(s) to CERN, hop by hop, each way, with live load, errors, blades and RTT. */
export function SitePathPanel({
  siteId,
  onSelectLink,
  onSelectRouter,
  onClose,
}: {
  siteId: string;
  onSelectLink: (linkId: string) => void;
  onSelectRouter: (routerId: string) => void;
  onClose: () => void;
}) {
  // The live link states, read here: this panel shows them, so it re-renders on a delta.
  const live = useLiveSelector(selectLinkStates);
  const load = fetchedOf(useQuery(queries.paths(siteId)));
  const paths = load.state === 'ready' ? load.value : undefined;
  const views = useMemo(
    () => (paths === undefined ? [] : sitePathViews(paths, live)),
    [paths, live],
  );

  return (
    <section
      className="panel site-path-panel"
      aria-label={`Site ${siteId}`}
      data-testid="site-panel"
    >
      <PanelHeader
        title={`${siteId}: path to CERN`}
        closeLabel="Close the site panel"
        onClose={onClose}
      />
      <FetchNotice fetched={load} loading="Loading the path…" failed="Could not load the path" />
      {load.state === 'ready' && views.length === 0 && (
        <p className="muted">{siteId} has no path to CERN in the topology.</p>
      )}
      {views.map((view) => (
        <div key={view.pathId} className="path-block">
          {view.pathChanged.map((message) => (
            <p key={message} className="badge-line" data-testid="path-changed">
              <span className="badge path-changed">⇄ path changed</span> {message}
            </p>
          ))}
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
              {direction.observed !== undefined && (
                <ObservedRoute observed={direction.observed} label={direction.label} />
              )}
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}

/** A symbol per mark, so the difference shows in shape and words, not only colour. */
const MARK_SYMBOL: Readonly<Record<RouteMark, string>> = {
  same: '●',
  skipped: '✕',
  added: '+',
  unknown: '?',
  'no-answer': '…',
};

function Mark({ mark }: { mark: RouteMark }) {
  return (
    <span className={`route-mark ${mark}`} data-mark={mark}>
      <span aria-hidden="true">{MARK_SYMBOL[mark]}</span> {ROUTE_MARK_TEXT[mark]}
    </span>
  );
}

/** The declared routers and the traced hops side by side, the differing ones marked. */
function ObservedRoute({ observed, label }: { observed: ObservedRows; label: string }) {
  return (
    <div className="observed-route" data-verdict={observed.verdict}>
      <h4>
        Declared and observed route, {label}
        <span className="muted"> · {observed.traced}</span>
      </h4>
      <p className="small">
        {observed.verdict === 'changed'
          ? observed.changed
          : observed.verdict === 'same'
            ? 'the packets took the declared path'
            : 'too few hops matched a router to say'}
      </p>
      <table className="route-compare" aria-label={`Declared and observed route, ${label}`}>
        <thead>
          <tr>
            <th>#</th>
            <th>declared</th>
            <th>observed</th>
          </tr>
        </thead>
        <tbody>
          {observed.rows.map((row) => (
            <tr key={row.position}>
              <td>{row.position}</td>
              <td data-mark={row.declared?.mark}>
                {row.declared === undefined ? (
                  '—'
                ) : (
                  <>
                    {row.declared.name}
                    {row.declared.mark === 'skipped' && (
                      <>
                        {' '}
                        <Mark mark="skipped" />
                      </>
                    )}
                  </>
                )}
              </td>
              <td data-mark={row.observed?.mark}>
                {row.observed === undefined ? (
                  '—'
                ) : (
                  <>
                    {row.observed.name}
                    {row.observed.mark !== 'same' && (
                      <>
                        {' '}
                        <Mark mark={row.observed.mark} />
                      </>
                    )}
                    {row.observed.detail !== '' && (
                      <div className="muted small">{row.observed.detail}</div>
                    )}
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
                <span
                  className={(link.errorsPerSec ?? 0) > 0 ? 'error-text' : 'muted'}
                  title="packets lost: errors and discards, in and out"
                >
                  {' '}
                  lost {formatRate(link.errorsPerSec)}
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
