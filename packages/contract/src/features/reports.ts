import {
  CSV_TABLE_ENTRIES,
  entityIdSchema,
  type CatalogueCsvTable,
  incidentReportSchema,
  topologyReportSchema,
  topologySchema,
} from '@tiermap/domain';
import { z } from 'zod';
import { defineRoute } from '../route-spec.js';

/** What the JSON export says it is, so an import knows what it reads. */
export const TOPOLOGY_EXPORT_FORMAT = 'tiermap-topology/1' as const;

/** The topology report's tables, each exported as CSV. */
export type CsvTable =
  'paths' | 'shared-equipment' | 'oversubscription' | 'links' | CatalogueCsvTable;
/** The report's tables, then one per kind of the entity catalogue that has one (patch panels). */
export const CSV_TABLES: readonly CsvTable[] = [
  'paths',
  'shared-equipment',
  'oversubscription',
  'links',
  ...CSV_TABLE_ENTRIES.map((e) => e.csvTable),
];

/** The JSON export: the whole model, marked so an import knows what it reads. */
export const topologyExportSchema = z.object({
  format: z.literal(TOPOLOGY_EXPORT_FORMAT),
  exportedAt: z.string(),
  topology: topologySchema,
});

function csvRoute(name: CsvTable) {
  return defineRoute({
    method: 'get',
    path: `/exports/${name}.csv`,
    access: 'read',
    tag: 'reports',
    summary: `The ${name.replace('-', ' ')} table as CSV`,
    description:
      'RFC 4180 with a header row; a number’s unit ends its column name (`_bps`, `_ms`, `_km`, `_pct`, `_per_s`), cells hold plain numbers; lists in a cell are separated by `;`. See docs/reports.md.',
    response: z.string(),
    produces: 'text/csv',
  });
}

export const reports = {
  topology: defineRoute({
    method: 'get',
    path: '/reports/topology',
    access: 'read',
    tag: 'reports',
    summary: 'Everything the topology report prints, read at one time',
    description:
      'The print page `/print/topology` draws this; `GET /api/reports/topology.pdf` is that page printed. Times, the topology, live link states, every path hop by hop, the equipment shared by two or more Tier1 sites, blade and backplane oversubscription, trunks, the TCP table (64 KB window) and the open incidents.',
    response: topologyReportSchema,
  }),
  incident: defineRoute({
    method: 'get',
    path: '/reports/incidents/:id',
    access: 'read',
    tag: 'reports',
    summary: 'Everything an incident report prints',
    description:
      'The incident, its affected paths hop by hop, and the series of its key links (its suspects’) from 15 minutes before it opened to its end.',
    params: z.strictObject({ id: entityIdSchema }),
    response: incidentReportSchema,
    errors: [400, 404],
  }),
  topologyPdf: defineRoute({
    method: 'get',
    path: '/reports/topology.pdf',
    access: 'read',
    tag: 'reports',
    summary: 'The topology report as a PDF, printed by Chromium',
    description:
      'Title page with the time of the data, the map with its legend, every Tier1 site’s path hop by hop per direction, the shared-equipment matrix, oversubscribed blades and backplanes, trunks and their warnings, maintenance windows, the TCP table and the open incidents. 503 when Chromium is missing or cannot start, 504 when it does not finish within TIERMAP_REPORT_TIMEOUT_MS.',
    response: z.string(),
    produces: 'application/pdf',
    errors: [504],
  }),
  incidentPdf: defineRoute({
    method: 'get',
    path: '/incidents/:id/report.pdf',
    access: 'read',
    tag: 'reports',
    summary: 'One incident’s report as a PDF, printed by Chromium',
    description:
      'Timeline, affected paths, suspects with their explanations and charts of the key links. 404 for an unknown incident; 503 and 504 as for the topology report.',
    params: z.strictObject({ id: entityIdSchema }),
    response: z.string(),
    produces: 'application/pdf',
    errors: [400, 404, 504],
  }),
  topologyJson: defineRoute({
    method: 'get',
    path: '/exports/topology.json',
    access: 'read',
    tag: 'reports',
    summary: 'The whole model as JSON',
    description:
      'Carriers, sites, routers, backplanes, blades, ports, links, trunks, paths and maintenance windows, as `POST /api/topology/import` takes them back.',
    response: topologyExportSchema,
  }),
  topologyGraphml: defineRoute({
    method: 'get',
    path: '/exports/topology.graphml',
    access: 'read',
    tag: 'reports',
    summary: 'The whole model as GraphML (yEd, Gephi, and back into tiermap)',
    description:
      'Every entity a node with its `entity` and fields; links are edges between their routers. Opens in yEd (labels, geographic layout) and Gephi, and `POST /api/topology/import` reads it back with nothing lost. See docs/graphml-format.md.',
    response: z.string(),
    produces: 'application/graphml+xml',
  }),
  /** One route per table: `GET /exports/<table>.csv`. */
  csv: Object.fromEntries(CSV_TABLES.map((name) => [name, csvRoute(name)])) as Record<
    CsvTable,
    ReturnType<typeof csvRoute>
  >,
};
