import { describe, expect, it } from 'vitest';
import { rootsTouchedBy } from '../api/change-events.js';
import {
  afterChangeEvent,
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

describe('a change event and the marks that follow it', () => {
  it('a topology event moves what is asked, so the marks of that version ask nothing again', () => {
    const held = changeInvalidation(NOTHING_SEEN, marks(3, '1-100'), 3, true).seen;
    const step = afterChangeEvent(held, { kind: 'topology', version: 4 });
    expect(step.roots).toEqual(rootsTouchedBy({ kind: 'topology', version: 4 }));
    expect(changeInvalidation(step.seen, marks(4, '1-100'), 3, true).roots).toEqual([]);
  });

  it('an older topology event than asked still invalidates, and never moves what is asked back', () => {
    const asked = { askedVersion: 9, revision: '' };
    const step = afterChangeEvent(asked, { kind: 'topology', version: 4 });
    expect(step.seen.askedVersion).toBe(9);
  });

  it('other events invalidate their own roots and leave what is seen', () => {
    const seen = { askedVersion: 3, revision: '1-100' };
    const event = { kind: 'incident', id: 'inc-1', change: 'opened', revision: 5 } as const;
    expect(afterChangeEvent(seen, event)).toEqual({ roots: rootsTouchedBy(event), seen });
  });

  it('marks that catch up after a gap touch all the topology event would', () => {
    for (const root of rootsTouchedBy({ kind: 'topology', version: 1 })) {
      expect(TOPOLOGY_CHANGE_ROOTS).toContain(root);
    }
  });
});
