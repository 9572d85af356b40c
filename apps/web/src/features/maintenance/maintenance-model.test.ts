import type { Maintenance } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { smallTopology } from '../../test-support/topology-fixture.js';
import {
  carrierEquipment,
  equipmentIds,
  fieldOfPath,
  formatUtc,
  maintenanceModel,
  windowFromForm,
  windowState,
  type WindowForm,
} from './maintenance-model.js';

const NOW = Date.parse('2026-03-17T23:00:00Z');
const topology = smallTopology();

function window(overrides: Partial<Maintenance> = {}): Maintenance {
  return {
    id: 'geant-2026-03-17-par-gva',
    carrierId: 'geant',
    title: 'Patch panel replacement',
    startsAt: '2026-03-17T22:00:00Z',
    endsAt: '2026-03-18T04:00:00Z',
    behaviour: 'mute',
    equipmentIds: ['gva-fra', 'geant-gva:slot4'],
    ...overrides,
  };
}

describe('maintenance model', () => {
  it('windowState counts the start as active and the end as past, as the API does', () => {
    const w = window();
    expect(windowState(w, Date.parse(w.startsAt) - 1)).toBe('upcoming');
    expect(windowState(w, Date.parse(w.startsAt))).toBe('active');
    expect(windowState(w, Date.parse(w.endsAt) - 1)).toBe('active');
    expect(windowState(w, Date.parse(w.endsAt))).toBe('past');
  });

  it('maintenanceModel lists active windows first, then upcoming, then past, each in its order', () => {
    const model = maintenanceModel(
      [
        window({
          id: 'past-old',
          startsAt: '2026-01-01T00:00:00Z',
          endsAt: '2026-01-01T02:00:00Z',
        }),
        window({ id: 'soon', startsAt: '2026-03-18T06:00:00Z', endsAt: '2026-03-18T08:00:00Z' }),
        window({ id: 'active-long', endsAt: '2026-03-20T00:00:00Z' }),
        window({
          id: 'past-new',
          startsAt: '2026-03-10T00:00:00Z',
          endsAt: '2026-03-10T02:00:00Z',
        }),
        window({ id: 'later', startsAt: '2026-04-02T06:00:00Z', endsAt: '2026-04-02T08:00:00Z' }),
        window({ id: 'active-short' }),
      ],
      NOW,
      topology,
    );
    expect(model.rows.map((r) => [r.id, r.stateLabel])).toEqual([
      ['active-short', 'active now'],
      ['active-long', 'active now'],
      ['soon', 'upcoming'],
      ['later', 'upcoming'],
      ['past-new', 'past'],
      ['past-old', 'past'],
    ]);
    expect(model.counts).toEqual({ active: 2, upcoming: 2, past: 2 });
  });

  it('maintenanceModel shows times in UTC, how long until the change, and names the equipment', () => {
    const [row] = maintenanceModel([window()], NOW, topology).rows;
    expect(row).toMatchObject({
      carrierName: 'GEANT',
      startsUtc: '2026-03-17 22:00 UTC',
      endsUtc: '2026-03-18 04:00 UTC',
      when: 'ends in 5 h 00 min',
      duration: '6 h 00 min',
      behaviourHint: 'incidents open marked known, without alarm',
    });
    expect(row?.equipment).toEqual([
      { id: 'gva-fra', label: 'gva-fra', kind: 'link' },
      { id: 'geant-gva:slot4', label: 'geant-gva:slot4', kind: 'equipment' },
    ]);
    const upcoming = maintenanceModel(
      [window({ startsAt: '2026-03-19T03:00:00Z', endsAt: '2026-03-19T05:00:00Z' })],
      NOW,
    ).rows[0];
    expect(upcoming?.when).toBe('starts in 1 d 4 h');
    // Without the topology, ids stand in for names.
    expect(upcoming?.carrierName).toBe('geant');
  });

  it('formatUtc turns an offset into UTC and keeps seconds only when there are some', () => {
    expect(formatUtc('2026-03-18T01:30:00+02:00')).toBe('2026-03-17 23:30 UTC');
    expect(formatUtc('2026-03-17T23:30:15Z')).toBe('2026-03-17 23:30:15 UTC');
  });

  it("carrierEquipment offers one carrier's routers, links and trunks, nothing of the others", () => {
    const items = carrierEquipment(
      {
        ...topology,
        routers: [
          ...topology.routers,
          { ...topology.routers[0]!, id: 'dfn-fra', name: 'DFN', carrierId: 'dfn' },
        ],
      },
      'geant',
    );
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((i) => i.id)).not.toContain('dfn-fra');
    expect(new Set(items.map((i) => i.kind))).toEqual(new Set(['link', 'router', 'trunk']));
  });
});

describe('the add-a-window form', () => {
  const form: WindowForm = {
    carrierId: 'geant',
    title: ' Fibre works ',
    startsAt: '2026-05-10T22:00',
    endsAt: '2026-05-11T04:00',
    behaviour: 'skip',
    equipment: 'geant-fra-par, geant-fra\ngeant-par',
  };

  it('windowFromForm reads the times as UTC and splits the equipment ids', () => {
    expect(windowFromForm(form)).toEqual({
      ok: true,
      window: {
        carrierId: 'geant',
        title: 'Fibre works',
        startsAt: '2026-05-10T22:00:00Z',
        endsAt: '2026-05-11T04:00:00Z',
        behaviour: 'skip',
        equipmentIds: ['geant-fra-par', 'geant-fra', 'geant-par'],
      },
    });
    expect(equipmentIds(' , a,,b  c ')).toEqual(['a', 'b', 'c']);
  });

  it('windowFromForm names the field of each problem: an end before the start, no equipment', () => {
    const result = windowFromForm({ ...form, endsAt: '2026-05-10T21:00', equipment: ' ' });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors.map((e) => e.field).sort()).toEqual([
      'endsAt',
      'equipment',
    ]);
  });

  it('windowFromForm names a malformed equipment id', () => {
    const result = windowFromForm({ ...form, equipment: 'geant-fra, bad id!' });
    expect(result.ok ? [] : result.errors).toEqual([
      { field: 'equipment', message: expect.stringContaining('(id!)') as string },
    ]);
  });

  it("fieldOfPath maps the server's field paths onto the form", () => {
    expect(fieldOfPath('body.equipmentIds[2]')).toBe('equipment');
    expect(fieldOfPath('body.endsAt')).toBe('endsAt');
    expect(fieldOfPath('query.x')).toBeUndefined();
  });
});
