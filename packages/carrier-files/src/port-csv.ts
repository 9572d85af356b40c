import { parse } from 'csv-parse/sync';
import {
  PORT_CSV_COLUMNS,
  uploadPortSchema,
  type CarrierUpload,
  type UploadPort,
  type UploadProblem,
} from '@tiermap/domain';
import { capped } from './read-document.js';

/** One port row of a bulk port CSV, with the line it came from. */
export interface PortRow {
  bladeId: string;
  port: UploadPort;
  line: number;
}

export type ReadPorts = { ok: true; rows: PortRow[] } | { ok: false; problems: UploadProblem[] };

/**
 * Reads a bulk port CSV (RFC 4180, a header row naming `bladeId,id,name,speedBps` in any
 * order): every bad row is reported with its line and column.
 */
export function readPortCsv(text: string): ReadPorts {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true });
  } catch (error) {
    const found = error as { lines?: number; message?: string };
    return {
      ok: false,
      problems: [
        {
          path: '(file)',
          ...(found.lines === undefined ? {} : { line: found.lines }),
          message: `not valid CSV: ${found.message ?? String(error)}`,
        },
      ],
    };
  }
  const [header, ...body] = records;
  if (header === undefined) {
    return {
      ok: false,
      problems: [{ path: '(file)', message: 'the CSV is empty: it needs a header row' }],
    };
  }
  const names = header.map((h) => h.trim());
  const missing = PORT_CSV_COLUMNS.filter((column) => !names.includes(column));
  const extra = names.filter((name) => !(PORT_CSV_COLUMNS as readonly string[]).includes(name));
  if (missing.length > 0 || extra.length > 0) {
    const parts = [
      missing.length > 0 ? `missing ${missing.join(', ')}` : '',
      extra.length > 0 ? `unknown ${extra.join(', ')}` : '',
    ].filter((part) => part !== '');
    return {
      ok: false,
      problems: [
        {
          path: 'header',
          line: 1,
          column: 1,
          message: `the header must name ${PORT_CSV_COLUMNS.join(',')} (${parts.join('; ')})`,
        },
      ],
    };
  }
  const column = (name: (typeof PORT_CSV_COLUMNS)[number]) => names.indexOf(name);
  const rows: PortRow[] = [];
  const problems: UploadProblem[] = [];
  body.forEach((record, i) => {
    const line = i + 2;
    if (record.length !== names.length) {
      problems.push({
        path: `row ${line}`,
        line,
        column: 1,
        message: `has ${record.length} fields where the header has ${names.length}`,
      });
      return;
    }
    const cell = (name: (typeof PORT_CSV_COLUMNS)[number]) => (record[column(name)] ?? '').trim();
    const speedText = cell('speedBps');
    const numeric = /^\d+(\.\d+)?(e\d+)?$/i.test(speedText);
    const parsed = uploadPortSchema.safeParse({
      id: cell('id'),
      name: cell('name'),
      speedBps: numeric ? Number(speedText) : speedText,
    });
    const bladeId = cell('bladeId');
    if (bladeId === '') {
      problems.push({
        path: `row ${line}.bladeId`,
        line,
        column: column('bladeId') + 1,
        message: 'must not be empty',
      });
    }
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'id') as (typeof PORT_CSV_COLUMNS)[number];
        const message =
          field === 'speedBps' && !numeric
            ? `must be a number of bits per second without units (got "${speedText}")`
            : issue.message;
        problems.push({ path: `row ${line}.${field}`, line, column: column(field) + 1, message });
      }
      return;
    }
    if (bladeId !== '') rows.push({ bladeId, port: parsed.data, line });
  });
  return problems.length > 0 ? { ok: false, problems: capped(problems) } : { ok: true, rows };
}

/**
 * The document with the ports of every blade the CSV names replaced by the CSV's rows; a row
 * naming a blade the document does not hold is a problem at its line.
 */
export function withPortRows(
  document: CarrierUpload,
  rows: readonly PortRow[],
): { ok: true; document: CarrierUpload } | { ok: false; problems: UploadProblem[] } {
  const byBlade = new Map<string, UploadPort[]>();
  const known = new Set(document.routers.flatMap((r) => r.blades.map((b) => b.id)));
  const problems: UploadProblem[] = [];
  for (const row of rows) {
    if (!known.has(row.bladeId)) {
      problems.push({
        path: `row ${row.line}.bladeId`,
        line: row.line,
        message: `blade '${row.bladeId}' is not one of this carrier's blades`,
      });
      continue;
    }
    // Appended in place: copying the list on every row made a large file quadratic.
    const ports = byBlade.get(row.bladeId);
    if (ports === undefined) byBlade.set(row.bladeId, [row.port]);
    else ports.push(row.port);
  }
  if (problems.length > 0) return { ok: false, problems: capped(problems) };
  return {
    ok: true,
    document: {
      ...document,
      routers: document.routers.map((router) => ({
        ...router,
        blades: router.blades.map((blade) => ({
          ...blade,
          ports: byBlade.get(blade.id) ?? blade.ports,
        })),
      })),
    },
  };
}
