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
  /** 1 when an interface at an end reports ifOperStatus down (`down` set). */
  down: Uint8Array<ArrayBuffer>;
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

export function packStates(states: readonly LinkLiveState[]): PackedStates {
  const count = states.length;
  const directions = new Uint8Array(count);
  const stale = new Uint8Array(count);
  const congested = new Uint8Array(count);
  const down = new Uint8Array(count);
  const numbers = new Float64Array(count * FIELDS);
  const ids = new Array<string>(count);
  for (let i = 0, at = 0; i < count; i += 1, at += FIELDS) {
    const state = states[i] as LinkLiveState;
    ids[i] = state.linkId;
    directions[i] = state.direction === 'AtoZ' ? 0 : 1;
    stale[i] = state.stale ? 1 : 0;
    congested[i] = state.congested ? 1 : 0;
    down[i] = state.down === true ? 1 : 0;
    numbers[at] = state.tsMs;
    numbers[at + 1] = state.utilization ?? Number.NaN;
    for (let k = 0; k < NAMES.length; k += 1) {
      numbers[at + 2 + k] = state[NAMES[k] as LiveMetricName] ?? Number.NaN;
    }
  }
  return { linkIds: ids.join('\n'), directions, stale, congested, down, numbers };
}

export function unpackStates(packed: PackedStates): LinkLiveState[] {
  const count = packed.directions.length;
  if (count === 0) return [];
  const ids = packed.linkIds.split('\n');
  const { numbers, directions, stale, congested, down } = packed;
  const states = new Array<LinkLiveState>(count);
  for (let i = 0, at = 0; i < count; i += 1, at += FIELDS) {
    const utilization = numbers[at + 1] as number;
    // One copy of a fixed shape with the fixed fields set in the same expression (one hidden
    // class for every state), then each metric in the table's order; NaN (x !== x) is null.
    // Most of the time here is garbage collection of the new objects; only a literal naming
    // every field is much faster, which the table rules out (docs/performance.md, bench:live-pack).
    const state: LinkLiveState = {
      ...BLANK,
      linkId: ids[i] as string,
      direction: directions[i] === 0 ? 'AtoZ' : 'ZtoA',
      tsMs: numbers[at] as number,
      utilization: utilization === utilization ? utilization : null,
      stale: stale[i] === 1,
      congested: congested[i] === 1,
    };
    for (let k = 0; k < NAMES.length; k += 1) {
      const value = numbers[at + 2 + k] as number;
      state[NAMES[k] as LiveMetricName] = value === value ? value : null;
    }
    // Rare (a link down), so the common shape stays the one above.
    if (down[i] === 1) state.down = true;
    states[i] = state;
  }
  return states;
}

/** The buffers to move rather than copy when posting packed states. */
export function transferables(packed: PackedStates): ArrayBuffer[] {
  return [
    packed.directions.buffer,
    packed.stale.buffer,
    packed.congested.buffer,
    packed.down.buffer,
    packed.numbers.buffer,
  ];
}
