import {
  CATALOGUE_KINDS,
  catalogueEntry,
  type UploadDiff,
  type UploadEntityKind,
} from '@tiermap/domain';
import { formatBps } from '../../app/format.js';

/** Kinds in the order the page lists them: as equipment nests, then what refers to it. */
export const KIND_ORDER: readonly UploadEntityKind[] = CATALOGUE_KINDS;

/** A kind as people read it, one and many, from the entity catalogue ("patch panel(s)"). */
function kindNames(kind: UploadEntityKind): [one: string, many: string] {
  const entry = catalogueEntry(kind);
  return [entry.what, entry.plural];
}

export type Change = 'created' | 'changed' | 'removed';
export type ChangeCounts = Record<Change, number>;

/** "1 router", "2 ports". */
export function kindCount(kind: UploadEntityKind, n: number): string {
  const [one, many] = kindNames(kind);
  return `${n} ${n === 1 ? one : many}`;
}

/** A field that changes: its value before and after, as people read it. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

export interface DiffRow {
  change: Change;
  id: string;
  /** For a created or removed entity: its fields, "slot 9 · model MPC10E-10C · …". */
  summary: string;
  /** For a changed entity: each field that differs. */
  fields: FieldChange[];
}

export interface DiffGroup {
  kind: UploadEntityKind;
  /** "Routers" */
  title: string;
  counts: ChangeCounts;
  /** "1 changed · 2 created" */
  countsText: string;
  /** Created, then changed, then removed; at most `maxRows`. */
  rows: DiffRow[];
  /** Rows left out of a long group. */
  hidden: number;
}

export interface DiffModel {
  /** Only the kinds something happens to, in {@link KIND_ORDER}. */
  groups: DiffGroup[];
  total: ChangeCounts;
  /** "1 router changed · 1 blade created · 2 ports created", or "no change". */
  summary: string;
  empty: boolean;
}

/** A field's value for people: bit rates in b/s units, times in ms, lists joined. */
export function formatFieldValue(field: string, value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'number' && /Bps$/.test(field)) return formatBps(value);
  if (typeof value === 'number' && /Ms$/.test(field)) return `${value} ms`;
  if (typeof value === 'number' && /Km$/.test(field)) return `${value} km`;
  if (Array.isArray(value)) return value.map((v) => formatFieldValue('', v)).join(', ');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function summary(values: Record<string, unknown>): string {
  return Object.entries(values)
    .filter(([field]) => field !== 'id')
    .map(([field, value]) => `${field} ${formatFieldValue(field, value)}`)
    .join(' · ');
}

const ORDER: Record<Change, number> = { created: 0, changed: 1, removed: 2 };

function countsText(counts: ChangeCounts): string {
  return (['changed', 'created', 'removed'] as const)
    .filter((change) => counts[change] > 0)
    .map((change) => `${counts[change]} ${change}`)
    .join(' · ');
}

/**
 * Per kind, what an upload or restore changes: counts (as the server counted them) and rows,
 * created then changed (each field before → after) then removed; long groups are cut to
 * `maxRows` rows with the rest counted.
 */
export function diffModel(diff: UploadDiff, maxRows = 100): DiffModel {
  const rowsByKind = new Map<UploadEntityKind, DiffRow[]>();
  const add = (kind: UploadEntityKind, row: DiffRow) =>
    rowsByKind.set(kind, [...(rowsByKind.get(kind) ?? []), row]);
  for (const c of diff.created) {
    add(c.kind, { change: 'created', id: c.id, summary: summary(c.after), fields: [] });
  }
  for (const c of diff.changed) {
    add(c.kind, {
      change: 'changed',
      id: c.id,
      summary: '',
      fields: c.fields.map((field) => ({
        field,
        before: formatFieldValue(field, c.before[field]),
        after: formatFieldValue(field, c.after[field]),
      })),
    });
  }
  for (const c of diff.removed) {
    add(c.kind, { change: 'removed', id: c.id, summary: summary(c.before), fields: [] });
  }
  const total: ChangeCounts = { created: 0, changed: 0, removed: 0 };
  const groups: DiffGroup[] = [];
  const used: Partial<Record<UploadEntityKind, ChangeCounts>> = {};
  for (const kind of KIND_ORDER) {
    const rows = (rowsByKind.get(kind) ?? []).sort(
      (a, b) => ORDER[a.change] - ORDER[b.change] || a.id.localeCompare(b.id),
    );
    const counts = diff.counts[kind] ?? { created: 0, changed: 0, removed: 0 };
    if (counts.created + counts.changed + counts.removed === 0) continue;
    used[kind] = counts;
    for (const change of ['changed', 'created', 'removed'] as const)
      total[change] += counts[change];
    const title = kindNames(kind)[1];
    groups.push({
      kind,
      title: `${title.charAt(0).toUpperCase()}${title.slice(1)}`,
      counts,
      countsText: countsText(counts),
      rows: rows.slice(0, maxRows),
      hidden: Math.max(0, rows.length - maxRows),
    });
  }
  return { groups, total, summary: countsSummary(used), empty: groups.length === 0 };
}

/** "1 router changed · 2 ports created" from per-kind counts (a history row). */
export function countsSummary(counts: Partial<Record<UploadEntityKind, ChangeCounts>>): string {
  const parts: string[] = [];
  for (const kind of KIND_ORDER) {
    const c = counts[kind];
    if (c === undefined) continue;
    for (const change of ['changed', 'created', 'removed'] as const) {
      if (c[change] > 0) parts.push(`${kindCount(kind, c[change])} ${change}`);
    }
  }
  return parts.length === 0 ? 'no change' : parts.join(' · ');
}
