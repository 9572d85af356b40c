import type { ReactNode } from 'react';

/** One column of a printed table: its heading, and what each row shows in it. */
export interface Column<Row> {
  title: ReactNode;
  /** Right-aligned, never wrapped: figures with their units. */
  numeric?: boolean;
  className?: string;
  cell: (row: Row) => ReactNode;
}

/** A report table: a heading row from the columns, a row per item, keyed by `key`. */
export function ReportTable<Row extends { key: string }>({
  columns,
  rows,
  caption,
  className,
  testId,
}: {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  caption?: ReactNode;
  className?: string;
  testId?: string;
}) {
  const classOf = (column: Column<Row>) =>
    [column.numeric === true ? 'number' : '', column.className ?? ''].join(' ').trim() || undefined;
  return (
    <table className={['report-table', className ?? ''].join(' ').trim()} data-testid={testId}>
      {caption !== undefined && <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column, i) => (
            <th key={i} className={classOf(column)}>
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {columns.map((column, i) => (
              <td key={i} className={classOf(column)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
