import type { ChangeMarks } from '@tiermap/domain';

/**
 * Whether the topology the page holds is older than the live stream says the graph is: the
 * answer of `GET /api/topology` carries the version it is at least as new as, and the stream's
 * `changes` event the version now. Nothing is outdated before the stream has said anything; an
 * answer without a version (an older API) is outdated by any mark, so a change still reloads it.
 */
export function topologyOutdated(
  loadedVersion: number | undefined,
  marks: ChangeMarks | undefined,
): boolean {
  if (marks === undefined) return false;
  return loadedVersion === undefined || marks.topologyVersion > loadedVersion;
}

/**
 * The version to (re)load the topology for: the stream's version when what is held is outdated,
 * otherwise the one asked for before, so a load is asked once per version, never in a loop.
 * Before any topology is held (`held` false) nothing moves: the first load is running, and its
 * answer tells whether it is outdated.
 */
export function topologyWanted(
  wanted: number,
  loadedVersion: number | undefined,
  marks: ChangeMarks | undefined,
  held = true,
): number {
  return held && marks !== undefined && topologyOutdated(loadedVersion, marks)
    ? Math.max(wanted, marks.topologyVersion)
    : wanted;
}

/**
 * The key that makes a screen ask for the incidents again: the stream's incidents revision,
 * or the empty string before the stream has said anything (the screen's own timer serves).
 */
export function incidentsRefreshKey(marks: ChangeMarks | undefined): string {
  return marks?.incidentsRevision ?? '';
}
