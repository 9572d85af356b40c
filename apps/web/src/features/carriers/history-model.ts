import type { UploadRecord } from '@tiermap/domain';
import { formatDuration } from '../../app/format.js';
import { countsSummary } from './diff-model.js';

/** One version of a carrier's equipment, as the history table shows it. */
export interface HistoryRow {
  id: string;
  /**
   * "version 3 · 2026-03-17 10:00:01 UTC": unique in the list (a baseline and the first upload
   * are a millisecond apart, so their times alone may read the same). Versions count from 1, the
   * oldest.
   */
  label: string;
  /** "2026-03-17 10:00:01 UTC" */
  whenUtc: string;
  /** "5 min ago" */
  ago: string;
  who: string;
  format: string;
  checksum: string;
  /** "sha256:1a2b3c4d5e6f…": enough to compare with `sha256sum` by eye. */
  checksumShort: string;
  /** "1 router changed · 2 ports created" */
  changes: string;
  restoredFrom: string | null;
  /** "restores version 1 · 2026-03-17 10:00:01 UTC", or its id when not listed. */
  restoredFromText: string | undefined;
  /** The newest version: what the carrier's equipment is now, unless changed otherwise since. */
  latest: boolean;
}

/** An instant as "2026-03-17 10:00:01 UTC". */
export function formatUtcSeconds(iso: string): string {
  const text = new Date(Date.parse(iso)).toISOString();
  return `${text.slice(0, 10)} ${text.slice(11, 19)} UTC`;
}

/** `sha256:` and the first 12 hex digits, with "…" when there are more. */
export function shortChecksum(checksum: string): string {
  const match = /^(sha256:)([0-9a-f]+)$/i.exec(checksum);
  if (match === null) return checksum;
  const hex = match[2] ?? '';
  return `${match[1] ?? ''}${hex.slice(0, 12)}${hex.length > 12 ? '…' : ''}`;
}

/** The versions newest first (by time, then id, as the API lists them), for the history table. */
export function historyRows(uploads: readonly UploadRecord[], nowMs: number): HistoryRow[] {
  const sorted = [...uploads].sort(
    (a, b) => Date.parse(b.uploadedAt) - Date.parse(a.uploadedAt) || b.id.localeCompare(a.id),
  );
  const label = (u: UploadRecord, index: number) =>
    `version ${sorted.length - index} · ${formatUtcSeconds(u.uploadedAt)}`;
  const labels = new Map(sorted.map((u, index) => [u.id, label(u, index)]));
  return sorted.map((u, index) => {
    const from = u.restoredFrom === null ? undefined : labels.get(u.restoredFrom);
    return {
      id: u.id,
      label: label(u, index),
      whenUtc: formatUtcSeconds(u.uploadedAt),
      ago: `${formatDuration(nowMs - Date.parse(u.uploadedAt))} ago`,
      who: u.uploadedBy,
      format: u.format.toUpperCase(),
      checksum: u.checksum,
      checksumShort: shortChecksum(u.checksum),
      changes: countsSummary(u.counts),
      restoredFrom: u.restoredFrom,
      restoredFromText:
        u.restoredFrom === null
          ? undefined
          : from === undefined
            ? `restores the version of ${u.restoredFrom}`
            : `restores ${from}`,
      latest: index === 0,
    };
  });
}
