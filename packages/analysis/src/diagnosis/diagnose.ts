import type { TopologyIndex } from '../topology-index.js';
import { coveringIds, windowEvidence, type WindowEvidence } from './maintenance-evidence.js';
import {
  rankSuspects,
  type CounterObservations,
  type Observation,
  type SuspectRanking,
} from './rank-suspects.js';
import type { RiskModel } from './risk-model.js';
import { suspectWeights } from './suspect-weights.js';

export interface DiagnoseInputs {
  model: RiskModel;
  /** Per observable: bad, good, or nothing to go by. */
  observations: readonly Observation[];
  /** Keys of the elements open maintenance windows cover (see {@link coveredElements}). */
  covered: ReadonlySet<string>;
  /** Keys of the covered elements a window names itself: they name a known explanation. */
  named?: ReadonlySet<string>;
  /** Per element key, how bad its own live state is, 0 to 1 (a prior weight when ranking). */
  evidence?: ReadonlyMap<string, number>;
  /**
   * `diagnosisWeights(model, covered, evidence)` when the caller has them already (one
   * evaluation ranks several incidents with the same windows and live state).
   */
  priorWeights?: ReadonlyMap<string, number>;
  /**
   * `evidence` without links that went dark (maintenance darkens what it covers): a fault of the
   * element's own, which argues against "it is only the maintenance".
   */
  faultEvidence?: ReadonlyMap<string, number>;
  /**
   * The links' own error and discard counters per link direction (`counterObservations`): a
   * likelihood term of the ranking, beside the paths.
   */
  counters?: CounterObservations;
  /** At most this many simultaneous causes (a report by hand of several sites: 1); 2. */
  maxCauses?: 1 | 2;
  /** Sets of observables of which the cause must explain one each (sites reported together). */
  explainEach?: ReadonlyArray<readonly number[]>;
}

export interface Diagnosis {
  /** The suspects, causes first. */
  ranking: SuspectRanking;
  /** Whether equipment under open windows explains the bad observables (the "known" rule). */
  maintenance: WindowEvidence;
}

/**
 * The diagnosis of one incident's observations: its ranked suspects, and whether open maintenance
 * explains it. The API's incident step and the evaluation bench both call this, so the rule that
 * is measured is the rule that runs.
 */
export function diagnose(inputs: DiagnoseInputs): Diagnosis {
  const { model, observations, covered } = inputs;
  const maxCauses = inputs.maxCauses ?? 2;
  const ranking = rankSuspects(model, observations, {
    maxCauses,
    explainEach: inputs.explainEach ?? [],
    priorWeights: inputs.priorWeights ?? diagnosisWeights(model, covered, inputs.evidence),
    ...(inputs.counters === undefined ? {} : { counters: inputs.counters }),
  });
  const maintenance = windowEvidence({
    model,
    observations,
    covered,
    ...(inputs.named === undefined ? {} : { named: inputs.named }),
    ...(inputs.faultEvidence === undefined ? {} : { faultEvidence: inputs.faultEvidence }),
    maxCauses,
  });
  return { ranking, maintenance };
}

/**
 * The prior weights of diagnosis (`suspectWeights`): the elements under open windows and each
 * element's own live evidence. Ranking and the grouping of bad paths into incidents use these.
 */
export function diagnosisWeights(
  model: RiskModel,
  covered: ReadonlySet<string>,
  evidence?: ReadonlyMap<string, number>,
): Map<string, number> {
  return suspectWeights(model, {
    underMaintenance:
      covered.size === 0 ? [] : model.elements.filter((e) => covered.has(e.key)).map((e) => e.id),
    ...(evidence === undefined ? {} : { evidence }),
  });
}

/**
 * Per element key, what covers it of the equipment ids `covering` knows (a window by the ids it
 * names): the element's own id or what contains it as `coveringIds` lists.
 */
export function coveredElements<T>(
  index: TopologyIndex,
  model: RiskModel,
  covering: (id: string) => T | undefined,
): Map<string, T> {
  const found = new Map<string, T>();
  for (const element of model.elements) {
    for (const id of coveringIds(index, element)) {
      const by = covering(id);
      if (by !== undefined) {
        found.set(element.key, by);
        break;
      }
    }
  }
  return found;
}
