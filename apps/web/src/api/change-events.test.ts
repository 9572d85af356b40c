import { CHANGE_EVENT_KINDS, type ChangeEvent } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { rootsTouchedBy } from './change-events.js';
import { QUERY_ROOTS } from './query-roots.js';

/** One event of each kind. */
const EXAMPLES: Record<ChangeEvent['kind'], ChangeEvent> = {
  topology: { kind: 'topology', version: 43 },
  maintenance: { kind: 'maintenance', revision: '3-9f2c41d07a1be3c0' },
  incident: { kind: 'incident', id: 'inc-1', change: 'opened', revision: 1 },
  upload: { kind: 'upload', carrierId: 'geant', version: 'upl-1' },
};

/** What a topology write changes: every answer read from the topology. */
const FROM_TOPOLOGY = [
  'topology',
  'paths',
  'analysis',
  'router',
  'link',
  'shared',
  'tcp',
  'reports',
  'carriers',
];

describe('the queries a change event touches (rootsTouchedBy)', () => {
  it('names, per kind, the roots of the answers that hold what changed', () => {
    expect(rootsTouchedBy(EXAMPLES.topology)).toEqual(FROM_TOPOLOGY);
    // Windows are in the maintenance list, the topology answer (maintenances and
    // maintenanceLinkIds) and the topology report (which holds that answer); nothing else.
    expect(rootsTouchedBy(EXAMPLES.maintenance)).toEqual(['maintenance', 'topology', 'reports']);
    // The incidents, the equipment their paths share, the reports listing them.
    expect(rootsTouchedBy(EXAMPLES.incident)).toEqual(['incidents', 'shared', 'reports']);
    // The carrier's versions, its document and windows, and all the topology holds.
    expect(rootsTouchedBy(EXAMPLES.upload)).toEqual(['uploads', 'maintenance', ...FROM_TOPOLOGY]);
  });

  it('does not depend on the event’s other fields: every incident change touches the same', () => {
    for (const change of ['opened', 'updated', 'resolved'] as const) {
      expect(rootsTouchedBy({ kind: 'incident', id: 'x', change, revision: 9 })).toEqual(
        rootsTouchedBy(EXAMPLES.incident),
      );
    }
  });

  it('names only query roots, each once, for every kind; never the session, config or history', () => {
    for (const kind of CHANGE_EVENT_KINDS) {
      const roots = rootsTouchedBy(EXAMPLES[kind]);
      expect(roots.length, kind).toBeGreaterThan(0);
      expect(new Set(roots).size, kind).toBe(roots.length);
      for (const root of roots) expect(QUERY_ROOTS, kind).toContain(root);
      for (const root of ['session', 'config', 'history']) expect(roots, kind).not.toContain(root);
    }
  });
});
