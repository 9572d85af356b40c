import type { Maintenance } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors.js';
import type { CoveredEquipment, MaintenanceRepository, WriteFacts } from './repository.js';
import {
  canonicalInstant,
  createMaintenanceService,
  invalidWindow,
  maintenanceProblems,
  windowId,
} from './service.js';

const EQUIPMENT: CoveredEquipment[] = [
  { id: 'geant-par-gva', kind: 'Link', name: 'GÉANT2 Paris – Geneva', carrierId: 'geant' },
  { id: 'geant-gva', kind: 'Router', name: 'GÉANT2 Geneva', carrierId: 'geant' },
  { id: 'geant-gva:slot0', kind: 'Blade', name: 'MX960 DPC', carrierId: 'geant' },
  { id: 'dfn-fra', kind: 'Router', name: 'DFN Frankfurt', carrierId: 'dfn' },
  { id: 'dfn-fra:xe-0/0/0', kind: 'Port', name: 'xe-0/0/0', carrierId: 'dfn' },
];

function facts(overrides: Partial<WriteFacts> = {}): WriteFacts {
  return {
    carrierExists: true,
    windowExists: false,
    storedCarrierId: null,
    equipment: new Map(EQUIPMENT.map((e) => [e.id, e])),
    ...overrides,
  };
}

const window: Maintenance = {
  id: 'w1',
  carrierId: 'geant',
  title: 'Patch panel replacement',
  startsAt: '2026-03-17T22:00:00Z',
  endsAt: '2026-03-18T04:00:00Z',
  behaviour: 'mute',
  equipmentIds: ['geant-par-gva', 'geant-gva:slot0'],
};

/** A repository over a map, running the check as the real one does before it writes. */
function memoryRepository(stored: Maintenance[] = []): MaintenanceRepository & {
  windows: Map<string, Maintenance>;
} {
  const windows = new Map(stored.map((w) => [w.id, w]));
  return {
    windows,
    list: () => Promise.resolve([...windows.values()]),
    get: (id) => Promise.resolve(windows.get(id)),
    save(w, check) {
      check(facts({ windowExists: windows.has(w.id) }));
      windows.set(w.id, w);
      return Promise.resolve(w);
    },
    remove(id) {
      const w = windows.get(id);
      windows.delete(id);
      return Promise.resolve(w);
    },
  };
}

describe('maintenance problems', () => {
  it('maintenanceProblems finds nothing wrong with GÉANT equipment in a GÉANT window', () => {
    expect(maintenanceProblems(window, facts())).toEqual([]);
  });

  it('maintenanceProblems lists every unknown id with its index', () => {
    const problems = maintenanceProblems(
      { ...window, equipmentIds: ['geant-gva', 'nowhere-1', 'geant-par-gva', 'nowhere-2'] },
      facts(),
    );
    expect(problems.map((p) => p.path)).toEqual(['equipmentIds[1]', 'equipmentIds[3]']);
    expect(problems[0]?.message).toMatch(/^equipment "nowhere-1" does not exist/);
  });

  it("maintenanceProblems names another carrier's router and port, with names and owner", () => {
    const problems = maintenanceProblems(
      { ...window, equipmentIds: ['geant-gva', 'dfn-fra', 'dfn-fra:xe-0/0/0'] },
      facts(),
    );
    expect(problems).toEqual([
      {
        path: 'equipmentIds[1]',
        message: expect.stringMatching(
          /^router "DFN Frankfurt" \(dfn-fra\) belongs to carrier "dfn", not to "geant"/,
        ) as string,
      },
      {
        path: 'equipmentIds[2]',
        message: expect.stringMatching(
          /^port "xe-0\/0\/0" \(dfn-fra:xe-0\/0\/0\) belongs/,
        ) as string,
      },
    ]);
  });

  it('maintenanceProblems refuses an id named twice, pointing at the first', () => {
    const problems = maintenanceProblems(
      { ...window, equipmentIds: ['geant-gva', 'geant-par-gva', 'geant-gva'] },
      facts(),
    );
    expect(problems).toEqual([
      { path: 'equipmentIds[2]', message: '"geant-gva" is already named at equipmentIds[0]' },
    ]);
  });

  it('maintenanceProblems names an unknown carrier once, not every piece of equipment', () => {
    const problems = maintenanceProblems(
      { ...window, carrierId: 'nonet' },
      facts({ carrierExists: false }),
    );
    expect(problems).toEqual([{ path: 'carrierId', message: 'carrier "nonet" does not exist' }]);
  });

  it('invalidWindow puts the field paths under a root and summarises the first', () => {
    const error = invalidWindow(
      [
        { path: 'equipmentIds[1]', message: 'a' },
        { path: 'carrierId', message: 'b' },
      ],
      'body',
    );
    expect(error.message).toBe('body.equipmentIds[1]: a (and 1 more)');
    expect(error.errors.map((e) => e.path)).toEqual(['body.equipmentIds[1]', 'body.carrierId']);
  });
});

describe('maintenance ids and instants', () => {
  it('canonicalInstant turns an offset into UTC and drops zero milliseconds', () => {
    expect(canonicalInstant('2026-03-18T01:30:00+02:00')).toBe('2026-03-17T23:30:00Z');
    expect(canonicalInstant('2026-03-17T23:30:00.250Z')).toBe('2026-03-17T23:30:00.250Z');
  });

  it('windowId is carrier, UTC start date and the random part', () => {
    expect(windowId('geant', '2026-03-18T01:30:00+02:00', 'a1b2c3')).toBe(
      'geant-2026-03-17-a1b2c3',
    );
  });
});

describe('maintenance service (over an in-memory repository)', () => {
  it('create makes up an id, stores the instants in UTC and refuses a taken id with 409', async () => {
    const repository = memoryRepository();
    const service = createMaintenanceService(repository, { randomSuffix: () => 'abc123' });
    const { id: _none, ...withoutId } = window;
    const created = await service.create({ ...withoutId, endsAt: '2026-03-18T06:00:00+02:00' });
    expect(created.id).toBe('geant-2026-03-17-abc123');
    expect(created.endsAt).toBe('2026-03-18T04:00:00Z');
    const again = await service.create({ ...window, id: created.id }).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(ConflictError);
  });

  it('replace answers NotFoundError for an unknown window and refuses a different body id', async () => {
    const service = createMaintenanceService(memoryRepository([window]));
    await expect(service.replace('w2', { ...window, id: undefined })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    const error = await service.replace('w1', { ...window, id: 'w2' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors[0]?.path).toBe('id');
    const replaced = await service.replace('w1', { ...window, id: undefined, behaviour: 'run' });
    expect(replaced).toMatchObject({ id: 'w1', behaviour: 'run' });
  });

  it('upsert checks the window with the schema too: an end before the start is refused', async () => {
    const repository = memoryRepository();
    const service = createMaintenanceService(repository);
    const error = await service
      .upsert({ ...window, endsAt: '2026-03-17T21:00:00Z' })
      .catch((e: unknown) => e);
    expect((error as ValidationError).errors).toEqual([
      { path: 'endsAt', message: 'endsAt must be after startsAt' },
    ]);
    expect(repository.windows.size).toBe(0);
    await service.upsert(window);
    await service.upsert({ ...window, title: 'again' });
    expect(repository.windows.get('w1')?.title).toBe('again');
  });

  it('get and remove answer NotFoundError for an unknown window', async () => {
    const service = createMaintenanceService(memoryRepository([window]));
    await expect(service.get('nope')).rejects.toBeInstanceOf(NotFoundError);
    expect(await service.remove('w1')).toEqual(window);
    await expect(service.remove('w1')).rejects.toBeInstanceOf(NotFoundError);
  });
});
