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
}

export interface RankedSuspect {
  element: SuspectElement;
  /** The bad observables its failure explains (indexes into the model's observables). */
  explains: number[];
  /** The good observables that cross it: evidence against it. */
  against: number[];
  /** explains / (explains + against). */
  hitRatio: number;
  /** Log posterior odds of "this element alone is the cause"; only differences matter. */
  score: number;
  /** True when it is part of the most likely set of causes. */
  cause: boolean;
}

export interface SuspectRanking {
  /** Causes first, then the other suspects, most likely first. */
  suspects: RankedSuspect[];
  /** Keys of the most likely set of causes (empty when noise explains the bad paths best). */
  causes: string[];
  /** Bad observables the causes leave unexplained. */
  unexplained: number[];
}

const KIND_ORDER = { link: 0, trunk: 1, blade: 2, router: 3 } as const;

/**
 * Boolean network tomography with noise. A path direction is bad when any element on it is bad;
 * each observation is wrong with probability `noiseRatio`. For every hypothesis (no cause, one
 * element, or a pair) the log likelihood of what was seen plus the log prior odds of its
 * elements gives a score; the best hypothesis is the smallest likely set of causes. A good path
 * across an element argues against it, as in SCORE's hit ratio, but one noisy observation does not
 * clear it. Pairs extend the best singles with elements that explain what they leave bad.
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
  const seen = observations.map((o) => o);
  const totalBad = seen.filter((o) => o === 'bad').length;
  const totalGood = seen.filter((o) => o === 'good').length;

  const priorOdds = (element: SuspectElement): number => {
    const p = clamp(basePrior * (weights.get(element.key) ?? 1), 1e-9, 0.5);
    return Math.log(p / (1 - p));
  };
  const likelihood = (badIn: number, goodIn: number): number =>
    (badIn + totalGood - goodIn) * agree + (goodIn + totalBad - badIn) * disagree;

  const candidates: Array<RankedSuspect & { prior: number }> = [];
  for (const element of model.elements) {
    const explains: number[] = [];
    const against: number[] = [];
    for (const at of element.observables) {
      if (seen[at] === 'bad') explains.push(at);
      else if (seen[at] === 'good') against.push(at);
    }
    if (explains.length === 0) continue;
    const prior = priorOdds(element);
    candidates.push({
      element,
      explains,
      against,
      hitRatio: explains.length / (explains.length + against.length),
      score: likelihood(explains.length, against.length) + prior,
      cause: false,
      prior,
    });
  }
  candidates.sort(bySuspicion(weights));

  // The best hypothesis: nothing, one element, or a pair.
  let best: { score: number; members: typeof candidates } = {
    score: likelihood(0, 0),
    members: [],
  };
  const [top] = candidates;
  if (top !== undefined && top.score > best.score) best = { score: top.score, members: [top] };
  if ((options.maxCauses ?? 2) >= 2) {
    const marks = new Uint8Array(seen.length);
    for (const first of candidates.slice(0, options.pairCandidates ?? 30)) {
      for (const at of first.element.observables) marks[at] = 1;
      for (const second of candidates) {
        if (second === first) continue;
        let badIn = first.explains.length;
        let goodIn = first.against.length;
        let adds = 0;
        for (const at of second.element.observables) {
          if (marks[at] === 1) continue;
          if (seen[at] === 'bad') {
            badIn += 1;
            adds += 1;
          } else if (seen[at] === 'good') goodIn += 1;
        }
        if (adds === 0) continue;
        const score = likelihood(badIn, goodIn) + first.prior + second.prior;
        if (score > best.score) best = { score, members: [first, second] };
      }
      for (const at of first.element.observables) marks[at] = 0;
    }
  }

  const causes = new Set(best.members);
  for (const cause of causes) cause.cause = true;
  const ordered = [...best.members, ...candidates.filter((c) => !causes.has(c))];
  const explained = new Set(best.members.flatMap((c) => c.explains));
  return {
    suspects: ordered
      .slice(0, options.limit ?? 10)
      .map(({ element, explains, against, hitRatio, score, cause }) => ({
        element,
        explains,
        against,
        hitRatio,
        score,
        cause,
      })),
    causes: best.members.map((c) => c.element.key),
    unexplained: seen.flatMap((o, at) => (o === 'bad' && !explained.has(at) ? [at] : [])),
  };
}

/**
 * Higher score first; among equals, the element with more outside evidence, then the most
 * specific (a link before its trunk, blade and router; one direction before both), then by key.
 */
function bySuspicion(
  weights: ReadonlyMap<string, number>,
): (a: RankedSuspect, b: RankedSuspect) => number {
  return (a, b) =>
    b.score - a.score ||
    (weights.get(b.element.key) ?? 1) - (weights.get(a.element.key) ?? 1) ||
    KIND_ORDER[a.element.kind] - KIND_ORDER[b.element.kind] ||
    Number(a.element.direction === 'both') - Number(b.element.direction === 'both') ||
    (a.element.key < b.element.key ? -1 : a.element.key > b.element.key ? 1 : 0);
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
