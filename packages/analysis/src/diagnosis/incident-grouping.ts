/** What grouping needs to know of an open incident. */
export interface OpenIncidentView {
  id: string;
  openedAtMs: number;
  /** Observable keys the incident holds. */
  observables: ReadonlySet<string>;
  /** Observable keys its likely causes would make bad (the union of their risk groups). */
  explainable: ReadonlySet<string>;
}

export interface GroupingOptions {
  /** Bad paths within this long of an incident's opening join it; 120 000 ms. */
  windowMs?: number;
}

export interface Grouping {
  /** Per open incident, the newly bad observables that join it. */
  joins: Map<string, string[]>;
  /** Newly bad observables that open one new incident together (empty: none). */
  opens: string[];
}

/**
 * Groups newly bad path directions: one that an open incident's likely causes explain joins it;
 * so does one turning bad within `windowMs` of an incident's opening (simultaneous trouble is one
 * incident, not one per path). The rest open a single new incident together.
 */
export function groupBadPaths(
  open: readonly OpenIncidentView[],
  newlyBad: readonly string[],
  nowMs: number,
  options: GroupingOptions = {},
): Grouping {
  const windowMs = options.windowMs ?? 120_000;
  const joins = new Map<string, string[]>();
  const opens: string[] = [];
  const newestFirst = [...open].sort((a, b) => b.openedAtMs - a.openedAtMs);
  for (const key of newlyBad) {
    if (open.some((incident) => incident.observables.has(key))) continue;
    const home =
      newestFirst.find((incident) => incident.explainable.has(key)) ??
      newestFirst.find((incident) => nowMs - incident.openedAtMs <= windowMs);
    if (home === undefined) {
      opens.push(key);
      continue;
    }
    joins.set(home.id, [...(joins.get(home.id) ?? []), key]);
  }
  return { joins, opens };
}
