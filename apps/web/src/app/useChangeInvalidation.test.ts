import { describe, expect, it } from 'vitest';
import {
  changeInvalidation,
  INCIDENTS_CHANGE_ROOTS,
  NOTHING_SEEN,
  TOPOLOGY_CHANGE_ROOTS,
} from './useChangeInvalidation.js';

const marks = (topologyVersion: number, incidentsRevision = '0-0') => ({
  topologyVersion,
  incidentsRevision,
});

describe('which roots a change announced on the live stream invalidates', () => {
  it('nothing before the stream has said anything', () => {
    expect(changeInvalidation(NOTHING_SEEN, undefined, 3, true).roots).toEqual([]);
  });

  it('the topology once per later version, not the incidents while their revision stands', () => {
    let step = changeInvalidation(NOTHING_SEEN, marks(3), 3, true);
    // The first revision seen counts as a move: the incidents are asked once.
    expect(step.roots).toEqual([...INCIDENTS_CHANGE_ROOTS]);
    step = changeInvalidation(step.seen, marks(4), 3, true);
    expect(step.roots).toEqual([...TOPOLOGY_CHANGE_ROOTS]);
    // Still held at 3 while the reload runs, the same mark again: not asked twice.
    step = changeInvalidation(step.seen, marks(4), 3, true);
    expect(step.roots).toEqual([]);
    step = changeInvalidation(step.seen, marks(4), 4, true);
    expect(step.roots).toEqual([]);
  });

  it('the incidents and shared equipment when the revision moves, not the topology', () => {
    const first = changeInvalidation(NOTHING_SEEN, marks(3, '1-100'), 3, true);
    const step = changeInvalidation(first.seen, marks(3, '2-200'), 3, true);
    expect(step.roots).toEqual(['incidents', 'shared']);
  });

  it('nothing for the topology before one is held', () => {
    expect(changeInvalidation(NOTHING_SEEN, marks(7, ''), undefined, false).roots).toEqual([]);
  });
});
