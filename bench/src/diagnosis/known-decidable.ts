import type { SuspectElement } from '@tiermap/analysis';
import type { IncidentCase } from './incident-cases.js';

/**
 * Whether the paths cannot tell a real fault from maintenance: one or two elements the windows
 * cover would make exactly the path directions the true causes make bad (a decoy window on a
 * router whose access link failed, a window on the cause that masks the other). No observation
 * of the paths separates the two, so any rule marks both known or both not known. Only for cases
 * with a cause under no window; `false` for the others.
 */
export function undecidableByWindows(
  incident: IncidentCase,
  covered: readonly SuspectElement[],
): boolean {
  const { causes, maintainedCauseIds } = incident;
  if (causes.every((c) => maintainedCauseIds.has(c.id))) return false;
  const truth = new Set(causes.flatMap((c) => c.observables));
  // Only covered elements inside the causes' directions can be part of an identical hypothesis.
  const inside = covered.filter((e) => e.observables.every((at) => truth.has(at)));
  const fills = (elements: readonly SuspectElement[]): boolean =>
    new Set(elements.flatMap((e) => e.observables)).size === truth.size;
  for (let i = 0; i < inside.length; i += 1) {
    const first = inside[i] as SuspectElement;
    if (fills([first])) return true;
    if (causes.length < 2) continue;
    for (let j = i + 1; j < inside.length; j += 1) {
      if (fills([first, inside[j] as SuspectElement])) return true;
    }
  }
  return false;
}
