import type { TopologyResponse } from '@tiermap/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../api/queries.js';
import { formatBps } from '../../app/format.js';
import { FetchNotice, PanelHeader } from '../../app/panel.js';
import { fetchedOf } from '../../app/fetched.js';
import { BLADE_BAR_STYLES, drawBladeBars } from '../../viz/blade-bars.js';
import { selectLinkStates } from '../map/live-store.js';
import { useLiveSelector } from '../map/useLive.js';
import {
  routerPanelModel,
  type BackplaneRow,
  type BladeRow,
  type RouterPanelModel,
} from './router-panel-model.js';
import './router-panel.css';

/** The bars' width when the column cannot be measured yet. */
const DEFAULT_BARS_WIDTH = 300;

/**
 * A router's blades against the fabric (port capacity and live load per blade, oversubscribed
 * and overloaded blades marked), its backplane, its ports' links and the paths crossing it.
 */
export function RouterPanel({
  routerId,
  topology,
  onSelectLink,
  onSelectSite,
  onClose,
}: {
  routerId: string;
  topology: TopologyResponse;
  onSelectLink: (linkId: string) => void;
  onSelectSite: (siteId: string) => void;
  onClose: () => void;
}) {
  // The live link states, read here: this panel shows them, so it re-renders on a delta.
  const live = useLiveSelector(selectLinkStates);
  // The blade and backplane verdicts are judged by the API against the live load now: the
  // query asks again every 5 s.
  const load = fetchedOf(useQuery(queries.router(routerId)));
  const detail = load.state === 'ready' ? load.value : undefined;

  const model = useMemo(
    () => (detail === undefined ? undefined : routerPanelModel(detail, topology, live)),
    [detail, topology, live],
  );
  const name = model?.name ?? topology.routers.find((r) => r.id === routerId)?.name ?? routerId;

  return (
    <section
      className="panel router-panel"
      aria-label={`Router ${name}`}
      data-testid="router-panel"
      data-router-id={routerId}
    >
      <PanelHeader title={name} closeLabel="Close the router panel" onClose={onClose} />
      <FetchNotice
        fetched={load}
        loading="Loading the router…"
        failed="Could not load the router"
      />
      {model !== undefined && (
        <RouterBody model={model} onSelectLink={onSelectLink} onSelectSite={onSelectSite} />
      )}
    </section>
  );
}

function RouterBody({
  model,
  onSelectLink,
  onSelectSite,
}: {
  model: RouterPanelModel;
  onSelectLink: (linkId: string) => void;
  onSelectSite: (siteId: string) => void;
}) {
  return (
    <>
      <p className="muted router-facts">
        {model.carrierId} · {model.description} · {model.location}
        {model.siteId !== undefined && <> · border router of {model.siteId}</>}
      </p>
      <p className="router-summary" data-testid="router-summary">
        {model.blades.length} blades
        {model.oversubscribedBladeCount > 0 && (
          <span className="router-badge oversubscribed">
            {model.oversubscribedBladeCount} oversubscribed
          </span>
        )}
        {model.liveOverloadBladeCount > 0 && (
          <span className="router-badge overload">
            {model.liveOverloadBladeCount} live overload
          </span>
        )}
      </p>

      {model.backplane !== undefined && <BackplaneBlock backplane={model.backplane} />}

      <h3>Blades against the fabric</h3>
      {model.blades.length === 0 ? (
        <p className="muted">No blades are recorded for this router.</p>
      ) : (
        <>
          <BladeBars model={model} />
          <BarLegend />
          <ul className="blade-list">
            {model.blades.map((blade) => (
              <BladeItem key={blade.id} blade={blade} onSelectLink={onSelectLink} />
            ))}
          </ul>
        </>
      )}

      <h3>Paths crossing {model.name}</h3>
      {model.paths.length === 0 ? (
        <p className="muted">No site path crosses this router.</p>
      ) : (
        <ul className="router-paths" data-testid="router-paths">
          {model.paths.map((path) => (
            <li key={path.pathId} data-path-id={path.pathId}>
              {path.siteId === undefined ? (
                <span>{path.name}</span>
              ) : (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => path.siteId !== undefined && onSelectSite(path.siteId)}
                >
                  {path.name}
                </button>
              )}
              <span className="muted"> · {path.directions.join(', ')}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function BladeBars({ model }: { model: RouterPanelModel }) {
  const frame = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const [width, setWidth] = useState(DEFAULT_BARS_WIDTH);

  useEffect(() => {
    const element = frame.current;
    if (element === null) return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (svg.current !== null) drawBladeBars(svg.current, model, width);
  }, [model, width]);

  return (
    <div ref={frame} className="blade-bars-frame">
      <svg
        ref={svg}
        className="blade-bars"
        role="img"
        aria-label={`Port capacity and live load of the blades of ${model.name}, against each blade's fabric capacity`}
        data-testid="blade-bars"
      />
    </div>
  );
}

function BarLegend() {
  const entries = [
    BLADE_BAR_STYLES.ports,
    BLADE_BAR_STYLES.portsOversubscribed,
    BLADE_BAR_STYLES.live,
    BLADE_BAR_STYLES.liveOverload,
  ];
  return (
    <ul className="blade-legend" aria-label="Blade bars legend">
      {entries.map((entry) => (
        <li key={entry.label}>
          <span className="swatch" style={{ background: entry.fill }} />
          {entry.label}
        </li>
      ))}
      <li>
        <span className="swatch fabric" style={{ borderColor: BLADE_BAR_STYLES.fabric.stroke }} />
        {BLADE_BAR_STYLES.fabric.label}
      </li>
    </ul>
  );
}

function BackplaneBlock({ backplane }: { backplane: BackplaneRow }) {
  return (
    <div
      className={`backplane${backplane.oversubscribed ? ' oversubscribed' : ''}`}
      data-testid="backplane"
      data-oversubscribed={String(backplane.oversubscribed)}
      data-live-overload={String(backplane.liveOverload)}
    >
      <h3>Backplane</h3>
      <p>
        capacity {formatBps(backplane.capacityBps)} · blades' fabric connections{' '}
        {formatBps(backplane.bladeFabricCapacityBps)} ({backplane.ratio.toFixed(2)}:1)
        {backplane.oversubscribed && (
          <span className="router-badge oversubscribed">oversubscribed</span>
        )}
      </p>
      <p className="muted">
        live through the fabric {formatBps(backplane.liveLoadBps)}
        {backplane.liveOverload && <span className="router-badge overload">live overload</span>}
      </p>
    </div>
  );
}

function BladeItem({
  blade,
  onSelectLink,
}: {
  blade: BladeRow;
  onSelectLink: (linkId: string) => void;
}) {
  return (
    <li
      className={`blade-item${blade.oversubscribed ? ' oversubscribed' : ''}${blade.live?.overload === true ? ' overload' : ''}`}
      data-testid={`blade-${blade.id}`}
    >
      <details>
        <summary>
          Slot {blade.slot} · {blade.model}
          {blade.oversubscribed && (
            <span className="router-badge oversubscribed">
              oversubscribed {blade.ratio.toFixed(2)}:1
            </span>
          )}
          {blade.live?.overload === true && (
            <span className="router-badge overload">live overload</span>
          )}
        </summary>
        <p className="muted small">
          {blade.live === undefined ? (
            'no live data'
          ) : (
            <>
              in {formatBps(blade.live.inBps)} · out {formatBps(blade.live.outBps)} · fabric{' '}
              {formatBps(blade.fabricCapacityBps)}
              {blade.live.measured < blade.live.expected &&
                ` · ${blade.live.measured} of ${blade.live.expected} link directions measured`}
              {blade.live.stale && ' · stale'}
            </>
          )}
        </p>
        <ul className="port-list">
          {blade.ports.map((port) => (
            <li key={port.id} data-port-id={port.id}>
              <span className="port-name">{port.name}</span>{' '}
              <span className="muted">{formatBps(port.speedBps)}</span>
              {port.link === undefined ? (
                <span className="muted"> · unused</span>
              ) : (
                <>
                  {' · '}
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => port.link !== undefined && onSelectLink(port.link.id)}
                  >
                    {port.link.name}
                  </button>
                  <span className="muted"> to {port.link.remoteRouterName}</span>
                  <div className="port-traffic small">
                    in {formatBps(port.link.inBps)} · out {formatBps(port.link.outBps)}
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
