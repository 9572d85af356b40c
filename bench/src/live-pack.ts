// The web's packed live states: `corepack pnpm --filter @tiermap/bench run bench:live-pack
// [--links 40000] [--reps 30]`. Packs and unpacks a full snapshot (two directions per link,
// every live metric of LIVE_METRICS, deterministic values with some nulls) with the web's
// apps/web/src/api/live-pack.ts and with the implementation it replaced (kept below as the
// reference), alternating which goes first, and prints p50/p95 and their ratio. Pure code:
// the web module is imported by path (it imports @tiermap/domain only).
import { LIVE_METRICS, perMetric, type LinkLiveState, type LiveMetricName } from '@tiermap/domain';
import { packStates, unpackStates, type PackedStates } from '../../apps/web/src/api/live-pack.js';
import { intOption, percentiles, printTable } from './measure.js';

const LINKS = intOption('links', 40_000);
const REPS = intOption('reps', 30);
const WARMUP = 10;

/** Two states per link, every field set, every metric null now and then. */
function snapshot(links: number): LinkLiveState[] {
  const states: LinkLiveState[] = [];
  for (let link = 0; link < links; link += 1) {
    for (const direction of ['AtoZ', 'ZtoA'] as const) {
      const i = states.length;
      states.push({
        linkId: `geant-link-${String(link).padStart(5, '0')}`,
        direction,
        tsMs: 1_763_856_000_000 + ((i * 7919) % 60_000),
        utilization: i % 9 === 0 ? null : (i % 1000) / 1000,
        ...perMetric((m) => (i % (5 + m.name.length) === 0 ? null : (i * m.name.length) / 3)),
        stale: i % 13 === 0,
        congested: i % 11 === 0,
      });
    }
  }
  return states;
}

// The implementation before this bench (a spread copy of a blank state per state, then every
// field set; `orNull` per number), kept as the reference the ratios are taken against.
const FIELDS = 2 + LIVE_METRICS.length;
const NAMES: readonly LiveMetricName[] = LIVE_METRICS.map((m) => m.name);
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

function referencePack(states: readonly LinkLiveState[]): PackedStates {
  const directions = new Uint8Array(states.length);
  const stale = new Uint8Array(states.length);
  const congested = new Uint8Array(states.length);
  const down = new Uint8Array(states.length);
  const numbers = new Float64Array(states.length * FIELDS);
  states.forEach((state, i) => {
    directions[i] = state.direction === 'AtoZ' ? 0 : 1;
    stale[i] = state.stale ? 1 : 0;
    congested[i] = state.congested ? 1 : 0;
    down[i] = state.down === true ? 1 : 0;
    const at = i * FIELDS;
    numbers[at] = state.tsMs;
    numbers[at + 1] = orNaN(state.utilization);
    for (let k = 0; k < NAMES.length; k += 1) {
      const name = NAMES[k];
      if (name !== undefined) numbers[at + 2 + k] = orNaN(state[name]);
    }
  });
  const linkIds = states.map((s) => s.linkId).join('\n');
  return { linkIds, directions, stale, congested, down, numbers };
}

function referenceUnpack(packed: PackedStates): LinkLiveState[] {
  if (packed.directions.length === 0) return [];
  const ids = packed.linkIds.split('\n');
  const { numbers } = packed;
  return ids.map((linkId, i) => {
    const at = i * FIELDS;
    const state: LinkLiveState = { ...BLANK };
    state.linkId = linkId;
    state.direction = packed.directions[i] === 0 ? 'AtoZ' : 'ZtoA';
    state.tsMs = numbers[at] ?? 0;
    state.utilization = orNull(numbers[at + 1]);
    state.stale = packed.stale[i] === 1;
    state.congested = packed.congested[i] === 1;
    if (packed.down[i] === 1) state.down = true;
    for (let k = 0; k < NAMES.length; k += 1) {
      const name = NAMES[k];
      if (name !== undefined) state[name] = orNull(numbers[at + 2 + k]);
    }
    return state;
  });
}

interface Variant {
  name: string;
  pack: (states: readonly LinkLiveState[]) => PackedStates;
  unpack: (packed: PackedStates) => LinkLiveState[];
}
const VARIANTS: Variant[] = [
  { name: 'before (reference)', pack: referencePack, unpack: referenceUnpack },
  { name: 'live-pack.ts', pack: packStates, unpack: unpackStates },
];

const states = snapshot(LINKS);
const packed = packStates(states);
const expected = JSON.stringify(states);
for (const variant of VARIANTS) {
  // Same data both ways, field order included, before anything is timed.
  if (JSON.stringify(variant.unpack(variant.pack(states))) !== expected) {
    throw new Error(`${variant.name}: unpack(pack(states)) differs from the states`);
  }
}

const timings = VARIANTS.map(() => ({ pack: [] as number[], unpack: [] as number[] }));
let kept = 0;
for (let rep = 0; rep < WARMUP + REPS; rep += 1) {
  // Alternate which variant goes first, so neither always inherits the other's garbage.
  const order = rep % 2 === 0 ? [0, 1] : [1, 0];
  for (const v of order) {
    const variant = VARIANTS[v] as Variant;
    let started = performance.now();
    const ours = variant.pack(states);
    const packMs = performance.now() - started;
    started = performance.now();
    const unpacked = variant.unpack(packed);
    const unpackMs = performance.now() - started;
    kept += unpacked.length + ours.directions.length;
    if (rep >= WARMUP) {
      timings[v]?.pack.push(packMs);
      timings[v]?.unpack.push(unpackMs);
    }
  }
}
if (kept === 0) throw new Error('nothing was unpacked');

const [refPack, refUnpack] = [timings[0]?.pack ?? [], timings[0]?.unpack ?? []];
const ms = (value: number | undefined) => (value ?? Number.NaN).toFixed(1);
const rows = VARIANTS.flatMap((variant, v) =>
  (['unpack', 'pack'] as const).map((step) => {
    const samples = timings[v]?.[step] ?? [];
    const [p50, p95] = percentiles(samples, [50, 95]);
    const [ref50, ref95] = percentiles(step === 'pack' ? refPack : refUnpack, [50, 95]);
    return {
      step,
      variant: variant.name,
      'p50 ms': ms(p50),
      'p95 ms': ms(p95),
      'p50 ratio': ((p50 ?? Number.NaN) / (ref50 ?? Number.NaN)).toFixed(2),
      'p95 ratio': ((p95 ?? Number.NaN) / (ref95 ?? Number.NaN)).toFixed(2),
    };
  }),
);
printTable(
  `packed live states: ${states.length.toLocaleString('en')} states (${LINKS.toLocaleString('en')} links, ${LIVE_METRICS.length} metrics), ${REPS} repetitions after ${WARMUP} warm-up, load ${(await import('node:os')).loadavg()[0]?.toFixed(1)}`,
  rows,
);
