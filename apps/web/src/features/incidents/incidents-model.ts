import type {
  Incident,
  IncidentList,
  PathStatusName,
  SituationDto,
  Suspect,
  TimelineEntry,
  TopologyResponse,
} from '@tiermap/domain';
import { formatDuration, formatUtcMinute, formatUtcTime } from '../../app/format.js';

/**
 * How an incident should look: `alarm` (open and unexplained: red), `known` (open but
 * recognised as scheduled work: muted blue, never red), `resolved` (grey). Work announced with
 * the `run` behaviour keeps its alerts: known, but still an alarm.
 */
export type IncidentTone = 'alarm' | 'known' | 'resolved';

export interface IncidentRow {
  id: string;
  title: string;
  status: Incident['status'];
  tone: IncidentTone;
  known: boolean;
  /** What is known about it (scheduled maintenance), when known. */
  knownMessage: string | undefined;
  sites: string[];
  /** "open 12 min", or "resolved after 14 min". */
  age: string;
  openedAt: string;
  /** The top suspect in one line: name, kind and direction; undefined when none is ranked. */
  topSuspect: string | undefined;
  /** Path directions still bad now. */
  badNow: number;
}

const TONE_ORDER: Record<IncidentTone, number> = { alarm: 0, known: 1, resolved: 2 };

export function incidentTone(incident: Incident): IncidentTone {
  if (incident.status === 'resolved') return 'resolved';
  return incident.known === null || incident.known.behaviour === 'run' ? 'alarm' : 'known';
}

/** The known message without its "known:" prefix: the KNOWN badge beside it says so. */
function knownText(message: string): string {
  return message.replace(/^known:\s*/i, '');
}

/** "GÉANT2 Paris–Geneva · link · GÉANT2 Paris → GÉANT2 Geneva (FZK → CERN)". */
export function suspectLine(suspect: Suspect): string {
  return `${suspect.name} · ${suspect.kind} · ${suspect.directionLabel}`;
}

function ageText(incident: Incident, nowMs: number): string {
  return incident.status === 'open'
    ? `open ${formatDuration(nowMs - incident.openedAtMs)}`
    : `resolved after ${formatDuration((incident.resolvedAtMs ?? incident.updatedAtMs) - incident.openedAtMs)}`;
}

/**
 * The list as rows: unexplained open incidents first, then known (scheduled) ones, then the
 * resolved; newest first within each.
 */
export function incidentRows(incidents: readonly Incident[], nowMs: number): IncidentRow[] {
  return incidents
    .map((incident) => ({ incident, tone: incidentTone(incident) }))
    .sort(
      (a, b) =>
        TONE_ORDER[a.tone] - TONE_ORDER[b.tone] ||
        b.incident.openedAtMs - a.incident.openedAtMs ||
        a.incident.id.localeCompare(b.incident.id),
    )
    .map(({ incident, tone }) => {
      const top = incident.suspects[0];
      return {
        id: incident.id,
        title: incident.title,
        status: incident.status,
        tone,
        known: incident.known !== null,
        knownMessage: incident.known === null ? undefined : knownText(incident.known.message),
        sites: incident.sites,
        age: ageText(incident, nowMs),
        openedAt: formatUtcMinute(incident.openedAtMs, nowMs),
        topSuspect: top === undefined ? undefined : suspectLine(top),
        badNow: incident.affected.filter((a) => a.recoveredAtMs === null).length,
      };
    });
}

/** How far the list can be trusted: `fresh`, `stale` (evaluation behind), `unreachable`. */
export interface IncidentsFreshness {
  state: 'loading' | 'fresh' | 'stale' | 'unreachable';
  text: string;
}

/**
 * What a person may conclude from the list: when the API cannot be reached or has not evaluated
 * for a while, an empty or short list is not an all-clear, and this says so.
 * `list` is the last list that arrived (kept while the API is unreachable), `error` the failure
 * of the latest request.
 */
export function incidentsFreshness(
  list: IncidentList | undefined,
  error: string | undefined,
  nowMs: number,
  /**
   * An evaluation older than this has fallen behind: the server's `evaluationStaleAfterMs`;
   * undefined until `GET /api/config` has answered (the list waits for it, as loading).
   */
  staleAfterMs: number | undefined,
): IncidentsFreshness {
  const evaluated =
    list?.evaluatedAtMs === null || list?.evaluatedAtMs === undefined
      ? undefined
      : `${formatUtcTime(list.evaluatedAtMs, nowMs)} (${formatDuration(nowMs - list.evaluatedAtMs)} ago)`;
  if (error !== undefined) {
    return {
      state: 'unreachable',
      text:
        `Cannot reach the incidents API: ${error.replace(/\.$/, '')}. ` +
        (list === undefined
          ? 'No incidents can be shown, which is not an all-clear.'
          : `Showing the last list received${evaluated === undefined ? '' : `, evaluated ${evaluated}`}; it may be out of date.`) +
        ' Retrying by itself.',
    };
  }
  if (list === undefined || staleAfterMs === undefined) {
    return { state: 'loading', text: 'Loading the incidents…' };
  }
  if (list.evaluatedAtMs === null || evaluated === undefined) {
    return {
      state: 'stale',
      text: 'The API has not evaluated the live data yet: incidents may be missing.',
    };
  }
  if (nowMs - list.evaluatedAtMs > staleAfterMs) {
    return {
      state: 'stale',
      text: `Incidents last evaluated ${evaluated}: the diagnosis is behind, the list may be out of date.`,
    };
  }
  return { state: 'fresh', text: `Evaluated ${evaluated}` };
}

/** Where a suspect is shown on the map: a link or router itself, a trunk's first member, a blade's router. */
export type MapTarget = { kind: 'link' | 'router'; id: string };

/**
 * One suspect as one line: its name (a button to the map), then the API's explanation after the
 * name (its direction, what it explains, its own reading in the failing direction, a window over
 * it), and the look-alikes folded under it.
 */
export interface SuspectView {
  rank: number;
  key: string;
  kind: Suspect['kind'];
  id: string;
  name: string;
  /** The carrier's name, for the name's tooltip. */
  carrier: string;
  /** The rest of the line after the name, e.g. " (Paris → Geneva): explains 4 of 4 …". */
  line: string;
  /** The equipment the paths cannot tell from it, each element once: "blade GVA slot 3". */
  lookAlikes: string[];
  cause: boolean;
  target: MapTarget | undefined;
}

export interface AffectedView {
  key: string;
  /** "FZK → CERN". */
  label: string;
  status: PathStatusName;
  bad: boolean;
  since: string;
  /** When it recovered, while it stays good; undefined while bad. */
  recovered: string | undefined;
  /** "path changed: skipped GÉANT2 Paris" while its trace leaves the declared path. */
  pathChanged: string | undefined;
}

export interface SituationView {
  key: string;
  label: string;
  known: boolean;
  message: string;
  equipment: string[];
}

export interface TimelineView {
  key: string;
  at: string;
  kind: TimelineEntry['kind'];
  message: string;
}

export interface IncidentDetail {
  row: IncidentRow;
  origin: string;
  resolvedAt: string | undefined;
  known: { message: string; maintenanceId: string; behaviour: string } | undefined;
  affected: AffectedView[];
  situations: SituationView[];
  suspects: SuspectView[];
  timeline: TimelineView[];
  /** The sites to open in the map's incident view. */
  mapSites: string[];
}

const SITUATION_LABELS: Record<SituationDto['code'], string> = {
  maintenance: 'Scheduled maintenance',
  'load-sharing': 'Load-sharing fault',
  asymmetry: 'One direction much worse',
  'blade-overload': 'Blade over its fabric',
  'site-problem': 'Site problem',
  'path-changed': 'Path changed',
};

const BEHAVIOUR_TEXT: Record<NonNullable<Incident['known']>['behaviour'], string> = {
  skip: 'alerts skipped',
  mute: 'alerts muted',
  run: 'alerts still run',
};

function mapTarget(
  suspect: Suspect,
  topology: TopologyResponse | undefined,
): MapTarget | undefined {
  switch (suspect.kind) {
    case 'link':
    case 'router':
      return { kind: suspect.kind, id: suspect.id };
    case 'trunk': {
      const first = topology?.trunks.find((t) => t.id === suspect.id)?.memberLinkIds[0];
      return first === undefined ? undefined : { kind: 'link', id: first };
    }
    case 'blade': {
      // The map shows blades in their router's panel; the API names the router.
      const { routerId } = suspect;
      return routerId !== null && topology?.routers.some((r) => r.id === routerId) === true
        ? { kind: 'router', id: routerId }
        : undefined;
    }
  }
}

/**
 * A suspect as the map highlights it: a blade by its router (the API names it), everything else
 * as it is.
 */
export function suspectOnMap(suspect: Pick<Suspect, 'kind' | 'id' | 'routerId'>): {
  kind: Suspect['kind'];
  id: string;
} {
  return suspect.kind === 'blade' && suspect.routerId !== null
    ? { kind: 'router', id: suspect.routerId }
    : { kind: suspect.kind, id: suspect.id };
}

/** "link GÉANT2 Paris–Geneva (both ways)": a look-alike in the words of the suspect line. */
function lookAlikes(suspect: Suspect): string[] {
  const seen = new Set([`${suspect.kind}:${suspect.id}`]);
  const lines: string[] = [];
  for (const a of suspect.alternatives) {
    // One element once: a link's one direction and the link both ways are the same equipment.
    const key = `${a.kind}:${a.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push(
      a.kind === 'link' || a.kind === 'trunk'
        ? `${a.kind} ${a.name} (${a.directionLabel})`
        : `${a.kind} ${a.name}`,
    );
  }
  return lines;
}

type EquipmentRef = SituationDto['equipment'][number];

/** A name for every piece of equipment the topology knows, by "kind:id". */
function equipmentNames(topology: TopologyResponse | undefined): Map<string, string> {
  const names = new Map<string, string>();
  for (const r of topology?.routers ?? []) names.set(`router:${r.id}`, r.name);
  for (const l of topology?.links ?? []) names.set(`link:${l.id}`, l.name);
  for (const t of topology?.trunks ?? []) names.set(`trunk:${t.id}`, t.name);
  for (const s of topology?.sites ?? []) names.set(`site:${s.id}`, s.name);
  return names;
}

/**
 * "GÉANT2 Paris–Geneva" for a link, by the name the API gave it or the topology's; the id when
 * neither knows it (a blade's id is never taken apart: the API names blades).
 */
function equipmentName(e: EquipmentRef, names: ReadonlyMap<string, string>): string {
  return e.name ?? names.get(`${e.kind}:${e.id}`) ?? e.id;
}

/**
 * The equipment of a situation by name, leaving out what its message already names, so each
 * element is read once.
 */
function situationEquipment(s: SituationDto, names: ReadonlyMap<string, string>): string[] {
  return s.equipment
    .map((e) => ({ kind: e.kind, name: equipmentName(e, names) }))
    .filter((e) => !s.message.includes(e.name))
    .map((e) => `${e.kind} ${e.name}`);
}

/** Everything the detail of one incident shows, in the words and units people read. */
export function incidentDetail(
  incident: Incident,
  topology: TopologyResponse | undefined,
  nowMs: number,
): IncidentDetail {
  const carriers = new Map((topology?.carriers ?? []).map((c) => [c.id, c.name]));
  const names = equipmentNames(topology);
  const [row] = incidentRows([incident], nowMs);
  if (row === undefined) throw new Error('incidentRows dropped an incident');
  return {
    row,
    origin: incident.origin === 'auto' ? 'opened automatically from bad paths' : 'opened by hand',
    resolvedAt:
      incident.resolvedAtMs === null ? undefined : formatUtcTime(incident.resolvedAtMs, nowMs),
    known:
      incident.known === null
        ? undefined
        : {
            message: knownText(incident.known.message),
            maintenanceId: incident.known.maintenanceId,
            behaviour: BEHAVIOUR_TEXT[incident.known.behaviour],
          },
    affected: incident.affected
      .map((a) => ({ a, bad: a.recoveredAtMs === null }))
      .sort((x, y) => Number(y.bad) - Number(x.bad) || x.a.sinceMs - y.a.sinceMs)
      .map(({ a, bad }) => ({
        key: `${a.pathId}@${a.direction}`,
        label: `${a.fromSiteId} → ${a.toSiteId}`,
        status: a.status,
        bad,
        since: `${formatUtcMinute(a.sinceMs, nowMs)} (${formatDuration(nowMs - a.sinceMs)})`,
        recovered: a.recoveredAtMs === null ? undefined : formatUtcMinute(a.recoveredAtMs, nowMs),
        pathChanged:
          a.pathChanged === undefined
            ? undefined
            : `${a.pathChanged.message} (since ${formatUtcMinute(a.pathChanged.sinceMs, nowMs)})`,
      })),
    situations: incident.situations.map((s, i) => ({
      key: `${s.code}-${i}`,
      label: SITUATION_LABELS[s.code],
      known: s.known,
      message: s.message,
      equipment: situationEquipment(s, names),
    })),
    suspects: incident.suspects
      .slice()
      .sort((a, b) => a.rank - b.rank)
      .map((s) => ({
        rank: s.rank,
        key: `${s.kind}:${s.id}:${s.direction}`,
        kind: s.kind,
        id: s.id,
        name: s.name,
        carrier: s.carrierId === null ? '—' : (carriers.get(s.carrierId) ?? s.carrierId),
        line: s.explanation.startsWith(s.name)
          ? s.explanation.slice(s.name.length)
          : ` — ${s.explanation}`,
        lookAlikes: lookAlikes(s),
        cause: s.cause,
        target: mapTarget(s, topology),
      })),
    timeline: incident.timeline.map((t, i) => ({
      key: `${t.atMs}-${i}`,
      at: formatUtcMinute(t.atMs, nowMs),
      kind: t.kind,
      message: t.message,
    })),
    mapSites: [...incident.sites].sort((a, b) => a.localeCompare(b)),
  };
}
