import type { ChangeMarks } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import {
  createChangeTracker,
  type ChangeSource,
  type IncidentMark,
  type UploadMark,
  type WindowMark,
} from './change-tracker.js';

const T0 = Date.UTC(2026, 10, 26, 12, 0, 0);
const MIN = 60_000;

/** A graph held in memory, read as the repository reads it (what since asks, only). */
function fakeSource() {
  const marks: ChangeMarks = { topologyVersion: 1, incidentsRevision: '0-0' };
  const state = {
    marks,
    incidents: [] as IncidentMark[],
    uploads: [] as UploadMark[],
    windows: [] as WindowMark[],
    sinceAsked: [] as number[],
    fail: false,
  };
  const source: ChangeSource = {
    changeMarks: () =>
      state.fail ? Promise.reject(new Error('down')) : Promise.resolve(state.marks),
    incidentsSince: (sinceMs) => {
      state.sinceAsked.push(sinceMs);
      return Promise.resolve(state.incidents.filter((i) => i.updatedAtMs >= sinceMs));
    },
    uploadsSince: (sinceMs) =>
      Promise.resolve(state.uploads.filter((u) => u.uploadedAtMs >= sinceMs)),
    maintenanceWindows: () => Promise.resolve(state.windows),
  };
  return { state, source };
}

function windowMark(id: string, startsAtMs: number, endsAtMs: number, title = 'works'): WindowMark {
  return { id, startsAtMs, endsAtMs, content: JSON.stringify([id, title, startsAtMs, endsAtMs]) };
}

describe('the change tracker (what moved between two reads of the graph)', () => {
  it('announces nothing on the first read, only the marks', async () => {
    const { state, source } = fakeSource();
    state.incidents = [{ id: 'i1', status: 'open', openedAtMs: T0 - 1000, updatedAtMs: T0 - 1000 }];
    state.uploads = [{ id: 'u1', carrierId: 'geant', uploadedAtMs: T0 - 1000 }];
    state.windows = [windowMark('w1', T0 - MIN, T0 + MIN)];
    const tracker = createChangeTracker(source, () => T0);
    expect(await tracker.read()).toEqual({ marks: state.marks, events: [] });
    expect(await tracker.read()).toEqual({ marks: state.marks, events: [] });
  });

  it('announces a topology version that moved, with the upload and maintenance writes behind it', async () => {
    const { state, source } = fakeSource();
    let now = T0;
    const tracker = createChangeTracker(source, () => now);
    await tracker.read();
    now += 1000;
    state.marks = { ...state.marks, topologyVersion: 2 };
    // The carrier's first upload records a baseline a millisecond older: one event, the newest.
    state.uploads = [
      { id: 'upl-base', carrierId: 'geant', uploadedAtMs: now - 1 },
      { id: 'upl-new', carrierId: 'geant', uploadedAtMs: now },
    ];
    state.windows = [windowMark('w1', T0 + 10 * MIN, T0 + 20 * MIN)];
    const read = await tracker.read();
    expect(read.events.map((e) => e.kind)).toEqual(['topology', 'maintenance', 'upload']);
    expect(read.events[0]).toEqual({ kind: 'topology', version: 2 });
    expect(read.events[2]).toEqual({ kind: 'upload', carrierId: 'geant', version: 'upl-new' });
    const revision = (read.events[1] as { revision: string }).revision;
    expect(revision).toMatch(/^1-[0-9a-f]{16}$/);

    // An import moves the version but leaves windows and uploads as they were.
    now += 1000;
    state.marks = { ...state.marks, topologyVersion: 3 };
    expect((await tracker.read()).events).toEqual([{ kind: 'topology', version: 3 }]);

    // The window changed (its title), then deleted: the revision moves each time.
    now += 1000;
    state.marks = { ...state.marks, topologyVersion: 4 };
    state.windows = [windowMark('w1', T0 + 10 * MIN, T0 + 20 * MIN, 'other works')];
    const changed = await tracker.read();
    expect(changed.events[1]).toMatchObject({ kind: 'maintenance' });
    expect(changed.events[1]).not.toEqual({ kind: 'maintenance', revision });
    now += 1000;
    state.marks = { ...state.marks, topologyVersion: 5 };
    state.windows = [];
    const deleted = await tracker.read();
    expect(deleted.events[1]?.kind).toBe('maintenance');
    expect(deleted.events[1]).toHaveProperty('revision', expect.stringMatching(/^0-/) as string);

    // A restore of an earlier version: a new version, announced.
    now += 1000;
    state.marks = { ...state.marks, topologyVersion: 6 };
    state.uploads.push({ id: 'upl-restore', carrierId: 'geant', uploadedAtMs: now });
    expect((await tracker.read()).events).toEqual([
      { kind: 'topology', version: 6 },
      { kind: 'upload', carrierId: 'geant', version: 'upl-restore' },
    ]);
  });

  it('announces a window opening and ending as its time comes, though nothing was written', async () => {
    const { state, source } = fakeSource();
    let now = T0;
    state.windows = [windowMark('w1', T0 + MIN, T0 + 2 * MIN)];
    const tracker = createChangeTracker(source, () => now);
    await tracker.read();
    now = T0 + 30_000;
    expect((await tracker.read()).events).toEqual([]);
    now = T0 + MIN;
    const opened = await tracker.read();
    expect(opened.events.map((e) => e.kind)).toEqual(['maintenance']);
    now = T0 + 2 * MIN;
    const ended = await tracker.read();
    expect(ended.events.map((e) => e.kind)).toEqual(['maintenance']);
    expect(ended.events[0]).not.toEqual(opened.events[0]);
  });

  it('announces each incident opened, updated or resolved since the last read, asking only for those recent', async () => {
    const { state, source } = fakeSource();
    let now = T0;
    state.incidents = [
      { id: 'old', status: 'open', openedAtMs: T0 - 60 * MIN, updatedAtMs: T0 - 60 * MIN },
      { id: 'i1', status: 'open', openedAtMs: T0 - 1000, updatedAtMs: T0 - 1000 },
    ];
    const tracker = createChangeTracker(source, () => now, { lookbackMs: 5 * MIN });
    await tracker.read();
    // The first read asks from the look-back before now, not for every incident ever.
    expect(state.sinceAsked).toEqual([T0 - 5 * MIN]);

    now = T0 + 1000;
    state.marks = { ...state.marks, incidentsRevision: '3-x' };
    state.incidents = [
      { id: 'old', status: 'open', openedAtMs: T0 - 60 * MIN, updatedAtMs: now },
      { id: 'i1', status: 'resolved', openedAtMs: T0 - 1000, updatedAtMs: now },
      { id: 'i2', status: 'open', openedAtMs: now, updatedAtMs: now },
    ];
    expect((await tracker.read()).events).toEqual([
      { kind: 'incident', id: 'i1', change: 'resolved', revision: now },
      { kind: 'incident', id: 'i2', change: 'opened', revision: now },
      { kind: 'incident', id: 'old', change: 'updated', revision: now },
    ]);

    // Nothing else moved: the same incidents read again are not announced again.
    now = T0 + 2000;
    state.marks = { ...state.marks, incidentsRevision: '3-y' };
    expect((await tracker.read()).events).toEqual([]);

    // The revision standing still, the incidents are not even asked for.
    const asked = state.sinceAsked.length;
    expect((await tracker.read()).events).toEqual([]);
    expect(state.sinceAsked).toHaveLength(asked);

    // Later reads ask from the newest incident seen, less the look-back.
    now = T0 + 3000;
    state.marks = { ...state.marks, incidentsRevision: '3-z' };
    state.incidents[2] = { id: 'i2', status: 'open', openedAtMs: T0 + 1000, updatedAtMs: now };
    expect((await tracker.read()).events).toEqual([
      { kind: 'incident', id: 'i2', change: 'updated', revision: now },
    ]);
    expect(state.sinceAsked.at(-1)).toBe(T0 + 1000 - 5 * MIN);
  });

  it('keeps what it knew when a read fails, and announces the moves at the next read', async () => {
    const { state, source } = fakeSource();
    const tracker = createChangeTracker(source, () => T0);
    await tracker.read();
    state.marks = { ...state.marks, topologyVersion: 9 };
    state.fail = true;
    await expect(tracker.read()).rejects.toThrow('down');
    state.fail = false;
    expect((await tracker.read()).events).toEqual([{ kind: 'topology', version: 9 }]);
  });
});
