import { Fragment, type HTMLAttributes, type Key, type ReactNode } from "react";

/** The class names of a table's parts. */
interface TableLook {
  table: string;
  head?: string;
  headRow?: string;
  th?: string;
  body: string;
  td?: string;
}

/** The admin area's lists, the signed-in app's panels, the billing history card and the public site's tables. */
const LOOKS = {
  admin: {
    table: "min-w-full divide-y divide-slate-200",
    th: "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500",
    body: "divide-y divide-slate-100",
    td: "px-3 py-2 text-sm text-slate-800",
  },
  app: {
    table: "min-w-full divide-y divide-slate-200 text-sm",
    headRow: "text-left text-xs font-semibold uppercase tracking-wide text-slate-500",
    th: "py-2",
    body: "divide-y divide-slate-100",
  },
  card: {
    table: "min-w-full divide-y divide-slate-200 text-sm",
    head: "bg-slate-50 text-left text-slate-600",
    th: "px-4 py-3 font-medium",
    body: "divide-y divide-slate-100",
    td: "px-4 py-3",
  },
  site: {
    table: "w-full text-left text-sm",
    head: "bg-slate-50 text-xs uppercase tracking-wider text-slate-500",
    th: "px-3 py-2 font-semibold",
    body: "divide-y divide-slate-100",
  },
} satisfies Record<string, TableLook>;

export interface Column<Row> {
  /** The column heading; a table whose columns have none has no header row. */
  header?: ReactNode;
  /** Added to the look's heading classes. */
  headerClassName?: string;
  /** The cell; not needed when the table's `renderRow` draws the rows. */
  cell?: (row: Row, index: number) => ReactNode;
  /** Added to the look's cell classes. */
  className?: string;
  /** The cell heads its row (`<th scope="row">`). */
  rowHeader?: boolean;
  testId?: string;
}

type RowAttributes = HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string | undefined };

export interface DataTableProps<Row> {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => Key;
  /** Attributes of a row's `<tr>` (test ids, data attributes, classes). */
  rowProps?: (row: Row, index: number) => RowAttributes;
  /** Draws a whole row itself, for rows that keep their own state (their cells follow `columns`). */
  renderRow?: (row: Row, index: number) => ReactNode;
  /** Shown instead of the table when there are no rows; without it an empty table is shown. */
  empty?: ReactNode;
  look?: keyof typeof LOOKS;
  /** Changes parts of the look. */
  classNames?: Partial<TableLook>;
  /** A caption for screen readers. */
  caption?: string;
  /** The headings are for screen readers only. */
  hideHeader?: boolean;
  /** The `<div>` around the table (margins, horizontal scrolling); none when absent. */
  wrapperClassName?: string;
  /** Makes the wrapper a labelled region that the keyboard reaches, for a table that scrolls sideways (WCAG 2.1.1). */
  scrollLabel?: string;
  testId?: string;
}

/** The app's one table: headings from `columns`, a row per item of `rows`, or the empty state. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowProps,
  renderRow,
  empty,
  look = "admin",
  classNames,
  caption,
  hideHeader,
  wrapperClassName,
  scrollLabel,
  testId,
}: DataTableProps<Row>) {
  if (!rows.length && empty !== undefined) return <>{empty}</>;
  const parts: TableLook = { ...LOOKS[look], ...classNames };
  const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(" ") || undefined;
  const cellClass = (column: Column<Row>) => join(parts.td, column.className);
  const table = (
    <table className={parts.table} data-testid={testId}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      {columns.some((column) => column.header !== undefined) ? (
        <thead className={hideHeader ? "sr-only" : parts.head}>
          <tr className={hideHeader ? undefined : parts.headRow}>
            {columns.map((column, i) => (
              <th key={i} scope="col" className={hideHeader ? undefined : join(parts.th, column.headerClassName)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody className={parts.body}>
        {rows.map((row, index) =>
          renderRow ? (
            <Fragment key={rowKey(row, index)}>{renderRow(row, index)}</Fragment>
          ) : (
            <tr key={rowKey(row, index)} {...rowProps?.(row, index)}>
              {columns.map((column, i) =>
                column.rowHeader ? (
                  <th key={i} scope="row" className={cellClass(column)} data-testid={column.testId}>
                    {column.cell?.(row, index)}
                  </th>
                ) : (
                  <td key={i} className={cellClass(column)} data-testid={column.testId}>
                    {column.cell?.(row, index)}
                  </td>
                ),
              )}
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
  if (scrollLabel)
    return (
      <div role="region" aria-label={scrollLabel} tabIndex={0} className={wrapperClassName}>
        {table}
      </div>
    );
  return wrapperClassName ? <div className={wrapperClassName}>{table}</div> : table;
}
