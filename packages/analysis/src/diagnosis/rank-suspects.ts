import { SUSPECT_RANK } from '@tiermap/domain';
import type { RiskModel, SuspectElement } from './risk-model.js';

/** What was seen of one observable: bad, good, or nothing to go by (no data). */
export type Observation = 'bad' | 'good' | 'unknown';

/**
 * The noise ratios ε the ranking weighs when none is given: each hypothesis's likelihood is
 * averaged over them (equal weight), so the observations themselves say how noisy they are.
 */
export const NOISE_RATIOS: readonly number[] = [0.02, 0.05, 0.1];
/**
 * The prior weights of {@link NOISE_RATIOS}: small noise is the usual case, so that a few bad
 * paths out of a handful are not put down to noise as readily as to a failure.
 */
export const NOISE_WEIGHTS: readonly number[] = [0.4, 0.35, 0.25];
/**
 * The chances q that a failed element makes one path direction crossing it bad, weighed like the
 * noise ratios: 1 is a clean failure, 0.7 a partial one (hash-based load sharing on a trunk
 * member, a flapping optic hurting some flows only).
 */
export const HIT_CHANCES: readonly number[] = [1, 0.7];
/**
 * The prior weights of {@link HIT_CHANCES}: clean failures are the usual case. Equal weights put a
 * large group with one good path across it (a partial failure) above the small group that
 * explains exactly the bad paths too often: 0.6 % of single causes missed without any noise,
 * against 0.14 % with these weights (docs/diagnosis.md).
 */
export const HIT_WEIGHTS: readonly number[] = [2 / 3, 1 / 3];
/** P(a link direction's counters show errors or discards | an element covering it failed). */
export const COUNTER_HIT_CHANCE = 0.6;
/** P(a link direction's counters show errors or discards | everything on it is healthy). */
export const COUNTER_FALSE_ALARM = 0.02;

/**
 * Per link direction (`link:<id>><AtoZ|ZtoA>`, as `elementKey`), what its own error and discard
 * counters say: true when they are over the thresholds, false when they are read and clean. A
 * link direction that is not in the map says nothing (see `counterObservations`).
 */
export type CounterObservations = ReadonlyMap<string, boolean>;

export interface RankOptions {
  /**
   * The chance that one observation is wrong (a good path seen bad or the reverse), when it is
   * known; otherwise the likelihood is averaged over {@link RankOptions.noiseRatios}.
   */
  noiseRatio?: number;
  /** The noise ratios weighed when `noiseRatio` is not given; {@link NOISE_RATIOS}. */
  noiseRatios?: readonly number[];
  /**
   * Their prior weights, in the same order ({@link NOISE_WEIGHTS} for the default ratios, equal
   * weights for others).
   */
  noiseWeights?: readonly number[];
  /**
   * The chances that a failed element makes one crossing path direction bad, weighed by
   * `hitWeights`; {@link HIT_CHANCES}. `[1]` is the all-or-nothing model.
   */
  hitChances?: readonly number[];
  /**
   * Their prior weights, in the same order ({@link HIT_WEIGHTS} for the default chances, equal
   * weights for others).
   */
  hitWeights?: readonly number[];
  /** The chance, before looking, that one element is at fault; 0.01. */
  failurePrior?: number;
  /** At most this many simultaneous causes are looked for (1 or 2); 2. */
  maxCauses?: 1 | 2;
  /** How many of the best single suspects are tried as the first of a pair; 30. */
  pairCandidates?: number;
  /**
   * Per element key, a multiplier on its prior: what is known about the element besides the
   * paths (its own live errors or load, an open maintenance window). Missing means 1.
   */
  priorWeights?: ReadonlyMap<string, number>;
  /**
   * The links' own error and discard counters, per link direction: a likelihood term. An
   * element's failure shows on each link direction it covers (`SuspectElement.linkDirections`)
   * with {@link RankOptions.counterHitChance}; a healthy one shows errors with
   * {@link RankOptions.counterFalseAlarm}.
   */
  counters?: CounterObservations;
  /** {@link COUNTER_HIT_CHANCE}. */
  counterHitChance?: number;
  /** {@link COUNTER_FALSE_ALARM}. */
  counterFalseAlarm?: number;
  /** How many suspects are returned; 10. */
  limit?: number;
  /**
   * Sets of observables (say, each site an engineer reported together) of which a suspect must
   * explain at least one bad observable each: one shared cause is sought. Ignored when no
   * element explains every set.
   */
  explainEach?: ReadonlyArray<readonly number[]>;
}

export interface RankedSuspect {
  /** The likeliest element of its risk group. */
  element: SuspectElement;
  /**
   * The other elements with the very same risk group, likeliest first: no path observation can
   * tell them from `element` (a site's access link, its border router and the blade it uses).
   */
  alternatives: SuspectElement[];
  /** The bad observables its failure explains (indexes into the model's observables). */
  explains: number[];
  /** The good observables that cross it: evidence against it. */
  against: number[];
  /** explains / (explains + against). */
  hitRatio: number;
  /**
   * Log posterior odds of "this element or one of its alternatives alone is the cause"; only
   * differences matter.
   */
  score: number;
  /** True when it is part of the most likely set of causes. */
  cause: boolean;
}

export interface SuspectRanking {
  /** Causes first, then the other suspects, most likely first; one per risk group. */
  suspects: RankedSuspect[];
  /** Keys of the most likely set of causes (empty when noise explains the bad paths best). */
  causes: string[];
  /** Bad observables the causes leave unexplained. */
  unexplained: number[];
}

/** Most specific first, from the entity catalogue (a patch panel, a link, a trunk...). */
const KIND_ORDER = SUSPECT_RANK;

/** One element that explains at least one bad observable, with its own prior. */
interface Candidate {
  element: SuspectElement;
  explains: number[];
  against: number[];
  /** Log prior odds of the element alone, times what its links' counters say of it. */
  prior: number;
}

/** Elements with one risk group: a hypothesis "one of these failed". */
interface Group {
  members: Candidate[];
  /** Log of the summed prior odds of the members: exactly one of them failed. */
  prior: number;
  score: number;
  /** The posterior weight of the hypotheses holding it, relative to `bestHypothesis`'s scale. */
  mass: number;
}

/**
 * The log likelihood of the path observations under a hypothesis, from counts: bad and good
 * observables crossed by one failed element (`bad1`, `good1`) and by two (`bad2`, `good2`); the
 * rest are crossed by none. Averaged over the noise ratios and hit chances.
 */
type Likelihood = (
  bad1: number,
  good1: number,
  bad2?: number,
  good2?: number,
  /** Below this, any value at most this is returned (the exact one is not worth its cost). */
  floor?: number,
) => number;

function pathLikelihood(
  noiseRatios: readonly number[],
  noiseWeights: readonly number[] | undefined,
  hitChances: readonly number[],
  hitWeights: readonly number[] | undefined,
  totalBad: number,
  totalGood: number,
): Likelihood {
  const noiseSum = noiseRatios.reduce((sum, _, i) => sum + (noiseWeights?.[i] ?? 1), 0);
  const hitSum = hitChances.reduce((sum, _, j) => sum + (hitWeights?.[j] ?? 1), 0);
  const terms = noiseRatios.flatMap((ratio, i) => {
    const noise = clamp(ratio, 1e-6, 0.49);
    return hitChances.map((chance, j) => {
      const prior = Math.log(
        ((noiseWeights?.[i] ?? 1) / noiseSum) * ((hitWeights?.[j] ?? 1) / hitSum),
      );
      const q = clamp(chance, 0.01, 1);
      // P(bad) with c failed elements on it: hurt with 1 - (1 - q)^c, then seen wrong with ε.
      const bad = (c: number): number => noise + (1 - 2 * noise) * (1 - (1 - q) ** c);
      return {
        prior,
        bad0: Math.log(noise),
        good0: Math.log(1 - noise),
        bad1: Math.log(bad(1)),
        good1: Math.log(1 - bad(1)),
        bad2: Math.log(bad(2)),
        good2: Math.log(1 - bad(2)),
      };
    });
  });
  const values = new Array<number>(terms.length);
  const spread = Math.log(terms.length);
  return (bad1, good1, bad2 = 0, good2 = 0, floor = -Infinity) => {
    const bad0 = totalBad - bad1 - bad2;
    const good0 = totalGood - good1 - good2;
    let top = -Infinity;
    for (let i = 0; i < terms.length; i += 1) {
      const t = terms[i] as (typeof terms)[number];
      const value =
        t.prior +
        bad0 * t.bad0 +
        good0 * t.good0 +
        bad1 * t.bad1 +
        good1 * t.good1 +
        bad2 * t.bad2 +
        good2 * t.good2;
      values[i] = value;
      if (value > top) top = value;
    }
    // The log of the sum is at most top + ln(terms): skip the exponentials when that is low.
    if (top + spread < floor) return top;
    let sum = 0;
    for (const value of values) sum += Math.exp(value - top);
    return top + Math.log(sum);
  };
}

/**
 * What the links' own counters say of an element's failure against its health, as a log
 * likelihood ratio: each covered link direction read with errors adds ln(h / f), each read clean
 * adds ln((1 - h) / (1 - f)), with h the counter hit chance and f the false alarm chance.
 */
function counterWeight(
  element: SuspectElement,
  counters: CounterObservations | undefined,
  hit: number,
  falseAlarm: number,
): number {
  if (counters === undefined || counters.size === 0) return 0;
  const seen = Math.log(hit / falseAlarm);
  const clean = Math.log((1 - hit) / (1 - falseAlarm));
  let weight = 0;
  for (const key of element.linkDirections ?? []) {
    const errors = counters.get(key);
    if (errors === true) weight += seen;
    else if (errors === false) weight += clean;
  }
  return weight;
}

/**
 * Boolean network tomography with noise and partial failures. A path direction is bad when an
 * element on it failed and hurt it (each crossing direction with chance q); each observation is
 * wrong with chance ε. ε and q are not known: the likelihood is averaged over a few values of
 * each. Elements crossed by exactly the same observables (one risk group) cannot be told apart by
 * the paths, so the hypotheses are risk groups: "exactly one element of this group failed", whose
 * prior odds are the sum of its members' (each member's weighed by what its links' counters
 * say). For every hypothesis (no cause, one group, or a pair) the log likelihood plus the log
 * prior odds gives a score; a pair pays for two failures (the product of its groups' odds) and
 * is only a hypothesis when it fits the paths better than every single group: it explains more
 * bad observables than any group crossed by as few good ones. So one group that explains every
 * bad observable with nothing against it is never beaten by a pair. A good path across an
 * element argues against it, as in SCORE's hit ratio, but one noisy observation does not clear
 * it. Pairs extend the best single groups with groups that explain what they leave bad. Each
 * suspect names its group's likeliest member and lists the others.
 */
export function rankSuspects(
  model: RiskModel,
  observations: readonly Observation[],
  options: RankOptions = {},
): SuspectRanking {
  const basePrior = options.failurePrior ?? 0.01;
  const weights = options.priorWeights ?? new Map<string, number>();
  const totalBad = observations.filter((o) => o === 'bad').length;
  const totalGood = observations.filter((o) => o === 'good').length;
  const noiseRatios =
    options.noiseRatio === undefined ? (options.noiseRatios ?? NOISE_RATIOS) : [options.noiseRatio];
  const hitChances = options.hitChances ?? HIT_CHANCES;
  const likelihood = pathLikelihood(
    noiseRatios,
    options.noiseWeights ?? (noiseRatios === NOISE_RATIOS ? NOISE_WEIGHTS : undefined),
    hitChances,
    options.hitWeights ?? (hitChances === HIT_CHANCES ? HIT_WEIGHTS : undefined),
    totalBad,
    totalGood,
  );
  const counterHit = clamp(options.counterHitChance ?? COUNTER_HIT_CHANCE, 1e-6, 1 - 1e-6);
  const falseAlarm = clamp(options.counterFalseAlarm ?? COUNTER_FALSE_ALARM, 1e-6, 1 - 1e-6);

  const candidates: Candidate[] = [];
  for (const element of model.elements) {
    const explains: number[] = [];
    const against: number[] = [];
    for (const at of element.observables) {
      if (observations[at] === 'bad') explains.push(at);
      else if (observations[at] === 'good') against.push(at);
    }
    if (explains.length === 0) continue;
    const p = clamp(basePrior * (weights.get(element.key) ?? 1), 1e-9, 0.5);
    candidates.push({
      element,
      explains,
      against,
      prior:
        Math.log(p / (1 - p)) + counterWeight(element, options.counters, counterHit, falseAlarm),
    });
  }
  const byRiskGroup = new Map<string, Candidate[]>();
  for (const candidate of sharedBy(candidates, options.explainEach ?? [])) {
    const { element } = candidate;
    const riskGroup = element.observables.join(',');
    const members = byRiskGroup.get(riskGroup);
    if (members === undefined) byRiskGroup.set(riskGroup, [candidate]);
    else members.push(candidate);
  }
  const groups: Group[] = [...byRiskGroup.values()].map((members) => {
    members.sort(bySuspicion);
    const prior = logSumExp(members.map((m) => m.prior));
    const [first] = members as [Candidate, ...Candidate[]];
    return {
      members,
      prior,
      score: likelihood(first.explains.length, first.against.length) + prior,
      mass: 0,
    };
  });
  groups.sort(
    (a, b) =>
      b.score - a.score || bySuspicion(a.members[0] as Candidate, b.members[0] as Candidate),
  );

  const best = bestHypothesis(groups, observations.length, {
    none: likelihood(0, 0),
    pairs: (options.maxCauses ?? 2) >= 2 ? (options.pairCandidates ?? 30) : 0,
    observations,
    likelihood,
    totalGood,
  });
  const causes = new Set(best);
  // The causes first, then the other groups by the posterior weight of every hypothesis (one
  // group or a pair) that holds them: a group that would make a likely pair ranks high.
  const ordered = [
    ...best,
    ...groups.filter((g) => !causes.has(g)).sort((a, b) => b.mass - a.mass),
  ];
  const explained = new Set(best.flatMap((g) => g.members[0]?.explains ?? []));
  return {
    suspects: ordered.slice(0, options.limit ?? 10).map((group) => {
      const [first, ...others] = group.members as [Candidate, ...Candidate[]];
      return {
        element: first.element,
        alternatives: others.map((m) => m.element),
        explains: first.explains,
        against: first.against,
        hitRatio: first.explains.length / (first.explains.length + first.against.length),
        score: group.score,
        cause: causes.has(group),
      };
    }),
    causes: best.map((g) => g.members[0]?.element.key ?? ''),
    unexplained: observations.flatMap((o, at) => (o === 'bad' && !explained.has(at) ? [at] : [])),
  };
}

/** The candidates that explain a bad observable of every set, or all when none does. */
function sharedBy(
  candidates: readonly Candidate[],
  sets: ReadonlyArray<readonly number[]>,
): readonly Candidate[] {
  if (sets.length === 0) return candidates;
  const shared = candidates.filter((c) =>
    sets.every((set) => set.some((at) => c.explains.includes(at))),
  );
  return shared.length > 0 ? shared : candidates;
}

/**
 * The likeliest hypothesis: no group (noise), the best single group, or a pair of groups. A pair
 * is weighed only when it fits better than every single group: more bad observables explained
 * than any group crossed by at most as many good ones.
 */
function bestHypothesis(
  groups: readonly Group[],
  observableCount: number,
  how: {
    none: number;
    pairs: number;
    observations: readonly Observation[];
    likelihood: Likelihood;
    totalGood: number;
  },
): Group[] {
  let best: { score: number; members: Group[] } = { score: how.none, members: [] };
  const [top] = groups;
  if (top !== undefined && top.score > best.score) best = { score: top.score, members: [top] };
  const scale = best.score;
  for (const group of groups) group.mass = Math.exp(group.score - scale);
  // mostBad[g]: the most bad observables one group explains with at most g good ones against.
  const mostBad = new Array<number>(how.totalGood + 1).fill(0);
  for (const group of groups) {
    const lead = group.members[0] as Candidate;
    const at = lead.against.length;
    mostBad[at] = Math.max(mostBad[at] ?? 0, lead.explains.length);
  }
  for (let g = 1; g < mostBad.length; g += 1) {
    mostBad[g] = Math.max(mostBad[g] ?? 0, mostBad[g - 1] ?? 0);
  }
  const marks = new Uint8Array(observableCount);
  const leading = Math.min(how.pairs, groups.length);
  for (let i = 0; i < leading; i += 1) {
    const first = groups[i] as Group;
    const lead = first.members[0] as Candidate;
    for (const at of lead.element.observables) marks[at] = 1;
    // Pairs of two leading groups are weighed once, with the likelier first.
    for (let j = i + 1; j < groups.length; j += 1) {
      const second = groups[j] as Group;
      let badIn = lead.explains.length;
      let goodIn = lead.against.length;
      let bad2 = 0;
      let good2 = 0;
      for (const at of (second.members[0] as Candidate).element.observables) {
        const seen = how.observations[at];
        if (marks[at] === 1) {
          if (seen === 'bad') bad2 += 1;
          else if (seen === 'good') good2 += 1;
        } else if (seen === 'bad') badIn += 1;
        else if (seen === 'good') goodIn += 1;
      }
      const dominated = badIn <= (mostBad[Math.min(goodIn, how.totalGood)] ?? 0);
      // Pairs more than e^30 below the best single weigh nothing and cannot be the best.
      const priors = first.prior + second.prior;
      const fit = how.likelihood(badIn - bad2, goodIn - good2, bad2, good2, scale - 30 - priors);
      const score = fit + priors;
      if (score < scale - 30) continue;
      const weight = Math.exp(score - scale);
      first.mass += weight;
      second.mass += weight;
      if (!dominated && score > best.score) best = { score, members: [first, second] };
    }
    for (const at of lead.element.observables) marks[at] = 0;
  }
  return best.members;
}

/**
 * Within a risk group, and between groups of equal score: the higher prior first (outside
 * evidence and counters), then the most specific element (a link before its trunk, blade and
 * router; one direction before both), then by key.
 */
function bySuspicion(a: Candidate, b: Candidate): number {
  return (
    b.prior - a.prior ||
    KIND_ORDER[a.element.kind] - KIND_ORDER[b.element.kind] ||
    Number(a.element.direction === 'both') - Number(b.element.direction === 'both') ||
    (a.element.key < b.element.key ? -1 : a.element.key > b.element.key ? 1 : 0)
  );
}

function logSumExp(values: readonly number[]): number {
  const top = Math.max(...values);
  return top + Math.log(values.reduce((sum, v) => sum + Math.exp(v - top), 0));
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
