/** A value in a CSV cell: numbers as they are, text quoted where needed, nothing as empty. */
export type CsvCell = string | number | boolean | null | undefined;

/** Characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  // Names come from carriers' uploads: a name like "=HYPERLINK(...)" must stay text.
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180 CSV: a header row, CRLF line ends, fields quoted when they hold a comma, quote or line
 * break. Every row must have as many cells as the header.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header.map(cell).join(',')];
  for (const [index, row] of rows.entries()) {
    if (row.length !== header.length) {
      throw new Error(`CSV row ${index + 1} has ${row.length} cells, the header ${header.length}`);
    }
    lines.push(row.map(cell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
