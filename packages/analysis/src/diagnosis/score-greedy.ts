import type { Observation } from './rank-suspects.js';
import type { RiskModel } from './risk-model.js';

export interface ScoreGreedyOptions {
  /** An element is a candidate only when at least this share of its paths is bad; 0.6. */
  hitRatioThreshold?: number;
  /** How many keys are returned; 10. */
  limit?: number;
}

export interface ScoreGreedyResult {
  /** The elements the greedy cover picked, in the order picked. */
  causes: string[];
  /** The causes, then the other elements by bad paths covered and hit ratio. */
  ranked: string[];
}

/**
 * The plain SCORE baseline (Kompella et al., "IP Fault Localization via Risk Modeling", 2005):
 * risk groups without direction; repeatedly pick the element whose hit ratio (bad paths over all
 * its paths) reaches the threshold and that covers the most still unexplained bad paths, until
 * every bad path is covered or no element qualifies. Kept as the yardstick for `rankSuspects`.
 */
export function scoreGreedy(
  model: RiskModel,
  observations: readonly Observation[],
  options: ScoreGreedyOptions = {},
): ScoreGreedyResult {
  const threshold = options.hitRatioThreshold ?? 0.6;
  const groups = model.elements
    .filter((element) => element.direction === 'both')
    .map((element) => {
      const bad = element.observables.filter((at) => observations[at] === 'bad');
      const good = element.observables.filter((at) => observations[at] === 'good').length;
      return { key: element.key, bad, hitRatio: bad.length / Math.max(1, bad.length + good) };
    })
    .filter((group) => group.bad.length > 0);
  const unexplained = new Set(observations.flatMap((o, at) => (o === 'bad' ? [at] : [])));
  const causes: string[] = [];
  const chosen = new Set<string>();
  while (unexplained.size > 0) {
    let pick: { key: string; covers: number; hitRatio: number } | undefined;
    for (const group of groups) {
      if (chosen.has(group.key) || group.hitRatio < threshold) continue;
      const covers = group.bad.filter((at) => unexplained.has(at)).length;
      if (covers === 0) continue;
      if (
        pick === undefined ||
        covers > pick.covers ||
        (covers === pick.covers && group.hitRatio > pick.hitRatio)
      ) {
        pick = { key: group.key, covers, hitRatio: group.hitRatio };
      }
    }
    if (pick === undefined) break;
    chosen.add(pick.key);
    causes.push(pick.key);
    for (const at of groups.find((g) => g.key === pick.key)?.bad ?? []) unexplained.delete(at);
  }
  const rest = groups
    .filter((group) => !chosen.has(group.key))
    .sort((a, b) => b.bad.length - a.bad.length || b.hitRatio - a.hitRatio);
  return {
    causes,
    ranked: [...causes, ...rest.map((group) => group.key)].slice(0, options.limit ?? 10),
  };
}
