import type { TopologyResponse } from '@tiermap/domain';
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../api/queries.js';
import { formatBytes } from '../../app/format.js';
import { FetchNotice } from '../../app/panel.js';
import { fetchedOf } from '../../app/fetched.js';
import {
  TCP_WINDOW_CHOICES,
  tcpTableModel,
  type TcpDirectionRow,
  type TcpSiteRow,
} from './tcp-model.js';
import './tcp.css';

/**
 * The TCP page: per site and direction, what TCP can do along the path from CERN (the seeds'
 * window table): round trip, bottleneck, BDP, the 2 x BDP window to configure, what the chosen
 * window allows, how long Reno takes to recover from one loss, and, for observed rates, the
 * Mathis limit of their loss and a diagnosis.
 */
export function TcpView({
  topology,
  windowBytes,
  onChooseWindow,
  onShowSite,
}: {
  topology: TopologyResponse | undefined;
  windowBytes: number;
  onChooseWindow: (windowBytes: number) => void;
  onShowSite: (siteId: string) => void;
}) {
  // Observations change with the live data and new measurements: the query asks every 30 s.
  const fetched = fetchedOf(useQuery(queries.tcp(windowBytes)));
  const table = fetched.state === 'ready' ? fetched.value : undefined;
  const siteNames = useMemo(
    () => new Map((topology?.sites ?? []).map((site) => [site.id, site.name])),
    [topology],
  );
  const model = useMemo(
    () => (table === undefined ? undefined : tcpTableModel(table, siteNames)),
    [table, siteNames],
  );
  const choices = TCP_WINDOW_CHOICES.includes(windowBytes)
    ? TCP_WINDOW_CHOICES
    : [...TCP_WINDOW_CHOICES, windowBytes].sort((a, b) => a - b);

  return (
    <main className="tcp" aria-label="TCP expectations" data-testid="tcp">
      <h2>TCP expectations</h2>
      <p className="muted tcp-note">
        BDP = bottleneck × RTT is the data in flight that fills the path; configure a window of 2 ×
        BDP to keep the full rate across a loss. A window W allows at most W / RTT. Reno needs C ×
        RTT² / (2 × MSS) to regain the full rate after one loss; with loss p a stream gets at most
        (MSS / RTT) × 1.22 / √p (Mathis). KB and MB are 1024 and 1024² bytes.
      </p>
      <div className="tcp-controls">
        <label>
          Window{' '}
          <select
            value={windowBytes}
            onChange={(event) => onChooseWindow(Number(event.target.value))}
          >
            {choices.map((bytes) => (
              <option key={bytes} value={bytes}>
                {formatBytes(bytes)}
              </option>
            ))}
          </select>
        </label>
        {model !== undefined && (
          <span className="muted" data-testid="tcp-summary">
            MTU {model.mtuBytes} bytes · {model.rows.length} paths ·{' '}
            {model.flagged === 0
              ? 'no observed rate explained by a limit'
              : `${model.flagged} observed rate${model.flagged === 1 ? '' : 's'} explained by a limit`}
          </span>
        )}
      </div>
      <FetchNotice
        fetched={fetched}
        loading="Loading the TCP figures…"
        failed="Could not load the TCP figures"
      />
      {model !== undefined && (
        <table className="tcp-table" data-testid="tcp-table">
          <thead>
            <tr>
              <th scope="col">Site</th>
              <th scope="col">Direction</th>
              <th scope="col">RTT</th>
              <th scope="col">Bottleneck</th>
              <th scope="col">BDP</th>
              <th scope="col">Window 2 × BDP</th>
              <th scope="col">{model.windowLabel} window allows</th>
              <th scope="col">Reno recovery</th>
              <th scope="col">Observed</th>
              <th scope="col">Mathis limit</th>
              <th scope="col">Diagnosis</th>
            </tr>
          </thead>
          {model.rows.map((row) => (
            <SiteRows key={row.pathId} row={row} onShowSite={onShowSite} />
          ))}
        </table>
      )}
    </main>
  );
}

function SiteRows({ row, onShowSite }: { row: TcpSiteRow; onShowSite: (siteId: string) => void }) {
  return (
    <tbody data-site-id={row.siteId}>
      {row.directions.map((direction, index) => (
        <tr key={direction.direction} data-direction={direction.direction}>
          {index === 0 && (
            <th scope="rowgroup" rowSpan={row.directions.length} className="tcp-site">
              <button type="button" className="link-button" onClick={() => onShowSite(row.siteId)}>
                {row.siteId}
              </button>
              {row.siteName !== row.siteId && <span className="muted"> {row.siteName}</span>}
            </th>
          )}
          <DirectionCells direction={direction} />
        </tr>
      ))}
    </tbody>
  );
}

function DirectionCells({ direction: d }: { direction: TcpDirectionRow }) {
  return (
    <>
      <td>{d.label}</td>
      <td className="num">{d.rtt}</td>
      <td className="num">{d.bottleneck}</td>
      <td className="num">{d.bdp}</td>
      <td className="num">{d.recommendedWindow}</td>
      <td
        className={`num${d.windowShort ? ' tcp-short' : ''}`}
        title={d.windowNote}
        data-testid="window-rate"
      >
        {d.windowRate}
      </td>
      <td className="num">{d.reno}</td>
      <td>{d.observed}</td>
      <td className="num">{d.mathis}</td>
      <td data-diagnosis={d.diagnosis?.code ?? 'none'}>
        {d.diagnosis === null ? (
          <span className="muted">—</span>
        ) : (
          <>
            <span className={`tcp-code ${d.diagnosis.code}`}>{d.diagnosis.code}</span>{' '}
            <span className="tcp-message">{d.diagnosis.message}</span>
          </>
        )}
      </td>
    </>
  );
}
