import { randomBytes } from 'node:crypto';
import {
  DEFAULT_THRESHOLDS,
  diagnosisSnapshot,
  evaluateIncidents,
  observedRoutesOf,
  pathHealthRows,
  resolveByHand,
  sameTopologySteps,
  siteHealth,
  type DiagnosisSnapshot,
  type ExternalAlert,
  type HealthThresholds,
  type LinkReading,
  type LiveInputs,
  type SeenMeasurement,
} from '@tiermap/analysis';
import type {
  Direction,
  Incident,
  IncidentList,
  LinkLiveState,
  Measurement,
  MeasurementResult,
  MeasurementWithdrawal,
  ObservedRoute,
  PathHealthResponse,
  PathHealthRow,
  Topology,
} from '@tiermap/domain';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors.js';
import type { Logger } from '../../logger.js';
import type { IncidentNotifier } from '../alerts/notifier.js';
import type { TopologyReader } from '../topology/repository.js';
import type { MeasurementStore } from './measurement-store.js';
import type { IncidentQuery, IncidentRepository } from './repository.js';

export interface DiagnosisOptions {
  thresholds: HealthThresholds;
  resolveAfterMs: number;
  /**
   * How long a loaded topology is used at most before it is read again, even at the same
   * topology version (a change made in Neo4j by hand moves no version).
   */
  topologyRefreshMs: number;
}

export const DEFAULT_DIAGNOSIS_OPTIONS: DiagnosisOptions = {
  thresholds: DEFAULT_THRESHOLDS,
  resolveAfterMs: 60_000,
  topologyRefreshMs: 30_000,
};

export interface IncidentServiceDeps {
  incidents: IncidentRepository;
  topology: TopologyReader;
  measurements: MeasurementStore;
  /**
   * The graph's topology version (db/topology-version.ts), which every topology write moves on:
   * the snapshot is read again as soon as it differs from the one it was read at.
   */
  topologyVersion: () => Promise<number>;
  /**
   * The live state of one link direction, undefined without data (and always without live
   * metrics): what evaluations and reads look up, instead of building every state (80,000 at
   * 10,000 routers).
   */
  liveStateOf: (linkId: string, direction: Direction) => LinkLiveState | undefined;
  now: () => number;
  logger: Logger;
  options?: Partial<DiagnosisOptions>;
  /** Told of every incident opened, changed or resolved (Alertmanager, chat); none by default. */
  notifier?: IncidentNotifier;
  /** Alerts other monitoring raised on known elements (Alertmanager's webhook), as evidence. */
  externalAlerts?: () => readonly ExternalAlert[];
}

export interface IncidentService {
  /** Every path direction's health now, and per site. */
  health(): Promise<PathHealthResponse>;
  /** Files measurements under their path directions; all or nothing. */
  measure(measurements: readonly Measurement[]): Promise<MeasurementResult>;
  /**
   * A path's newest traced route per direction beside its declared routers (null untraced);
   * undefined for a path diagnosis does not know.
   */
  observedRoutes(
    pathId: string,
  ): Promise<{ AtoZ: ObservedRoute | null; ZtoA: ObservedRoute | null } | undefined>;
  /** Withdraws every result `source` filed (a perfSONAR host found wrong). */
  withdrawMeasurements(source: string): MeasurementWithdrawal;
  /** Brings incidents up to date with the live data now; returns those written. */
  evaluate(): Promise<Incident[]>;
  list(query: IncidentQuery): Promise<IncidentList>;
  get(id: string): Promise<Incident>;
  /** Opens an incident by hand for sites a person reports as bad. */
  open(sites: readonly string[], note?: string): Promise<Incident>;
  /**
   * Closes an incident by hand, setting aside the measurements of its path directions it saw:
   * the same results do not open it again, new bad ones do.
   */
  resolve(id: string, note?: string): Promise<Incident>;
}

function newIncidentId(nowMs: number): string {
  const stamp = new Date(nowMs).toISOString().replace(/[-:]/g, '').slice(0, 15);
  return `inc-${stamp}-${randomBytes(3).toString('hex')}`;
}

export function createIncidentService(deps: IncidentServiceDeps): IncidentService {
  const options = { ...DEFAULT_DIAGNOSIS_OPTIONS, ...deps.options };
  let loaded: { atMs: number; version: number; snapshot: DiagnosisSnapshot } | undefined;

  /** The read and build under way, and the topology version it was started at. */
  let building: { version: number; snapshot: Promise<DiagnosisSnapshot> } | undefined;

  /**
   * The diagnosis snapshot, read and built again when the topology moved on or the refresh period
   * passed. Callers that find a read and build of the version they read under way share it: after
   * a start or a topology change the evaluation and every screen's path health read ask at once,
   * and at 10,000 routers each would otherwise read 150,000 entities and hold the process for
   * about half a second. A caller that reads a newer version starts its own.
   */
  async function snapshot(): Promise<DiagnosisSnapshot> {
    const nowMs = deps.now();
    const fresh = loaded !== undefined && nowMs - loaded.atMs < options.topologyRefreshMs;
    let version: number;
    try {
      // Read before the topology: a write that lands in between is seen at the next call.
      version = await deps.topologyVersion();
    } catch (error) {
      // The graph is away: a snapshot of the last refresh period serves (ingest goes on).
      if (loaded !== undefined && fresh) return loaded.snapshot;
      throw error;
    }
    if (loaded !== undefined && fresh && loaded.version === version) return loaded.snapshot;
    if (building?.version === version) return building.snapshot;
    const started = { version, snapshot: readAndBuild(version, nowMs) };
    building = started;
    try {
      return await started.snapshot;
    } finally {
      if (building === started) building = undefined;
    }
  }

  async function readAndBuild(version: number, nowMs: number): Promise<DiagnosisSnapshot> {
    // One read transaction: every kind read in one session, not one transaction each.
    const topology = await deps.topology.whole();
    // Read again at the same version after the refresh period (a change by hand moves none):
    // unchanged, the snapshot is kept. Building it blocks the process for about half a second
    // at 10,000 routers; comparing takes slices of a few milliseconds.
    const kept = loaded;
    if (
      kept !== undefined &&
      kept.version === version &&
      (await sameTopology(kept.snapshot.topology, topology))
    ) {
      loaded = { ...kept, atMs: nowMs };
      return kept.snapshot;
    }
    loaded = { atMs: nowMs, version, snapshot: diagnosisSnapshot(topology) };
    return loaded.snapshot;
  }

  /**
   * What an evaluation or a read judges by at `nowMs`. Each link direction's state is looked up
   * when first asked and kept for the rest of the evaluation or read: an evaluation asks for the
   * links its model covers and its blades carry (about 30,000 directions at 10,000 routers), a
   * read for the links its paths cross, and neither builds every state (80,000).
   */
  function liveInputs(nowMs: number): LiveInputs {
    return {
      nowMs,
      reading: keptReadings(deps.liveStateOf),
      measurement: (pathId, direction) => deps.measurements.latest(pathId, direction, nowMs),
      ...(deps.externalAlerts === undefined ? {} : { alerts: deps.externalAlerts() }),
      route: (pathId, direction) => deps.measurements.route(pathId, direction, nowMs),
    };
  }

  async function run(manual?: {
    sites: readonly string[];
    note?: string | undefined;
  }): Promise<{ written: Incident[]; created: Incident[] }> {
    // The windows come with the snapshot: every maintenance write moves the topology version,
    // so a window announced, changed or withdrawn is read again with it (no read per evaluation).
    const snap = await snapshot();
    const windows = snap.topology.maintenances;
    const nowMs = deps.now();
    const live = liveInputs(nowMs);
    const rows = pathHealthRows(snap, live, options.thresholds);
    const outcome = await deps.incidents.updateLocked((open) => {
      const result = evaluateIncidents(
        {
          snapshot: snap,
          live,
          rows,
          windows,
          open,
          ...(manual === undefined ? {} : { manual: [manual] }),
        },
        {
          thresholds: options.thresholds,
          resolveAfterMs: options.resolveAfterMs,
          newId: newIncidentId,
        },
      );
      return { write: result.written, result };
    }, nowMs);
    deps.notifier?.written(outcome.written, new Set(outcome.created.map((i) => i.id)));
    return outcome;
  }

  return {
    async health() {
      const snap = await snapshot();
      const nowMs = deps.now();
      const rows: PathHealthRow[] = pathHealthRows(snap, liveInputs(nowMs), options.thresholds);
      return {
        atMs: nowMs,
        thresholds: { ...options.thresholds },
        paths: rows,
        sites: siteHealth(rows),
      };
    },
    async measure(measurements) {
      const snap = await snapshot();
      const nowMs = deps.now();
      const targets = measurements.map((m) => snap.pathBetween(m.fromSiteId, m.toSiteId));
      const at = (i: number, field: string) =>
        measurements.length === 1 ? `body.${field}` : `body[${i}].${field}`;
      const errors = measurements.flatMap((m, i) => {
        const problems: { path: string; message: string }[] = [];
        const refused = deps.measurements.refusal(m.ts, nowMs);
        if (refused !== undefined) problems.push({ path: at(i, 'ts'), message: refused });
        if (targets[i] === undefined) {
          problems.push({
            path: at(i, 'toSiteId'),
            message: `tiermap knows no path between ${m.fromSiteId} and ${m.toSiteId}`,
          });
        }
        return problems;
      });
      if (errors.length > 0) {
        throw new ValidationError(
          'some measurements cannot be filed (no path between their sites, or dated outside the time they count); none was filed',
          errors.slice(0, 100),
        );
      }
      const result: MeasurementResult = { accepted: 0, filed: [] };
      measurements.forEach((m, i) => {
        const target = targets[i];
        if (target === undefined) return;
        // A trace is the direction's route; a trace alone leaves its newest results as they are.
        const hasResults =
          m.throughputBps !== undefined ||
          m.lossRatio !== undefined ||
          m.rttMs !== undefined ||
          m.retransmissions !== undefined;
        const refused =
          (m.hops === undefined
            ? undefined
            : deps.measurements.putRoute(
                target.pathId,
                target.direction,
                { tsMs: m.ts, hops: m.hops, source: m.source },
                nowMs,
              )) ??
          (hasResults
            ? deps.measurements.put(
                target.pathId,
                target.direction,
                {
                  tsMs: m.ts,
                  throughputBps: m.throughputBps,
                  lossRatio: m.lossRatio,
                  rttMs: m.rttMs,
                  retransmissions: m.retransmissions,
                  source: m.source,
                },
                nowMs,
              )
            : undefined);
        if (refused !== undefined) return;
        result.accepted += 1;
        result.filed.push(target);
      });
      return result;
    },
    async observedRoutes(pathId) {
      const snap = await snapshot();
      if (!snap.paths.has(pathId)) return undefined;
      return observedRoutesOf(snap, liveInputs(deps.now()), pathId);
    },
    evaluate: async () => (await run()).written,
    async list(query) {
      // Read from the graph, where each evaluation writes its time: with several instances only
      // the lease holder evaluates, and every instance answers its time.
      const [incidents, evaluatedAtMs] = await Promise.all([
        deps.incidents.list(query),
        deps.incidents.lastEvaluatedAtMs(),
      ]);
      return { evaluatedAtMs, incidents };
    },
    async get(id) {
      const found = await deps.incidents.get(id);
      if (found === undefined) throw new NotFoundError('Incident', id);
      return found;
    },
    async open(sites, note) {
      const snap = await snapshot();
      const unique = [...new Set(sites)];
      const unknown = unique.filter((site) => !snap.index.sites.has(site));
      const [first] = unknown;
      if (first !== undefined) throw new NotFoundError('Site', first);
      const { created } = await run({ sites: unique, note });
      const incident = created.find((i) => i.origin === 'manual');
      if (incident === undefined) {
        throw new ConflictError(
          'the incident was not opened: its likely cause is under maintenance with the "skip" behaviour',
        );
      }
      return incident;
    },
    withdrawMeasurements(source) {
      return { withdrawn: deps.measurements.withdrawSource(source) };
    },
    async resolve(id, note) {
      const nowMs = deps.now();
      let found: Incident | undefined;
      let seen: SeenMeasurement[] = [];
      await deps.incidents.updateLocked((open) => {
        found = open.find((i) => i.id === id);
        if (found === undefined) return { write: [], result: undefined };
        seen = found.affected.flatMap((affected) => {
          const measurement = deps.measurements.latest(affected.pathId, affected.direction, nowMs);
          return measurement === undefined ? [] : [{ affected, measurement }];
        });
        resolveByHand(found, nowMs, note, seen);
        return { write: [found], result: undefined };
      });
      for (const { affected, measurement } of seen) {
        deps.measurements.setAside(affected.pathId, affected.direction, measurement.tsMs);
      }
      if (found === undefined) {
        if ((await deps.incidents.get(id)) !== undefined) {
          throw new ConflictError(`incident ${id} is already resolved`);
        }
        throw new NotFoundError('Incident', id);
      }
      deps.notifier?.written([found], new Set());
      return found;
    },
  };
}

/**
 * Whether `after` is `before` read again (analysis `sameTopologySteps`), compared a slice at a
 * time with the event loop let through between slices.
 */
async function sameTopology(before: Topology, after: Topology): Promise<boolean> {
  const comparing = sameTopologySteps(before, after);
  for (let step = comparing.next(); ; step = comparing.next()) {
    if (step.done === true) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * `stateOf`, each link direction asked for once: the first answer (none included) is kept, so one
 * evaluation judges a link by one state however often it reads it.
 */
function keptReadings(
  stateOf: (linkId: string, direction: Direction) => LinkReading | undefined,
): LiveInputs['reading'] {
  const kept = new Map<string, Partial<Record<Direction, LinkReading | null>>>();
  return (linkId, direction) => {
    let both = kept.get(linkId);
    if (both === undefined) {
      both = {};
      kept.set(linkId, both);
    }
    let reading = both[direction];
    if (reading === undefined) {
      reading = stateOf(linkId, direction) ?? null;
      both[direction] = reading;
    }
    return reading ?? undefined;
  };
}
