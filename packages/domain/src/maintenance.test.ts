import { describe, expect, it } from 'vitest';
import {
  isWindowOpen,
  maintenanceSchema,
  maintenanceWindowState,
  newMaintenanceSchema,
} from './maintenance.js';

const window = {
  carrierId: 'geant',
  title: 'fibre works',
  startsAt: '2026-03-17T22:00:00Z',
  endsAt: '2026-03-18T04:00:00+02:00',
  behaviour: 'mute',
  equipmentIds: ['geant-par-gva'],
};

describe('maintenance schemas', () => {
  it('newMaintenanceSchema takes a window without an id, maintenanceSchema does not', () => {
    expect(newMaintenanceSchema.safeParse(window).success).toBe(true);
    expect(maintenanceSchema.safeParse(window).success).toBe(false);
    expect(maintenanceSchema.safeParse({ ...window, id: 'w1' }).success).toBe(true);
  });

  it('newMaintenanceSchema compares instants across offsets: 23:00+02:00 is not after 22:00Z', () => {
    const result = newMaintenanceSchema.safeParse({
      ...window,
      endsAt: '2026-03-17T23:00:00+02:00',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['endsAt'], 'endsAt must be after startsAt'],
    ]);
  });

  it('newMaintenanceSchema refuses an unknown behaviour and an empty equipment list', () => {
    const result = newMaintenanceSchema.safeParse({
      ...window,
      behaviour: 'ignore',
      equipmentIds: [],
    });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'behaviour',
      'equipmentIds',
    ]);
  });

  it('maintenanceWindowState: open from its start, included, to its end, excluded, across offsets', () => {
    const starts = Date.parse('2026-03-17T22:00:00Z');
    const ends = Date.parse('2026-03-18T02:00:00Z');
    expect(
      [starts - 1, starts, ends - 1, ends].map((at) => maintenanceWindowState(window, at)),
    ).toEqual(['upcoming', 'open', 'open', 'past']);
    expect([starts - 1, starts, ends].map((at) => isWindowOpen(window, at))).toEqual([
      false,
      true,
      false,
    ]);
  });
});
