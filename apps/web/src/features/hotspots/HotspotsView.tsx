import type { TopologyResponse } from '@tiermap/domain';
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../api/queries.js';
import { formatBps, formatPercent } from '../../app/format.js';
import { FetchNotice } from '../../app/panel.js';
import { fetchedOf } from '../../app/fetched.js';
import { hotspotsModel, type EquipmentHotspot, type TrunkHotspot } from './hotspots-model.js';
import './hotspots.css';

/**
 * The hot spots page: oversubscribed blades and backplanes (live overloads first) and trunks
 * whose load sharing is lopsided or whose wiring is fragile; each row leads to the map. Every
 * verdict comes from the API.
 */
export function HotspotsView({
  topology,
  onShowRouter,
  onShowLink,
}: {
  topology: TopologyResponse;
  onShowRouter: (routerId: string) => void;
  onShowLink: (linkId: string) => void;
}) {
  // The verdicts are judged by the API against the live load now: the query asks again every 5 s.
  const query = useQuery(queries.hotspots());
  const load = fetchedOf(query);
  const answer = load.state === 'ready' ? load.value : undefined;

  const model = useMemo(
    () =>
      answer === undefined
        ? undefined
        : hotspotsModel({
            oversubscription: answer.oversubscription,
            trunks: answer.trunks,
            topology,
          }),
    [answer, topology],
  );

  return (
    <main className="hotspots" aria-label="Hot spots" data-testid="hotspots">
      <h2>Hot spots</h2>
      <FetchNotice
        fetched={load}
        loading="Loading the analysis…"
        failed="Could not load the hot spots"
      />
      {model !== undefined && (
        <>
          <section className="hotspots-section" aria-label="Oversubscribed equipment">
            <h3>Oversubscribed blades and backplanes</h3>
            <p className="muted hotspots-note">
              A blade is oversubscribed when its ports add up to more than its connection to the
              fabric; live overload means its live load (the larger of in and out) exceeds it.
            </p>
            {model.equipment.length === 0 ? (
              <p className="muted" data-testid="no-oversubscription">
                No blade or backplane is oversubscribed.
              </p>
            ) : (
              <ol className="hotspot-list" data-testid="equipment-hotspots">
                {model.equipment.map((row) => (
                  <EquipmentItem key={row.id} row={row} onShowRouter={onShowRouter} />
                ))}
              </ol>
            )}
          </section>

          <section className="hotspots-section" aria-label="Trunks">
            <h3>Trunks</h3>
            <p className="muted hotspots-note">
              Lopsided: in one direction one member carries over{' '}
              {formatPercent(model.rule.lopsidedShare)} of a trunk load of at least{' '}
              {formatBps(model.rule.minLoadBps)}, while its siblings idle.
              {model.quietTrunkCount > 0 &&
                ` ${model.quietTrunkCount} other trunk${model.quietTrunkCount === 1 ? ' is' : 's are'} balanced and well wired.`}
            </p>
            {model.trunks.length === 0 ? (
              <p className="muted" data-testid="no-trunk-hotspots">
                No trunk is lopsided or fragile.
              </p>
            ) : (
              <ol className="hotspot-list" data-testid="trunk-hotspots">
                {model.trunks.map((row) => (
                  <TrunkItem key={row.id} row={row} onShowLink={onShowLink} />
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </main>
  );
}

function EquipmentItem({
  row,
  onShowRouter,
}: {
  row: EquipmentHotspot;
  onShowRouter: (routerId: string) => void;
}) {
  const overload = row.live?.overload === true;
  // The live share of the fabric in the map's load colour (99 % looks the same on both).
  const loadColour = row.liveColour;
  return (
    <li
      className={`hotspot${overload ? ' overload' : ''}`}
      data-hotspot-kind={row.kind}
      data-hotspot-id={row.id}
      data-live-overload={String(overload)}
      data-load-colour={loadColour}
      style={loadColour === undefined ? undefined : { borderLeftColor: loadColour }}
    >
      <button
        type="button"
        className="hotspot-go"
        onClick={() => onShowRouter(row.routerId)}
        aria-label={`Show ${row.routerName} on the map`}
      >
        <span className="hotspot-title">
          {row.routerName} · {row.label}
        </span>
        <span className="hotspot-ratio">{row.ratio.toFixed(2)}:1</span>
      </button>
      <div className="hotspot-facts">
        {row.kind === 'blade' ? 'ports' : "blades' fabric"} {formatBps(row.offeredBps)} on{' '}
        {row.kind === 'blade' ? 'fabric' : 'backplane'} {formatBps(row.capacityBps)}
        {row.live !== undefined && (
          <>
            {' · '}
            <span className={overload ? 'hotspot-alarm' : ''}>
              live {formatBps(row.live.loadBps)} ({formatPercent(row.live.ratio)} of fabric)
              {row.live.stale && ' stale'}
            </span>
          </>
        )}
        {overload && <span className="hotspot-badge overload">live overload</span>}
      </div>
    </li>
  );
}

function TrunkItem({
  row,
  onShowLink,
}: {
  row: TrunkHotspot;
  onShowLink: (linkId: string) => void;
}) {
  return (
    <li
      className={`hotspot${row.lopsided ? ' overload' : ''}`}
      data-hotspot-kind="trunk"
      data-hotspot-id={row.id}
      data-lopsided={String(row.lopsided)}
    >
      {row.showLinkId === undefined ? (
        <span className="hotspot-title">{row.name}</span>
      ) : (
        <button
          type="button"
          className="hotspot-go"
          onClick={() => row.showLinkId !== undefined && onShowLink(row.showLinkId)}
          aria-label={`Show ${row.name} on the map`}
        >
          <span className="hotspot-title">
            {row.name} <span className="muted">· {row.carrierId}</span>
          </span>
          <span className="hotspot-ratio">{formatBps(row.capacityBps)}</span>
        </button>
      )}
      {row.lopsided && <span className="hotspot-badge overload">lopsided</span>}
      {row.balance
        .filter((direction) => direction.notJudged !== 'missing-data')
        .map((direction) => (
          <div
            key={direction.direction}
            className="hotspot-facts"
            data-direction={direction.direction}
            data-lopsided={String(direction.lopsided)}
          >
            {direction.direction} {formatBps(direction.totalBps)}:{' '}
            {direction.members.map((member, index) => (
              <span key={member.linkId}>
                {index > 0 && ', '}
                <button
                  type="button"
                  className="link-button"
                  onClick={() => onShowLink(member.linkId)}
                >
                  {member.name}
                </button>{' '}
                <span
                  className={
                    direction.lopsided && member.linkId === direction.top?.linkId
                      ? 'hotspot-alarm'
                      : ''
                  }
                >
                  {formatPercent(member.share)}
                </span>
              </span>
            ))}
            {direction.notJudged === 'below-floor' && (
              <span className="muted"> (too little load to judge)</span>
            )}
          </div>
        ))}
      {row.warnings.length > 0 && (
        <ul className="hotspot-warnings">
          {row.warnings.map((warning) => (
            <li key={`${warning.code}-${warning.end ?? ''}`} data-warning={warning.code}>
              <span className={`hotspot-badge ${warning.severity}`}>{warning.code}</span>{' '}
              {warning.message}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
