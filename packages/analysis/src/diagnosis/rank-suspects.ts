import type { RiskModel, SuspectElement } from './risk-model.js';

/** What was seen of one observable: bad, good, or nothing to go by (no data). */
export type Observation = 'bad' | 'good' | 'unknown';

export interface RankOptions {
  /** The chance that one observation is wrong (a good path seen bad or the reverse); 0.05. */
  noiseRatio?: number;
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

const KIND_ORDER = { link: 0, trunk: 1, blade: 2, router: 3 } as const;

/** One element that explains at least one bad observable, with its own prior. */
interface Candidate {
  element: SuspectElement;
  explains: number[];
  against: number[];
  /** Log prior odds of the element alone. */
  prior: number;
}

/** Elements with one risk group: a hypothesis "something in here failed". */
interface Group {
  members: Candidate[];
  /** Log of the summed prior odds of the members. */
  prior: number;
  score: number;
}

/**
 * Boolean network tomography with noise. A path direction is bad when any element on it is bad;
 * each observation is wrong with probability `noiseRatio`. Elements crossed by exactly the same
 * observables (one risk group) cannot be told apart by the paths, so the hypotheses are risk
 * groups: "something in this group failed", whose prior is the sum of its members' priors. For
 * every hypothesis (no cause, one group, or a pair) the log likelihood of what was seen plus the
 * log prior odds gives a score; the best hypothesis is the smallest likely set of causes. A good
 * path across an element argues against it, as in SCORE's hit ratio, but one noisy observation
 * does not clear it. Pairs extend the best single groups with groups that explain what they
 * leave bad. Each suspect names its group's likeliest member and lists the others.
 */
export function rankSuspects(
  model: RiskModel,
  observations: readonly Observation[],
  options: RankOptions = {},
): SuspectRanking {
  const noise = clamp(options.noiseRatio ?? 0.05, 1e-6, 0.49);
  const agree = Math.log(1 - noise);
  const disagree = Math.log(noise);
  const basePrior = options.failurePrior ?? 0.01;
  const weights = options.priorWeights ?? new Map<string, number>();
  const totalBad = observations.filter((o) => o === 'bad').length;
  const totalGood = observations.filter((o) => o === 'good').length;
  const likelihood = (badIn: number, goodIn: number): number =>
    (badIn + totalGood - goodIn) * agree + (goodIn + totalBad - badIn) * disagree;
  const bySuspicion = candidateOrder(weights);

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
    candidates.push({ element, explains, against, prior: Math.log(p / (1 - p)) });
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
  });
  const causes = new Set(best);
  const ordered = [...best, ...groups.filter((g) => !causes.has(g))];
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

/** The likeliest hypothesis: no group (noise), the best single group, or a pair of groups. */
function bestHypothesis(
  groups: readonly Group[],
  observableCount: number,
  how: {
    none: number;
    pairs: number;
    observations: readonly Observation[];
    likelihood: (badIn: number, goodIn: number) => number;
  },
): Group[] {
  let best: { score: number; members: Group[] } = { score: how.none, members: [] };
  const [top] = groups;
  if (top !== undefined && top.score > best.score) best = { score: top.score, members: [top] };
  const marks = new Uint8Array(observableCount);
  for (const first of groups.slice(0, how.pairs)) {
    const lead = first.members[0] as Candidate;
    for (const at of lead.element.observables) marks[at] = 1;
    for (const second of groups) {
      if (second === first) continue;
      let badIn = lead.explains.length;
      let goodIn = lead.against.length;
      let adds = 0;
      for (const at of (second.members[0] as Candidate).element.observables) {
        if (marks[at] === 1) continue;
        if (how.observations[at] === 'bad') {
          badIn += 1;
          adds += 1;
        } else if (how.observations[at] === 'good') goodIn += 1;
      }
      if (adds === 0) continue;
      const score = how.likelihood(badIn, goodIn) + first.prior + second.prior;
      if (score > best.score) best = { score, members: [first, second] };
    }
    for (const at of lead.element.observables) marks[at] = 0;
  }
  // `groups` is ordered, so the pair lists its likelier group first.
  return best.members.sort((a, b) => groups.indexOf(a) - groups.indexOf(b));
}

/**
 * Within a risk group, and between groups of equal score: the higher prior first, then the most
 * specific element (a link before its trunk, blade and router; one direction before both), then
 * by key.
 */
function candidateOrder(
  weights: ReadonlyMap<string, number>,
): (a: Candidate, b: Candidate) => number {
  return (a, b) =>
    (weights.get(b.element.key) ?? 1) - (weights.get(a.element.key) ?? 1) ||
    KIND_ORDER[a.element.kind] - KIND_ORDER[b.element.kind] ||
    Number(a.element.direction === 'both') - Number(b.element.direction === 'both') ||
    (a.element.key < b.element.key ? -1 : a.element.key > b.element.key ? 1 : 0);
}

function logSumExp(values: readonly number[]): number {
  const top = Math.max(...values);
  return top + Math.log(values.reduce((sum, v) => sum + Math.exp(v - top), 0));
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
