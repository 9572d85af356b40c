import type { ChangeEvent, ChangeMarks } from '@tiermap/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { rootsTouchedBy, rootsTouchedByKind } from '../api/change-events.js';
import { invalidateRoots } from '../api/invalidate.js';
import { subscribeChanges } from '../api/live.js';
import type { QueryRoot } from '../api/query-roots.js';
import { incidentsRefreshKey, topologyWanted } from './changes.js';

/**
 * What a later topology version in the marks touches: all a `topology`, `maintenance` or
 * `upload` event would (the marks catch up on those after a gap in the stream, when the events
 * themselves are not replayed).
 */
export const TOPOLOGY_CHANGE_ROOTS: readonly QueryRoot[] = [
  ...new Set((['topology', 'maintenance', 'upload'] as const).flatMap(rootsTouchedByKind)),
];
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
 * The roots one change event touches (change-events.ts), and what is then seen: a `topology`
 * event moves the version asked for, so the marks of that version that follow it on the stream
 * do not ask the topology a second time.
 */
export function afterChangeEvent(
  seen: ChangesSeen,
  event: ChangeEvent,
): { roots: readonly QueryRoot[]; seen: ChangesSeen } {
  return {
    roots: rootsTouchedBy(event),
    seen:
      event.kind === 'topology' && event.version > seen.askedVersion
        ? { ...seen, askedVersion: event.version }
        : seen,
  };
}

/**
 * Follows the live stream: each change event invalidates exactly the roots it touches
 * (`afterChangeEvent`), and the change marks invalidate what the events missed while the stream
 * was away (`changeInvalidation`); the screens hold their last answer while the new one loads.
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
  useEffect(
    () =>
      subscribeChanges((event) => {
        const step = afterChangeEvent(seen.current, event);
        seen.current = step.seen;
        void invalidateRoots(queryClient, step.roots);
      }),
    [queryClient],
  );
}
