import { CSV_TABLES, type CsvTable } from '@tiermap/contract';
import {
  CSV_TABLE_ENTRIES,
  LINK_CROSSINGS,
  LIVE_METRICS,
  linksCrossing,
  topologySchema,
  type CatalogueCsvTable,
  type Direction,
  type LinkLiveState,
  type TopologyReport,
} from '@tiermap/domain';
import { toCsv, type CsvCell } from './csv.js';

/**
 * The CSV exports. Columns are snake_case; a number's unit ends its column name (`_bps` bits per
 * second, `_ms` milliseconds, `_km` kilometres, `_pct` percent, `_per_s` per second); cells hold
 * plain numbers. Lists inside a cell are separated by `;`.
 */
export { CSV_TABLES, type CsvTable };

interface Table {
  header: readonly string[];
  rows: CsvCell[][];
}

const list = (items: readonly string[]): string => items.join(';');
const percent = (ratio: number | null): number | null =>
  ratio === null ? null : Math.round(ratio * 10_000) / 100;

function names(report: TopologyReport) {
  const carriers = new Map(report.topology.carriers.map((c) => [c.id, c.name]));
  const routers = new Map(report.topology.routers.map((r) => [r.id, r.name]));
  return {
    carrier: (id: string | null) => (id === null ? null : (carriers.get(id) ?? id)),
    router: (id: string) => routers.get(id) ?? id,
  };
}

/** One row per link crossed, per hop, per direction of every path. */
function pathsTable(report: TopologyReport): Table {
  const name = names(report);
  const rows: CsvCell[][] = [];
  for (const path of report.paths) {
    for (const direction of ['AtoZ', 'ZtoA'] as const satisfies readonly Direction[]) {
      const forward = direction === 'AtoZ';
      for (const hop of path.hops[direction]) {
        for (const link of hop.links) {
          rows.push([
            path.id,
            path.name,
            forward ? path.aSiteId : path.zSiteId,
            forward ? path.zSiteId : path.aSiteId,
            direction,
            hop.hop,
            hop.trunkId ?? null,
            link.linkId,
            link.name,
            link.carrierId,
            name.carrier(link.carrierId),
            link.from.routerId,
            link.from.routerName,
            link.from.portName,
            link.to.routerId,
            link.to.routerName,
            link.to.portName,
            link.capacityBps,
            hop.capacityBps,
            link.rttMs ?? null,
            path.rttMs[direction] ?? null,
            path.symmetric,
          ]);
        }
      }
    }
  }
  return {
    header: [
      'path_id',
      'path_name',
      'from_site_id',
      'to_site_id',
      'direction',
      'hop',
      'trunk_id',
      'link_id',
      'link_name',
      'carrier_id',
      'carrier_name',
      'from_router_id',
      'from_router_name',
      'from_port',
      'to_router_id',
      'to_router_name',
      'to_port',
      'link_capacity_bps',
      'hop_capacity_bps',
      'link_rtt_ms',
      'path_rtt_ms',
      'path_symmetric',
    ],
    rows,
  };
}

/** One row per piece of shared equipment and Tier1 site whose path crosses it. */
function sharedTable(report: TopologyReport): Table {
  const name = names(report);
  const pathSites = new Map(report.topology.paths.map((p) => [p.id, [p.aSiteId, p.zSiteId]]));
  const rows: CsvCell[][] = [];
  const ordered = [...report.shared.shared].sort(
    (a, b) => b.sites.length - a.sites.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  for (const item of ordered) {
    for (const site of item.sites) {
      const paths = item.paths.filter((id) => pathSites.get(id)?.includes(site) === true);
      rows.push([
        item.kind,
        item.id,
        item.name,
        item.carrierId,
        name.carrier(item.carrierId),
        site,
        item.sites.length,
        list(paths),
        list(item.directions),
        item.otherSiteCount,
      ]);
    }
  }
  return {
    header: [
      'equipment_kind',
      'equipment_id',
      'equipment_name',
      'carrier_id',
      'carrier_name',
      'site_id',
      'sites_sharing',
      'path_ids',
      'directions',
      'other_sites_crossing',
    ],
    rows,
  };
}

/** Every blade and backplane: what its ports (or blades) can send against what it can carry. */
function oversubscriptionTable(report: TopologyReport): Table {
  const name = names(report);
  const { blades, backplanes } = report.oversubscription;
  const rows: CsvCell[][] = [
    ...blades.map((b): CsvCell[] => [
      'blade',
      b.id,
      b.routerId,
      name.router(b.routerId),
      b.slot,
      b.model,
      b.portCount,
      b.portCapacityBps,
      b.fabricCapacityBps,
      Math.round(b.ratio * 1000) / 1000,
      b.oversubscribed,
    ]),
    ...backplanes.map((b): CsvCell[] => [
      'backplane',
      b.id,
      b.routerId,
      name.router(b.routerId),
      null,
      null,
      b.bladeCount,
      b.bladeFabricCapacityBps,
      b.capacityBps,
      Math.round(b.ratio * 1000) / 1000,
      b.oversubscribed,
    ]),
  ];
  return {
    header: [
      'kind',
      'id',
      'router_id',
      'router_name',
      'slot',
      'model',
      'members',
      'demand_bps',
      'capacity_bps',
      'ratio',
      'oversubscribed',
    ],
    rows,
  };
}

/**
 * A link direction's live columns: one per live metric (LIVE_METRICS' `csv`), the utilization
 * right after the traffic, then when it was sampled and whether it is stale.
 */
export const LIVE_COLUMNS: readonly string[] = [
  ...LIVE_METRICS.flatMap((m) => (m.meaning === 'traffic' ? [m.csv, 'utilization_pct'] : [m.csv])),
  'sample_time',
  'stale',
];

export function liveCells(state: LinkLiveState | undefined): CsvCell[] {
  if (state === undefined) return LIVE_COLUMNS.map(() => null);
  return [
    ...LIVE_METRICS.flatMap((m) =>
      m.meaning === 'traffic' ? [state[m.name], percent(state.utilization)] : [state[m.name]],
    ),
    new Date(state.tsMs).toISOString(),
    state.stale,
  ];
}

/** Every link with its ends, paths and current load per direction (empty without a sample). */
function linksTable(report: TopologyReport): Table {
  const name = names(report);
  const live = new Map(report.live.map((s) => [`${s.linkId} ${s.direction}`, s]));
  const rows = report.topology.links.map((link): CsvCell[] => [
    link.id,
    link.name,
    link.carrierId,
    name.carrier(link.carrierId),
    link.aRouterId,
    name.router(link.aRouterId),
    link.aPortId,
    link.zRouterId,
    name.router(link.zRouterId),
    link.zPortId,
    link.trunkId ?? null,
    list(link.patchPanelIds ?? []),
    link.capacityBps,
    link.rttMs ?? null,
    link.lengthKm ?? null,
    link.pathIds.length,
    list(link.pathIds),
    ...liveCells(live.get(`${link.id} AtoZ`)),
    ...liveCells(live.get(`${link.id} ZtoA`)),
  ]);
  return {
    header: [
      'link_id',
      'link_name',
      'carrier_id',
      'carrier_name',
      'a_router_id',
      'a_router_name',
      'a_port_id',
      'z_router_id',
      'z_router_name',
      'z_port_id',
      'trunk_id',
      'patch_panel_ids',
      'capacity_bps',
      'rtt_ms',
      'length_km',
      'path_count',
      'path_ids',
      ...LIVE_COLUMNS.map((c) => `atoz_${c}`),
      ...LIVE_COLUMNS.map((c) => `ztoa_${c}`),
    ],
    rows,
  };
}

/** `PatchPanel` or `siteId` -> `patch_panel`, `site_id`. */
const snakeCase = (name: string): string =>
  name.replace(/(?<=[a-z0-9])([A-Z])/g, '_$1').toLowerCase();

/**
 * The table of a kind of the entity catalogue (patch panels...): its id, name and carrier, its
 * other fields in its schema's order, and, for a kind links cross, the links crossing it.
 */
function kindTable(entry: (typeof CSV_TABLE_ENTRIES)[number]): (report: TopologyReport) => Table {
  const what = snakeCase(entry.label);
  const fields = Object.keys(topologySchema.shape[entry.sliceKey].unwrap().element.shape).filter(
    (f) => !['id', 'name', 'carrierId'].includes(f),
  );
  const crossing = LINK_CROSSINGS.find((c) => c.kind === entry.kind);
  return (report) => {
    const name = names(report);
    const items: readonly Record<string, unknown>[] = report.topology[entry.sliceKey] ?? [];
    const rows = items.map((item): CsvCell[] => {
      const id = String(item.id);
      const links =
        crossing === undefined ? [] : linksCrossing(report.topology.links, crossing.kind, id);
      return [
        id,
        String(item.name),
        String(item.carrierId),
        name.carrier(String(item.carrierId)),
        ...fields.map((f) => cell(item[f])),
        ...(crossing === undefined ? [] : [links.length, list(links)]),
      ];
    });
    return {
      header: [
        `${what}_id`,
        `${what}_name`,
        'carrier_id',
        'carrier_name',
        ...fields.map(snakeCase),
        ...(crossing === undefined ? [] : ['link_count', 'link_ids']),
      ],
      rows,
    };
  };
}

/** A field's value as a cell: numbers, text and booleans as they are, lists joined. */
function cell(value: unknown): CsvCell {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return list(value.map(String));
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const TABLES: Record<CsvTable, (report: TopologyReport) => Table> = {
  paths: pathsTable,
  'shared-equipment': sharedTable,
  oversubscription: oversubscriptionTable,
  links: linksTable,
  ...(Object.fromEntries(CSV_TABLE_ENTRIES.map((e) => [e.csvTable, kindTable(e)])) as Record<
    CatalogueCsvTable,
    (report: TopologyReport) => Table
  >),
};

/** One of the CSV exports of a topology report, as text. */
export function csvExport(table: CsvTable, report: TopologyReport): string {
  const { header, rows } = TABLES[table](report);
  return toCsv(header, rows);
}
