import { LIVE_METRICS, type LinkLiveState } from '@tiermap/domain';
import type { LiveByLink } from '../map/live-model.js';
import type { LinkStroke } from '../map/view-model.js';

/** Which links the map draws: all, or only those with a problem, or only those over a load. */
export interface MapFilter {
  /** Only links with a problem (see {@link linkHasProblem}) or under an open incident's suspects. */
  problemsOnly: boolean;
  /** Only links whose load in either direction is over this percentage; undefined for any. */
  overPercent: number | undefined;
}

export const NO_FILTER: MapFilter = { problemsOnly: false, overPercent: undefined };

export function filterIsOn(filter: MapFilter): boolean {
  return filter.problemsOnly || filter.overPercent !== undefined;
}

/** The live metrics that count faults (errors, discards): any above zero is a problem. */
const FAULT_METRICS = LIVE_METRICS.filter((m) => m.chart.band === 'faults').map((m) => m.name);

/**
 * Whether the served live state of one direction shows a problem: stale, congested (flags the
 * API sets, by its own thresholds) or any fault counted (errors, discards). The web reads the
 * flags and counts and judges no threshold of its own; a link that is down is named by the
 * incident the API opens for it, as a suspect.
 */
export function stateHasProblem(state: LinkLiveState): boolean {
  return state.stale || state.congested || FAULT_METRICS.some((name) => (state[name] ?? 0) > 0);
}

/**
 * The ids of the links the filter lets through, or undefined when it lets every link through.
 * A link with no live state passes "problems only" only as a suspect, and never "over X %".
 */
export function visibleLinkIds(
  links: readonly Pick<LinkStroke, 'id'>[],
  live: LiveByLink,
  filter: MapFilter,
  suspects: ReadonlySet<string> = new Set(),
): Set<string> | undefined {
  if (!filterIsOn(filter)) return undefined;
  const over = filter.overPercent === undefined ? undefined : filter.overPercent / 100;
  const visible = new Set<string>();
  for (const link of links) {
    const byDirection = live.get(link.id);
    const states = [byDirection?.AtoZ, byDirection?.ZtoA].filter(
      (s): s is LinkLiveState => s !== undefined,
    );
    if (filter.problemsOnly && !suspects.has(link.id) && !states.some(stateHasProblem)) continue;
    if (over !== undefined && !states.some((s) => (s.utilization ?? 0) > over)) continue;
    visible.add(link.id);
  }
  return visible;
}

/** The map's items with only the visible links and their halves; all of them when undefined. */
export function filterMapItems<
  T extends { links: readonly { id: string }[]; halves: readonly { linkId: string }[] },
>(items: T, visible: ReadonlySet<string> | undefined): T {
  if (visible === undefined) return items;
  return {
    ...items,
    links: items.links.filter((l) => visible.has(l.id)),
    halves: items.halves.filter((h) => visible.has(h.linkId)),
  };
}

/**
 * A function that returns the set it last returned when given one with the same members, so a
 * live delta that changes no link's verdict leaves what the map built from the set in place.
 */
export function stableSet(): (next: Set<string> | undefined) => Set<string> | undefined {
  let kept: Set<string> | undefined;
  return (next) => {
    if (next !== undefined && kept !== undefined && next.size === kept.size) {
      let same = true;
      for (const id of next) {
        if (!kept.has(id)) {
          same = false;
          break;
        }
      }
      if (same) return kept;
    }
    kept = next;
    return next;
  };
}
