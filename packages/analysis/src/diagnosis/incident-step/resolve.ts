import type { Incident } from '@tiermap/domain';
import type { StoredMeasurement } from './path-states.js';
import { utcMinute } from './suspects.js';

type AffectedPath = Incident['affected'][number];

/** A measurement an incident saw when it was resolved by hand: set aside, it cannot reopen it. */
export interface SeenMeasurement {
  affected: AffectedPath;
  measurement: StoredMeasurement;
}

/**
 * Resolves `incident` by hand at `nowMs`, in place: its status, times and a timeline entry that
 * names the person's note and the measurements set aside with it.
 */
export function resolveByHand(
  incident: Incident,
  nowMs: number,
  note: string | undefined,
  seen: readonly SeenMeasurement[],
): void {
  incident.status = 'resolved';
  incident.resolvedAtMs = nowMs;
  incident.updatedAtMs = nowMs;
  incident.timeline.push({
    atMs: nowMs,
    kind: 'resolved',
    message: `resolved by hand${note === undefined ? '' : `: ${note}`}${setAsideText(seen)}`,
  });
}

/** "; set aside 1 measurement (PIC → CERN from perfsonar-pic, taken 2026-11-25 13:00 UTC)". */
function setAsideText(seen: readonly SeenMeasurement[]): string {
  if (seen.length === 0) return '';
  const each = seen.map(({ affected, measurement }) => {
    const from = measurement.source === undefined ? '' : ` from ${measurement.source}`;
    return `${affected.fromSiteId} → ${affected.toSiteId}${from}, taken ${utcMinute(measurement.tsMs)}`;
  });
  return `; set aside ${seen.length} measurement${seen.length === 1 ? '' : 's'} (${each.join('; ')})`;
}
