import type { RiskModel, SuspectElement } from '@tiermap/analysis';
import type { IncidentCase } from './incident-cases.js';

/** How one method did on one case. */
export interface Outcome {
  /** The first suspect is a cause or indistinguishable from one (identical risk group). */
  top1: boolean;
  /** Every cause is, or is indistinguishable from, one of the first three suspects. */
  top3: boolean;
  /** The same, by exact element key (kind, id and direction). */
  top1Strict: boolean;
  top3Strict: boolean;
  /** The first suspect is the cause's equipment in any direction, or indistinguishable from it. */
  top1Equipment: boolean;
  /** Reported causes that are not (indistinguishable from) a true cause. */
  falsePositives: number;
  /** Every true cause is among the reported causes (up to equivalence). */
  allFound: boolean;
  /** For cases whose every cause is under maintenance: marked known. */
  knownRight?: boolean;
  /** For cases with a cause under no maintenance window (a real fault): marked known anyway. */
  wrongKnown?: boolean;
  /**
   * For those real faults: the paths cannot tell them from maintenance (equipment under a window
   * would make exactly the same directions bad; `undecidableByWindows`).
   */
  undecidable?: boolean;
}

/** Element lookups for scoring: by key, and each element's risk group as a comparable string. */
export interface ScoringIndex {
  elements: ReadonlyMap<string, SuspectElement>;
  riskGroups: ReadonlyMap<string, string>;
}

export function scoringIndex(model: RiskModel): ScoringIndex {
  return {
    elements: new Map(model.elements.map((e) => [e.key, e])),
    riskGroups: new Map(model.elements.map((e) => [e.key, e.observables.join(',')])),
  };
}

/** Scores a method's ranked keys and reported causes against the case's true causes. */
export function scoreCase(
  index: ScoringIndex,
  incident: IncidentCase,
  ranked: readonly string[],
  reported: readonly string[],
  /**
   * Whether the method marks the case known (tiermap: the API's own rule, `windowEvidence`);
   * without it, known means the top suspect is under a window.
   */
  known?: boolean,
  /** For a real fault, whether the paths cannot tell it from maintenance. */
  undecidable?: boolean,
): Outcome {
  const { causes } = incident;
  const matches = (key: string | undefined, cause: SuspectElement): boolean =>
    key !== undefined &&
    (key === cause.key || index.riskGroups.get(key) === index.riskGroups.get(cause.key));
  const first = ranked[0];
  const top = first === undefined ? undefined : index.elements.get(first);
  const firstThree = ranked.slice(0, 3);
  const outcome: Outcome = {
    top1: causes.some((c) => matches(first, c)),
    top3: causes.every((c) => firstThree.some((key) => matches(key, c))),
    top1Strict: causes.some((c) => first === c.key),
    top3Strict: causes.every((c) => firstThree.includes(c.key)),
    top1Equipment: causes.some(
      (c) => matches(first, c) || (top !== undefined && top.kind === c.kind && top.id === c.id),
    ),
    falsePositives: reported.filter((key) => !causes.some((c) => matches(key, c))).length,
    allFound: causes.every((c) => reported.some((key) => matches(key, c))),
  };
  const markedKnown = known ?? (top !== undefined && incident.underMaintenance.has(top.id));
  if (causes.every((c) => incident.maintainedCauseIds.has(c.id))) {
    outcome.knownRight = markedKnown;
  } else {
    outcome.wrongKnown = markedKnown;
    if (undecidable !== undefined) outcome.undecidable = undecidable;
  }
  return outcome;
}

const COUNTS = [
  'cases',
  'top1',
  'top3',
  'top1Strict',
  'top3Strict',
  'top1Equipment',
  'falsePositives',
  'casesWithFalsePositive',
  'allFound',
  'maintenanceCases',
  'knownRight',
  'otherCases',
  'wrongKnown',
  'undecidableCases',
  'undecidableKnown',
  'milliseconds',
] as const;

/** Sums of outcomes for one method over a set of cases. */
export type Tally = Record<(typeof COUNTS)[number], number>;

export function emptyTally(): Tally {
  return Object.fromEntries(COUNTS.map((name) => [name, 0])) as Tally;
}

export function addOutcome(tally: Tally, outcome: Outcome, milliseconds: number): void {
  tally.cases += 1;
  tally.top1 += Number(outcome.top1);
  tally.top3 += Number(outcome.top3);
  tally.top1Strict += Number(outcome.top1Strict);
  tally.top3Strict += Number(outcome.top3Strict);
  tally.top1Equipment += Number(outcome.top1Equipment);
  tally.falsePositives += outcome.falsePositives;
  tally.casesWithFalsePositive += Number(outcome.falsePositives > 0);
  tally.allFound += Number(outcome.allFound);
  if (outcome.knownRight !== undefined) {
    tally.maintenanceCases += 1;
    tally.knownRight += Number(outcome.knownRight);
  }
  if (outcome.wrongKnown !== undefined) {
    tally.otherCases += 1;
    tally.wrongKnown += Number(outcome.wrongKnown);
    if (outcome.undecidable === true) {
      tally.undecidableCases += 1;
      tally.undecidableKnown += Number(outcome.wrongKnown);
    }
  }
  tally.milliseconds += milliseconds;
}

export function mergeTally(into: Tally, from: Tally): void {
  for (const name of COUNTS) into[name] += from[name];
}
