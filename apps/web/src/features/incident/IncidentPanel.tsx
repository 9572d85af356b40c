import type { TopologyResponse } from '@tiermap/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queries } from '../../api/queries.js';
import { formatPercent, formatRate } from '../../app/format.js';
import { FetchNotice, PanelHeader } from '../../app/panel.js';
import { fetchedOf } from '../../app/fetched.js';
import { selectLinkStates } from '../map/live-store.js';
import { useLiveSelector } from '../map/useLive.js';
import {
  failingDirections,
  incidentSiteChoices,
  openIncidentChoices,
  suspectRows,
  toggleSite,
  type SuspectRow,
} from './incident-model.js';
import './incident.css';

/**
 * The incident view: choose the sites that went bad together and see the equipment their
 * paths share, ranked, with how many chosen and how many healthy sites use each piece.
 */
export function IncidentPanel({
  topology,
  siteIds,
  onSites,
  onSelectLink,
  onSelectRouter,
  onClose,
}: {
  topology: TopologyResponse;
  siteIds: readonly string[];
  onSites: (siteIds: string[]) => void;
  onSelectLink: (linkId: string) => void;
  onSelectRouter: (routerId: string) => void;
  onClose: () => void;
}) {
  // The live link states, read here: this panel shows them, so it re-renders on a delta.
  const live = useLiveSelector(selectLinkStates);
  // Fewer than two sites: nothing to compare (idle). A new choice shows "loading" until its
  // answer. The map reads the same query to highlight the shared equipment.
  const comparable = siteIds.length >= 2;
  const load = fetchedOf(useQuery({ ...queries.shared(siteIds), enabled: comparable }), comparable);
  const shared = load.state === 'ready' ? load.value : undefined;

  const choices = useMemo(() => incidentSiteChoices(topology), [topology]);
  // The same open-incidents query as the wall's: asked every 5 s and when the stream says so.
  const open = fetchedOf(useQuery(queries.openIncidents()));
  const openList = open.state === 'ready' ? open.value : undefined;
  const openChoices = useMemo(
    () => (openList === undefined ? [] : openIncidentChoices(openList, siteIds)),
    [openList, siteIds],
  );
  const failing = useMemo(() => failingDirections(openList, siteIds), [openList, siteIds]);
  const rows = useMemo(
    () => (shared === undefined ? [] : suspectRows(shared, topology, live, failing)),
    [shared, topology, live, failing],
  );

  return (
    <section className="panel incident-panel" aria-label="Incident" data-testid="incident-panel">
      <PanelHeader
        title="Incident: what do these sites share?"
        closeLabel="Close the incident view"
        onClose={onClose}
      />
      <section className="open-incidents" aria-label="Open incidents" data-testid="open-incidents">
        <h3>Open incidents</h3>
        <FetchNotice
          fetched={open}
          loading="Loading the open incidents…"
          failed="Could not load the open incidents"
        />
        {open.state === 'ready' && openChoices.length === 0 && (
          <p className="muted">No open incident.</p>
        )}
        {openChoices.length > 0 && (
          <ul>
            {openChoices.map((choice) => (
              <li key={choice.id} data-incident-id={choice.id}>
                <button
                  type="button"
                  className="link-button"
                  aria-pressed={choice.chosen}
                  title={`Choose ${choice.siteIds.join(', ')}`}
                  onClick={() => onSites(choice.siteIds)}
                >
                  {choice.siteIds.join(', ')}
                </button>
                {choice.known && <span className="known-badge">KNOWN</span>}{' '}
                <span className="muted">{choice.title}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
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
      <FetchNotice
        fetched={load}
        loading="Looking for shared equipment…"
        failed="Could not load the shared equipment"
      />
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
            {row.kindName} · {row.carrier} · {row.directions}
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
        {row.live.map((reading) => (
          <div key={reading.direction} className="muted small" data-direction={reading.direction}>
            {reading.label}: now {formatPercent(reading.utilization)}
            {reading.errorsPerSec > 0 && (
              <span className="error-text" title="packets lost: errors and discards, in and out">
                {' '}
                · lost {formatRate(reading.errorsPerSec)}
              </span>
            )}
            {reading.stale && ' · stale'}
          </div>
        ))}
      </div>
    </li>
  );
}
