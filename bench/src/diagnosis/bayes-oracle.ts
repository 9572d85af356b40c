import type { RiskModel, SuspectElement } from '@tiermap/analysis';
import {
  causeClassOf,
  type CaseOptions,
  type CasePools,
  type IncidentCase,
} from './incident-cases.js';

/**
 * The ceiling: the Bayes-optimal choice of risk groups for a harness case, made by something that
 * knows exactly how the variant draws cases (the number of causes, their class and element
 * priors, the noise ratio, the hit chance of partial failures, how maintenance windows and link
 * counters are drawn). For one cause it ranks the risk groups by posterior; for two it ranks them
 * by the posterior probability of holding one of the causes, summed over every pair. No method can
 * beat its expected top-1 under the equivalence rule; it is a yardstick, not a method.
 */
export interface BayesOracle {
  /** One element key per risk group, the most probable group first. */
  rank: (incident: IncidentCase) => string[];
}

interface OracleGroup {
  /** Bit i set: observable i crosses the group. */
  mask: number;
  members: SuspectElement[];
}

export function bayesOracle(
  model: RiskModel,
  pools: CasePools,
  options: Omit<CaseOptions, 'causes'>,
  /**
   * false: an oracle without the harness's quirks. It takes every element as equally likely (not
   * the class mix) and each other piece of equipment as under a window independently with the
   * mean decoy share (not "1 to 3 decoys", which gives away a lone window as a decoy).
   */
  knowsHarness = true,
): BayesOracle {
  if (model.observables.length > 31) throw new Error('the oracle handles up to 31 observables');
  const classes = [...pools.byClass.entries()].filter(([, elements]) => elements.length > 0);
  const classPrior = (element: SuspectElement): number =>
    knowsHarness
      ? 1 / (classes.length * (pools.byClass.get(causeClassOf(element))?.length ?? 1))
      : 1;
  const byMask = new Map<number, OracleGroup>();
  for (const element of model.elements) {
    const mask = element.observables.reduce((m, at) => m | (1 << at), 0);
    const group = byMask.get(mask) ?? { mask, members: [] };
    group.members.push(element);
    byMask.set(mask, group);
  }
  const groups = [...byMask.values()];
  // Kept off 0 so that ln 0 never meets a count of 0 (`--noise 0`).
  const noise = Math.max(options.noiseRatio, 1e-9);
  const q = options.hitChance;
  // P(bad) of an observable crossed by c failed causes.
  const pBad = (c: number): number => noise + (1 - 2 * noise) * (1 - (1 - q) ** c);
  const logs = [0, 1, 2].map((c) => ({ bad: Math.log(pBad(c)), good: Math.log(1 - pBad(c)) }));
  const others = pools.equipment.length;
  const decoyCounts = options.decoysMax - options.decoysMin + 1;
  /** P(exactly these `k` ids drawn as decoys) among the equipment that is not a cause. */
  const decoyShare = (options.decoysMin + options.decoysMax) / 2 / others;
  const decoys = (k: number, causes: number): number =>
    !knowsHarness
      ? k < 0
        ? 0
        : decoyShare ** k * (1 - decoyShare) ** (others - causes - k)
      : k < options.decoysMin || k > options.decoysMax
        ? 0
        : 1 / decoyCounts / binomial(others - causes, k);
  const counters = options.counters;

  return {
    rank(incident) {
      const { observations, underMaintenance } = incident;
      const maintained = underMaintenance.size;
      let bad = 0;
      let good = 0;
      observations.forEach((o, at) => {
        if (o === 'bad') bad |= 1 << at;
        else if (o === 'good') good |= 1 << at;
      });
      const [c0, c1, c2] = logs as [(typeof logs)[0], (typeof logs)[0], (typeof logs)[0]];
      const badCount = popcount(bad);
      const goodCount = popcount(good);
      /** Log likelihood of the paths with `once` crossed by one cause and `twice` by two. */
      const likelihood = (once: number, twice: number): number => {
        const b2 = popcount(twice & bad);
        const g2 = popcount(twice & good);
        const b1 = popcount(once & bad);
        const g1 = popcount(once & good);
        return (
          (badCount - b1 - b2) * c0.bad +
          (goodCount - g1 - g2) * c0.good +
          b1 * c1.bad +
          g1 * c1.good +
          b2 * c2.bad +
          g2 * c2.good
        );
      };
      /** What the link counters say of one element as a cause, as a likelihood ratio. */
      const counterRatio = (element: SuspectElement): number => {
        if (counters === undefined || incident.counters === undefined) return 1;
        let ratio = 1;
        for (const key of element.linkDirections ?? []) {
          const errors = incident.counters.get(key);
          if (errors === true) ratio *= counters.hitChance / counters.falseAlarm;
          else if (errors === false) ratio *= (1 - counters.hitChance) / (1 - counters.falseAlarm);
        }
        return ratio;
      };
      // Each group's prior mass split by whether the member is under a window.
      const masses = groups.map((group) => {
        let inWindow = 0;
        let free = 0;
        let best = { key: '', weight: -1 };
        for (const element of group.members) {
          const weight = classPrior(element) * counterRatio(element);
          const windowed = underMaintenance.has(element.id);
          if (windowed) inWindow += weight * options.maintenanceShare;
          else free += weight * (1 - options.maintenanceShare);
          const single = windowed
            ? weight * options.maintenanceShare * decoys(maintained - 1, 1)
            : weight * (1 - options.maintenanceShare) * decoys(maintained, 1);
          if (single > best.weight) best = { key: element.key, weight: single };
        }
        return { inWindow, free, key: best.key };
      });
      if (incident.causes.length === 1) {
        const scored = groups.map((group, g) => {
          const { inWindow, free, key } = masses[g] as (typeof masses)[0];
          const mass = inWindow * decoys(maintained - 1, 1) + free * decoys(maintained, 1);
          return { key, score: likelihood(group.mask, 0) + Math.log(mass) };
        });
        return scored.sort((a, b) => b.score - a.score).map((s) => s.key);
      }
      // Two causes: the posterior of every pair of groups (a group with itself: two of its
      // members), summed into each group's chance of holding a cause.
      const pairs: { g: number; h: number; score: number }[] = [];
      let top = -Infinity;
      for (let g = 0; g < groups.length; g += 1) {
        const a = groups[g] as OracleGroup;
        const ma = masses[g] as (typeof masses)[0];
        for (let h = g; h < groups.length; h += 1) {
          const b = groups[h] as OracleGroup;
          const mb = masses[h] as (typeof masses)[0];
          const mass =
            (ma.inWindow * mb.inWindow * decoys(maintained - 2, 2) +
              (ma.inWindow * mb.free + ma.free * mb.inWindow) * decoys(maintained - 1, 2) +
              ma.free * mb.free * decoys(maintained, 2)) *
            (g === h ? 1 : 2);
          if (mass <= 0) continue;
          const twice = a.mask & b.mask;
          const score = likelihood((a.mask | b.mask) & ~twice, twice) + Math.log(mass);
          pairs.push({ g, h, score });
          if (score > top) top = score;
        }
      }
      const marginal = new Float64Array(groups.length);
      for (const { g, h, score } of pairs) {
        const weight = Math.exp(score - top);
        marginal[g] = (marginal[g] ?? 0) + weight;
        if (h !== g) marginal[h] = (marginal[h] ?? 0) + weight;
      }
      return groups
        .map((_, g) => ({ key: masses[g]?.key ?? '', score: marginal[g] ?? 0 }))
        .sort((a, b) => b.score - a.score)
        .map((s) => s.key);
    },
  };
}

function popcount(bits: number): number {
  let v = bits - ((bits >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}
