import type { Observation } from './rank-suspects.js';
import type { RiskModel } from './risk-model.js';

/** What grouping needs to know of an open incident. */
export interface OpenIncidentView {
  id: string;
  /** Indexes of the observables it holds that are bad now. */
  bad: readonly number[];
}

export interface GroupingOptions {
  /** The chance one observation is wrong; 0.05 as in `rankSuspects`. */
  noiseRatio?: number;
  /** The chance, before looking, that one element is at fault; 0.01 as in `rankSuspects`. */
  failurePrior?: number;
  /** Per element key, a multiplier on its prior (`suspectWeights`: live evidence, windows). */
  priorWeights?: ReadonlyMap<string, number>;
}

export interface Grouping {
  /** Per open incident, the newly bad observables that join it. */
  joins: Map<string, number[]>;
  /** Newly bad observables no open incident explains, one group per new incident. */
  opens: number[][];
}

/**
 * One incident per fault. Each newly bad path direction joins the group (an open incident, or a
 * group opened in this same round) whose bad directions one single failed element explains
 * together with it better than two separate explanations would: the likelihood of "one element
 * failed and made all of these bad" against "the group's best element, and a second fault that
 * crosses none of the group's directions (or noise) for this one". Otherwise it starts a group
 * of its own. Time plays no part: two unrelated faults a minute apart, or at the same moment,
 * are two incidents.
 *
 * `observations` are those of every bad, good and unknown path direction now.
 */
export function groupBadPaths(
  model: RiskModel,
  observations: readonly Observation[],
  open: readonly OpenIncidentView[],
  newlyBad: readonly number[],
  options: GroupingOptions = {},
): Grouping {
  const noise = options.noiseRatio ?? 0.05;
  const weight = Math.log((1 - noise) / noise);
  const prior = options.failurePrior ?? 0.01;
  const logPriorOdds = Math.log(prior / (1 - prior));
  // Per observable, the elements crossing it.
  const crossing = new Map<number, number[]>();
  const goodCrossed = model.elements.map((element, e) => {
    let good = 0;
    for (const at of element.observables) {
      if (observations[at] === 'good') good += 1;
      const list = crossing.get(at);
      if (list === undefined) crossing.set(at, [e]);
      else list.push(e);
    }
    return good;
  });
  const elementPrior = model.elements.map(
    (element) => logPriorOdds + Math.log(options.priorWeights?.get(element.key) ?? 1),
  );

  /**
   * The log-likelihood of the best single element explaining bad observables `set`, relative to
   * all of them being noise (0 when noise explains them better); elements crossing any of
   * `apart` are left out.
   */
  const score = (set: readonly number[], apart: readonly number[] = []): number => {
    const hits = new Map<number, number>();
    for (const at of set) {
      for (const e of crossing.get(at) ?? []) hits.set(e, (hits.get(e) ?? 0) + 1);
    }
    for (const at of apart) for (const e of crossing.get(at) ?? []) hits.delete(e);
    let best = 0;
    for (const [e, explained] of hits) {
      const value = weight * (explained - (goodCrossed[e] ?? 0)) + (elementPrior[e] ?? 0);
      if (value > best) best = value;
    }
    return best;
  };

  const groups: Array<{ id: string | null; bad: number[]; added: number[] }> = open.map((i) => ({
    id: i.id,
    bad: [...i.bad],
    added: [],
  }));
  const held = new Set(open.flatMap((i) => i.bad));
  for (const at of newlyBad) {
    if (held.has(at)) continue;
    held.add(at);
    let home: (typeof groups)[number] | undefined;
    let bestGain = 0;
    for (const group of groups) {
      const gain = score([...group.bad, at]) - score(group.bad) - score([at], group.bad);
      if (gain > bestGain) {
        bestGain = gain;
        home = group;
      }
    }
    if (home === undefined) {
      groups.push({ id: null, bad: [at], added: [at] });
    } else {
      home.bad.push(at);
      home.added.push(at);
    }
  }
  const joins = new Map<string, number[]>();
  const opens: number[][] = [];
  for (const group of groups) {
    if (group.added.length === 0) continue;
    if (group.id === null) opens.push(group.added);
    else joins.set(group.id, group.added);
  }
  return { joins, opens };
}
