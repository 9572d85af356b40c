import { groupBadPaths, type OpenIncidentView } from '../incident-grouping.js';
import type { HealthThresholds } from '../path-health.js';
import type { Observation } from '../rank-suspects.js';
import { alertEvidence, strongerEvidence } from '../alert-evidence.js';
import { diagnose, diagnosisWeights } from '../diagnose.js';
import {
  isWindowOpen,
  type Incident,
  type Maintenance,
  type PathChanged,
  type PathHealthRow,
  type SituationDto,
} from '@tiermap/domain';
import { collectorDown, isBad, type LiveInputs } from './path-states.js';
import { observedDirections, reroutedModel } from '../../observed/observed-risk.js';
import { incidentSituations } from './situations.js';
import type { DiagnosisSnapshot } from './snapshot.js';
import {
  bladeLoadsNow,
  faultEvidence,
  linkCounters,
  liveEvidence,
  suspectDtos,
  windowCoverage,
} from './suspects.js';

export interface EngineOptions {
  thresholds: HealthThresholds;
  /** An automatic incident resolves once all its paths have been good this long. */
  resolveAfterMs: number;
  newId(nowMs: number): string;
}

export interface EngineInputs {
  snapshot: DiagnosisSnapshot;
  live: LiveInputs;
  rows: readonly PathHealthRow[];
  /** Every maintenance window; those open at `live.nowMs` count. */
  windows: readonly Maintenance[];
  /** The incidents open before this evaluation. */
  open: readonly Incident[];
  /** Manual incidents to create in this evaluation: their sites and note. */
  manual?: ReadonlyArray<{ sites: readonly string[]; note?: string | undefined }>;
}

/**
 * One evaluation: brings every open incident up to date with the live data, groups newly bad
 * path directions into incidents by cause (joining an open one or opening one per fault), ranks each
 * incident's suspects, applies the known-situation rules, and resolves automatic incidents whose
 * paths have stayed good. Returns every incident that is new or that this evaluation changed (to be
 * written), and which of them are new.
 * Pure: the clock and ids come in through `inputs` and `options`.
 */
export function evaluateIncidents(
  inputs: EngineInputs,
  options: EngineOptions,
): { written: Incident[]; created: Incident[] } {
  const { live, rows } = inputs;
  const nowMs = live.nowMs;
  // While a direction's trace leaves its declared path, what the trace crossed is its risk set.
  const observed = observedDirections(inputs.snapshot, live);
  const changed = new Map(
    [...observed]
      .filter(([, o]) => o.comparison.verdict === 'changed')
      .map(([at, o]) => [at, o.comparison]),
  );
  const snapshot =
    changed.size === 0
      ? inputs.snapshot
      : {
          ...inputs.snapshot,
          model: reroutedModel(inputs.snapshot.model, changed, inputs.snapshot),
        };
  const down = collectorDown(rows);
  const bad = new Set(rows.flatMap((row, at) => (isBad(row.status, down) ? [at] : [])));
  const keyOf = (at: number) => snapshot.model.observables[at]?.key ?? '';
  const incidents = inputs.open.map((incident) => structuredClone(incident));
  // What each open incident was, to write only those this evaluation changes.
  const before = new Map(inputs.open.map((incident) => [incident.id, JSON.stringify(incident)]));

  // 1. The paths of open incidents: turned good, or bad again.
  for (const incident of incidents) {
    for (const affected of incident.affected) {
      const at = snapshot.observableAt.get(`${affected.pathId}@${affected.direction}`);
      const row = at === undefined ? undefined : rows[at];
      if (row === undefined || at === undefined) continue;
      affected.status = row.status;
      const label = `${row.fromSiteId} → ${row.toSiteId}`;
      notePathChange(incident, affected, row.pathChanged, label, nowMs);
      if (bad.has(at) && affected.recoveredAtMs !== null) {
        affected.recoveredAtMs = null;
        incident.timeline.push({
          atMs: nowMs,
          kind: 'path-bad',
          message: `${label} is ${row.status} again`,
        });
      } else if (!bad.has(at) && affected.recoveredAtMs === null) {
        affected.recoveredAtMs = nowMs;
        incident.timeline.push({
          atMs: nowMs,
          kind: 'path-recovered',
          message: `${label} is ${row.status}`,
        });
      }
    }
  }

  // 2. Newly bad paths join the open incident whose cause explains them with its own paths, or
  // open incidents of their own: one per fault.
  const bladeLoads = bladeLoadsNow(snapshot, live);
  // The links' own counters are a likelihood term of the ranking: an erring link direction
  // argues for every element whose failure would raise it (the link, its trunk, blades and
  // routers). The prior weights keep the link's own loss: of those, the link itself is the
  // likeliest (a skip window on its router must not win the ranking from it).
  const counters = linkCounters(snapshot, live);
  // Alerts other monitoring raised on an element count as its own bad state.
  const evidence = strongerEvidence(
    liveEvidence(snapshot, live, bladeLoads, options.thresholds),
    alertEvidence(snapshot.model, live.alerts ?? []),
  );
  const ownFaults = faultEvidence(snapshot, live, bladeLoads, options.thresholds);
  const openWindows = inputs.windows.filter((w) => isWindowOpen(w, nowMs));
  const coverage = windowCoverage(snapshot, openWindows);
  const covered = new Set(coverage.keys());
  const named = new Set(
    snapshot.model.elements
      .filter((e) => coverage.get(e.key)?.equipmentIds.includes(e.id) === true)
      .map((e) => e.key),
  );
  const weights = diagnosisWeights(snapshot.model, covered, evidence);
  const heldNow = new Set(
    incidents.flatMap((i) => i.affected.map((a) => `${a.pathId}@${a.direction}`)),
  );
  const seenNow: Observation[] = rows.map((row, at) => {
    if (bad.has(at)) return 'bad';
    return row.status === 'unknown' || (row.status === 'dark' && down) ? 'unknown' : 'good';
  });
  const views: OpenIncidentView[] = incidents
    .filter((i) => i.origin === 'auto')
    .map((incident) => ({
      id: incident.id,
      bad: incident.affected.flatMap((a) => {
        const at = snapshot.observableAt.get(`${a.pathId}@${a.direction}`);
        return at !== undefined && bad.has(at) ? [at] : [];
      }),
    }));
  const newlyBad = [...bad].filter((at) => !heldNow.has(keyOf(at)));
  const grouping = groupBadPaths(snapshot.model, seenNow, views, newlyBad, {
    priorWeights: weights,
  });
  const affectedEntry = (key: string) => {
    const at = snapshot.observableAt.get(key) ?? -1;
    const o = snapshot.model.observables[at];
    const row = rows[at];
    if (o === undefined || row === undefined) return undefined;
    return {
      pathId: o.pathId,
      direction: o.direction,
      fromSiteId: o.fromSiteId,
      toSiteId: o.toSiteId,
      status: row.status,
      sinceMs: nowMs,
      recoveredAtMs: bad.has(at) ? null : nowMs,
    };
  };
  for (const [id, indexes] of grouping.joins) {
    const incident = incidents.find((i) => i.id === id);
    if (incident === undefined) continue;
    for (const at of indexes) {
      const entry = affectedEntry(keyOf(at));
      if (entry === undefined) continue;
      const site = snapshot.paths.get(entry.pathId)?.zSiteId ?? entry.toSiteId;
      const joining =
        !incident.sites.includes(site) && !incident.affected.some((a) => a.pathId === entry.pathId);
      incident.affected.push(entry);
      notePathChange(
        incident,
        entry,
        rows[at]?.pathChanged,
        `${entry.fromSiteId} → ${entry.toSiteId}`,
        nowMs,
      );
      incident.timeline.push({
        atMs: nowMs,
        kind: 'path-bad',
        message: `${joining ? `${site} joined: ` : ''}${entry.fromSiteId} → ${entry.toSiteId} turned ${entry.status}`,
      });
    }
  }
  const created: Incident[] = [];
  const newIncident = (origin: 'auto' | 'manual', keys: readonly string[], opening: string) => {
    const affected = keys.flatMap((key) => affectedEntry(key) ?? []);
    const incident: Incident = {
      id: options.newId(nowMs),
      title: '',
      status: 'open',
      origin,
      openedAtMs: nowMs,
      updatedAtMs: nowMs,
      resolvedAtMs: null,
      sites: [],
      affected,
      known: null,
      situations: [],
      suspects: [],
      timeline: [{ atMs: nowMs, kind: 'opened', message: opening }],
    };
    for (const entry of affected) {
      const at = snapshot.observableAt.get(`${entry.pathId}@${entry.direction}`);
      const change = at === undefined ? undefined : rows[at]?.pathChanged;
      notePathChange(incident, entry, change, `${entry.fromSiteId} → ${entry.toSiteId}`, nowMs);
    }
    created.push(incident);
    return incident;
  };
  for (const group of grouping.opens) {
    const keys = group.map(keyOf);
    const labels = keys.map((key) => {
      const entry = affectedEntry(key);
      return entry === undefined ? key : `${entry.fromSiteId} → ${entry.toSiteId} ${entry.status}`;
    });
    newIncident('auto', keys, `opened: ${labels.join(', ')}`);
  }
  for (const request of inputs.manual ?? []) {
    const sites = new Set(request.sites);
    const keys = snapshot.model.observables
      .filter((o) => sites.has(o.fromSiteId) || sites.has(o.toSiteId))
      .map((o) => o.key);
    const incident = newIncident(
      'manual',
      keys,
      `opened by hand for ${[...sites].join(', ')}${request.note === undefined ? '' : `: ${request.note}`}`,
    );
    incident.sites = [...sites].sort();
  }

  // 3. Suspects, situations and status of every incident.
  const all = [...incidents, ...created];
  const heldBy = new Map<string, string>();
  for (const incident of all) {
    for (const a of incident.affected) heldBy.set(`${a.pathId}@${a.direction}`, incident.id);
  }
  const written: Incident[] = [];
  for (const incident of all) {
    const mine = incident.affected.flatMap((a) => {
      const at = snapshot.observableAt.get(`${a.pathId}@${a.direction}`);
      return at === undefined ? [] : [at];
    });
    const mineBad = mine.filter((at) => bad.has(at));
    // Sites reported by hand with nothing bad in the live data: the report is the evidence, and
    // several sites reported together point at one shared cause.
    const byReport = incident.origin === 'manual' && mineBad.length === 0;
    const reported = byReport ? mine : mineBad;
    if (reported.length > 0) {
      const observations: Observation[] = rows.map((row, at) => {
        if (reported.includes(at)) return 'bad';
        const holder = heldBy.get(keyOf(at));
        if (holder !== undefined && holder !== incident.id) return 'unknown';
        if (bad.has(at) || row.status === 'unknown' || (row.status === 'dark' && down)) {
          return 'unknown';
        }
        return mine.includes(at) ? 'unknown' : 'good';
      });
      const { ranking, maintenance: windowsExplain } = diagnose({
        model: snapshot.model,
        observations,
        covered,
        named,
        evidence,
        priorWeights: weights,
        // A report by hand with nothing bad in the live data is taken as the evidence: clean
        // counters would only make "nothing failed" outweigh the person who saw it fail.
        ...(byReport ? {} : { counters }),
        faultEvidence: ownFaults,
        maxCauses: byReport ? 1 : 2,
        explainEach: byReport ? bySite(snapshot, mine) : [],
      });
      const previousTop = incident.suspects[0];
      incident.suspects = suspectDtos(
        snapshot,
        ranking,
        live,
        coverage,
        bladeLoads,
        snapshot.oversubscribedBlades,
        reported.length,
      );
      const top = incident.suspects[0];
      if (
        top !== undefined &&
        (previousTop?.id !== top.id || previousTop.direction !== top.direction)
      ) {
        incident.timeline.push({
          atMs: nowMs,
          kind: 'suspect',
          message: `top suspect: ${top.name} (${top.kind}, ${top.directionLabel})`,
        });
      }
      incident.situations = incidentSituations({
        snapshot,
        live,
        affected: mine,
        rows,
        maintenance: { evidence: windowsExplain, coverage },
        bladeLoads,
        lossProblemRatio: options.thresholds.lossProblemRatio,
        collectorIsDown: down,
      });
      incident.situations.push(...pathChangeSituations(incident, snapshot));
      const maintenance = incident.situations.find((s) => s.code === 'maintenance');
      const window = openWindows.find((w) => w.id === maintenance?.maintenanceId);
      if (maintenance !== undefined && window !== undefined) {
        if (incident.known?.message !== maintenance.message) {
          incident.timeline.push({ atMs: nowMs, kind: 'known', message: maintenance.message });
        }
        incident.known = {
          message: maintenance.message,
          maintenanceId: window.id,
          behaviour: window.behaviour,
        };
      } else if (incident.known !== null) {
        // What made it known no longer explains it (a real fault joined, the window closed).
        incident.timeline.push({
          atMs: nowMs,
          kind: 'note',
          message: 'no longer explained by scheduled maintenance',
        });
        incident.known = null;
      }
    }
    if (incident.origin === 'manual') {
      incident.sites = incident.sites.length > 0 ? incident.sites : sitesOf(snapshot, incident);
    } else {
      incident.sites = sitesOf(snapshot, incident);
    }
    incident.title = titleOf(incident, snapshot);
    const recovered = incident.affected.every((a) => a.recoveredAtMs !== null);
    const lastRecovery = Math.max(0, ...incident.affected.map((a) => a.recoveredAtMs ?? 0));
    if (
      incident.origin === 'auto' &&
      recovered &&
      incident.affected.length > 0 &&
      nowMs - lastRecovery >= options.resolveAfterMs
    ) {
      incident.status = 'resolved';
      incident.resolvedAtMs = nowMs;
      incident.timeline.push({
        atMs: nowMs,
        kind: 'resolved',
        message: `resolved: every path good for ${Math.round(options.resolveAfterMs / 1000)} s`,
      });
    }
    // Scheduled work with the "skip" behaviour opens no incident.
    if (created.includes(incident) && incident.known?.behaviour === 'skip') continue;
    // Unchanged: nothing to write (at 500 paths, writing every open incident each evaluation
    // was the largest part of its time).
    if (before.get(incident.id) === JSON.stringify(incident)) continue;
    incident.updatedAtMs = nowMs;
    written.push(incident);
  }
  return { written, created: created.filter((incident) => written.includes(incident)) };
}

/** Observable indexes grouped by their path's non-Tier0 site: one set per reported site. */
function bySite(snapshot: DiagnosisSnapshot, observables: readonly number[]): number[][] {
  const sets = new Map<string, number[]>();
  for (const at of observables) {
    const pathId = snapshot.model.observables[at]?.pathId ?? '';
    const siteId = snapshot.paths.get(pathId)?.zSiteId ?? pathId;
    sets.set(siteId, [...(sets.get(siteId) ?? []), at]);
  }
  return [...sets.values()];
}

/** The non-Tier0 sites of an incident's paths (a path's Z site), sorted. */
function sitesOf(snapshot: DiagnosisSnapshot, incident: Incident): string[] {
  return [
    ...new Set(incident.affected.map((a) => snapshot.paths.get(a.pathId)?.zSiteId ?? a.toSiteId)),
  ].sort();
}

function titleOf(incident: Incident, snapshot: DiagnosisSnapshot): string {
  const top = incident.suspects[0];
  const badCount = incident.affected.filter((a) => a.recoveredAtMs === null).length;
  const where = incident.sites.join(', ');
  const maintenance = incident.situations.find(
    (s) => s.code === 'maintenance' && s.maintenanceId === incident.known?.maintenanceId,
  );
  if (incident.known !== null && maintenance !== undefined) {
    // Named after the equipment under the window that explains it, not the top suspect.
    const names = [
      ...new Set(
        maintenance.equipment.map(({ kind, id }) =>
          kind === 'site'
            ? id
            : snapshot.info({ key: '', kind, id, direction: 'both', observables: [] }).name,
        ),
      ),
    ];
    return `${where}: known, ${names.join(', ')} under maintenance`;
  }
  const what =
    top === undefined
      ? `${badCount} path direction${badCount === 1 ? '' : 's'} bad`
      : `${top.name} suspected`;
  return `${where}: ${what}`;
}

/**
 * Records on an affected path direction whether its trace leaves the declared path, with a
 * timeline note when that starts or ends.
 */
function notePathChange(
  incident: Incident,
  affected: Incident['affected'][number],
  change: PathChanged | undefined,
  label: string,
  nowMs: number,
): void {
  const had = affected.pathChanged;
  if (change === undefined) {
    if (had === undefined) return;
    delete affected.pathChanged;
    incident.timeline.push({
      atMs: nowMs,
      kind: 'note',
      message: `${label} is back on its declared path`,
    });
    return;
  }
  affected.pathChanged = change;
  if (had?.message !== change.message) {
    incident.timeline.push({ atMs: nowMs, kind: 'note', message: `${label}: ${change.message}` });
  }
}

/** One "path changed" situation per affected direction whose trace leaves the declared path. */
function pathChangeSituations(incident: Incident, snapshot: DiagnosisSnapshot): SituationDto[] {
  return incident.affected.flatMap((a) => {
    const change = a.pathChanged;
    if (change === undefined) return [];
    const ids = [...change.skippedRouterIds, ...change.addedRouterIds];
    return [
      {
        code: 'path-changed' as const,
        known: false,
        message: `${a.fromSiteId} → ${a.toSiteId}: ${change.message}; the routers the trace crossed are its suspects`,
        equipment: [...new Set(ids)].map((id) => ({
          kind: 'router' as const,
          id,
          name: snapshot.routeLookups.routerName(id),
        })),
      },
    ];
  });
}
