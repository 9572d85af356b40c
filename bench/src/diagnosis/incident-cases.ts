import type { Observation, RiskModel, SuspectElement } from '@tiermap/analysis';
import type { EquipmentKind } from '@tiermap/domain';
import type { Random } from './random.js';

/** A kind of cause: a link one way or both ways, or any other risk element of the catalogue. */
export type CauseClass = 'link one way' | 'link both ways' | Exclude<EquipmentKind, 'link'>;

/**
 * What kinds of cause are drawn, each with the same chance when the topology has one (a kind
 * the entity catalogue adds later is drawn once it is listed here).
 */
export const CAUSE_CLASSES: readonly CauseClass[] = [
  'link one way',
  'link both ways',
  'trunk',
  'blade',
  'patchPanel',
  'router',
];

export interface CaseOptions {
  /** 1 or 2 simultaneous causes. */
  causes: 1 | 2;
  /** Chance that one observation is flipped; 0.05. */
  noiseRatio: number;
  /** Chance that one cause is under a maintenance window; 0.2. */
  maintenanceShare: number;
  /** How many other pieces of equipment are under maintenance in every case; 1 to 3. */
  decoysMin: number;
  decoysMax: number;
  /**
   * The chance that a failed element makes one path direction crossing it bad (partial failures:
   * hash-based load sharing); 1 is all or nothing.
   */
  hitChance: number;
  /** The links' own counters, when the variant has them. */
  counters?: CounterOptions;
}

/** Per-direction error and discard counters, as the `counters` variant draws them. */
export interface CounterOptions {
  /** The share of links whose counters are read, drawn per case; 0.7. */
  share: number;
  /** P(a link direction shows errors | an element covering it failed); 0.6. */
  hitChance: number;
  /** P(a link direction shows errors | healthy); 0.02. */
  falseAlarm: number;
}

/** The harness's incidents, as the issue asks: 5 % noise, 20 % of causes under maintenance. */
export const HARNESS_CASE_OPTIONS: Omit<CaseOptions, 'causes'> = {
  noiseRatio: 0.05,
  maintenanceShare: 0.2,
  decoysMin: 1,
  decoysMax: 3,
  hitChance: 1,
};

/** The bench's variants: the cases above, harder ones, and the base cases with link counters. */
export const VARIANTS = {
  base: HARNESS_CASE_OPTIONS,
  hard: { ...HARNESS_CASE_OPTIONS, noiseRatio: 0.1, hitChance: 0.7 },
  counters: {
    ...HARNESS_CASE_OPTIONS,
    counters: { share: 0.7, hitChance: 0.6, falseAlarm: 0.02 },
  },
} as const satisfies Record<string, Omit<CaseOptions, 'causes'>>;
export type VariantName = keyof typeof VARIANTS;

/** One random incident, as the harness sees it and as the ranking is told of it. */
export interface IncidentCase {
  causes: SuspectElement[];
  causeClasses: CauseClass[];
  /** Ids of causes under a maintenance window. */
  maintainedCauseIds: Set<string>;
  /** Every id under a maintenance window: maintained causes and the decoys. */
  underMaintenance: Set<string>;
  observations: Observation[];
  /** Observations flipped by the noise. */
  flipped: number;
  /** Two causes where one's risk group is inside the other's: its failure cannot be seen. */
  masked: boolean;
  /** Per link direction with counters read: errors seen (the `counters` variant only). */
  counters?: Map<string, boolean>;
}

/** Per model, the pools causes and decoys are drawn from. */
export interface CasePools {
  byClass: Map<CauseClass, SuspectElement[]>;
  /** Every piece of equipment on a path, once (all directions share one id). */
  equipment: string[];
  /** Every link on a router that is on a path (the links whose counters can be read). */
  links: string[];
}

export function casePools(model: RiskModel): CasePools {
  const byClass = new Map<CauseClass, SuspectElement[]>();
  for (const element of model.elements) {
    const cls = causeClassOf(element);
    byClass.set(cls, [...(byClass.get(cls) ?? []), element]);
  }
  const links = new Set(
    model.elements.flatMap((e) => (e.linkDirections ?? []).map((key) => linkIdOf(key))),
  );
  return {
    byClass,
    equipment: [...new Set(model.elements.map((e) => e.id))],
    links: [...links].sort(),
  };
}

/** `link:<id>><direction>` to `<id>`. */
function linkIdOf(key: string): string {
  return key.slice('link:'.length, key.lastIndexOf('>'));
}

export function causeClassOf(element: SuspectElement): CauseClass {
  if (element.kind === 'link') {
    return element.direction === 'both' ? 'link both ways' : 'link one way';
  }
  return element.kind;
}

/**
 * A random incident: 1 or 2 causes, each of a uniformly drawn class then a uniformly drawn
 * element of it (two causes are different equipment); an observable bad when a cause's risk
 * group holds it (with the hit chance, per cause and observable); each observation flipped with the noise ratio; each cause under maintenance with
 * the maintenance share, plus 1 to 3 other pieces of equipment under maintenance in every case.
 */
export function incidentCase(
  model: RiskModel,
  pools: CasePools,
  random: Random,
  options: CaseOptions,
  /** Draws the counters from their own stream, so the cases are the base variant's. */
  counterRandom?: Random,
): IncidentCase {
  const classes = CAUSE_CLASSES.filter((c) => (pools.byClass.get(c)?.length ?? 0) > 0);
  const causes: SuspectElement[] = [];
  while (causes.length < options.causes) {
    const element = random.pick(pools.byClass.get(random.pick(classes)) ?? []);
    if (causes.every((c) => c.id !== element.id)) causes.push(element);
  }
  const maintainedCauseIds = new Set(
    causes.flatMap((c) => (random.next() < options.maintenanceShare ? [c.id] : [])),
  );
  const underMaintenance = new Set(maintainedCauseIds);
  const decoys = random.between(options.decoysMin, options.decoysMax);
  const causeIds = new Set(causes.map((c) => c.id));
  for (let placed = 0; placed < decoys;) {
    const id = random.pick(pools.equipment);
    if (causeIds.has(id) || underMaintenance.has(id)) continue;
    underMaintenance.add(id);
    placed += 1;
  }

  const bad = new Uint8Array(model.observables.length);
  for (const cause of causes) {
    for (const at of cause.observables) {
      if (options.hitChance >= 1 || random.next() < options.hitChance) bad[at] = 1;
    }
  }
  let flipped = 0;
  const observations = model.observables.map((_, at): Observation => {
    const flip = random.next() < options.noiseRatio;
    if (flip) flipped += 1;
    return (bad[at] === 1) !== flip ? 'bad' : 'good';
  });
  const [first, second] = causes;
  const masked =
    first !== undefined &&
    second !== undefined &&
    (isSubset(first.observables, second.observables) ||
      isSubset(second.observables, first.observables));
  return {
    ...(options.counters === undefined || counterRandom === undefined
      ? {}
      : { counters: linkCounters(pools, causes, options.counters, counterRandom) }),
    causes,
    causeClasses: causes.map(causeClassOf),
    maintainedCauseIds,
    underMaintenance,
    observations,
    flipped,
    masked,
  };
}

/**
 * The counters of one case: each link's counters read with the share, then each direction of a
 * read link shows errors with the hit chance when a cause covers it, the false alarm chance
 * otherwise.
 */
function linkCounters(
  pools: CasePools,
  causes: readonly SuspectElement[],
  options: CounterOptions,
  random: Random,
): Map<string, boolean> {
  const failed = new Set(causes.flatMap((c) => c.linkDirections ?? []));
  const counters = new Map<string, boolean>();
  for (const linkId of pools.links) {
    if (random.next() >= options.share) continue;
    for (const direction of ['AtoZ', 'ZtoA'] as const) {
      const key = `link:${linkId}>${direction}`;
      counters.set(key, random.next() < (failed.has(key) ? options.hitChance : options.falseAlarm));
    }
  }
  return counters;
}

function isSubset(small: readonly number[], large: readonly number[]): boolean {
  const set = new Set(large);
  return small.every((at) => set.has(at));
}
