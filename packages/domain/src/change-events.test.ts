import { describe, expect, it } from 'vitest';
import { CHANGE_EVENT_KINDS, changeEventOf, changeEventSchema } from './change-events.js';

describe('change events on the live stream', () => {
  it('each kind takes its own data, and the event name is the kind', () => {
    expect(changeEventOf('topology', { version: 12 })).toEqual({ kind: 'topology', version: 12 });
    expect(changeEventOf('maintenance', { revision: '3-9f2c41d07a1be3c0' })).toEqual({
      kind: 'maintenance',
      revision: '3-9f2c41d07a1be3c0',
    });
    expect(
      changeEventOf('incident', { id: 'inc-1', change: 'resolved', revision: 1_764_000_000_000 }),
    ).toEqual({ kind: 'incident', id: 'inc-1', change: 'resolved', revision: 1_764_000_000_000 });
    expect(
      changeEventOf('upload', { carrierId: 'geant', version: 'upl-2026-11-26-0a1b2c3d' }),
    ).toEqual({ kind: 'upload', carrierId: 'geant', version: 'upl-2026-11-26-0a1b2c3d' });
    expect(CHANGE_EVENT_KINDS).toEqual(['topology', 'maintenance', 'incident', 'upload']);
  });

  it('refuses unknown kinds, wrong data and a kind inside the data that disagrees', () => {
    expect(changeEventOf('delta', { version: 1 })).toBeUndefined();
    expect(changeEventOf('topology', { version: -1 })).toBeUndefined();
    expect(changeEventOf('incident', { id: 'i', change: 'closed', revision: 1 })).toBeUndefined();
    expect(changeEventOf('upload', { carrierId: 'Not A Carrier', version: 'v' })).toBeUndefined();
    expect(changeEventOf('topology', null)).toBeUndefined();
    expect(changeEventOf('topology', { kind: 'upload', version: 3 })).toEqual({
      kind: 'topology',
      version: 3,
    });
    expect(changeEventSchema.safeParse({ kind: 'topology' }).success).toBe(false);
  });
});
