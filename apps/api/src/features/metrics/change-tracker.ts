import { createHash } from 'node:crypto';
import type { ChangeEvent, ChangeMarks } from '@tiermap/domain';

/** An incident as the tracker compares it between reads. */
export interface IncidentMark {
  id: string;
  status: 'open' | 'resolved';
  openedAtMs: number;
  updatedAtMs: number;
}

/** One recorded version of a carrier's equipment (an upload, a restore or a baseline). */
export interface UploadMark {
  id: string;
  carrierId: string;
  uploadedAtMs: number;
}

/** A maintenance window: when it is open, and its whole content as text (what it names). */
export interface WindowMark {
  id: string;
  startsAtMs: number;
  endsAtMs: number;
  content: string;
}

/** What the tracker reads from the graph (the metrics repository). */
export interface ChangeSource {
  /** The topology version and the incidents revision, as the `changes` event sends them. */
  changeMarks(): Promise<ChangeMarks>;
  /** The incidents whose `updatedAtMs` is at or after `sinceMs`. */
  incidentsSince(sinceMs: number): Promise<IncidentMark[]>;
  /** The upload versions recorded at or after `sinceMs`. */
  uploadsSince(sinceMs: number): Promise<UploadMark[]>;
  /** Every maintenance window, in a stable order. */
  maintenanceWindows(): Promise<WindowMark[]>;
}

/** One read: the marks now, and what changed since the last read. */
export interface ChangeRead {
  marks: ChangeMarks;
  events: ChangeEvent[];
}

export interface ChangeTrackerOptions {
  /**
   * How far before the newest incident (or upload) seen the next read looks, milliseconds: a
   * write stamped by a process whose clock lags, or committed after a later one, is still
   * found. 5 minutes by default.
   */
  lookbackMs?: number;
}

/**
 * Items stamped with a time, read from a floor that only rises: the first read looks back from
 * now, later ones from the newest stamp seen (never later than now), less the look-back. What
 * was seen at or after the floor is remembered, so the same item is announced once per stamp.
 */
function sinceWindow<T extends { id: string }>(lookbackMs: number, stampOf: (item: T) => number) {
  let floor: number | undefined;
  let seen = new Map<string, T>();
  return {
    floor: (nowMs: number) => floor ?? nowMs - lookbackMs,
    /**
     * The items that are new or whose stamp moved, each with what was known of it, and the
     * state to keep once the whole read succeeded.
     */
    compare(rows: readonly T[], nowMs: number) {
      const from = floor ?? nowMs - lookbackMs;
      const changed: { item: T; before: T | undefined }[] = [];
      let newest = -Infinity;
      for (const row of rows) {
        newest = Math.max(newest, stampOf(row));
        const before = seen.get(row.id);
        if (before === undefined || stampOf(before) !== stampOf(row)) {
          changed.push({ item: row, before });
        }
      }
      const nextFloor = Math.max(from, Math.min(newest, nowMs) - lookbackMs);
      const next = new Map<string, T>();
      for (const [id, item] of seen) if (stampOf(item) >= nextFloor) next.set(id, item);
      for (const row of rows) if (stampOf(row) >= nextFloor) next.set(row.id, row);
      return {
        from,
        changed,
        commit: () => {
          floor = nextFloor;
          seen = next;
        },
      };
    },
  };
}

/** The windows as read, with a hash of all they say (taken once per read of them). */
interface Windows {
  list: readonly WindowMark[];
  contentHash: string;
}

function windowsOf(list: readonly WindowMark[]): Windows {
  const hash = createHash('sha256');
  for (const w of list) hash.update(`${w.content}\u0000`);
  return { list, contentHash: hash.digest('hex') };
}

/** `<count>-<16 hex digits>` of the windows' content and of which are open at `nowMs`. */
function maintenanceRevision(windows: Windows, nowMs: number): string {
  const open = windows.list
    .filter((w) => w.startsAtMs <= nowMs && nowMs < w.endsAtMs)
    .map((w) => w.id);
  const hash = createHash('sha256').update(windows.contentHash);
  hash.update(`open:${open.join('\u0000')}`);
  return `${windows.list.length}-${hash.digest('hex').slice(0, 16)}`;
}

/** Sorts by stamp, then id: the order events are sent in. */
const byStampThenId =
  <T extends { id: string }>(stampOf: (item: T) => number) =>
  (a: { item: T }, b: { item: T }) =>
    stampOf(a.item) - stampOf(b.item) || a.item.id.localeCompare(b.item.id);

/**
 * Works out the live stream's change events by comparing what the graph holds from one read to
 * the next (so writes of every API process are seen): the topology version, the maintenance
 * windows (read again only when the topology version moved, as every window write moves it;
 * which are open is judged at every read), the upload versions recorded (likewise) and the
 * incidents (only those updated since the last read, and only when the incidents revision
 * moved). The first read announces nothing: it learns what is there. A failed read changes
 * nothing it knows.
 */
export function createChangeTracker(
  source: ChangeSource,
  now: () => number,
  options: ChangeTrackerOptions = {},
) {
  const lookbackMs = options.lookbackMs ?? 300_000;
  const incidents = sinceWindow<IncidentMark>(lookbackMs, (i) => i.updatedAtMs);
  const uploads = sinceWindow<UploadMark>(lookbackMs, (u) => u.uploadedAtMs);
  let last: ChangeMarks | undefined;
  let windows: Windows = windowsOf([]);
  let revision: string | undefined;

  return {
    async read(): Promise<ChangeRead> {
      const marks = await source.changeMarks();
      const nowMs = now();
      const first = last === undefined;
      const events: ChangeEvent[] = [];
      const commits: (() => void)[] = [];

      const topologyMoved = first || marks.topologyVersion !== last?.topologyVersion;
      let nextWindows = windows;
      const uploadEvents: ChangeEvent[] = [];
      if (topologyMoved) {
        if (!first) events.push({ kind: 'topology', version: marks.topologyVersion });
        nextWindows = windowsOf(await source.maintenanceWindows());
        const read = uploads.compare(await source.uploadsSince(uploads.floor(nowMs)), nowMs);
        commits.push(read.commit);
        // One event per carrier: its newest version (a first upload records a baseline too).
        const newest = new Map<string, UploadMark>();
        for (const { item } of read.changed.sort(byStampThenId((u) => u.uploadedAtMs))) {
          newest.set(item.carrierId, item);
        }
        for (const u of [...newest.values()].sort((a, b) =>
          a.carrierId.localeCompare(b.carrierId),
        )) {
          uploadEvents.push({ kind: 'upload', carrierId: u.carrierId, version: u.id });
        }
      }
      const nextRevision = maintenanceRevision(nextWindows, nowMs);
      if (!first && nextRevision !== revision) {
        events.push({ kind: 'maintenance', revision: nextRevision });
      }
      if (!first) events.push(...uploadEvents);

      if (first || marks.incidentsRevision !== last?.incidentsRevision) {
        const read = incidents.compare(await source.incidentsSince(incidents.floor(nowMs)), nowMs);
        commits.push(read.commit);
        if (!first) {
          for (const { item, before } of read.changed.sort(byStampThenId((i) => i.updatedAtMs))) {
            events.push({
              kind: 'incident',
              id: item.id,
              change: incidentChange(item, before, read.from),
              revision: item.updatedAtMs,
            });
          }
        }
      }

      for (const commit of commits) commit();
      last = marks;
      windows = nextWindows;
      revision = nextRevision;
      return { marks, events };
    },
  };
}

/**
 * What happened to an incident since the last read: `resolved` when it turned resolved,
 * `opened` when it is open and was not known (opened since the last read's floor) or was
 * resolved, `updated` otherwise.
 */
function incidentChange(
  item: IncidentMark,
  before: IncidentMark | undefined,
  floorMs: number,
): 'opened' | 'updated' | 'resolved' {
  if (item.status === 'resolved') return before?.status === 'resolved' ? 'updated' : 'resolved';
  if (before === undefined) return item.openedAtMs >= floorMs ? 'opened' : 'updated';
  return before.status === 'resolved' ? 'opened' : 'updated';
}
