import {
  maintenanceWindowState,
  type Direction,
  type HopDetail,
  type Incident,
  type Maintenance,
  type OversubscriptionResponse,
  type PathDetail,
  type ReportTimes,
  type SharedResponse,
  type TopologyResponse,
  type TrunksResponse,
} from '@tiermap/domain';
import { formatBps, formatDuration, formatMs } from '../../app/format.js';

/** "2026-11-25 01:02:03 UTC": reports are read later and elsewhere, so always the full date. */
export function reportTime(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

export interface TimesView {
  generated: string;
  /** When the newest live sample was taken, and how old it was when the report was made. */
  live: string;
  /** Set when some or all live data was stale: the reader must not take the colours as current. */
  warning: string | undefined;
}

/** The report's times in words, with a warning whenever the live data is not current. */
export function timesView(times: ReportTimes): TimesView {
  const generated = reportTime(times.generatedAtMs);
  if (times.liveAtMs === null) {
    return { generated, live: 'no live data', warning: 'No live data: the map shows no load.' };
  }
  const age = formatDuration(Math.max(0, times.generatedAtMs - times.liveAtMs));
  const live = `${reportTime(times.liveAtMs)} (${age} before the report)`;
  const stale = times.staleDirections;
  const warning =
    stale === 0
      ? undefined
      : stale >= times.liveDirections
        ? `All live data is stale (older than ${formatDuration(times.staleAfterMs)}): the load shown is not current.`
        : `${stale} of ${times.liveDirections} link directions have stale data (older than ${formatDuration(times.staleAfterMs)}), drawn grey.`;
  return { generated, live, warning };
}

export interface HopRow {
  key: string;
  hop: number;
  /** "gva1 → fra1". */
  routers: string;
  /** Link names, or the trunk's name and its members. */
  via: string;
  carriers: string;
  capacity: string;
  rtt: string;
}

export interface PathSection {
  id: string;
  /** "CERN → FZK (GridKa)". */
  title: string;
  symmetric: boolean;
  directions: { direction: Direction; label: string; rtt: string; hops: HopRow[] }[];
}

function hopRow(
  hop: HopDetail,
  names: {
    routers: Map<string, string>;
    carriers: Map<string, string>;
    trunks: Map<string, string>;
  },
): HopRow {
  const router = (id: string) => names.routers.get(id) ?? id;
  const links = hop.links.map((l) => l.name).join(', ');
  const trunk =
    hop.trunkId === undefined ? undefined : (names.trunks.get(hop.trunkId) ?? hop.trunkId);
  const rtts = hop.links.map((l) => l.rttMs).filter((r): r is number => r !== undefined);
  return {
    key: `${hop.hop}`,
    hop: hop.hop + 1,
    routers: `${router(hop.fromRouterId)} → ${router(hop.toRouterId)}`,
    via: trunk === undefined ? links : `trunk ${trunk} (${links})`,
    carriers: [
      ...new Set(hop.links.map((l) => names.carriers.get(l.carrierId) ?? l.carrierId)),
    ].join(', '),
    capacity: formatBps(hop.capacityBps),
    rtt: rtts.length === 0 ? '–' : formatMs(Math.max(...rtts)),
  };
}

/** Every path, far site by name, with both directions hop by hop. */
export function pathSections(
  paths: readonly PathDetail[],
  topology: TopologyResponse,
): PathSection[] {
  const sites = new Map(topology.sites.map((s) => [s.id, s.name]));
  const names = {
    routers: new Map(topology.routers.map((r) => [r.id, r.name])),
    carriers: new Map(topology.carriers.map((c) => [c.id, c.name])),
    trunks: new Map(topology.trunks.map((t) => [t.id, t.name])),
  };
  return [...paths]
    .sort((a, b) => a.zSiteId.localeCompare(b.zSiteId))
    .map((path) => ({
      id: path.id,
      title: `${path.aSiteId} → ${path.zSiteId} (${sites.get(path.zSiteId) ?? path.zSiteId})`,
      symmetric: path.symmetric,
      directions: (['AtoZ', 'ZtoA'] as const).map((direction) => ({
        direction,
        label:
          direction === 'AtoZ'
            ? `${path.aSiteId} → ${path.zSiteId}`
            : `${path.zSiteId} → ${path.aSiteId}`,
        rtt: path.rttMs[direction] === undefined ? 'unknown' : formatMs(path.rttMs[direction]),
        hops: path.hops[direction].map((hop) => hopRow(hop, names)),
      })),
    }));
}

export interface SharedMatrix {
  /** The Tier1 sites, as columns. */
  sites: string[];
  rows: {
    key: string;
    kind: string;
    id: string;
    name: string;
    carrier: string;
    marks: boolean[];
    count: number;
  }[];
}

/** Sites x shared equipment: one row per piece of equipment, most shared first. */
export function sharedMatrix(shared: SharedResponse, topology: TopologyResponse): SharedMatrix {
  const carriers = new Map(topology.carriers.map((c) => [c.id, c.name]));
  const used = new Set(shared.shared.flatMap((s) => s.sites));
  const sites = shared.sites.filter((s) => used.has(s));
  const rows = [...shared.shared]
    .sort((a, b) => b.sites.length - a.sites.length || a.name.localeCompare(b.name))
    .map((s) => {
      const on = new Set(s.sites);
      return {
        key: `${s.kind}:${s.id}`,
        kind: s.kind,
        id: s.id,
        name: s.name,
        carrier: carriers.get(s.carrierId) ?? s.carrierId,
        marks: sites.map((site) => on.has(site)),
        count: s.sites.length,
      };
    });
  return { sites, rows };
}

export interface OversubscribedRow {
  key: string;
  kind: 'blade' | 'backplane';
  id: string;
  /** "gva1 slot 1" or "gva1 backplane". */
  name: string;
  ratio: string;
  /** "4 × 10 Gb/s ports on a 20 Gb/s fabric link". */
  detail: string;
}

/** The oversubscribed blades and backplanes, worst first; `total` counts all that were checked. */
export function oversubscribedRows(
  load: OversubscriptionResponse,
  topology: TopologyResponse,
): { rows: OversubscribedRow[]; threshold: string; checked: number } {
  const routers = new Map(topology.routers.map((r) => [r.id, r.name]));
  const router = (id: string) => routers.get(id) ?? id;
  const blades = load.blades
    .filter((b) => b.oversubscribed)
    .map((b) => ({
      key: `blade:${b.id}`,
      kind: 'blade' as const,
      id: b.id,
      name: `${router(b.routerId)} slot ${b.slot} (${b.model})`,
      ratioValue: b.ratio,
      detail: `${b.portCount} ports, ${formatBps(b.portCapacityBps)} in total, on a ${formatBps(b.fabricCapacityBps)} fabric connection`,
    }));
  const backplanes = load.backplanes
    .filter((b) => b.oversubscribed)
    .map((b) => ({
      key: `backplane:${b.id}`,
      kind: 'backplane' as const,
      id: b.id,
      name: `${router(b.routerId)} backplane`,
      ratioValue: b.ratio,
      detail: `${b.bladeCount} blades, ${formatBps(b.bladeFabricCapacityBps)} of blade fabric links, on a ${formatBps(b.capacityBps)} backplane`,
    }));
  const rows = [...blades, ...backplanes]
    .sort((a, b) => b.ratioValue - a.ratioValue)
    .map(({ ratioValue, ...row }) => ({ ...row, ratio: `${ratioValue.toFixed(1)}:1` }));
  return {
    rows,
    threshold: `${load.threshold.toFixed(1)}:1`,
    checked: load.blades.length + load.backplanes.length,
  };
}

export interface TrunkRow {
  key: string;
  name: string;
  carrier: string;
  capacity: string;
  members: string;
  warnings: { key: string; severity: 'warning' | 'info'; message: string }[];
}

export function trunkRows(trunks: TrunksResponse, topology: TopologyResponse): TrunkRow[] {
  const carriers = new Map(topology.carriers.map((c) => [c.id, c.name]));
  return trunks.trunks.map((t) => ({
    key: t.id,
    name: t.name,
    carrier: carriers.get(t.carrierId) ?? t.carrierId,
    capacity: formatBps(t.capacityBps),
    members: t.members.map((m) => `${m.name} (${formatBps(m.capacityBps)})`).join(', '),
    warnings: t.warnings.map((w, i) => ({
      key: `${w.code}-${i}`,
      severity: w.severity,
      message: w.message,
    })),
  }));
}

export interface MaintenanceRow {
  key: string;
  title: string;
  carrier: string;
  when: string;
  /** "open now", "in 2 h", "ended 1 h ago". */
  state: string;
  behaviour: string;
  equipment: string;
}

/** Announced windows, by start; the ones open when the report was made say so. */
export function maintenanceRows(
  maintenances: readonly Maintenance[],
  topology: TopologyResponse,
  nowMs: number,
): MaintenanceRow[] {
  const carriers = new Map(topology.carriers.map((c) => [c.id, c.name]));
  return [...maintenances]
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
    .map((m) => {
      const starts = Date.parse(m.startsAt);
      const ends = Date.parse(m.endsAt);
      const now = maintenanceWindowState(m, nowMs);
      const state =
        now === 'upcoming'
          ? `starts in ${formatDuration(starts - nowMs)}`
          : now === 'open'
            ? 'open now'
            : `ended ${formatDuration(nowMs - ends)} before`;
      return {
        key: m.id,
        title: m.title,
        carrier: carriers.get(m.carrierId) ?? m.carrierId,
        when: `${reportTime(starts)} – ${reportTime(ends)}`,
        state,
        behaviour: m.behaviour,
        equipment: m.equipmentIds.join(', '),
      };
    });
}

/** The few lines a reader needs before the detail: what is most shared, what is overloaded. */
export function reportGlance(
  view: {
    shared: SharedMatrix;
    oversubscription: { rows: readonly OversubscribedRow[] };
    trunks: readonly TrunkRow[];
    maintenance: readonly MaintenanceRow[];
  },
  incidents: readonly Pick<Incident, 'title'>[],
): string[] {
  const lines: string[] = [];
  const top = view.shared.rows.slice(0, 3);
  if (top.length > 0) {
    const sites = view.shared.sites.length;
    const named = top.map((row) => `${row.name} (${row.kind}, ${row.count} of ${sites} sites)`);
    lines.push(`Most shared by the Tier1 paths: ${named.join('; ')}.`);
  }
  for (const row of view.oversubscription.rows) {
    lines.push(`Oversubscribed: ${row.name}, ${row.ratio}.`);
  }
  const warned = view.trunks.filter((t) => t.warnings.some((w) => w.severity === 'warning'));
  if (warned.length > 0) {
    lines.push(
      `${warned.length} of ${view.trunks.length} trunks have a single point of failure or a mismatch.`,
    );
  }
  const open = view.maintenance.filter((m) => m.state === 'open now');
  lines.push(
    open.length === 0
      ? 'No maintenance window was open.'
      : `Maintenance open: ${open.map((m) => m.title).join('; ')}.`,
  );
  lines.push(
    incidents.length === 0
      ? 'No incident was open.'
      : `Open incidents: ${incidents.map((i) => i.title).join('; ')}.`,
  );
  return lines;
}
