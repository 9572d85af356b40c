import { contract } from '@tiermap/contract';
import { topologyToGraphml } from '@tiermap/carrier-files';
import type { Request, Response } from 'express';
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

  table.add(contract.reports.topology, () => reports.topologyReport());
  table.add(contract.reports.incident, ({ params }) => reports.incidentReport(params.id));
  table.add(contract.reports.topologyPdf, async (_input, req, res) => {
    const body = await printWithOwnToken(
      printUrl(req, '/print/topology'),
      'tiermap topology report',
      'print: topology report',
    );
    attachment(res, 'application/pdf', exportFileName('topology', options.now(), 'pdf'), body);
    return '';
  });
  table.add(contract.reports.incidentPdf, async ({ params }, req, res) => {
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
  });
  table.add(contract.reports.topologyJson, async (_input, _req, res) => {
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
  });
  table.add(contract.reports.topologyGraphml, async (_input, _req, res) => {
    const now = options.now();
    const text = topologyToGraphml(await reports.wholeTopology(), {
      exportedAt: new Date(now).toISOString(),
    });
    attachment(res, 'application/graphml+xml', exportFileName('topology', now, 'graphml'), text);
    return '';
  });
  for (const name of CSV_TABLES) {
    table.add(contract.reports.csv[name], async (_input, _req, res) => {
      const report = await reports.topologyReport();
      const fileName = exportFileName(name, report.times.generatedAtMs, 'csv');
      attachment(res, 'text/csv; charset=utf-8', fileName, csvExport(name, report));
      return '';
    });
  }
}
