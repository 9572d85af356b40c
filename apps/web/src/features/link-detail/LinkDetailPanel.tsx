import type { Direction, TopologyResponse } from '@tiermap/domain';
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../api/queries.js';
import { formatBps, formatMs, formatPercent, formatRate } from '../../app/format.js';
import { FetchNotice, PanelHeader } from '../../app/panel.js';
import { fetchedOf } from '../../app/fetched.js';
import { useUrlState } from '../../app/useUrlState.js';
import { DIRECTION_COLOURS } from '../../viz/link-chart.js';
import { selectLinkStates } from '../map/live-store.js';
import { useLiveSelector } from '../map/useLive.js';
import { linkDetailView } from './link-detail-model.js';
import { LinkHistory } from './LinkHistory.js';
import './link-detail.css';

/**
 * A link's panel: capacity, carrier, ends, trunk members, the sites using it each way, live
 * load and errors per direction, and its history over the last hour, day or week (the span in
 * the URL, `?history=`).
 */
export function LinkDetailPanel({
  linkId,
  topology,
  onSelectLink,
  onSelectSite,
  onSelectRouter,
  onClose,
}: {
  linkId: string;
  topology: TopologyResponse;
  onSelectLink: (linkId: string) => void;
  onSelectSite: (siteId: string) => void;
  onSelectRouter: (routerId: string) => void;
  onClose: () => void;
}) {
  // The live link states, read here: this panel shows them, so it re-renders on a delta.
  const live = useLiveSelector(selectLinkStates);
  const detail = fetchedOf(useQuery(queries.link(linkId)));
  const [url, navigate] = useUrlState();
  const detailValue = detail.state === 'ready' ? detail.value : undefined;
  const view = useMemo(
    () => (detailValue === undefined ? undefined : linkDetailView(detailValue, topology, live)),
    [detailValue, topology, live],
  );

  // The directions' names, kept while only the live values change (the chart redraws on a name).
  const nameAtoZ = view?.directions[0]?.label ?? 'A to Z';
  const nameZtoA = view?.directions[1]?.label ?? 'Z to A';
  const names = useMemo(
    (): Record<Direction, string> => ({ AtoZ: nameAtoZ, ZtoA: nameZtoA }),
    [nameAtoZ, nameZtoA],
  );

  return (
    <section
      className="panel link-detail-panel"
      aria-label={`Link ${view?.name ?? linkId}`}
      data-testid="link-panel"
    >
      <PanelHeader
        title={view?.name ?? linkId}
        closeLabel="Close the link panel"
        onClose={onClose}
      />
      <FetchNotice fetched={detail} loading="Loading the link…" failed="Could not load the link" />
      {view !== undefined && (
        <>
          <p className="link-facts">
            {view.carrier} · {formatBps(view.capacityBps)} · RTT {formatMs(view.rttMs)}
          </p>
          <table className="link-table">
            <tbody>
              {view.ends.map((end) => (
                <tr key={end.label}>
                  <th scope="row">{end.label} end</th>
                  <td>
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => onSelectRouter(end.routerId)}
                    >
                      {end.router}
                    </button>{' '}
                    <span className="muted">
                      {end.port} on {end.blade}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="link-table live-table" data-testid="link-live">
            <thead>
              <tr>
                <th scope="col">Direction</th>
                <th scope="col">Load</th>
                <th scope="col">Errors</th>
              </tr>
            </thead>
            <tbody>
              {view.directions.map((d) => (
                <tr
                  key={d.direction}
                  data-direction={d.direction}
                  className={d.stale ? 'stale-row' : ''}
                >
                  <th scope="row">
                    <span
                      className="swatch"
                      style={{ background: DIRECTION_COLOURS[d.direction] }}
                    />
                    {d.label}
                    <div className="muted small">
                      {d.sites.length === 0 ? 'no site path' : d.sites.join(', ')}
                    </div>
                  </th>
                  <td>
                    {d.noData ? (
                      <span className="muted">no data</span>
                    ) : (
                      <>
                        {formatPercent(d.utilization)}
                        <div className="muted small">{formatBps(d.bps)}</div>
                        {d.stale && <div className="small">stale</div>}
                        {d.down && (
                          <div className="small error-text" data-testid="link-down">
                            down (ifOperStatus)
                          </div>
                        )}
                      </>
                    )}
                  </td>
                  <td className={d.lostPerSec > 0 ? 'error-text' : ''}>
                    {d.faults.map((f, i) =>
                      i === 0 ? (
                        <span key={f.label}>{formatRate(f.perSec)}</span>
                      ) : (
                        <div key={f.label} className="muted small">
                          {f.label} {formatRate(f.perSec)}
                        </div>
                      ),
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {view.trunk !== undefined && (
            <div className="trunk-block" data-testid="trunk-members">
              <h3>
                Trunk {view.trunk.name}{' '}
                <span className="muted">({view.trunk.members.length} members)</span>
              </h3>
              <ul>
                {view.trunk.members.map((m) => (
                  <li key={m.linkId}>
                    {m.isThis ? (
                      <strong>{m.name}</strong>
                    ) : (
                      <button
                        type="button"
                        className="link-button"
                        onClick={() => onSelectLink(m.linkId)}
                      >
                        {m.name}
                      </button>
                    )}{' '}
                    <span className="muted">
                      {formatBps(m.capacityBps)} · A→Z {formatPercent(m.utilization.AtoZ)} · Z→A{' '}
                      {formatPercent(m.utilization.ZtoA)}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {view.crossed.length > 0 && (
            <ul className="crossed" data-testid="link-crossed">
              {view.crossed.map((e) => (
                <li key={e.id}>
                  Crosses {e.what} <strong>{e.name}</strong>{' '}
                  <span className="muted">({e.carrier})</span>
                </li>
              ))}
            </ul>
          )}
          <div className="shared-by">
            <h3>Used by {view.sites.length === 1 ? '1 site' : `${view.sites.length} sites`}</h3>
            {view.sites.map((site) => (
              <button
                key={site}
                type="button"
                className="link-button site-chip"
                onClick={() => onSelectSite(site)}
              >
                {site}
              </button>
            ))}
          </div>
        </>
      )}
      <LinkHistory
        linkId={linkId}
        names={names}
        live={live.get(linkId)}
        range={url.historyRange ?? 'hour'}
        onRange={(range) =>
          navigate({ historyRange: range === 'hour' ? undefined : range }, { replace: true })
        }
      />
    </section>
  );
}
