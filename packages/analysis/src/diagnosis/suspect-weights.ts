import type { RiskModel } from './risk-model.js';

/**
 * How much more likely equipment under an open maintenance window is to be the cause. Kept under
 * (1 - ε) / ε = 19 for the default noise ε = 0.05, so one clean good path across equipment under a
 * window still argues it out (20 made a real fault look known in 19 % of the harness's cases, 10
 * in 10 %; see docs/diagnosis.md).
 */
export const MAINTENANCE_WEIGHT = 10;
/** How much more likely an element is when its own live state is as bad as it gets. */
export const EVIDENCE_WEIGHT = 50;

export interface SuspectWeightInputs {
  /** Ids of equipment under an open maintenance window (any direction of it). */
  underMaintenance?: Iterable<string>;
  /**
   * Per element key, how bad its own live state is, 0 (fine or unknown) to 1 (errors, dark,
   * saturated or overloaded as seen in that direction).
   */
  evidence?: ReadonlyMap<string, number>;
}

/**
 * The prior weights `rankSuspects` takes: what is known of each element besides the paths. An
 * open maintenance window multiplies by {@link MAINTENANCE_WEIGHT} (about 20 % of backbone
 * failures are planned, so announced work is the likeliest cause); the element's own bad live
 * state multiplies by up to {@link EVIDENCE_WEIGHT}.
 */
export function suspectWeights(model: RiskModel, inputs: SuspectWeightInputs): Map<string, number> {
  const maintained = new Set(inputs.underMaintenance ?? []);
  const weights = new Map<string, number>();
  for (const element of model.elements) {
    let weight = maintained.has(element.id) ? MAINTENANCE_WEIGHT : 1;
    const strength = inputs.evidence?.get(element.key) ?? 0;
    if (strength > 0) weight *= 1 + (EVIDENCE_WEIGHT - 1) * Math.min(1, strength);
    if (weight !== 1) weights.set(element.key, weight);
  }
  return weights;
}
