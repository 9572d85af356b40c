import {
  maintenanceWindowState,
  newMaintenanceSchema,
  type Maintenance,
  type MaintenanceBehaviour,
  type NewMaintenance,
  type TopologyResponse,
} from '@tiermap/domain';
import { formatDuration } from '../../app/format.js';

/** Where a window stands at a given instant. */
export type WindowState = 'active' | 'upcoming' | 'past';

export const STATE_LABELS: Record<WindowState, string> = {
  active: 'active now',
  upcoming: 'upcoming',
  past: 'past',
};

/** What each behaviour does to incidents, in the words of the page. */
export const BEHAVIOURS: Record<MaintenanceBehaviour, string> = {
  skip: 'no incident is opened for the covered equipment',
  mute: 'incidents open marked known, without alarm',
  run: 'incidents alarm as usual, annotated with the window',
};

/** The part of the topology that names carriers and equipment. */
export type Names = Pick<TopologyResponse, 'carriers' | 'routers' | 'links' | 'trunks'>;

export interface CoveredItem {
  id: string;
  /** The equipment's name when the topology has it, else its id. */
  label: string;
  kind: 'router' | 'link' | 'trunk' | 'equipment';
}

export interface WindowRow {
  id: string;
  title: string;
  carrierId: string;
  carrierName: string;
  behaviour: MaintenanceBehaviour;
  behaviourHint: string;
  state: WindowState;
  stateLabel: string;
  /** "2026-03-17 22:00 UTC" */
  startsUtc: string;
  endsUtc: string;
  /** "ends in 3 h 05 min", "starts in 2 d 4 h", "ended 5 d 2 h ago" */
  when: string;
  duration: string;
  equipment: CoveredItem[];
}

export interface MaintenanceModel {
  /** Active windows first (ending soonest), then upcoming (starting soonest), then past (latest). */
  rows: WindowRow[];
  counts: Record<WindowState, number>;
}

/** An open window is `active` here (`maintenanceWindowState`, the domain's one rule). */
export function windowState(window: Maintenance, nowMs: number): WindowState {
  const state = maintenanceWindowState(window, nowMs);
  return state === 'open' ? 'active' : state;
}

/** An instant as "2026-03-17 22:00 UTC" (with seconds only when it has any). */
export function formatUtc(iso: string): string {
  const text = new Date(Date.parse(iso)).toISOString();
  const seconds = text.slice(17, 19);
  return `${text.slice(0, 10)} ${text.slice(11, seconds === '00' ? 16 : 19)} UTC`;
}

function namesById(names: Names | undefined): Map<string, CoveredItem> {
  const out = new Map<string, CoveredItem>();
  if (names === undefined) return out;
  for (const r of names.routers) out.set(r.id, { id: r.id, label: r.name, kind: 'router' });
  for (const l of names.links) out.set(l.id, { id: l.id, label: l.name, kind: 'link' });
  for (const t of names.trunks) out.set(t.id, { id: t.id, label: t.name, kind: 'trunk' });
  return out;
}

const ORDER: Record<WindowState, number> = { active: 0, upcoming: 1, past: 2 };

/** The windows as the maintenance page lists them at `nowMs`. */
export function maintenanceModel(
  windows: readonly Maintenance[],
  nowMs: number,
  names?: Names,
): MaintenanceModel {
  const equipment = namesById(names);
  const carriers = new Map((names?.carriers ?? []).map((c) => [c.id, c.name]));
  const rows = windows.map((w): WindowRow & { sortMs: number } => {
    const startMs = Date.parse(w.startsAt);
    const endMs = Date.parse(w.endsAt);
    const state = windowState(w, nowMs);
    const when =
      state === 'active'
        ? `ends in ${formatDuration(endMs - nowMs)}`
        : state === 'upcoming'
          ? `starts in ${formatDuration(startMs - nowMs)}`
          : `ended ${formatDuration(nowMs - endMs)} ago`;
    return {
      id: w.id,
      title: w.title,
      carrierId: w.carrierId,
      carrierName: carriers.get(w.carrierId) ?? w.carrierId,
      behaviour: w.behaviour,
      behaviourHint: BEHAVIOURS[w.behaviour],
      state,
      stateLabel: STATE_LABELS[state],
      startsUtc: formatUtc(w.startsAt),
      endsUtc: formatUtc(w.endsAt),
      when,
      duration: formatDuration(endMs - startMs),
      equipment: w.equipmentIds.map(
        (id) => equipment.get(id) ?? { id, label: id, kind: 'equipment' },
      ),
      // Active: soonest end first; upcoming: soonest start first; past: latest end first.
      sortMs: state === 'active' ? endMs : state === 'upcoming' ? startMs : -endMs,
    };
  });
  rows.sort(
    (a, b) => ORDER[a.state] - ORDER[b.state] || a.sortMs - b.sortMs || a.id.localeCompare(b.id),
  );
  const counts: Record<WindowState, number> = { active: 0, upcoming: 0, past: 0 };
  for (const row of rows) counts[row.state] += 1;
  return { rows: rows.map(({ sortMs: _sortMs, ...row }) => row), counts };
}

/** The routers, links and trunks of one carrier, by name: what the form offers to add. */
export function carrierEquipment(names: Names, carrierId: string): CoveredItem[] {
  const own = <T extends { carrierId: string }>(items: readonly T[]) =>
    items.filter((item) => item.carrierId === carrierId);
  return [
    ...own(names.routers).map((r) => ({ id: r.id, label: r.name, kind: 'router' as const })),
    ...own(names.links).map((l) => ({ id: l.id, label: l.name, kind: 'link' as const })),
    ...own(names.trunks).map((t) => ({ id: t.id, label: t.name, kind: 'trunk' as const })),
  ].sort((a, b) => a.kind.localeCompare(b.kind) || a.label.localeCompare(b.label));
}

/** The add-a-window form as typed: times are `datetime-local` values read as UTC. */
export interface WindowForm {
  carrierId: string;
  title: string;
  startsAt: string;
  endsAt: string;
  behaviour: MaintenanceBehaviour;
  /** Equipment ids separated by commas, spaces or new lines. */
  equipment: string;
}

export type FormField = keyof WindowForm;

export type FormResult =
  | { ok: true; window: NewMaintenance }
  | { ok: false; errors: { field: FormField; message: string }[] };

/** `2026-03-17T22:00` (as a datetime-local input gives it) read as UTC. */
export function utcInstant(local: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00Z` : `${local}Z`;
}

/** The ids in the equipment field: split on commas and white space, empty ones dropped. */
export function equipmentIds(text: string): string[] {
  return text.split(/[\s,]+/).filter((id) => id !== '');
}

const FIELD_OF: Record<string, FormField> = {
  carrierId: 'carrierId',
  title: 'title',
  startsAt: 'startsAt',
  endsAt: 'endsAt',
  behaviour: 'behaviour',
  equipmentIds: 'equipment',
};

/** The window the form describes, checked with the schema the API uses, or each field's error. */
export function windowFromForm(form: WindowForm): FormResult {
  const candidate = {
    carrierId: form.carrierId,
    title: form.title.trim(),
    startsAt: form.startsAt === '' ? '' : utcInstant(form.startsAt),
    endsAt: form.endsAt === '' ? '' : utcInstant(form.endsAt),
    behaviour: form.behaviour,
    equipmentIds: equipmentIds(form.equipment),
  };
  const parsed = newMaintenanceSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, window: parsed.data };
  return {
    ok: false,
    errors: parsed.error.issues.map((issue) => {
      const [first, index] = issue.path;
      const field = FIELD_OF[String(first)] ?? 'title';
      const which = typeof index === 'number' ? ` (${candidate.equipmentIds[index]})` : '';
      return { field, message: `${issue.message}${which}` };
    }),
  };
}

/** The form field a server error path such as `body.equipmentIds[2]` belongs to. */
export function fieldOfPath(path: string): FormField | undefined {
  const match = /^body\.([A-Za-z]+)/.exec(path);
  return match === null ? undefined : FIELD_OF[match[1] ?? ''];
}
