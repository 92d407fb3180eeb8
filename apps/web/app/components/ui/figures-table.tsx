import type { ReactNode } from 'react';
import tables from './table.module.css';

export interface FiguresTableRow {
  key: string | number;
  /** The row's own heading cell (a month's name, a period number). */
  header: ReactNode;
  /** Cells by column key, already formatted. */
  cells: Readonly<Record<string, ReactNode>>;
  /** Marks the row for tests and styles (`data-month`, `data-period`). */
  data?: Readonly<Record<`data-${string}`, string | number>>;
}

interface FiguresTableProps {
  /** Id of the heading that names the table; the scroll region is labelled by it. */
  labelledBy: string;
  /** The header of the row-heading column, then each figure column's key and header. */
  corner: ReactNode;
  columns: readonly { key: string; label: ReactNode }[];
  rows: readonly FiguresTableRow[];
  footer?: FiguresTableRow;
}

/**
 * A wide table of figures (a monthly plan, a payroll) in its own sideways scroll region, so a phone
 * keeps the page's width; the region is reachable by keyboard. Cells carry `data-column`.
 */
export function FiguresTable({ labelledBy, corner, columns, rows, footer }: FiguresTableProps) {
  const line = (row: FiguresTableRow) => (
    <tr key={row.key} {...row.data}>
      <th scope="row">{row.header}</th>
      {columns.map((column) => (
        <td key={column.key} className="num" data-column={column.key}>
          {row.cells[column.key]}
        </td>
      ))}
    </tr>
  );
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={tables.scroll} tabIndex={0} aria-labelledby={labelledBy}>
      <table className={`${tables.table} ${tables.figures}`}>
        <thead>
          <tr>
            <th scope="col">{corner}</th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map(line)}</tbody>
        {footer && <tfoot>{line(footer)}</tfoot>}
      </table>
    </section>
  );
}
