import { ENTITY_CATALOGUE, type UploadDiff, type UploadEntityKind } from '@tiermap/domain';
import type { CarrierSlice } from './carrier-slice.js';

/** Each kind with its slice key, in the entity catalogue's order. */
const KINDS: ReadonlyArray<[keyof CarrierSlice, UploadEntityKind]> = ENTITY_CATALOGUE.map((e) => [
  e.sliceKey,
  e.kind,
]);

/**
 * What replacing `before` with `after` changes, per entity kind: created, changed (with the
 * fields that differ and the values before and after) and removed, each sorted by id.
 */
export function uploadDiff(before: CarrierSlice, after: CarrierSlice): UploadDiff {
  const diff: UploadDiff = {
    created: [],
    changed: [],
    removed: [],
    counts: Object.fromEntries(
      KINDS.map(([, kind]) => [kind, { created: 0, changed: 0, removed: 0 }]),
    ),
  };
  for (const [key, kind] of KINDS) {
    const old = new Map<string, Record<string, unknown>>(
      (before[key] ?? []).map((e) => [e.id, { ...e }]),
    );
    const now = new Map<string, Record<string, unknown>>(
      (after[key] ?? []).map((e) => [e.id, { ...e }]),
    );
    const counts = diff.counts[kind] ?? { created: 0, changed: 0, removed: 0 };
    for (const id of [...now.keys()].sort()) {
      const next = now.get(id) ?? {};
      const previous = old.get(id);
      if (previous === undefined) {
        diff.created.push({ kind, id, after: next });
        counts.created += 1;
        continue;
      }
      const fields = changedFields(previous, next);
      if (fields.length > 0) {
        diff.changed.push({ kind, id, fields, before: previous, after: next });
        counts.changed += 1;
      }
    }
    for (const id of [...old.keys()].sort()) {
      if (now.has(id)) continue;
      diff.removed.push({ kind, id, before: old.get(id) ?? {} });
      counts.removed += 1;
    }
    diff.counts[kind] = counts;
  }
  return diff;
}

/** True when the diff changes nothing. */
export function isEmptyDiff(diff: UploadDiff): boolean {
  return diff.created.length === 0 && diff.changed.length === 0 && diff.removed.length === 0;
}

function changedFields(a: Record<string, unknown>, b: Record<string, unknown>): string[] {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return keys.filter((key) => !sameValue(a[key], b[key]));
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (typeof a === 'string' && typeof b === 'string') {
    // Instants compare as instants: "…T06:00:00Z" and "…T06:00:00.000Z" are one time.
    const [x, y] = [instant(a), instant(b)];
    return x !== undefined && x === y;
  }
  return false;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function instant(text: string): number | undefined {
  return ISO_INSTANT.test(text) ? Date.parse(text) : undefined;
}
