import {
  maintenanceWindowState,
  PATH_STATUS_SEVERITY,
  type Incident,
  type LinkLiveState,
  type PathHealthResponse,
  type PathStatusName,
  type TopologyResponse,
} from '@tiermap/domain';
import { formatBps, formatDuration, formatPercent } from '../../app/format.js';
import type { OversubscribedRow } from './report-model.js';

/** A link direction this full (fresh samples only) is a capacity risk on page 1. */
export const NEAR_CAPACITY = 0.8;
/** Each part of page 1 names at most this many items, then says how many more there are. */
export const SUMMARY_ITEMS = 5;

/** "26 Nov 2026 05:40 UTC": the time a reader of a printed page needs, to the minute. */
export function humanTime(ms: number): string {
  const d = new Date(ms);
  const month = d.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
  const hh = String(d.getUTCHours()).padStart(2, '0');
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  return `${d.getUTCDate()} ${month} ${d.getUTCFullYear()} ${hh}:${mm} UTC`;
}

export interface SummaryPart {
  /** "Open incidents", "Worst paths", "Maintenance", "Capacity risks". */
  title: string;
  /** True when something here needs a reader's attention. */
  attention: boolean;
  /** One plain sentence each. */
  sentences: string[];
}

export interface HealthSummaryInput {
  generatedAtMs: number;
  topology: Pick<TopologyResponse, 'sites' | 'links' | 'carriers' | 'maintenances'>;
  live: readonly LinkLiveState[];
  incidents: readonly Pick<Incident, 'title' | 'openedAtMs' | 'affected' | 'suspects'>[];
  health: PathHealthResponse | null;
  oversubscribed: readonly Pick<OversubscribedRow, 'name' | 'ratio' | 'detail'>[];
}

/** Worst first: a path that carries nothing is worse than a lossy one, and so on. */
const STATUS_WORDS: Readonly<Record<PathStatusName, string>> = {
  outage: 'is out (no traffic gets through)',
  dark: 'is dark (no data from its links)',
  lossy: 'loses packets',
  congested: 'is congested',
  unknown: 'has an unknown status',
  ok: 'is ok',
};

function moreOf<T>(items: readonly T[], sentence: (item: T) => string, what: string): string[] {
  const shown = items.slice(0, SUMMARY_ITEMS).map(sentence);
  const rest = items.length - shown.length;
  if (rest > 0) shown.push(`${rest} more ${what}: see the appendix.`);
  return shown;
}

function incidentsPart(input: HealthSummaryInput, site: (id: string) => string): SummaryPart {
  const { incidents, generatedAtMs } = input;
  if (incidents.length === 0) {
    return { title: 'Open incidents', attention: false, sentences: ['No incident is open.'] };
  }
  const sentences = moreOf(
    incidents,
    (incident) => {
      const bad = incident.affected.filter((a) => a.status !== 'ok');
      const directions = bad.map((a) => `${site(a.fromSiteId)} → ${site(a.toSiteId)}`);
      const suspect = [...incident.suspects].sort((a, b) => a.rank - b.rank)[0];
      const age = formatDuration(Math.max(0, generatedAtMs - incident.openedAtMs));
      return (
        `${incident.title}, open for ${age} since ${humanTime(incident.openedAtMs)}` +
        (directions.length === 0
          ? ', with every path direction recovered'
          : `, affecting ${directions.join(', ')}`) +
        (suspect === undefined ? '' : `; likeliest cause ${suspect.name}`) +
        '.'
      );
    },
    'incidents',
  );
  return { title: 'Open incidents', attention: true, sentences };
}

function pathsPart(input: HealthSummaryInput, site: (id: string) => string): SummaryPart {
  const title = 'Worst paths';
  const { health } = input;
  if (health === null) {
    return {
      title,
      attention: false,
      sentences: ['Path status is not known: this server does not run the incident engine.'],
    };
  }
  const label = (row: PathHealthResponse['paths'][number]) =>
    `${site(row.fromSiteId)} → ${site(row.toSiteId)}`;
  // Worst first.
  const rank = (status: PathStatusName) => -PATH_STATUS_SEVERITY[status];
  const bad = health.paths
    .filter((row) => row.status !== 'ok')
    .sort(
      (a, b) =>
        rank(a.status) - rank(b.status) ||
        (b.maxUtilization ?? 0) - (a.maxUtilization ?? 0) ||
        label(a).localeCompare(label(b)),
    );
  if (bad.length === 0) {
    const busiest = [...health.paths].sort(
      (a, b) => (b.maxUtilization ?? 0) - (a.maxUtilization ?? 0),
    )[0];
    const sentences = [`All ${health.paths.length} path directions are ok.`];
    if (busiest?.maxUtilization !== undefined && busiest.maxUtilization !== null) {
      sentences.push(
        `The busiest is ${label(busiest)}, with its fullest hop at ${formatPercent(busiest.maxUtilization)}.`,
      );
    }
    return { title, attention: false, sentences };
  }
  const sentences = moreOf(
    bad,
    (row) => {
      const reason = row.reasons[0];
      return `${label(row)} ${STATUS_WORDS[row.status]}${reason === undefined ? '' : `: ${reason.replace(/\.$/, '')}`}.`;
    },
    'path directions are not ok',
  );
  sentences.push(
    `${health.paths.length - bad.length} of ${health.paths.length} path directions are ok.`,
  );
  return { title, attention: true, sentences };
}

function maintenancePart(input: HealthSummaryInput): SummaryPart {
  const { topology, generatedAtMs } = input;
  const carriers = new Map(topology.carriers.map((c) => [c.id, c.name]));
  const carrier = (id: string) => carriers.get(id) ?? id;
  const windows = [...topology.maintenances].sort(
    (a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt),
  );
  const open = windows.filter((m) => maintenanceWindowState(m, generatedAtMs) === 'open');
  const next = windows.find((m) => maintenanceWindowState(m, generatedAtMs) === 'upcoming');
  const pieces = (n: number) => `${n} piece${n === 1 ? '' : 's'} of equipment`;
  const sentences = open.map(
    (m) =>
      `Open now: ${m.title} by ${carrier(m.carrierId)}, until ${humanTime(Date.parse(m.endsAt))}, on ${pieces(m.equipmentIds.length)}.`,
  );
  if (open.length === 0) sentences.push('No maintenance window is open.');
  sentences.push(
    next === undefined
      ? 'No further window is announced.'
      : `Next: ${next.title} by ${carrier(next.carrierId)}, from ${humanTime(Date.parse(next.startsAt))} to ${humanTime(Date.parse(next.endsAt))} (in ${formatDuration(Date.parse(next.startsAt) - generatedAtMs)}).`,
  );
  return { title: 'Maintenance', attention: open.length > 0, sentences };
}

function capacityPart(input: HealthSummaryInput): SummaryPart {
  const links = new Map(input.topology.links.map((l) => [l.id, l]));
  const fullest = new Map<string, LinkLiveState>();
  for (const state of input.live) {
    if (state.stale || state.utilization === null || state.utilization < NEAR_CAPACITY) continue;
    const before = fullest.get(state.linkId);
    if (before === undefined || (before.utilization ?? 0) < state.utilization) {
      fullest.set(state.linkId, state);
    }
  }
  const near = [...fullest.values()].sort(
    (a, b) => (b.utilization ?? 0) - (a.utilization ?? 0) || a.linkId.localeCompare(b.linkId),
  );
  const sentences = [
    ...moreOf(
      input.oversubscribed,
      (row) => `${row.name} is oversubscribed ${row.ratio}: ${row.detail}.`,
      'blades or backplanes are oversubscribed',
    ),
    ...moreOf(
      near,
      (state) => {
        const link = links.get(state.linkId);
        const way = state.direction === 'AtoZ' ? 'A to Z' : 'Z to A';
        return `${link?.name ?? state.linkId} runs at ${formatPercent(state.utilization)} of its ${formatBps(link?.capacityBps)} (${way}).`;
      },
      'links are near capacity',
    ),
  ];
  if (input.oversubscribed.length === 0) sentences.push('No blade or backplane is oversubscribed.');
  if (near.length === 0) {
    sentences.push(`No link is at ${formatPercent(NEAR_CAPACITY)} of its capacity or more.`);
  }
  return {
    title: 'Capacity risks',
    attention: input.oversubscribed.length > 0 || near.length > 0,
    sentences,
  };
}

/**
 * Page 1 of the topology report, for a manager: open incidents, the worst paths, maintenance
 * (open and next) and capacity risks, each item one plain sentence, sites by name.
 */
export function healthSummary(input: HealthSummaryInput): SummaryPart[] {
  const names = new Map(input.topology.sites.map((s) => [s.id, s.name]));
  const site = (id: string) => names.get(id) ?? id;
  return [
    incidentsPart(input, site),
    pathsPart(input, site),
    maintenancePart(input),
    capacityPart(input),
  ];
}

/**
 * What a printed map says about the time it shows: "Map: topology and live load as of 26 Nov
 * 2026 05:40 UTC". An incident's map adds that this is the report's time, not the incident's.
 */
export function mapTimeNote(
  atMs: number,
  incident?: Pick<Incident, 'openedAtMs' | 'resolvedAtMs'>,
): string {
  const base = `Map: topology and live load as of ${humanTime(atMs)}`;
  if (incident === undefined) return `${base}.`;
  const span =
    incident.resolvedAtMs === null
      ? `opened ${humanTime(incident.openedAtMs)}, still open`
      : `${humanTime(incident.openedAtMs)} to ${humanTime(incident.resolvedAtMs)}`;
  return `${base}, when this report was made, not at the incident (${span}).`;
}
