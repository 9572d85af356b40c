import { linkCrossedElements } from '@tiermap/domain';
import type { TopologyIndex } from '../topology-index.js';
import type { Observation } from './rank-suspects.js';
import type { RiskModel, SuspectElement } from './risk-model.js';

/**
 * "Known", by evidence: an incident is scheduled maintenance only when equipment under open
 * windows explains its bad path directions about as well as the best explanation of all. Each
 * hypothesis (one or two failed elements, at least one) is scored by its log posterior odds
 * under the noisy-OR model of `rankSuspects`: every bad observable it explains counts
 * ln((1 − ε) / ε) (2.94 at ε = 5 %), every good one it crosses as much against it, an element's
 * own fault evidence (errors or loss on a link that still reports, an overloaded blade; 0 to 1)
 * counts as that much of one observable, and each element costs the log odds of the failure
 * prior (ln(0.01/0.99) = −4.6), so a second fault is not invented for one noisy observation. The
 * windows explain the incident when their best hypothesis is at most `KNOWN_LIKELIHOOD_RATIO`
 * (3) times less likely than the best of all; a fault of its own on two directions the windows
 * leave unexplained is more than that. The ratio was chosen on bench:diagnosis (docs/diagnosis.md).
 */
export const KNOWN_LIKELIHOOD_RATIO = 3;

export interface WindowEvidenceInputs {
  model: RiskModel;
  /** Per observable, as `rankSuspects` takes them. */
  observations: readonly Observation[];
  /** Keys of the elements open windows cover. */
  covered: ReadonlySet<string>;
  /**
   * Keys of the covered elements a window names itself (not a router's blade, a port's link):
   * between hypotheses the paths cannot tell apart, these name the explanation.
   */
  named?: ReadonlySet<string>;
  /**
   * Per element key, how strongly its own state shows a fault of its own (0 to 1). A link that
   * went dark is not evidence here: maintenance darkens what it covers.
   */
  faultEvidence?: ReadonlyMap<string, number>;
  /** The chance one observation is wrong; 0.05 as in `rankSuspects`. */
  noiseRatio?: number;
  /**
   * The chance, before looking, that one element is at fault; 0.01 as in `rankSuspects`. Each
   * element of a hypothesis costs its log odds, so a second fault is not invented to explain
   * one noisy observation.
   */
  failurePrior?: number;
  /** At most this many elements in a hypothesis (1 or 2); 2. */
  maxCauses?: 1 | 2;
  /** How many of the best single elements are tried in pairs; 30. */
  pairCandidates?: number;
}

export interface WindowEvidence {
  /** True when the covered equipment explains the bad observables about as well as anything. */
  explained: boolean;
  /** The covered elements of the best covered hypothesis (empty when none explains anything). */
  elements: SuspectElement[];
  /** Log posterior odds of the best covered hypothesis against "nothing failed" (-∞: none). */
  coveredScore: number;
  /** Log posterior odds of the best hypothesis of all against "nothing failed". */
  bestScore: number;
}

interface Scored {
  elements: SuspectElement[];
  score: number;
}

/** How well the covered equipment explains the bad observables, against the best explanation. */
export function windowEvidence(inputs: WindowEvidenceInputs): WindowEvidence {
  const { model, observations, covered } = inputs;
  const noise = inputs.noiseRatio ?? 0.05;
  const weight = Math.log((1 - noise) / noise);
  const maxCauses = inputs.maxCauses ?? 2;
  const pairCandidates = inputs.pairCandidates ?? 30;
  const evidence = inputs.faultEvidence ?? new Map<string, number>();
  const prior = inputs.failurePrior ?? 0.01;
  const perElement = Math.log(prior / (1 - prior));

  // Relative to "nothing failed": each bad observable explained gains one weight, each good one
  // crossed loses one; an element's own fault evidence gains up to one.
  const scoreOf = (elements: readonly SuspectElement[]): number => {
    const crossed = new Set<number>();
    for (const element of elements) for (const at of element.observables) crossed.add(at);
    let net = 0;
    for (const at of crossed) {
      const seen = observations[at];
      if (seen === 'bad') net += 1;
      else if (seen === 'good') net -= 1;
    }
    const own = elements.reduce((sum, e) => sum + Math.min(1, evidence.get(e.key) ?? 0), 0);
    return weight * (net + own) + perElement * elements.length;
  };
  const namedFirst = (scored: Scored) =>
    scored.elements.some((e) => inputs.named?.has(e.key) === true) ? 0 : 1;
  const explainsBad = (element: SuspectElement) =>
    element.observables.some((at) => observations[at] === 'bad');

  const singles: Scored[] = model.elements
    .filter(explainsBad)
    .map((element) => ({ elements: [element], score: scoreOf([element]) }))
    .sort((a, b) => b.score - a.score || namedFirst(a) - namedFirst(b));
  // At least one element: the incident exists, so something is taken to have failed, even when
  // one bad direction alone would be likelier noise.
  const best = (pool: readonly Scored[]): Scored => {
    let top: Scored = pool[0] ?? { elements: [], score: Number.NEGATIVE_INFINITY };
    for (const single of pool) if (single.score > top.score) top = single;
    if (maxCauses === 2) {
      const firsts = pool.slice(0, pairCandidates);
      for (let i = 0; i < firsts.length; i += 1) {
        for (let j = i + 1; j < firsts.length; j += 1) {
          const a = firsts[i];
          const b = firsts[j];
          if (a === undefined || b === undefined) continue;
          const elements = [...a.elements, ...b.elements];
          const score = scoreOf(elements);
          if (score > top.score) top = { elements, score };
        }
      }
    }
    return top;
  };
  const overall = best(singles);
  const coveredBest = best(singles.filter((s) => s.elements.every((e) => covered.has(e.key))));
  return {
    explained:
      coveredBest.elements.length > 0 &&
      coveredBest.score >= overall.score - Math.log(KNOWN_LIKELIHOOD_RATIO),
    elements: coveredBest.elements,
    coveredScore: coveredBest.score,
    bestScore: overall.score,
  };
}

/**
 * The ids a maintenance window may name to cover `element`: its own, a blade's router, a link's
 * two ports and its trunk. A window on a router or a blade does not cover the links on it: work
 * on a router is no reason to suspect every link it terminates.
 */
export function coveringIds(index: TopologyIndex, element: SuspectElement): string[] {
  const ids = [element.id];
  if (element.kind === 'blade') {
    const routerId = index.blades.get(element.id)?.routerId;
    if (routerId !== undefined) ids.push(routerId);
  }
  if (element.kind === 'link') {
    const link = index.links.get(element.id);
    if (link !== undefined) {
      ids.push(link.aPortId, link.zPortId);
      if (link.trunkId !== undefined) ids.push(link.trunkId);
      // Work on a patch panel (or anything else) the link crosses darkens the link.
      ids.push(...linkCrossedElements(link).map((e) => e.id));
    }
  }
  return ids;
}
