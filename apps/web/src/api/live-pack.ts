import { LIVE_METRICS, perMetric, type LinkLiveState, type LiveMetricName } from '@tiermap/domain';

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
  /** 1 when congested (the API's verdict, carried as is). */
  congested: Uint8Array<ArrayBuffer>;
  /** tsMs, utilization, then each live metric in the order of LIVE_METRICS, per state. */
  numbers: Float64Array<ArrayBuffer>;
}

/** Numbers per state: the time, the utilization and one per live metric. */
const FIELDS = 2 + LIVE_METRICS.length;
/** The live metrics in the order their numbers follow the utilization. */
const NAMES: readonly LiveMetricName[] = LIVE_METRICS.map((m) => m.name);
/** The shape every unpacked state is copied from, fields in the schema's order. */
const BLANK: LinkLiveState = {
  linkId: '',
  direction: 'AtoZ',
  tsMs: 0,
  utilization: null,
  ...perMetric(() => null),
  stale: false,
  congested: false,
};

const orNaN = (value: number | null) => (value === null ? Number.NaN : value);
const orNull = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? null : value;

export function packStates(states: readonly LinkLiveState[]): PackedStates {
  const directions = new Uint8Array(states.length);
  const stale = new Uint8Array(states.length);
  const congested = new Uint8Array(states.length);
  const numbers = new Float64Array(states.length * FIELDS);
  states.forEach((state, i) => {
    directions[i] = state.direction === 'AtoZ' ? 0 : 1;
    stale[i] = state.stale ? 1 : 0;
    congested[i] = state.congested ? 1 : 0;
    const at = i * FIELDS;
    numbers[at] = state.tsMs;
    numbers[at + 1] = orNaN(state.utilization);
    for (let k = 0; k < NAMES.length; k += 1) {
      const name = NAMES[k];
      if (name !== undefined) numbers[at + 2 + k] = orNaN(state[name]);
    }
  });
  return {
    linkIds: states.map((s) => s.linkId).join('\n'),
    directions,
    stale,
    congested,
    numbers,
  };
}

export function unpackStates(packed: PackedStates): LinkLiveState[] {
  if (packed.directions.length === 0) return [];
  const ids = packed.linkIds.split('\n');
  const { numbers } = packed;
  return ids.map((linkId, i) => {
    const at = i * FIELDS;
    // A copy of one fixed shape, then its fields set in place: no object per metric and one
    // hidden class for every state (this runs for each state of a 40,000-link snapshot).
    const state: LinkLiveState = { ...BLANK };
    state.linkId = linkId;
    state.direction = packed.directions[i] === 0 ? 'AtoZ' : 'ZtoA';
    state.tsMs = numbers[at] ?? 0;
    state.utilization = orNull(numbers[at + 1]);
    state.stale = packed.stale[i] === 1;
    state.congested = packed.congested[i] === 1;
    for (let k = 0; k < NAMES.length; k += 1) {
      const name = NAMES[k];
      if (name !== undefined) state[name] = orNull(numbers[at + 2 + k]);
    }
    return state;
  });
}

/** The buffers to move rather than copy when posting packed states. */
export function transferables(packed: PackedStates): ArrayBuffer[] {
  return [
    packed.directions.buffer,
    packed.stale.buffer,
    packed.congested.buffer,
    packed.numbers.buffer,
  ];
}
