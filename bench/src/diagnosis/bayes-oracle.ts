import type { RiskModel, SuspectElement } from '@tiermap/analysis';
import {
  causeClassOf,
  type CaseOptions,
  type CasePools,
  type IncidentCase,
} from './incident-cases.js';

/**
 * The ceiling for single causes: the Bayes-optimal (maximum a posteriori) choice of risk group for
 * a harness case, made by something that knows exactly how the harness draws cases (one cause,
 * its class and element priors, the noise ratio, how maintenance windows are drawn). No method
 * can beat its expected top-1 under the equivalence rule; it is a yardstick, not a method.
 */
export interface BayesOracle {
  /** One element key per risk group, the most probable group first. */
  rank: (incident: IncidentCase) => string[];
}

export function bayesOracle(
  model: RiskModel,
  pools: CasePools,
  options: Omit<CaseOptions, 'causes'>,
): BayesOracle {
  const classes = [...pools.byClass.entries()].filter(([, elements]) => elements.length > 0);
  const classPrior = (element: SuspectElement): number =>
    1 / (classes.length * (pools.byClass.get(causeClassOf(element))?.length ?? 1));
  const groups = new Map<string, { observables: number[]; members: SuspectElement[] }>();
  for (const element of model.elements) {
    const key = element.observables.join(',');
    const group = groups.get(key) ?? { observables: element.observables, members: [] };
    group.members.push(element);
    groups.set(key, group);
  }
  const agree = Math.log(1 - options.noiseRatio);
  const disagree = Math.log(options.noiseRatio);
  const others = pools.equipment.length - 1;
  const decoyCounts = options.decoysMax - options.decoysMin + 1;
  /** P(exactly these `k` ids drawn as decoys) among the other equipment. */
  const decoys = (k: number): number =>
    k < options.decoysMin || k > options.decoysMax ? 0 : 1 / decoyCounts / binomial(others, k);

  return {
    rank(incident) {
      const { observations, underMaintenance } = incident;
      const maintained = underMaintenance.size;
      const totalBad = observations.filter((o) => o === 'bad').length;
      const totalGood = observations.filter((o) => o === 'good').length;
      // What the maintenance windows say of each element as the single cause.
      const windows = (element: SuspectElement): number =>
        underMaintenance.has(element.id)
          ? options.maintenanceShare * decoys(maintained - 1)
          : (1 - options.maintenanceShare) * decoys(maintained);
      const scored = [...groups.values()].map(({ observables, members }) => {
        let badIn = 0;
        let goodIn = 0;
        for (const at of observables) {
          if (observations[at] === 'bad') badIn += 1;
          else if (observations[at] === 'good') goodIn += 1;
        }
        const weighed = members.map((e) => ({ e, weight: classPrior(e) * windows(e) }));
        const mass = weighed.reduce((sum, { weight }) => sum + weight, 0);
        const best = weighed.reduce((a, b) => (b.weight > a.weight ? b : a));
        const likelihood =
          (badIn + totalGood - goodIn) * agree + (goodIn + totalBad - badIn) * disagree;
        return { key: best.e.key, score: likelihood + Math.log(mass) };
      });
      return scored.sort((a, b) => b.score - a.score).map((s) => s.key);
    },
  };
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}
