import { LIVE_METRICS, perMetric, type LinkLiveState } from '@tiermap/domain';

/**
 * Live states in columns, for the trip from the stream worker to the page: a structured clone
 * of 40,000 small objects took the page 125 ms to unpack; a few typed arrays (moved, not
 * copied) and one string of ids take a few. Null numbers travel as NaN, which the schema never
 * lets through as a value.
 */
export interface PackedStates {
  /** Link ids joined by newlines (ids never contain one). */
  linkIds: string;
  /** 0 for A to Z, 1 for Z to A. */
  directions: Uint8Array<ArrayBuffer>;
  /** 1 when stale. */
  stale: Uint8Array<ArrayBuffer>;
  /** tsMs, utilization, then each live metric in the order of LIVE_METRICS, per state. */
  numbers: Float64Array<ArrayBuffer>;
}

/** Numbers per state: the time, the utilization and one per live metric. */
const FIELDS = 2 + LIVE_METRICS.length;
/** Where each live metric sits among a state's numbers. */
const OFFSET = new Map(LIVE_METRICS.map((m, i) => [m.name, 2 + i]));

const orNaN = (value: number | null) => (value === null ? Number.NaN : value);
const orNull = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? null : value;

export function packStates(states: readonly LinkLiveState[]): PackedStates {
  const directions = new Uint8Array(states.length);
  const stale = new Uint8Array(states.length);
  const numbers = new Float64Array(states.length * FIELDS);
  states.forEach((state, i) => {
    directions[i] = state.direction === 'AtoZ' ? 0 : 1;
    stale[i] = state.stale ? 1 : 0;
    const at = i * FIELDS;
    numbers[at] = state.tsMs;
    numbers[at + 1] = orNaN(state.utilization);
    LIVE_METRICS.forEach((m, k) => {
      numbers[at + 2 + k] = orNaN(state[m.name]);
    });
  });
  return { linkIds: states.map((s) => s.linkId).join('\n'), directions, stale, numbers };
}

export function unpackStates(packed: PackedStates): LinkLiveState[] {
  if (packed.directions.length === 0) return [];
  const ids = packed.linkIds.split('\n');
  const { numbers } = packed;
  return ids.map((linkId, i) => {
    const at = i * FIELDS;
    return {
      linkId,
      direction: packed.directions[i] === 0 ? 'AtoZ' : 'ZtoA',
      tsMs: numbers[at] ?? 0,
      utilization: orNull(numbers[at + 1]),
      ...perMetric((m) => orNull(numbers[at + (OFFSET.get(m.name) ?? 0)])),
      stale: packed.stale[i] === 1,
    };
  });
}

/** The buffers to move rather than copy when posting packed states. */
export function transferables(packed: PackedStates): ArrayBuffer[] {
  return [packed.directions.buffer, packed.stale.buffer, packed.numbers.buffer];
}
