import type { ChangeMarks } from '@tiermap/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateRoots } from '../api/invalidate.js';
import type { QueryRoot } from '../api/query-roots.js';
import { incidentsRefreshKey, topologyWanted } from './changes.js';

/**
 * What a later topology version touches: the topology, and the maintenance windows (a window
 * announced or withdrawn elsewhere moves the version).
 */
export const TOPOLOGY_CHANGE_ROOTS = ['topology', 'maintenance'] as const satisfies QueryRoot[];
/** What a moved incidents revision touches: every incident read and the shared equipment. */
export const INCIDENTS_CHANGE_ROOTS = ['incidents', 'shared'] as const satisfies QueryRoot[];

/** What the page has already acted on: the topology version asked for, the revision seen. */
export interface ChangesSeen {
  askedVersion: number;
  revision: string;
}

export const NOTHING_SEEN: ChangesSeen = { askedVersion: 0, revision: '' };

/**
 * The roots to invalidate for the stream's latest marks, and what is then seen. A later topology
 * version than the one held invalidates the topology once per version, never in a loop, and
 * nothing before a topology is held (its answer tells whether it is outdated); a moved incidents
 * revision invalidates the incidents.
 */
export function changeInvalidation(
  seen: ChangesSeen,
  marks: ChangeMarks | undefined,
  heldVersion: number | undefined,
  held: boolean,
): { roots: QueryRoot[]; seen: ChangesSeen } {
  const askedVersion = topologyWanted(seen.askedVersion, heldVersion, marks, held);
  const revision = incidentsRefreshKey(marks);
  return {
    roots: [
      ...(askedVersion === seen.askedVersion ? [] : TOPOLOGY_CHANGE_ROOTS),
      ...(revision === seen.revision ? [] : INCIDENTS_CHANGE_ROOTS),
    ],
    seen: { askedVersion, revision },
  };
}

/**
 * Follows the live stream's change marks and invalidates the roots they touch
 * (`changeInvalidation`); the screens hold their last answer while the new one loads.
 */
export function useChangeInvalidation(
  marks: ChangeMarks | undefined,
  heldVersion: number | undefined,
  held: boolean,
): void {
  const queryClient = useQueryClient();
  const seen = useRef(NOTHING_SEEN);
  useEffect(() => {
    const step = changeInvalidation(seen.current, marks, heldVersion, held);
    seen.current = step.seen;
    if (step.roots.length > 0) void invalidateRoots(queryClient, step.roots);
  }, [queryClient, marks, heldVersion, held]);
}
