import {
  entityIdSchema,
  incidentReportSchema,
  topologyReportSchema,
  topologySchema,
} from '@tiermap/domain';
import { topologyToGraphml } from '@tiermap/carrier-files';
import type { Request, Response } from 'express';
import { z } from 'zod';
import type { RouteTable } from '../../http/route-table.js';
import { CSV_TABLES, csvExport } from './csv-tables.js';
import { TOPOLOGY_EXPORT_FORMAT, exportFileName, printBaseUrl } from './files.js';
import type { TokenService } from '../tokens/service.js';
import type { PdfRenderer } from './pdf-renderer.js';
import type { ReportService } from './service.js';

export interface ReportRouteOptions {
  /** Where Chromium finds the print pages; by default the address the request came in on. */
  baseUrl?: string | undefined;
  /** The clock that stamps file names and exports. */
  now: () => number;
  /**
   * Gives the print page a viewer token of its own for each report, revoked when it is printed;
   * the caller's credentials never go to Chromium. Without it the page reads anonymously.
   */
  printTokens?: PrintTokenIssuer | undefined;
}

/** The JSON export: the whole model, marked so an import knows what it reads. */
export const topologyExportSchema = z.object({
  format: z.literal(TOPOLOGY_EXPORT_FORMAT),
  exportedAt: z.string(),
  topology: topologySchema,
});

function attachment(res: Response, type: string, fileName: string, body: string | Buffer): void {
  res
    .type(type)
    .set('Content-Disposition', `attachment; filename="${fileName}"`)
    .set('Cache-Control', 'no-store')
    .send(body);
}

/** Mints the print page's own token: in memory, read only, for one report. */
export type PrintTokenIssuer = Pick<TokenService, 'issueEphemeral'>;

/**
 * A print token lives as long as the report may take (plus 10 s); 2 minutes when the renderer
 * does not say.
 */
const DEFAULT_PRINT_TOKEN_TTL_MS = 120_000;

export function addReportRoutes(
  table: RouteTable,
  reports: ReportService,
  pdf: PdfRenderer,
  options: ReportRouteOptions,
): void {
  const printUrl = (req: Request, path: string) => `${options.baseUrl ?? printBaseUrl(req)}${path}`;
  /** Prints one page with a token made for it alone, ended as soon as printing ends. */
  async function printWithOwnToken(url: string, footer: string, name: string): Promise<Buffer> {
    const grant = options.printTokens?.issueEphemeral({
      name,
      role: 'viewer',
      ttlMs: (pdf.timeoutMs ?? DEFAULT_PRINT_TOKEN_TTL_MS) + 10_000,
    });
    try {
      const headers: Record<string, string> =
        grant === undefined ? {} : { authorization: `Bearer ${grant.token}` };
      return await pdf.render({ url, headers, footer });
    } finally {
      grant?.revoke();
    }
  }

  table.add(
    {
      method: 'get',
      path: '/reports/topology',
      access: 'read',
      tag: 'reports',
      summary: 'Everything the topology report prints, read at one time',
      description:
        'The print page `/print/topology` draws this; `GET /api/reports/topology.pdf` is that page printed. Times, the topology, live link states, every path hop by hop, the equipment shared by two or more Tier1 sites, blade and backplane oversubscription, trunks, the TCP table (64 KB window) and the open incidents.',
      response: topologyReportSchema,
    },
    () => reports.topologyReport(),
  );
  table.add(
    {
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
    },
    ({ params }) => reports.incidentReport(params.id),
  );
  table.add(
    {
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
    },
    async (_input, req, res) => {
      const body = await printWithOwnToken(
        printUrl(req, '/print/topology'),
        'tiermap topology report',
        'print: topology report',
      );
      attachment(res, 'application/pdf', exportFileName('topology', options.now(), 'pdf'), body);
      return '';
    },
  );
  table.add(
    {
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
    },
    async ({ params }, req, res) => {
      // Unknown incidents answer 404 before a browser is started.
      await reports.incidentReport(params.id);
      const body = await printWithOwnToken(
        printUrl(req, `/print/incidents/${encodeURIComponent(params.id)}`),
        `tiermap incident report ${params.id}`,
        `print: incident report ${params.id}`,
      );
      const name = exportFileName(`incident-${params.id}`, options.now(), 'pdf');
      attachment(res, 'application/pdf', name, body);
      return '';
    },
  );
  table.add(
    {
      method: 'get',
      path: '/exports/topology.json',
      access: 'read',
      tag: 'reports',
      summary: 'The whole model as JSON',
      description:
        'Carriers, sites, routers, backplanes, blades, ports, links, trunks, paths and maintenance windows, as `POST /api/topology/import` takes them back.',
      response: topologyExportSchema,
    },
    async (_input, _req, res) => {
      const now = options.now();
      const body = {
        format: TOPOLOGY_EXPORT_FORMAT,
        exportedAt: new Date(now).toISOString(),
        topology: await reports.wholeTopology(),
      };
      attachment(
        res,
        'application/json',
        exportFileName('topology', now, 'json'),
        `${JSON.stringify(body, null, 2)}\n`,
      );
      return body;
    },
  );
  table.add(
    {
      method: 'get',
      path: '/exports/topology.graphml',
      access: 'read',
      tag: 'reports',
      summary: 'The whole model as GraphML (yEd, Gephi, and back into tiermap)',
      description:
        'Every entity a node with its `entity` and fields; links are edges between their routers. Opens in yEd (labels, geographic layout) and Gephi, and `POST /api/topology/import` reads it back with nothing lost. See docs/graphml-format.md.',
      response: z.string(),
      produces: 'application/graphml+xml',
    },
    async (_input, _req, res) => {
      const now = options.now();
      const text = topologyToGraphml(await reports.wholeTopology(), {
        exportedAt: new Date(now).toISOString(),
      });
      attachment(res, 'application/graphml+xml', exportFileName('topology', now, 'graphml'), text);
      return '';
    },
  );
  for (const name of CSV_TABLES) {
    table.add(
      {
        method: 'get',
        path: `/exports/${name}.csv`,
        access: 'read',
        tag: 'reports',
        summary: `The ${name.replace('-', ' ')} table as CSV`,
        description:
          'RFC 4180 with a header row; a number’s unit ends its column name (`_bps`, `_ms`, `_km`, `_pct`, `_per_s`), cells hold plain numbers; lists in a cell are separated by `;`. See docs/reports.md.',
        response: z.string(),
        produces: 'text/csv',
      },
      async (_input, _req, res) => {
        const report = await reports.topologyReport();
        const fileName = exportFileName(name, report.times.generatedAtMs, 'csv');
        attachment(res, 'text/csv; charset=utf-8', fileName, csvExport(name, report));
        return '';
      },
    );
  }
}
