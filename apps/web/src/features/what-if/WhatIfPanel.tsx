import type { TopologyResponse } from '@tiermap/domain';
import { useMemo, useState, type FormEvent } from 'react';
import { formatBps, formatPercent } from '../../app/format.js';
import { FetchNotice, PanelHeader } from '../../app/panel.js';
import type { WhatIfState } from '../../app/url-state.js';
import type { WhatIfRouteRow } from './what-if-model.js';
import { toggledEquipment } from './what-if-model.js';
import type { WhatIfRun } from './useWhatIf.js';
import './what-if.css';

/** `2026-03-17T23:00` (a datetime-local field, read as UTC) and back. */
const fromField = (value: string) => (value === '' ? undefined : `${value}:00Z`);
const toField = (at: string | undefined) => (at === undefined ? '' : at.slice(0, 16));

/**
 * The what-if on the map: choose equipment (from the list here or by clicking routers and
 * links on the map), an announced maintenance window, or a planned time at which every window
 * then open fails too; see the paths that break, those that reroute (drawn on the map) and the
 * load they add where they land.
 */
export function WhatIfPanel({
  topology,
  state,
  run,
  onChange,
  onLeave,
}: {
  topology: TopologyResponse;
  state: WhatIfState;
  run: WhatIfRun;
  onChange: (next: WhatIfState) => void;
  onLeave: () => void;
}) {
  const [typed, setTyped] = useState('');
  const choices = useMemo(
    () =>
      [
        ...topology.routers.map((r) => ({ id: r.id, label: `router ${r.name}` })),
        ...topology.links.map((l) => ({ id: l.id, label: `link ${l.name}` })),
        ...topology.trunks.map((t) => ({ id: t.id, label: `trunk ${t.name}` })),
      ].sort((a, b) => (a.id < b.id ? -1 : 1)),
    [topology],
  );
  const known = useMemo(() => new Set(choices.map((c) => c.id)), [choices]);
  const unknownTyped = typed.trim() !== '' && !known.has(typed.trim());
  const add = (event: FormEvent) => {
    event.preventDefault();
    const id = typed.trim();
    if (!known.has(id) || state.equipmentIds.includes(id)) return;
    onChange(toggledEquipment(state, id));
    setTyped('');
  };
  const view = run.view.state === 'ready' ? run.view.value : undefined;

  return (
    <section className="what-if" aria-label="What if">
      <PanelHeader title="What if…" closeLabel="Leave what-if" onClose={onLeave} />
      <p className="muted">
        Click routers and links on the map, or name them here, to fail them. Nothing is changed.
      </p>
      <form onSubmit={add} className="what-if-add">
        <label>
          Equipment
          <input
            list="what-if-equipment"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="router, link or trunk id"
            aria-invalid={unknownTyped}
          />
        </label>
        <datalist id="what-if-equipment">
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
        </datalist>
        <button type="submit" disabled={!known.has(typed.trim())}>
          Fail it
        </button>
      </form>
      {state.equipmentIds.length > 0 && (
        <ul className="what-if-chosen" aria-label="Equipment failed">
          {state.equipmentIds.map((id) => (
            <li key={id}>
              {id}{' '}
              <button
                type="button"
                className="link-button"
                aria-label={`Put ${id} back`}
                onClick={() => onChange(toggledEquipment(state, id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className="what-if-field">
        Maintenance window
        <select
          value={state.windowId ?? ''}
          onChange={(event) =>
            onChange({
              ...state,
              windowId: event.target.value === '' ? undefined : event.target.value,
            })
          }
        >
          <option value="">none</option>
          {topology.maintenances.map((window) => (
            <option key={window.id} value={window.id}>
              {window.title} ({window.startsAt.slice(0, 16).replace('T', ' ')} UTC)
            </option>
          ))}
        </select>
      </label>
      <label className="what-if-field">
        Planned for (UTC; windows open then fail too)
        <input
          type="datetime-local"
          value={toField(state.at)}
          onChange={(event) => onChange({ ...state, at: fromField(event.target.value) })}
        />
      </label>

      {run.failIds.length === 0 ? (
        <p className="muted">Nothing chosen yet.</p>
      ) : (
        <p data-testid="what-if-failing">Failing {run.failIds.join(', ')}.</p>
      )}
      <FetchNotice
        fetched={run.view}
        loading="Working it out…"
        failed="Could not run the what-if"
      />
      {view !== undefined && (
        <>
          {view.broken.length + view.rerouted.length + view.degraded.length === 0 && (
            <p>No path breaks or reroutes.</p>
          )}
          {view.sitesDisconnected.length > 0 && (
            <p className="error">Cut off: {view.sitesDisconnected.join(', ')}</p>
          )}
          <RouteList title="Break" testId="what-if-broken" rows={view.broken} />
          <RouteList title="Reroute" testId="what-if-rerouted" rows={view.rerouted} />
          <RouteList title="Lose trunk members" testId="what-if-degraded" rows={view.degraded} />
          {view.landing.length > 0 && (
            <>
              <h3>Load where the reroutes land</h3>
              <table className="what-if-landing" data-testid="what-if-landing">
                <thead>
                  <tr>
                    <th scope="col">Link</th>
                    <th scope="col">Added</th>
                    <th scope="col">Would reach</th>
                  </tr>
                </thead>
                <tbody>
                  {view.landing.map((row) => (
                    <tr key={row.key} data-landing-link={row.linkId}>
                      <th scope="row">{row.label}</th>
                      <td>{row.addedBps === null ? 'no data' : formatBps(row.addedBps)}</td>
                      <td>
                        {row.stroke !== null && (
                          <span className="swatch" style={{ background: row.stroke }} aria-hidden />
                        )}
                        {row.resultingUtilization === null
                          ? 'no data'
                          : formatPercent(row.resultingUtilization)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </>
      )}
    </section>
  );
}

function RouteList({
  title,
  testId,
  rows,
}: {
  title: string;
  testId: string;
  rows: readonly WhatIfRouteRow[];
}) {
  if (rows.length === 0) return null;
  return (
    <>
      <h3>
        {title} ({rows.length})
      </h3>
      <ul className="what-if-routes" data-testid={testId}>
        {rows.map((row) => (
          <li key={row.key} data-path-id={row.pathId}>
            <strong>{row.label}</strong>
            <span className="muted"> — {row.failed}</span>
            {row.via !== undefined && (
              <div>
                via {row.via}
                {row.movedBps !== undefined && (
                  <span className="muted">
                    {' '}
                    (moves {row.movedBps === null ? 'an unknown rate' : formatBps(row.movedBps)})
                  </span>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
