import type { TopologyResponse } from '@tiermap/domain';
import { useMemo, useState } from 'react';
import type { LiveStatus } from '../../api/live.js';
import { formatBps } from '../../app/format.js';
import { freshness, type LiveByLink } from '../map/live-model.js';
import { maintenanceLinkIds } from '../map/maintenance.js';
import { NO_HIGHLIGHT } from '../map/map-selection.js';
import { MapView } from '../map/MapView.js';
import { useNow } from '../map/useLive.js';
import { mapViewModel } from '../map/view-model.js';
import {
  wallFreshnessText,
  wallHotSpots,
  wallProblems,
  wallRotation,
  type WallScreen,
} from './wall-model.js';
import './wall.css';

const TITLES: Record<WallScreen, string> = {
  overview: 'Overview: live load, CERN to the Tier1 sites',
  incidents: 'Active problems',
  hotspots: 'Hot spots: the busiest links',
};

const HOT_SPOTS = 8;
const PROBLEMS = 8;
const noSelect = () => undefined;

/**
 * The NOC wall: full screen, dark, large type, no pointer needed. Rotates through the overview
 * map, the active problems and the hot spots; the banner across the top shows the time of the
 * newest data and turns the whole screen's frame red when the data is stale or the stream is
 * lost. Never blank: while the topology loads or fails it says so in large type.
 */
export function WallView({
  topology,
  loadError,
  live,
  status,
  lastEventMs,
  rotateSeconds,
  staleSeconds,
}: {
  topology: TopologyResponse | undefined;
  loadError: string | undefined;
  live: LiveByLink;
  status: LiveStatus;
  lastEventMs: number | undefined;
  rotateSeconds: number;
  staleSeconds: number;
}) {
  const now = useNow(1000);
  const [startedMs] = useState(() => Date.now());
  const fresh = freshness(live, status === 'live', now, staleSeconds * 1000, lastEventMs);
  const { screen, progress } = wallRotation(startedMs, now, rotateSeconds);
  const model = useMemo(
    () => (topology === undefined ? undefined : mapViewModel(topology)),
    [topology],
  );
  const problems = useMemo(
    () => (topology === undefined ? [] : wallProblems(topology, live)),
    [topology, live],
  );
  const hotSpots = useMemo(
    () => (topology === undefined ? [] : wallHotSpots(topology, live, HOT_SPOTS)),
    [topology, live],
  );
  const minute = Math.floor(now / 60_000);
  const maintenance = useMemo(
    () =>
      topology === undefined ? new Set<string>() : maintenanceLinkIds(topology, minute * 60_000),
    [topology, minute],
  );

  return (
    <div className={`wall ${fresh.stale ? 'wall-stale' : 'wall-fresh'}`} data-testid="wall">
      <p
        className={`wall-banner ${fresh.stale ? 'stale' : 'fresh'}`}
        role="status"
        aria-live="assertive"
        data-testid="wall-freshness"
        data-stale={String(fresh.stale)}
      >
        {wallFreshnessText(fresh, now)}
      </p>
      <header className="wall-header">
        <h1>{TITLES[screen]}</h1>
        <div className="wall-clock" aria-label="Time now, UTC">
          {new Date(now).toISOString().slice(11, 19)} <span>UTC</span>
        </div>
      </header>
      <div className="wall-progress" aria-hidden="true">
        <div style={{ width: `${(progress * 100).toFixed(1)}%` }} />
      </div>
      <main className="wall-screen" data-testid="wall-screen" data-screen={screen}>
        {topology === undefined || model === undefined ? (
          <p className="wall-message">
            {loadError === undefined
              ? 'Loading the topology…'
              : `Cannot load the topology: ${loadError}. Retrying by itself.`}
          </p>
        ) : screen === 'overview' ? (
          <div className="wall-overview">
            <MapView
              model={model}
              live={live}
              scale="utilization"
              mode="geo"
              highlight={NO_HIGHLIGHT}
              maintenanceLinkIds={maintenance}
              onSelect={noSelect}
              theme="wall"
            />
            <aside className="wall-summary">
              <div className={problems.length === 0 ? 'ok' : 'bad'}>
                <strong>{problems.length}</strong>
                {problems.length === 1 ? ' problem' : ' problems'}
              </div>
              <div>
                <strong>{new Set(problems.flatMap((p) => p.sites)).size}</strong> sites affected
              </div>
              <div className="muted">
                {topology.sites.length} sites · {topology.links.length} links
              </div>
            </aside>
          </div>
        ) : screen === 'incidents' ? (
          problems.length === 0 ? (
            <p className="wall-message ok">
              No active problems: every link direction is fresh, clean and below 90 %.
            </p>
          ) : (
            <ol className="wall-list">
              {problems.slice(0, PROBLEMS).map((p) => (
                <li key={p.linkId} data-problem={p.linkId}>
                  <div className="wall-row-title">
                    {p.name} <span className="muted">· {p.carrier}</span>
                  </div>
                  <div className="wall-row-what">{p.what.join(' · ')}</div>
                  <div className="wall-row-sites">
                    {p.sites.length === 0 ? 'no site path' : `sites: ${p.sites.join(', ')}`}
                  </div>
                </li>
              ))}
              {problems.length > PROBLEMS && (
                <li className="muted">and {problems.length - PROBLEMS} more</li>
              )}
            </ol>
          )
        ) : hotSpots.length === 0 ? (
          <p className="wall-message">No fresh load data to rank.</p>
        ) : (
          <ol className="wall-list">
            {hotSpots.map((s) => (
              <li key={s.key} data-hotspot={s.key}>
                <div className="wall-row-title">
                  <span className="wall-percent">{Math.round(s.utilization * 100)} %</span> {s.name}{' '}
                  <span className="muted">{s.direction === 'AtoZ' ? 'A to Z' : 'Z to A'}</span>
                </div>
                <div className="wall-row-sites">
                  {formatBps(s.bps)} · {s.sites.length === 0 ? 'no site path' : s.sites.join(', ')}
                </div>
              </li>
            ))}
          </ol>
        )}
      </main>
    </div>
  );
}
