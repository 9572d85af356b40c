import type { MaintenanceBehaviour, TopologyResponse } from '@tiermap/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { ApiProblem } from '../../api/http.js';
import { useCreateMaintenance, useDeleteMaintenance } from '../../api/mutations.js';
import { queries } from '../../api/queries.js';
import type { SessionState } from '../../api/session.js';
import { FetchNotice } from '../../app/panel.js';
import { maintenancePermission } from '../../app/permissions.js';
import { errorMessage, fetchedOf } from '../../app/fetched.js';
import { useNow } from '../map/useLive.js';
import {
  BEHAVIOURS,
  carrierEquipment,
  fieldOfPath,
  maintenanceModel,
  windowFromForm,
  type CoveredItem,
  type FormField,
  type WindowForm,
  type WindowRow,
} from './maintenance-model.js';
import './maintenance.css';

type FieldErrors = Partial<Record<FormField, string[]>>;

/**
 * The maintenance page: the carriers' windows, active ones first, each with its state, times in
 * UTC, behaviour and covered equipment; for those whose token may (engineers, admins, a carrier
 * for its own windows), a form to announce a window and a button to withdraw one, both sent
 * with the signed-in token. Others are told what would allow it.
 */
export function MaintenanceView({
  topology,
  session,
  onShowRouter,
  onShowLink,
  onSignIn,
}: {
  topology: TopologyResponse | undefined;
  session: SessionState;
  onShowRouter: (routerId: string) => void;
  onShowLink: (linkId: string) => void;
  onSignIn: () => void;
}) {
  // Its own clock: a window's state (active, upcoming, past) is judged against it every second.
  const nowMs = useNow(1_000);
  // Invalidated by this page's own changes (the mutations below) and by a later topology version
  // announced on the live stream (a window announced or withdrawn elsewhere moves it); the last
  // answer is kept while a refresh fails.
  const query = useQuery(queries.maintenance());
  const fetched = fetchedOf(query);
  const windows = query.data;
  const withdrawal = useDeleteMaintenance();
  const [listError, setListError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();

  const signedIn = session.signedIn;
  const permission = maintenancePermission(session.whoami, signedIn);
  const mayChange = (carrierId: string) =>
    maintenancePermission(session.whoami, signedIn, carrierId).allowed;

  const model = useMemo(
    () => (windows === undefined ? undefined : maintenanceModel(windows, nowMs, topology)),
    [windows, nowMs, topology],
  );

  async function withdraw(row: WindowRow) {
    setListError(undefined);
    setNotice(undefined);
    try {
      await withdrawal.mutateAsync(row.id);
      setNotice(`Withdrew "${row.title}".`);
    } catch (error) {
      setListError(`Could not delete "${row.title}": ${errorMessage(error)}`);
    }
  }

  return (
    <main className="maintenance" aria-label="Maintenance" data-testid="maintenance">
      <h2>Maintenance windows</h2>
      <p className="muted maintenance-note">
        Scheduled interventions the carriers announce. While a window is open, degraded paths
        through its equipment show as known: <strong>skip</strong> — {BEHAVIOURS.skip};{' '}
        <strong>mute</strong> — {BEHAVIOURS.mute}; <strong>run</strong> — {BEHAVIOURS.run}.
      </p>
      {windows === undefined && (
        <FetchNotice
          fetched={fetched}
          loading="Loading the maintenance windows…"
          failed="Could not load the maintenance windows"
        />
      )}
      {windows !== undefined && fetched.state === 'failed' && (
        <p className="error" role="alert">
          Could not refresh the list ({fetched.message}); showing what was last loaded.
        </p>
      )}
      {notice !== undefined && (
        <p className="maintenance-ok" role="status" data-testid="maintenance-notice">
          {notice}
        </p>
      )}
      {listError !== undefined && (
        <p className="error" role="alert">
          {listError}
        </p>
      )}
      {model !== undefined && (
        <section className="maintenance-section" aria-label="Windows">
          <p className="muted maintenance-counts" data-testid="maintenance-counts">
            {model.counts.active} active now · {model.counts.upcoming} upcoming ·{' '}
            {model.counts.past} past
          </p>
          {model.rows.length === 0 ? (
            <p className="muted">No maintenance is announced.</p>
          ) : (
            <ol className="maintenance-list" data-testid="maintenance-list">
              {model.rows.map((row) => (
                <WindowItem
                  key={row.id}
                  row={row}
                  onDelete={mayChange(row.carrierId) ? () => void withdraw(row) : undefined}
                  onShowRouter={onShowRouter}
                  onShowLink={onShowLink}
                />
              ))}
            </ol>
          )}
        </section>
      )}
      {permission.allowed && topology === undefined ? (
        // The form offers the topology's carriers and equipment: shown once they are known.
        <p className="muted">Loading the carriers…</p>
      ) : permission.allowed ? (
        <AnnounceForm
          topology={topology}
          ownCarrierId={session.whoami?.role === 'carrier' ? session.whoami.carrierId : null}
          onAnnounced={(id) => {
            setListError(undefined);
            setNotice(`Announced window ${id}.`);
          }}
        />
      ) : (
        <section
          className="maintenance-section muted"
          aria-label="Announce a window"
          data-testid="maintenance-not-allowed"
        >
          {permission.reason}{' '}
          {!signedIn && (
            <a
              href="/signin"
              onClick={(event) => {
                event.preventDefault();
                onSignIn();
              }}
            >
              Sign in
            </a>
          )}
        </section>
      )}
    </main>
  );
}

function WindowItem({
  row,
  onDelete,
  onShowRouter,
  onShowLink,
}: {
  row: WindowRow;
  /** Withdraws the window; none when the session may not. */
  onDelete: (() => void) | undefined;
  onShowRouter: (routerId: string) => void;
  onShowLink: (linkId: string) => void;
}) {
  return (
    <li
      className={`maintenance-row ${row.state}`}
      data-maintenance-id={row.id}
      data-state={row.state}
    >
      <div className="maintenance-row-head">
        <span className={`maintenance-badge ${row.state}`}>{row.stateLabel}</span>
        <span className="maintenance-title">{row.title}</span>
        <span className="muted">{row.carrierName}</span>
        {onDelete !== undefined && (
          <button
            type="button"
            className="maintenance-delete"
            onClick={onDelete}
            aria-label={`Delete ${row.title}`}
          >
            Delete
          </button>
        )}
      </div>
      <div className="maintenance-facts">
        <span data-testid="window-times">
          {row.startsUtc} → {row.endsUtc}
        </span>{' '}
        ({row.duration}) · {row.when}
      </div>
      <div className="maintenance-facts">
        <span className="maintenance-badge behaviour" data-behaviour={row.behaviour}>
          {row.behaviour}
        </span>{' '}
        {row.behaviourHint}
      </div>
      <div className="maintenance-facts">
        covers{' '}
        {row.equipment.map((item, index) => (
          <span key={item.id}>
            {index > 0 && ', '}
            <Equipment item={item} onShowRouter={onShowRouter} onShowLink={onShowLink} />
          </span>
        ))}{' '}
        <span className="muted">· {row.id}</span>
      </div>
    </li>
  );
}

function Equipment({
  item,
  onShowRouter,
  onShowLink,
}: {
  item: CoveredItem;
  onShowRouter: (routerId: string) => void;
  onShowLink: (linkId: string) => void;
}) {
  if (item.kind === 'router' || item.kind === 'link') {
    const show = item.kind === 'router' ? onShowRouter : onShowLink;
    return (
      <button
        type="button"
        className="link-button"
        title={item.id}
        onClick={() => show(item.id)}
        data-equipment-id={item.id}
      >
        {item.label}
      </button>
    );
  }
  return (
    <span title={item.id} data-equipment-id={item.id}>
      {item.label}
    </span>
  );
}

const EMPTY_FORM: WindowForm = {
  carrierId: '',
  title: '',
  startsAt: '',
  endsAt: '',
  behaviour: 'mute',
  equipment: '',
};

function AnnounceForm({
  topology,
  ownCarrierId,
  onAnnounced,
}: {
  topology: TopologyResponse | undefined;
  /** A carrier token announces for its own carrier only. */
  ownCarrierId: string | null;
  onAnnounced: (id: string) => void;
}) {
  const [form, setForm] = useState<WindowForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const announce = useCreateMaintenance();
  const carriers = useMemo(
    () => (topology?.carriers ?? []).filter((c) => ownCarrierId === null || c.id === ownCarrierId),
    [topology, ownCarrierId],
  );
  const carrierId = form.carrierId === '' ? (carriers[0]?.id ?? '') : form.carrierId;
  const offered = useMemo(
    () => (topology === undefined ? [] : carrierEquipment(topology, carrierId)),
    [topology, carrierId],
  );

  const set =
    <K extends FormField>(field: K) =>
    (value: WindowForm[K]) => {
      setForm((current) => ({ ...current, [field]: value }));
    };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const result = windowFromForm({ ...form, carrierId });
    if (!result.ok) {
      setErrors(groupErrors(result.errors));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const created = await announce.mutateAsync(result.window);
      setForm((current) => ({ ...current, title: '', equipment: '' }));
      onAnnounced(created.id);
    } catch (error) {
      const byField: { field: FormField; message: string }[] = [];
      if (error instanceof ApiProblem) {
        for (const e of error.errors) {
          const field = fieldOfPath(e.path);
          if (field !== undefined) byField.push({ field, message: e.message });
        }
      }
      setErrors(groupErrors(byField));
      // The field errors say it all where there are some; otherwise the server's reason.
      setFormError(
        byField.length > 0
          ? `${byField.length} problem${byField.length === 1 ? '' : 's'}, marked above`
          : errorMessage(error),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="maintenance-section maintenance-form"
      aria-label="Announce a window"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h3>Announce a window</h3>
      <label>
        Carrier
        <select value={carrierId} onChange={(e) => set('carrierId')(e.target.value)}>
          {carriers.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <FieldErrorsOf errors={errors.carrierId} />
      <label>
        Title
        <input
          value={form.title}
          onChange={(e) => set('title')(e.target.value)}
          placeholder="Fibre works Frankfurt–Paris"
        />
      </label>
      <FieldErrorsOf errors={errors.title} />
      <div className="maintenance-form-times">
        <label>
          Starts (UTC)
          <input
            type="datetime-local"
            value={form.startsAt}
            onChange={(e) => set('startsAt')(e.target.value)}
          />
        </label>
        <label>
          Ends (UTC)
          <input
            type="datetime-local"
            value={form.endsAt}
            onChange={(e) => set('endsAt')(e.target.value)}
          />
        </label>
      </div>
      <FieldErrorsOf errors={[...(errors.startsAt ?? []), ...(errors.endsAt ?? [])]} />
      <label>
        Behaviour
        <select
          value={form.behaviour}
          onChange={(e) => set('behaviour')(e.target.value as MaintenanceBehaviour)}
        >
          {(Object.keys(BEHAVIOURS) as MaintenanceBehaviour[]).map((b) => (
            <option key={b} value={b}>
              {b}: {BEHAVIOURS[b]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Equipment ids
        <textarea
          value={form.equipment}
          onChange={(e) => set('equipment')(e.target.value)}
          rows={2}
          placeholder="router, blade, port, link or trunk ids, separated by commas"
        />
      </label>
      <FieldErrorsOf errors={errors.equipment} />
      {offered.length > 0 && (
        <details className="maintenance-offered">
          <summary>Add equipment of this carrier</summary>
          {offered.map((item) => (
            <button
              key={item.id}
              type="button"
              className="link-button"
              onClick={() =>
                setForm((current) => ({
                  ...current,
                  equipment:
                    current.equipment.trim() === ''
                      ? item.id
                      : `${current.equipment.trim()}, ${item.id}`,
                }))
              }
            >
              {item.kind} {item.label}
            </button>
          ))}
        </details>
      )}
      <div className="maintenance-form-actions">
        <button type="submit" disabled={busy}>
          Announce window
        </button>
      </div>
      {formError !== undefined && (
        <p className="error" role="alert" data-testid="maintenance-form-error">
          Not announced: {formError}
        </p>
      )}
    </form>
  );
}

function groupErrors(errors: readonly { field: FormField; message: string }[]): FieldErrors {
  const grouped: FieldErrors = {};
  for (const { field, message } of errors) (grouped[field] ??= []).push(message);
  return grouped;
}

function FieldErrorsOf({ errors }: { errors: readonly string[] | undefined }) {
  if (errors === undefined || errors.length === 0) return null;
  return (
    <ul className="maintenance-field-errors error">
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
